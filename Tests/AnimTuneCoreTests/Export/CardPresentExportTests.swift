import Foundation
import Testing
@testable import AnimTuneCore

/// The card's present spring is exported as a function of the card's top; run as the
/// platform runs it, it gives the damping and duration `table present.damping present.duration`
/// shows.
@Suite("The card's present spring as exported code")
struct CardPresentExportTests {
    /// A card partly above the screen, at the top, the scene's default, mid-screen, near the bottom.
    static let tops = [-300.0, 0, 72.04, 406, 790]
    static let scene = CardScene()

    static func expected(_ curve: String, _ top: Double) throws -> Double {
        try scene.curve(named: curve).evaluate(scene.defaultState, top)
    }

    @Test("Motion's presentSpring(top) under node has the damping and duration of the table at five tops",
          .enabled(if: ExportSyntaxTests.node != nil, "node is not installed; the Motion export was not run"))
    func motion() throws {
        let module = MotionExporter().export(Preset(name: "card", state: Self.scene.defaultState))
        let tops = Self.tops.map { "\($0)" }.joined(separator: ", ")
        let script = module + """

        console.log(JSON.stringify([\(tops)].map((top) => {
          const spring = cardMotion.presentSpring(top);
          return [1 - spring.bounce, spring.duration, cardMotion.presentExpansionCurve(top).duration, spring.type];
        })));
        """
        let result = try #require(ExportSyntaxTests.node).check(script, fileName: "card.mjs", arguments: [])
        try #require(result.status == 0, "\(result.output)")
        guard case .array(let rows) = try JSONReader().parse(result.output) else { Issue.record("not an array: \(result.output)"); return }
        try #require(rows.count == Self.tops.count)
        for (top, row) in zip(Self.tops, rows) {
            guard case .array(let values) = row, case .number(let damping) = values[0], case .number(let duration) = values[1],
                  case .number(let expansion) = values[2] else { Issue.record("bad row \(row)"); continue }
            #expect(values[3] == .string("spring"))
            #expect(abs(damping - (try Self.expected("present.damping", top))) < 1e-12, "top \(top): damping \(damping)")
            #expect(abs(duration - (try Self.expected("present.duration", top))) < 1e-12, "top \(top): duration \(duration)")
            #expect(abs(expansion - 0.6 * duration) < 1e-12, "top \(top): expansion \(expansion)")
        }
    }

    @Test("the core's formula gives the table's values at five tops")
    func formula() throws {
        let function = try #require(CardScene().export.springFunctions.first)
        for top in Self.tops {
            let timing = function.timing(Self.scene.defaultState, at: top)
            #expect(abs(timing.dampingRatio - (try Self.expected("present.damping", top))) < 1e-12)
            #expect(abs(timing.duration - (try Self.expected("present.duration", top))) < 1e-12)
        }
    }
}
