import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `export flutter`: no Dart SDK can be installed here (no apt package), so the tests read the
/// numbers back and run the Curve's Dart expression (arithmetic and `math.` calls, which are
/// JavaScript too) in node against the textbook closed form.
@Suite("Flutter export")
struct FlutterExportTests {
    static func export(_ scene: any Scene = SpringScene(), _ assignments: [(key: String, text: String)] = []) throws -> String {
        FlutterExporter().export(Preset(name: scene.name, state: try scene.defaultState.setting(assignments)))
    }

    /// The numbers of `SpringDescription(mass: …, stiffness: …, damping: …)` after `name =`.
    static func description(_ text: String, _ name: String) throws -> (mass: Double, stiffness: Double, damping: Double) {
        let start = try #require(text.range(of: "SpringDescription \(name) = SpringDescription("))
        let body = text[start.upperBound...].prefix { $0 != ")" }
        var values: [String: Double] = [:]
        for part in body.split(separator: ",") {
            let pair = part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2 { values[pair[0]] = Double(pair[1]) }
        }
        return (try #require(values["mass"]), try #require(values["stiffness"]), try #require(values["damping"]))
    }

    @Test("SpringDescription carries the exact stiffness and damping of a SwiftUI-form spring, and runs on an unbounded controller")
    func exactNumbers() throws {
        let text = try Self.export(SpringScene(), [("spring.response", "0.35"), ("spring.dampingFraction", "0.62")])
        let reference = ClosedFormSpring.response(0.35, dampingRatio: 0.62)
        let spring = try Self.description(text, "spring")
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - reference.stiffness) <= 1e-13 * reference.stiffness && abs(spring.damping - reference.damping) <= 1e-13 * reference.damping)
        #expect(text.contains("AnimationController.unbounded"))
        #expect(text.contains("controller.animateWith(SpringSimulation(spring, start, target,"))
        #expect(text.contains("static const Tolerance pixelTolerance = Tolerance(distance: 0.5, velocity: 10);"))
        #expect(!text.contains("withDurationAndBounce("))
        #expect(text.contains("Do not use it on opacity"))
    }

    @Test("a physical spring's mass, stiffness and damping are written as typed")
    func physical() throws {
        let text = try Self.export(SpringScene(), [("spring.mass", "2"), ("spring.stiffness", "300"), ("spring.dampingCoefficient", "17.5")])
        let spring = try Self.description(text, "spring")
        #expect(spring == (2, 300, 17.5))
    }

    @Test("the Curve's transformInternal, run in node, follows the spring to 1e-9 over its duration",
          .enabled(if: AfterEffectsExportTests.node != nil, "node is not installed; the Curve was not evaluated"),
          arguments: [(0.5, 0.3), (0.5, 1.0), (0.4, 1.4)])
    func curve(_ response: Double, _ zeta: Double) throws {
        let node = try #require(AfterEffectsExportTests.node)
        let text = try Self.export(SpringScene(), [("spring.response", "\(response)"), ("spring.dampingFraction", "\(zeta)")])
        let body = try #require(text.range(of: "double transformInternal(double t) {")).upperBound
        let lines = text[body...].split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        let scale = try #require(lines[0].hasPrefix("final s = t * ") ? Double(lines[0].dropFirst("final s = t * ".count).dropLast()) : nil)
        let expression = try #require(lines[1].hasPrefix("return ") ? String(lines[1].dropFirst(7).dropLast()) : nil)
        let script = """
        const math = Math;
        const rows = [];
        for (let i = 1; i <= 200; i++) { const t = i / 200, s = t * \(scale); rows.push([s, \(expression)]); }
        console.log(JSON.stringify(rows));
        """
        let rows = try #require(try AfterEffectsExportTests.run(node, script) as? [[Double]])
        let reference = ClosedFormSpring.response(response, dampingRatio: zeta)
        for row in rows { assertClose(row[1], reference.progress(at: row[0]), .absolute(1e-9), "s \(row[0])") }
        // The duration is where the spring last leaves the tolerance band.
        #expect(abs(1 - reference.progress(at: scale * 0.999)) >= 0.00098 * 0.5 || abs(1 - reference.progress(at: scale)) <= 0.001)
    }

    @Test("the reduced-motion branch reads MediaQuery.disableAnimationsOf and tightens to damping ratio 1")
    func reduced() throws {
        let text = try Self.export(CardScene(), [("dismiss.reduced", "tighten")])
        #expect(text.contains("MediaQuery.disableAnimationsOf(context)"))
        let tight = try Self.description(text, "reducedDismissSpring")
        assertClose(tight.damping / (2 * (tight.stiffness * tight.mass).squareRoot()), 1, .absolute(1e-12))
    }
}
