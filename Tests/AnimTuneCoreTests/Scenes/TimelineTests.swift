import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("Timeline sampling")
struct TimelineTests {
    private func times(duration: Double, fps: Double) throws -> [Double] {
        try Timeline.sampled(action: "a", fps: fps, duration: duration) { Frame(time: $0, elements: []) }.frames.map(\.time)
    }

    @Test("a duration on the frame grid ends on its last step, not on a repeated frame")
    func durationOnTheGrid() throws {
        let sampled = try times(duration: 1.4, fps: 60)
        #expect(sampled.count == 85)
        #expect(sampled.first == 0)
        #expect(sampled.last == 1.4)
        #expect(zip(sampled, sampled.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("a duration between frames gets a shorter last step that ends exactly at the duration")
    func durationBetweenFrames() throws {
        let sampled = try times(duration: 0.11, fps: 60)
        #expect(sampled.count == 8)
        #expect(sampled.last == 0.11)
        assertClose(sampled[6], 0.1, .absolute(1e-12))
    }

    @Test("every scene's run has strictly increasing times", arguments: SceneCatalog.names)
    func everySceneIsStrictlyIncreasing(scene name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        let state = SceneState(scene: scene)
        for action in scene.actions {
            let frames = try scene.timeline(for: action, state: state, options: RunOptions()).frames
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time < $1.time }, "\(name) \(action.name)")
        }
    }

    @Test("a motion longer than the frame limit is refused with its length and what to change")
    func tooManyFrames() {
        #expect(throws: SceneError.invalid("run transition: the motion lasts 700 s, 42001 frames at 60 fps; at most 36000 "
            + "frames: settle it sooner (more damping, a shorter duration) or lower --fps")) {
            try Timeline.sampled(action: "transition", fps: 60, duration: 700) { Frame(time: $0, elements: []) }
        }
    }

    @Test("a motion of months, or one that never ends, is refused in one line rather than trapping")
    func endless() {
        #expect(throws: SceneError.invalid("run transition: the motion lasts 1e+300 s, 4611686018427387905 frames at 60 fps; "
            + "at most 36000 frames: settle it sooner (more damping, a shorter duration) or lower --fps")) {
            try Timeline.sampled(action: "transition", fps: 60, duration: 1e300) { Frame(time: $0, elements: []) }
        }
        for duration in [Double.infinity, .nan] {
            #expect(throws: SceneError.self) {
                try Timeline.sampled(action: "transition", fps: 60, duration: duration) { Frame(time: $0, elements: []) }
            }
        }
    }
}
