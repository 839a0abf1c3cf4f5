import AnimTuneCore
import Testing
import TestPrerequisites
@testable import AnimTuneShell

/// tune's state + key → new state, without a terminal.
@Suite("tune: model")
struct TuneModelTests {
    static func model(_ scene: any Scene = SpringScene(), focus: String? = nil) throws -> TuneModel {
        try TuneModel(state: scene.defaultState, focusKey: focus)
    }

    @Test("Right three times moves spring.damping by three steps; Enter keeps it as one set line")
    func nudgeAndKeep() throws {
        var model = try Self.model(focus: "spring.damping")
        #expect(model.focusedValue == 0.5)
        for _ in 0..<3 { model.apply(.right) }
        #expect(model.focusedValue == 0.53)
        model.apply(.enter)
        #expect(model.outcome == .keep)
        #expect(model.setLine == "set spring.damping=0.53")
        #expect(try model.original.setting(model.assignments) == model.state)
    }

    @Test("Shift+Right and ] move ten steps, Left one back; a typed number and Enter set it exactly")
    func stepsAndTyping() throws {
        var model = try Self.model(focus: "spring.damping")
        model.apply(.shiftRight)
        model.apply(.character("]"))
        model.apply(.left)
        #expect(model.focusedValue == 0.69)
        for character in "0.25" { model.apply(.character(character)) }
        #expect(model.typed == "0.25")
        model.apply(.enter)
        #expect(model.outcome == nil)
        #expect(model.focusedValue == 0.25)
    }

    @Test("a nudge past the end of the range stays at the end and says so")
    func rangeEnd() throws {
        var model = try Self.model(focus: "spring.damping")
        for character in "1" { model.apply(.character(character)) }
        model.apply(.enter)
        model.apply(.right)
        #expect(model.focusedValue == 1)
        #expect(model.message == "spring.damping is at the end of its range 0.01…1")
    }

    @Test("a typed value out of range is refused with the range, and changes nothing")
    func typedOutOfRange() throws {
        var model = try Self.model(focus: "spring.damping")
        model.apply(.character("5"))
        model.apply(.enter)
        #expect(model.message == "spring.damping: 5 is out of range; accepted: 0.01…1; here damping is the ratio ζ as in UIKit; "
            + "a damping coefficient as in Figma, motion or Core Animation is spring.dampingCoefficient (set spring.dampingCoefficient=5)")
        #expect(model.state == model.original)
        #expect(model.outcome == nil)
    }

    @Test("Esc with nothing typed reverts; Esc while typing only clears the number")
    func escape() throws {
        var model = try Self.model(focus: "spring.damping")
        model.apply(.right)
        model.apply(.character("3"))
        model.apply(.escape)
        #expect(model.outcome == nil)
        #expect(model.typed.isEmpty)
        model.apply(.escape)
        #expect(model.outcome == .revert)
    }

    @Test("p shows the spring in the next form, keeping the focus on the spring")
    func form() throws {
        var model = try Self.model(focus: "spring.damping")
        model.apply(.character("p"))
        #expect(model.focused.group == "spring")
        #expect(model.focused.field?.form == .swiftui)
        #expect(model.message == "spring in SwiftUI form")
    }

    @Test("with the overshoot locked, nudging the SwiftUI response keeps the overshoot within 0.1 % while the settle time changes")
    func lockOvershoot() throws {
        var model = try Self.model(focus: "spring.response")
        let before = SpringMetrics(model.state.spring("spring"))
        model.apply(.character("l"))
        #expect(model.lock?.metric == .overshoot)
        for _ in 0..<5 { model.apply(.right) }
        let after = SpringMetrics(model.state.spring("spring"))
        assertClose(after.overshoot, before.overshoot, .absolute(0.001))
        #expect(after.settlingTime > before.settlingTime + 0.01)
        model.apply(.character("["))
        model.apply(.character("["))
        assertClose(SpringMetrics(model.state.spring("spring")).overshoot, before.overshoot, .absolute(0.001))
        // The bounce sets the overshoot, so it cannot move while the overshoot is held.
        model.apply(.down)
        model.apply(.right)
        #expect(model.message == "overshoot is locked and bounce sets it: nudge a time key, or l to unlock")
    }

    /// The spring scene with its spring set physically: mass 1, stiffness 100, ratio `zeta`.
    static func physical(zeta: Double) throws -> SceneState {
        var state = SpringScene().defaultState
        try state.apply(spring: .physical(Spring(mass: 1, stiffness: 100, damping: 2 * zeta * 10)), to: "spring")
        return state
    }

    @Test("under each lock, on ten springs from ζ 0.2 to 0.95, 20 nudges each way of a time key and of the damping key move ζ by less than 0.1 a nudge, the nudged key with the arrow, and keep the measure within 0.1 %",
          arguments: TuneLock.Metric.allCases)
    func locksHoldContinuously(metric: TuneLock.Metric) throws {
        let zetas = (0..<10).map { 0.2 + 0.75 * Double($0) / 9 }
        var nudges = 0, movedInAll = 0
        for zeta in zetas {
            for key in ["spring.stiffness", "spring.dampingCoefficient", "spring.mass"] {
                var model = try TuneModel(state: try Self.physical(zeta: zeta), focusKey: key)
                while model.lock?.metric != metric {
                    model.apply(.character("l"))
                    try #require(model.lock != nil || model.message == "unlocked", "\(metric) never locked at ζ \(zeta)")
                }
                let held = try #require(metric.value(of: model.state.spring("spring")))
                var moved = 0
                for key in Array(repeating: TuneKey.right, count: 20) + Array(repeating: TuneKey.left, count: 20) {
                    let before = model.state.spring("spring"), value = model.focusedValue
                    model.apply(key)
                    let after = model.state.spring("spring")
                    assertClose(after.dampingRatio, before.dampingRatio, .absolute(0.1), "ζ \(zeta) \(key): \(before.dampingRatio) → \(after.dampingRatio)")
                    #expect((before.dampingRatio < 1) == (after.dampingRatio < 1), "ζ \(zeta): crossed ζ = 1")
                    let measured = try #require(metric.value(of: after), "ζ \(zeta) \(key): no \(metric)")
                    assertClose(measured / held, 1, .absolute(0.001), "ζ \(zeta) \(key): \(metric) \(held) → \(measured)")
                    if after == before {
                        // A nudge that cannot hold says so and does nothing.
                        #expect(model.message != nil, "ζ \(zeta) \(key): nothing moved and nothing said")
                    } else {
                        moved += 1
                        #expect(key == .right ? model.focusedValue > value : model.focusedValue < value,
                                "ζ \(zeta) \(key): \(value) → \(model.focusedValue) against the arrow")
                    }
                }
                nudges += 40
                movedInAll += moved
                // Overshoot and peak can always be held near a spring; the 2 % settling time
                // jumps by half a period where a ripple leaves the band, and near its extremes
                // a time key cannot move at all without leaving the branch: there tune says so.
                if metric != .settle { #expect(moved >= 20, "ζ \(zeta) \(key) under \(metric): only \(moved) of 40 nudges moved") }
            }
        }
        #expect(movedInAll * 2 >= nudges, "\(metric): only \(movedInAll) of \(nudges) nudges moved")
    }

    @Test("settle lock on k 100, c 10: three Right presses on the stiffness keep ζ under 1 and near 0.5")
    func settleLockStaysOnBranch() throws {
        var state = SpringScene().defaultState
        try state.apply(spring: .physical(Spring(mass: 1, stiffness: 100, damping: 10)), to: "spring")
        var model = try TuneModel(state: state, focusKey: "spring.stiffness")
        model.apply(.character("l"))
        model.apply(.character("l"))
        #expect(model.lock?.metric == .settle)
        let settle = SpringMetrics(state.spring("spring")).settlingTime
        for _ in 0..<3 { model.apply(.right) }
        let spring = model.state.spring("spring")
        #expect(spring.stiffness > 100)
        assertClose(spring.dampingRatio, 0.5, .absolute(0.1))
        assertClose(SpringMetrics(spring).settlingTime / settle, 1, .absolute(0.001))
    }

    @Test("a typed value may carry a unit: 500ms on a duration, 250pt on a width")
    func typedUnits() throws {
        var model = try Self.model(focus: "spring.duration")
        for character in "500ms" { model.apply(.character(character)) }
        #expect(model.typed == "500ms")
        model.apply(.enter)
        #expect(model.focusedValue == 0.5)
        var notch = try Self.model(NotchScene(), focus: "notch.width")
        for character in "250pt" { notch.apply(.character(character)) }
        notch.apply(.enter)
        #expect(notch.focusedValue == 250)
        #expect(notch.message == nil)
    }

    @Test("steps are about 2 % of the value on a 1-2-5 grid: stiffness 100 moves by 2, 100 → 300 takes under ten presses of ]")
    func proportionalSteps() throws {
        var model = try TuneModel(state: try Self.physical(zeta: 0.5), focusKey: "spring.stiffness")
        #expect(model.focusedStep == 2)
        model.apply(.right)
        #expect(model.focusedValue == 102)
        var presses = 0
        while model.focusedValue < 300, presses < 20 {
            model.apply(.character("]"))
            presses += 1
        }
        #expect(presses < 10)
        for (value, step) in [(0.5, 0.01), (209.0, 5), (0.3, 0.005), (1000, 20), (0.0, 1)] {
            let entry = model.focused
            #expect(entry.step(at: value) == step, "\(value)")
        }
    }

    @Test("every scene: nudging any key and replaying the set line gives exactly the tuned values")
    func replayIsExact() throws {
        for scene in SceneCatalog.all {
            var model = try TuneModel(state: scene.defaultState)
            for _ in model.entries.indices {
                model.apply(.right)
                model.apply(.down)
            }
            let line = try #require(model.setLine, "\(scene.name): nothing changed")
            #expect(line.hasPrefix("set "))
            #expect(try model.original.setting(model.assignments) == model.state, "\(scene.name): \(line)")
        }
    }

    @Test("a key that is not a number, or not a key, is refused with one line")
    func badFocus() throws {
        #expect(throws: TuneFailure("'curve' is not a number; tune moves numbers and springs (set changes it)")) {
            try Self.model(focus: "curve")
        }
        #expect(throws: TuneFailure("'spring.dampin' is not a key or spring of scene 'spring'; did you mean 'spring.damping'?")) {
            try Self.model(focus: "spring.dampin")
        }
    }
}
