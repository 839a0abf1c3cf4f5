import AnimTuneCore
import Testing
@testable import AnimTuneShell

/// The title of a plot says what shapes its curves, so a reader needs no other context.
@Suite("Plot titles")
struct CurvePlotTests {
    private func subtitle(_ scene: String, _ curves: [String], _ assignments: [(key: String, text: String)] = []) throws -> [String] {
        let scene = try SceneCatalog.scene(named: scene)
        let state = try scene.defaultState.setting(assignments)
        return CurvePlot(curves: try curves.map { try scene.curve(named: $0) }, state: state, presetName: "p").spec.subtitle
    }

    @Test("a timing curve's title names its easing and duration even at their defaults")
    func timingCurve() throws {
        #expect(try subtitle("spring", ["curve"]) == ["curve easeInOut, curve.duration 0.3 s"])
    }

    @Test("a spring group's title gives the keys of the form it was set in and ζ")
    func springGroup() throws {
        #expect(try subtitle("spring", ["spring"], [(key: "spring.response", text: "0.4"), (key: "spring.bounce", text: "0.2")])
            == ["spring: response 0.4 s, bounce 0.2, velocity 0 (ζ 0.8)"])
    }

    @Test("a derived spring's title gives the duration and damping it was derived to")
    func derivedSpring() throws {
        #expect(try subtitle("card", ["present.spring"]) == ["present.spring: duration 0.5355 s, damping 0.9734 (derived)"])
    }
}
