import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The reduced-motion strategies against closed forms computed here: the overshoot of a
/// zero-velocity under-damped spring is e^(−πζ/√(1−ζ²)), a critically damped one has none.
@Suite("Reduced motion strategies")
struct ReducedMotionTests {
    static let rate = 600.0

    static func state(_ scene: any Scene, _ assignments: [(String, String)]) throws -> SceneState {
        try scene.defaultState.setting(assignments.map { (key: $0.0, text: $0.1) })
    }

    static func triggers(_ scene: any Scene, _ action: String, _ state: SceneState, reduced: Bool) throws -> MotionTriggers {
        let action = try scene.action(named: action)
        let options = RunOptions(fps: rate)
        let timeline = reduced ? try scene.reducedTimeline(for: action, state: state, options: options)
                               : try scene.timeline(for: action, state: state, options: options)
        return MotionTriggers(timeline, blurElements: Set(scene.blurElements))
    }

    @Test("every scene declares one strategy per action, and a default that is not none",
          arguments: SceneCatalog.names)
    func oneStrategyPerAction(_ name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        for action in scene.actions {
            let parameter = try #require(scene.parameter(forKey: action.name + ".reduced"), "\(name): \(action.name)")
            #expect(parameter.kind == .choice(["fade", "tighten", "track", "snap", "shorten", "none"]))
            #expect(scene.reducedStrategy(for: action, in: scene.defaultState) != .none)
        }
    }

    @Test("fade leaves no translation, scaling, rotation, blur or overshoot in any action of any scene",
          arguments: SceneCatalog.names)
    func fadeHasNoTriggers(_ name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        for action in scene.actions {
            let state = try Self.state(scene, [(action.name + ".reduced", "fade"), ("reduced.fadeDuration", "0.3")])
            let reduced = try Self.triggers(scene, action.name, state, reduced: true)
            #expect(reduced.maxTranslation == 0, "\(name) \(action.name)")
            #expect(reduced.maxScaleDeviation == 0, "\(name) \(action.name)")
            #expect(reduced.maxRotation == 0, "\(name) \(action.name)")
            #expect(reduced.maxBlur == 0, "\(name) \(action.name)")
            #expect(reduced.overshoot == 0, "\(name) \(action.name)")
            #expect(!reduced.vestibular)
            assertClose(reduced.duration, 0.3, .absolute(1e-12))
        }
    }

    @Test("fade ends on the full motion's last frame, opacity included")
    func fadeEndsWhereTheMotionEnds() throws {
        let scene = CardScene()
        for action in ["present", "dismiss"] {
            let state = scene.defaultState
            let options = RunOptions(fps: 60)
            let full = try scene.timeline(for: scene.action(named: action), state: state, options: options)
            let fade = try scene.reducedTimeline(for: scene.action(named: action), state: state, options: options)
            let fullEnd = try #require(full.frames.last), fadeEnd = try #require(fade.frames.last)
            for (a, b) in zip(fullEnd.elements, fadeEnd.elements) where b.alpha > 0 {
                #expect(a == b, "\(action): \(a.name)")
            }
            // What is hidden at the end (the presented card once dismissed) has faded out.
            for (a, b) in zip(fullEnd.elements, fadeEnd.elements) where a.alpha == 0 { #expect(b.alpha == 0) }
        }
    }

    @Test("the card's dismissal overshoots e^(−πζ/√(1−ζ²)) in full and not at all tightened, over the same duration",
          arguments: [0.3, 0.5, 0.7])
    func tightenRemovesTheOvershoot(_ zeta: Double) throws {
        let scene = CardScene()
        let state = try Self.state(scene, [("dismiss.spring.damping", String(zeta)), ("dismiss.reduced", "tighten")])
        let full = try Self.triggers(scene, "dismiss", state, reduced: false)
        let expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        #expect(abs(full.overshoot - expected) < 1e-3 * max(1, expected * 10), "ζ \(zeta): \(full.overshoot) vs \(expected)")
        let reduced = try Self.triggers(scene, "dismiss", state, reduced: true)
        #expect(reduced.overshoot < 1e-9)
        #expect(abs(reduced.duration - full.duration) <= 0.05 * full.duration)
        #expect(reduced.vestibular, "tighten keeps the translation")
    }

    @Test("the card's present tightens to damping 1 at the same duration whatever the card's top",
          arguments: [-300.0, 72.04, 400, 800])
    func presentTightens(_ top: Double) throws {
        let scene = CardScene()
        let state = try Self.state(scene, [("card.top", String(top)), ("present.reduced", "tighten")])
        let tight = scene.tightened(state, for: try scene.action(named: "present"))
        #expect(CardLayout(tight).presentDamping == 1)
        #expect(CardLayout(tight).presentDuration == CardLayout(state).presentDuration)
        let reduced = try Self.triggers(scene, "present", state, reduced: true)
        #expect(reduced.overshoot < 1e-9)
    }

    @Test("a tightened physical spring keeps ω0 = √(k/m) and gets c = 2√(km)")
    func physicalTightening() throws {
        let setting = SpringSetting.physical(Spring(mass: 2, stiffness: 300, damping: 6, initialVelocity: 0))
        guard case .physical(let tight) = setting.tightened else { Issue.record("form changed"); return }
        #expect(tight.stiffness == 300 && tight.mass == 2)
        assertClose(tight.damping, 2 * (600.0).squareRoot(), .absolute(1e-12))
        assertClose(tight.dampingRatio, 1, .absolute(1e-12))
        let swiftui = SpringSetting.swiftui(SwiftUISpring(response: 0.4, dampingRatio: 0.6), velocity: 0, notation: .dampingFraction)
        #expect(swiftui.tightened.swiftui.response == 0.4 && swiftui.tightened.swiftui.dampingRatio == 1)
        let over = SpringSetting.physical(Spring(mass: 1, stiffness: 100, damping: 30, initialVelocity: 0))
        #expect(over.tightened == over, "an over-damped spring is left alone")
    }

    @Test("snap is the end state at once; shorten is the same motion in scale × the time")
    func snapAndShorten() throws {
        let scene = TabBarScene()
        let action = try scene.action(named: "select")
        let options = RunOptions(fps: 60)
        let full = try scene.timeline(for: action, state: scene.defaultState, options: options)
        let snap = try scene.reducedTimeline(for: action, state: try Self.state(scene, [("select.reduced", "snap")]), options: options)
        #expect(snap.frames.allSatisfy { $0.time == 0 && $0.elements == full.frames.last?.elements })
        let state = try Self.state(scene, [("select.reduced", "shorten"), ("reduced.timeScale", "0.25")])
        let short = try scene.reducedTimeline(for: action, state: state, options: options)
        let fullEnd = try #require(full.frames.last), shortEnd = try #require(short.frames.last)
        assertClose(shortEnd.time, 0.25 * fullEnd.time, .absolute(1e-12))
        #expect(shortEnd.elements == fullEnd.elements)
        // The frame at t in the short motion is the full one at t / 0.25.
        let probe = short.frames[3]
        let same = try scene.timeline(for: action, state: state, options: RunOptions(fps: 15)).frames[3]
        assertClose(probe.time, same.time * 0.25, .absolute(1e-12))
        #expect(probe.elements == same.elements)
    }

    @Test("none plays the full motion and is reported by the check; the others are not")
    func noneIsEssential() throws {
        let scene = CardScene()
        let state = try Self.state(scene, [("present.reduced", "none")])
        let report = try ReducedMotionReport(scene, action: try scene.action(named: "present"), state: state)
        #expect(report.full == report.reduced)
        #expect(report.missingBranch?.hasPrefix("'present' moves (translation ") == true)
        #expect(try ReducedMotionReport(scene, action: try scene.action(named: "present"), state: scene.defaultState).missingBranch == nil)
    }
}
