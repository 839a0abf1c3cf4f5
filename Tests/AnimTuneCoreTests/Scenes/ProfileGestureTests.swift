import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `run fling --gesture FILE` in the profile scene: the offset follows UIKit's pan translation,
/// then decelerates as UIScrollView does, geometrically: v(τ) = v0·0.998^(1000τ),
/// y(τ) = y0 + v0·(0.998^(1000τ) − 1)/(1000·ln 0.998). Values computed here by hand.
@Suite("Profile fling from a recorded finger")
struct ProfileGestureTests {
    /// The finger scrolls toward the top, x = −5000·t² pt every 10 ms for 0.12 s.
    static let samples = (0...12).map { GestureSample(time: Double($0) * 0.01, position: -0.5 * Double($0 * $0)) }

    @Test("the offset follows the pan from 10 pt on, then flings at UIKit's velocity in the geometric closed form")
    func followsThenFlings() throws {
        let scene = ProfileScene()
        let state = try scene.defaultState.setting([(key: "content.height", text: "5000"), (key: "fling.from", text: "2000")])
        var options = RunOptions(fps: 100)
        options.gesture = try Gesture(Self.samples)
        let timeline = try scene.timeline(for: try scene.action(named: "fling"), state: state, options: options)
        // The pan begins at t = 0.05 (12.5 pt from the touch-down) and lets go 59.5 pt later.
        let begin = -12.5, y0 = 2000 - 72 + 12.5
        // UIKit: 0.2 × the last event's −1150 pt/s + 0.8 × the one before's −1050 pt/s.
        let v0 = 0.2 * -1150 + 0.8 * -1050.0
        let k = 1000 * log(0.998)
        let stop = log(5 / abs(v0)) / k
        var actual: [Double] = [], expected: [Double] = []
        for frame in timeline.frames {
            let t = frame.time
            let reference: Double
            if t <= 0.12 {
                let finger = -5000 * t * t
                // Linear between samples: compare at the sample times only.
                guard abs(t * 100 - (t * 100).rounded()) < 1e-9 else { continue }
                reference = t < 0.05 ? 2000 : 2000 + finger - begin
            } else {
                let tau = min(t - 0.12, stop)
                reference = y0 + v0 * (pow(0.998, 1000 * tau) - 1) / k
            }
            actual.append(try #require(frame.readouts.first { $0.name == "offset" }?.value))
            expected.append(reference)
        }
        assertClose(actual, expected, .absolute(1e-6))
        // It lasts until the speed falls under fling.stopVelocity (5 pt/s).
        assertClose(try #require(timeline.frames.last).time, 0.12 + stop, .absolute(1e-9))
        #expect(timeline.frames.count > 100)
    }

    @Test("a fling from a gesture refuses --velocity too")
    func refusesVelocity() throws {
        let scene = ProfileScene()
        var options = RunOptions()
        options.gesture = try Gesture(Self.samples)
        options.release = .pointsPerSecond(-1000)
        options.values = ["velocity": -1000]
        #expect(throws: SceneError.self) { try scene.timeline(for: try scene.action(named: "fling"), state: scene.defaultState, options: options) }
    }
}
