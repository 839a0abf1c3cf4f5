import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The card's present spring in `export flutter` is a function of the card's top, as in the
/// other web and mobile exports: run in node (``DartSubset``) at several tops against
/// PresentCardAnimator's formulas and UIKit's duration mapping computed here.
@Suite("Flutter present spring")
struct FlutterSpringFunctionTests {
    /// The natural frequency of UIKit's duration-based spring: ζ/√(1−ζ²)·e^(−ζωd) = 0.001, or
    /// e^(−ωd)(1 + ωd) = 0.001 at ζ = 1 (Framer's and motion's reading), by bisection.
    static func uikitOmega(duration: Double, dampingRatio zeta: Double) -> Double {
        func envelope(_ omega: Double) -> Double {
            zeta < 1 ? zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * omega * duration) : exp(-omega * duration) * (1 + omega * duration)
        }
        var low = 0.01, high = 1000.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if envelope(mid) > 0.001 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    @Test("presentSpring(cardTop) and presentExpansionCurveDuration(cardTop) follow the card's top (40, 72.04, 150, 300, −100 pt)",
          .enabled(if: Prerequisite.runs(AfterEffectsExportTests.node != nil), "node is not installed; the Dart arithmetic was not run"))
    func followsTop() throws {
        let node = try #require(AfterEffectsExportTests.node)
        let dart = FlutterExporter().export(Preset(name: "card", state: CardScene().defaultState))
        let tops = [40, 72.04, 150, 300, -100]
        let script = DartSubset.javaScript(dart, type: "CardFlutterMotion") + """
        console.log(JSON.stringify(\(tops).map((top) => {
          const s = presentSpring(top);
          return [s.mass, s.stiffness, s.damping, presentExpansionCurveDuration(top).inMicroseconds];
        })));
        """
        let output = try AfterEffectsExportTests.run(node, script)
        let rows = try #require(output as? [[Double]], "\(output) from:\n\(script)")
        // PresentCardAnimator on the scene's iPhone (812 pt tall, card 335 × 1.2 at highlight scale 0.96).
        let cardHeight = (375 - 2 * 20) * 1.2 * 0.96
        for (top, row) in zip(tops, rows) {
            let extent = top < 0 ? cardHeight : 812
            let zeta = min(max(1 - 0.3 * abs(top) / extent, 0.7), 1)
            let duration = min(max(0.5 + 0.4 * abs(top) / 812, 0.5), 0.9)
            let omega = Self.uikitOmega(duration: duration, dampingRatio: zeta)
            #expect(row[0] == 1)
            assertClose(row[1], omega * omega, .relative(1e-9), "stiffness at card.top \(top)")
            assertClose(row[2], 2 * zeta * omega, .relative(1e-9), "damping at card.top \(top)")
            assertClose(row[3], 0.6 * duration * 1e6, .absolute(0.5), "expansion µs at card.top \(top)")
        }
        // The figure the other exports give at the scene's top.
        assertClose(rows[1][1], 256.877, .absolute(0.001))
    }
}
