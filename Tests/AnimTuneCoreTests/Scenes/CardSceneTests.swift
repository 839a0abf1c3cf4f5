import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The App Store card scene against REFERENCE.md §5 and the original code
/// (aunnnn/AppStoreiOS11InteractiveTransition), with springs and Béziers recomputed here from
/// REFERENCE.md §1, §2 and §4 rather than through the scene's own code.
@Suite("Card scene")
struct CardSceneTests {
    let scene = CardScene()

    // MARK: Helpers (the physics to compare with is in ReferenceOracle)

    func state(_ assignments: [(key: String, text: String)] = []) throws -> SceneState {
        try scene.defaultState.setting(assignments)
    }

    func element(_ frame: Frame, _ name: String) throws -> ElementFrame {
        try #require(frame.elements.first { $0.name == name })
    }

    // Defaults: screen 375 × 812, card 335 × 402, highlighted 321.6 × 385.92 centred on the cell;
    // the first cell of the list at 44 (iPhone X safe area) + 20 (section inset) = 64 pt, so the
    // highlighted frame's top, card.top, is 64 + 402·0.02 = 72.04.
    static let highlightedHeight = 402 * 0.96
    static let cellTop = 64.0
    static let top = 64 + 402 * 0.02

    @Test("the independent UIKit solver meets REFERENCE's check: duration 3, ζ 0.25 → k 54.83363359078326")
    func referenceSolver() {
        let omega = ReferenceOracle.uikitOmega(duration: 3, damping: 0.25)
        assertClose(omega * omega, 54.83363359078326, .absolute(1e-9))
    }

    // MARK: Present damping and duration from the card position

    @Test("present damping and duration follow the original formulas at several card positions, clamps included",
          arguments: [
              // top, damping, duration (hand-computed: 1 − 0.3·|top|/extent, 0.5 + 0.4·|top|/812)
              (0.0, 1.0, 0.5),
              (120.0, 1 - 0.3 * 120 / 812, 0.5 + 0.4 * 120 / 812),
              (406.0, 0.85, 0.7),
              (812.0, 0.7, 0.9),
              (1000.0, 0.7, 0.9),                              // both clamped (raw 0.6305, 0.9926 s)
              (-100.0, 1 - 0.3 * 100 / (402 * 0.96), 0.5 + 0.4 * 100 / 812), // extent = card height
              (-(402 * 0.96), 0.7, 0.5 + 0.4 * (402 * 0.96) / 812),
              (-500.0, 0.7, 0.5 + 0.4 * 500 / 812),            // damping clamped (raw 0.6113)
              (-1624.0, 0.7, 0.9),                              // both clamped (raw −0.26, 1.3 s)
          ])
    func presentTiming(top: Double, damping: Double, duration: Double) throws {
        let state = try state([(key: "card.top", text: "\(top)")])
        let dampingCurve = try scene.curve(named: "present.damping")
        let durationCurve = try scene.curve(named: "present.duration")
        #expect(isClose(dampingCurve.evaluate(scene.defaultState, top), damping, 1e-12))
        #expect(isClose(durationCurve.evaluate(scene.defaultState, top), duration, 1e-12))
        // The present spring curve runs for exactly that duration, on a UIKit spring with that damping.
        let spring = try scene.curve(named: "present.spring")
        #expect(isClose(spring.domain(state).upperBound, duration, 1e-12))
        for t in [0.05, 0.1, 0.2, 0.35] {
            let expected = ReferenceOracle.uikitProgress(duration: duration, damping: damping, t: t)
            #expect(isClose(spring.evaluate(state, t), expected, 1e-9))
        }
        #expect(spring.evaluate(state, spring.domain(state).upperBound) == 1)
    }

    @Test("the present spring's damping and duration follow card.top, not a settable group")
    func presentSpringIsDerived() throws {
        #expect(scene.springGroup(named: "present.spring") == nil)
        #expect(scene.springGroups.map(\.prefix) == ["highlight.spring", "dismiss.spring"])
        let summary = try scene.curve(named: "present.spring").summary
        #expect(summary.contains("NOT a settable spring group"))
    }

    @Test("the present interval and durations are parameters of the formulas")
    func presentFormulaParameters() throws {
        let state = try state([(key: "present.dampingInterval", text: "0.5"), (key: "present.baseDuration", text: "0.4"),
                               (key: "present.maxDuration", text: "1.2"), (key: "card.top", text: "203")])
        let layout = CardLayout(state)
        #expect(isClose(layout.presentDamping, 1 - 0.5 * 203 / 812, 1e-12))
        #expect(isClose(layout.presentDuration, 0.4 + 0.8 * 203 / 812, 1e-12))
    }

    // MARK: Present curves

    @Test("card.y springs from card.top to 0 while width, height and corner radius run linearly over 0.6·duration")
    func presentCurves() throws {
        let state = scene.defaultState   // card.top 72.04: ζ = 0.97338, d = 0.53549 s
        let damping = 1 - 0.3 * Self.top / 812, duration = 0.5 + 0.4 * Self.top / 812
        let expansion = 0.6 * duration
        for t in [0.0, 0.1, 0.2, 0.3] {
            let move = ReferenceOracle.uikitProgress(duration: duration, damping: damping, t: t)
            let grow = min(t / expansion, 1)
            #expect(isClose(try scene.curve(named: "card.y").evaluate(state, t), Self.top * (1 - move)))
            #expect(isClose(try scene.curve(named: "card.width").evaluate(state, t), 321.6 + (375 - 321.6) * grow))
            #expect(isClose(try scene.curve(named: "card.height").evaluate(state, t),
                          Self.highlightedHeight + (812 - Self.highlightedHeight) * grow))
            #expect(isClose(try scene.curve(named: "card.cornerRadius").evaluate(state, t), 16 * (1 - grow)))
        }
        // After the expansion the card is screen-sized with square corners; at the end it is at the top.
        #expect(try scene.curve(named: "card.width").evaluate(state, expansion) == 375)
        #expect(try scene.curve(named: "card.height").evaluate(state, 0.4) == 812)
        #expect(try scene.curve(named: "card.cornerRadius").evaluate(state, 0.4) == 0)
        #expect(try scene.curve(named: "card.y").evaluate(state, duration) == 0)
    }

    @Test("a card above the screen bounces past the top (ζ 0.7) before settling at 0")
    func presentOvershoot() throws {
        let state = try state([(key: "card.top", text: "-500")])
        let curve = try scene.curve(named: "card.y")
        let samples = stride(from: 0.0, through: 0.74, by: 0.01).map { curve.evaluate(state, $0) }
        #expect(samples.first == -500)
        #expect(try #require(samples.max()) > 20)   // overshoot of the 500 pt travel at ζ 0.7 ≈ 4.6 %
        let t = 0.3
        let expected = -500 * (1 - ReferenceOracle.uikitProgress(duration: 0.5 + 0.4 * 500 / 812, damping: 0.7, t: t))
        #expect(isClose(curve.evaluate(state, t), expected))
    }

    @Test("blur.alpha fades 0 → 1 over 0.5 s on easeInOut")
    func blurAlpha() throws {
        let curve = try scene.curve(named: "blur")   // the only blur curve: a prefix finds it
        #expect(curve.name == "blur.alpha")
        let state = scene.defaultState
        #expect(curve.evaluate(state, 0) == 0)
        #expect(isClose(curve.evaluate(state, 0.25), 0.5, 1e-7))
        #expect(isClose(curve.evaluate(state, 0.1), ReferenceOracle.easeInOut(0.2), 1e-6))
        #expect(isClose(curve.evaluate(state, 0.4), ReferenceOracle.easeInOut(0.8), 1e-6))
        #expect(curve.evaluate(state, 0.5) == 1)
        #expect(curve.evaluate(state, 0.7) == 1)
        #expect(isClose(curve.domain(state).upperBound, 0.5 + 0.4 * Self.top / 812, 1e-12))
    }

    // MARK: Shrink curves

    @Test("the drag shrinks scale 1 → 0.86 and corner radius 0 → 16 linearly over 100 pt, clamped outside",
          arguments: [(-20.0, 1.0, 0.0), (0, 1, 0), (25, 0.965, 4), (50, 0.93, 8), (100, 0.86, 16), (150, 0.86, 16)])
    func shrink(drag: Double, scale: Double, radius: Double) throws {
        let state = scene.defaultState
        #expect(isClose(try scene.curve(named: "shrink.scale").evaluate(state, drag), scale, 1e-12))
        #expect(isClose(try scene.curve(named: "shrink.cornerRadius").evaluate(state, drag), radius, 1e-12))
    }

    @Test("shrink.distance sets the drag of the full shrink")
    func shrinkDistance() throws {
        let state = try state([(key: "shrink.distance", text: "200pt")])
        #expect(isClose(try scene.curve(named: "shrink.scale").evaluate(state, 100), 0.93, 1e-12))
        #expect(try scene.curve(named: "shrink.scale").domain(state) == 0...200)
    }

    // MARK: Frames

    @Test("present: starts at the highlighted cell frame with the cell hidden, ends full screen under a full blur")
    func presentFrames() throws {
        let timeline = try scene.timeline(for: scene.action(named: "present"), state: scene.defaultState,
                                          options: RunOptions(fps: 60))
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        #expect(first.time == 0)
        #expect(isClose(last.time, 0.5 + 0.4 * Self.top / 812))
        let card0 = try element(first, "card")
        #expect(isClose(card0.x, 20 + 335 * 0.02) && isClose(card0.y, Self.top))
        #expect(isClose(card0.width, 321.6) && isClose(card0.height, Self.highlightedHeight))
        #expect(card0.cornerRadius == 16 && card0.alpha == 1 && card0.scale == 1)
        #expect(try element(first, "cell").alpha == 0)
        #expect(try element(first, "blur").alpha == 0)
        let card1 = try element(last, "card")
        #expect(card1.x == 0 && card1.y == 0 && card1.width == 375 && card1.height == 812 && card1.cornerRadius == 0)
        #expect(try element(last, "blur").alpha == 1)
        // The list behind: the cell slot at its untransformed frame, neighbours 20 pt away.
        let cell = try element(first, "cell")
        #expect(cell.x == 20 && isClose(cell.y, Self.cellTop) && cell.width == 335 && isClose(cell.height, 402))
        #expect(isClose(try element(first, "above").y, cell.y - 20 - 402))
        #expect(isClose(try element(first, "below").y, cell.y + 402 + 20))
        #expect(first.elements.map(\.name) == ["backdrop", "above", "cell", "below", "blur", "card"])
        #expect(timeline.frames.allSatisfy { $0.elements.map(\.name) == first.elements.map(\.name) })
    }

    @Test("present lasts as long as its longest part: the blur's 0.5 s when the spring is shorter")
    func presentEnd() throws {
        let state = try state([(key: "card.top", text: "0")])
        let timeline = try scene.timeline(for: scene.action(named: "present"), state: state, options: RunOptions(fps: 10))
        #expect(try #require(timeline.frames.last).time == 0.5)
        let far = try self.state([(key: "card.top", text: "-500")])
        let long = try scene.timeline(for: scene.action(named: "present"), state: far, options: RunOptions(fps: 10))
        #expect(isClose(try #require(long.frames.last).time, 0.5 + 0.4 * 500 / 812))
        #expect(try element(try #require(long.frames.last), "card").y == 0)
    }

    @Test("dismiss: from the shrunk full-screen card back to the cell's untransformed frame on the 0.6 s ζ 0.7 spring")
    func dismissFrames() throws {
        let timeline = try scene.timeline(for: scene.action(named: "dismiss"), state: scene.defaultState,
                                          options: RunOptions(fps: 60))
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        let card0 = try element(first, "card")
        #expect(card0.x == 0 && card0.y == 0 && card0.width == 375 && card0.height == 812)
        #expect(card0.scale == 0.86 && card0.cornerRadius == 16 && card0.alpha == 1)
        #expect(try element(first, "blur").alpha == 1)
        #expect(try element(first, "cell").alpha == 0)
        #expect(isClose(last.time, 0.6))
        let card1 = try element(last, "card")
        let cellTop = Self.cellTop
        #expect(card1.x == 20 && isClose(card1.y, cellTop) && card1.width == 335 && isClose(card1.height, 402))
        #expect(card1.scale == 1 && card1.alpha == 0)
        #expect(try element(last, "cell").alpha == 1)
        #expect(try element(last, "blur").alpha == 0)
        // Midway: frame and scale on the same spring.
        let mid = try #require(timeline.frames.first { isClose($0.time, 0.2, 1e-9) })
        let p = ReferenceOracle.uikitProgress(duration: 0.6, damping: 0.7, t: 0.2)
        let card = try element(mid, "card")
        #expect(isClose(card.y, cellTop * p) && isClose(card.width, 375 - 40 * p))
        #expect(isClose(card.scale, 0.86 + 0.14 * p))
        #expect(isClose(try element(mid, "blur").alpha, 1 - ReferenceOracle.easeInOut(0.2 / 0.6), 1e-6))
    }

    @Test("drag: shrinks over drag.duration, then the dismissal; ends with the cell back in the list")
    func dragFrames() throws {
        let timeline = try scene.timeline(for: scene.action(named: "drag"), state: scene.defaultState,
                                          options: RunOptions(fps: 60))
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        let card0 = try element(first, "card")
        #expect(card0.scale == 1 && card0.cornerRadius == 0 && card0.width == 375)
        #expect(try element(first, "blur").alpha == 1)
        let released = try #require(timeline.frames.first { isClose($0.time, 0.5) })
        #expect(isClose(try element(released, "card").scale, 0.86, 1e-12))
        #expect(isClose(try element(released, "card").cornerRadius, 16, 1e-12))
        #expect(try element(released, "card").y == 0)
        let quarter = try #require(timeline.frames.first { isClose($0.time, 0.25) })
        #expect(isClose(try element(quarter, "card").scale, 0.93, 1e-12))
        #expect(last.time == 0.5 + 0.6)
        let card1 = try element(last, "card")
        #expect(card1.x == 20 && isClose(card1.y, Self.cellTop) && card1.scale == 1 && card1.alpha == 0)
        #expect(try element(last, "cell").alpha == 1)
        #expect(try element(last, "blur").alpha == 0)
    }

    @Test("highlight: the cell scales 1 → 0.96 on the 0.5 s critically damped spring")
    func highlightFrames() throws {
        let timeline = try scene.timeline(for: scene.action(named: "highlight"), state: scene.defaultState,
                                          options: RunOptions(fps: 60))
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        #expect(try element(first, "cell").scale == 1 && element(first, "cell").alpha == 1)
        #expect(try element(first, "card").alpha == 0)
        #expect(isClose(last.time, 0.5))
        #expect(try element(last, "cell").scale == 0.96)
        let mid = try #require(timeline.frames.first { isClose($0.time, 0.1, 1e-9) })
        let p = ReferenceOracle.uikitProgress(duration: 0.5, damping: 1, t: 0.1)
        #expect(isClose(try element(mid, "cell").scale, 1 - 0.04 * p))
    }

    @Test("frames are evenly spaced at --fps from 0")
    func frameSpacing() throws {
        let timeline = try scene.timeline(for: scene.action(named: "dismiss"), state: scene.defaultState,
                                          options: RunOptions(fps: 120))
        #expect(timeline.frames.count == 73)
        #expect(isClose(timeline.frames[1].time, 1.0 / 120))
    }

    @Test("an action given a choice is refused with one line")
    func badArgument() throws {
        #expect(throws: SceneError.invalid("present: takes no choice; got 'fast'")) {
            try scene.timeline(for: scene.action(named: "present"), state: scene.defaultState,
                               options: RunOptions(argument: "fast"))
        }
    }

    // MARK: Parameters

    @Test("every default lies in its range and the spring groups are the original's")
    func defaults() throws {
        for parameter in scene.parameters {
            if case .number(_, let range) = parameter.kind {
                let value = try #require(parameter.defaultValue.number)
                #expect(range.contains(value), "\(parameter.key)")
            }
            #expect(!parameter.help.isEmpty)
        }
        let state = scene.defaultState
        #expect(state.number("highlight.spring.duration") == 0.5 && state.number("highlight.spring.damping") == 1)
        #expect(state.number("dismiss.spring.duration") == 0.6 && state.number("dismiss.spring.damping") == 0.7)
        #expect(isClose(state.number("card.top"), Self.top, 1e-12))
        #expect(state.number("card.cornerRadius") == 16 && state.number("highlight.scale") == 0.96)
        #expect(state.number("shrink.scale") == 0.86 && state.number("shrink.distance") == 100)
        #expect(state.number("screen.width") == 375 && state.number("screen.height") == 812)
        #expect(Set(scene.keys).count == scene.keys.count)
    }

    @Test("the scene lists the curves the issue names")
    func curveNames() {
        let names = Set(scene.curves.map(\.name))
        for name in ["present.spring", "card.y", "card.width", "card.height", "card.cornerRadius", "blur.alpha",
                     "shrink.scale", "shrink.cornerRadius"] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(scene.curves.first { $0.name == "shrink.scale" }?.x == CurveAxis("drag", .points))
    }
}
