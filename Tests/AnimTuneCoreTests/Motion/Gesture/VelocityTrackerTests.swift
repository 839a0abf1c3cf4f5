import Foundation
import Testing
@testable import AnimTuneCore

/// The velocity each platform's tracker reports at a finger's release. Reference values are
/// computed outside animtune: by numpy's `polyfit` (degree 2, on exactly the events AOSP's
/// `VelocityTracker.cpp` / Compose's `VelocityTracker.kt` keep) in the scripts quoted beside
/// each vector, or by hand from the documented rule in the test itself.
@Suite("velocity trackers: UIKit pan, Android and Compose VelocityTracker, motion")
struct VelocityTrackerTests {
    /// Touch events from `python3`: t = 0…0.05 every 10 ms, a 50 ms pause, then every 7–9 ms to 0.357 s;
    /// x = round(300·sin 3t + 400·t³, 4).
    static let uneven: [(Double, Double)] = [
        (0.0, 0.0), (0.01, 8.9991), (0.02, 17.9924), (0.03, 26.9744), (0.04, 35.9393), (0.05, 44.8814), (0.1, 89.0561),
        (0.108, 96.0122), (0.117, 103.7917), (0.124, 109.8065), (0.132, 116.6393), (0.1405, 123.8483), (0.148, 130.1632),
        (0.156, 136.8492), (0.165, 144.3063), (0.172, 150.0568), (0.18, 156.5736), (0.1885, 163.4305), (0.196, 169.4212),
        (0.204, 175.7475), (0.213, 182.7834), (0.22, 188.1943), (0.228, 194.3104), (0.2365, 200.7275), (0.244, 206.3183),
        (0.252, 212.2062), (0.261, 218.7345), (0.268, 223.7407), (0.276, 229.3839), (0.2845, 235.2867), (0.292, 240.4141),
        (0.3, 245.7981), (0.309, 251.7483), (0.316, 256.297), (0.324, 261.4093), (0.3325, 266.7393), (0.34, 271.354),
        (0.348, 276.1843), (0.357, 281.5038),
    ]

    static func gesture(_ pairs: [(Double, Double)]) throws -> Gesture {
        try Gesture(pairs.map { GestureSample(time: $0.0, position: $0.1) })
    }

    @Test("Android and Compose fit the events of the last 100 ms: numpy.polyfit(τ, x, 2)[1] on those 13 gives 586.2621404125958")
    func horizon() throws {
        let gesture = try Self.gesture(Self.uneven)
        #expect(abs(VelocityTracker.android.velocity(gesture) - 586.2621404125958) < 1e-6)
        #expect(abs(VelocityTracker.compose.velocity(gesture) - 586.2621404125958) < 1e-6)
    }

    @Test("at most 20 events: 250 Hz samples of 500t + 2000t² − 4000t³ give numpy's 833.5104 on the last 20, not 843.53 on all 26 of 100 ms")
    func history() throws {
        // numpy: ts = [i/250 for i in range(51)]; polyfit(τ of the last 20, x, 2)[1] = 833.5104000000043.
        let pairs = (0...50).map { i -> (Double, Double) in
            let t = Double(i) / 250
            return (t, 500 * t + 2000 * t * t - 4000 * t * t * t)
        }
        let gesture = try Self.gesture(pairs)
        #expect(abs(VelocityTracker.android.velocity(gesture) - 833.5104000000043) < 1e-6)
        #expect(abs(VelocityTracker.compose.velocity(gesture) - 833.5104000000043) < 1e-6)
    }

    @Test("a pause over 40 ms starts over: two events after it give Android their slope (10 pt / 8 ms = 1250) and Compose 0 (fewer than 3)")
    func pause() throws {
        let gesture = try Self.gesture([(0, 0), (0.01, 10), (0.02, 20), (0.03, 30), (0.04, 40), (0.05, 50), (0.095, 60), (0.103, 70)])
        #expect(abs(VelocityTracker.android.velocity(gesture) - 1250) < 1e-9)
        #expect(VelocityTracker.compose.velocity(gesture) == 0)
    }

    /// x = 5 + 800t − 3000t², an event every 8 ms to 0.096 s: its slope at the last event is 800 − 6000 · 0.096.
    static let parabolaEvents = (0...12).map { i -> (Double, Double) in
        let t = Double(i) * 0.008
        return (t, 5 + 800 * t - 3000 * t * t)
    }

    @Test("a parabola is fitted exactly: the slope at the last event is b + 2c·t")
    func parabola() throws {
        let gesture = try Self.gesture(Self.parabolaEvents)
        let expected = 800 - 2 * 3000 * 0.096
        #expect(abs(VelocityTracker.android.velocity(gesture) - expected) < 1e-6)
        #expect(abs(VelocityTracker.compose.velocity(gesture) - expected) < 1e-6)
    }

    @Test("UIKit's pan: 0.2 × the last event's velocity + 0.8 × the one before; one move gives 0.2 × it")
    func uikit() throws {
        // By hand from the uneven vector's last three events (python3 printed 601.2411111111163).
        let (a, b, c) = (Self.uneven[36], Self.uneven[37], Self.uneven[38])
        let expected = 0.2 * (c.1 - b.1) / (c.0 - b.0) + 0.8 * (b.1 - a.1) / (b.0 - a.0)
        #expect(abs(expected - 601.2411111111163) < 1e-9)
        #expect(abs(VelocityTracker.uikit.velocity(try Self.gesture(Self.uneven)) - expected) < 1e-9)
        #expect(abs(VelocityTracker.uikit.velocity(try Self.gesture([(0, 0), (0.01, 12)])) - 0.2 * 1200) < 1e-9)
    }

    @Test("motion: the last change over min(Δt, 30 ms), so a 50 ms gap is read as 30 ms")
    func motion() throws {
        #expect(abs(VelocityTracker.motion.velocity(try Self.gesture(Self.uneven)) - 591.0555555555555) < 1e-9)
        #expect(abs(VelocityTracker.motion.velocity(try Self.gesture([(0, 0), (0.05, 30)])) - 30 / 0.03) < 1e-9)
    }

    // MARK: The lift-off

    /// A drag with a real X pointer (xdotool in Xvfb, Chromium's pointer events, `preview
    /// save-gesture`): 5 pt every 35–58 ms, and the pointerup 37 ms after the last move, where it was.
    static let lifted: [(Double, Double)] = [
        (0, 0), (0.008, 5), (0.045, 10), (0.083, 15), (0.141, 20), (0.188, 25), (0.228, 30), (0.277, 35),
        (0.312, 40), (0.35, 45), (0.385, 50), (0.422, 55), (0.458, 60), (0.495, 60),
    ]

    @Test("the up event adds no position: Android and Compose fit the moves, numpy.polyfit's 140.74 on the last three, not −70.40 with the up in the fit")
    func liftOffAddsNoPosition() throws {
        // numpy: polyfit([0.385, 0.422, 0.458] − 0.458, [50, 55, 60], 2)[1] = 140.74005512360716
        // (AOSP VelocityTracker::addMovement returns on ACTION_UP; Compose's up change adds no position).
        let gesture = try Self.gesture(Self.lifted)
        #expect(gesture.moves.count == Self.lifted.count - 1)
        #expect(abs(gesture.restBeforeRelease - 0.037) < 1e-12)
        #expect(abs(VelocityTracker.android.velocity(gesture) - 140.74005512360716) < 1e-6)
        #expect(abs(VelocityTracker.compose.velocity(gesture) - 140.74005512360716) < 1e-6)
        // motion asks its value at the lift-off, 37 ms after it was last set: over 30 ms, so 0.
        #expect(VelocityTracker.motion.velocity(gesture) == 0)
    }

    @Test("a rest before the lift-off: over 40 ms Android and Compose report 0, over 30 ms motion does; shorter, the moves' velocity")
    func restBeforeLiftOff() throws {
        let moves = Self.parabolaEvents
        let last = moves[moves.count - 1]
        let slope = 800 - 2 * 3000 * 0.096
        let change = (last.1 - moves[moves.count - 2].1) / 0.008
        let resting = { (rest: Double) in try Self.gesture(moves + [(last.0 + rest, last.1)]) }
        #expect(abs(VelocityTracker.android.velocity(try resting(0.025)) - slope) < 1e-6)
        #expect(abs(VelocityTracker.compose.velocity(try resting(0.025)) - slope) < 1e-6)
        #expect(abs(VelocityTracker.motion.velocity(try resting(0.025)) - change) < 1e-9)
        #expect(abs(VelocityTracker.android.velocity(try resting(0.035)) - slope) < 1e-6)
        #expect(VelocityTracker.motion.velocity(try resting(0.035)) == 0)
        #expect(VelocityTracker.android.velocity(try resting(0.045)) == 0)
        #expect(VelocityTracker.compose.velocity(try resting(0.045)) == 0)
        // A last sample that moved is a move lifted at once: no rest.
        #expect(try Self.gesture(moves).restBeforeRelease == 0)
    }

    @Test("CSS takes no velocity; the finger's own is its last segment")
    func noneAndFinger() throws {
        let gesture = try Self.gesture([(0, 0), (0.02, 10), (0.03, 25)])
        #expect(VelocityTracker.none.velocity(gesture) == 0)
        #expect(abs(VelocityTracker.finger.velocity(gesture) - 1500) < 1e-9)
    }
}
