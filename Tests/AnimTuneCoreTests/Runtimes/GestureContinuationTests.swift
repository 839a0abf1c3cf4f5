import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// A finger, then the spring it lets go of: the finger's samples until the release, the spring
/// from there at each runtime's tracker velocity. The reference is the textbook closed form of
/// a damped spring computed here.
@Suite("gesture continuation: follow the finger, hand off at the release")
struct GestureContinuationTests {
    /// Response 0.5 s, ζ 0.7, mass 1: k = (2π/0.5)², c = 4π·0.7/0.5.
    static let spring = Spring(mass: 1, stiffness: pow(2 * Double.pi / 0.5, 2), damping: 4 * Double.pi * 0.7 / 0.5)

    /// x(τ) toward `target` from (x0, v0), under-damped closed form.
    static func closedForm(_ tau: Double, x0: Double, v0: Double, target: Double) -> Double {
        let k = spring.stiffness, c = spring.damping
        let sigma = c / 2, wd = (k - sigma * sigma).squareRoot(), e0 = x0 - target
        return target + exp(-sigma * tau) * (e0 * cos(wd * tau) + (v0 + sigma * e0) / wd * sin(wd * tau))
    }

    static let gesture = try! Gesture((0...12).map { GestureSample(time: Double($0) * 0.01, position: Double($0) * Double($0) * 0.5) })

    @Test("the exact runtime follows the finger, then the closed form from the release at the last segment's velocity")
    func exact() {
        let continuation = Runtime.exact.continuing(Self.gesture, spring: Self.spring, target: 300, frameRate: 60)
        let release = Self.gesture.release
        let v = (72 - 60.5) / 0.01
        #expect(abs(continuation.velocity - v) < 1e-9)
        #expect(abs(continuation.position(at: 0.055) - (0.5 * 25 + 0.5 * 36) / 2) < 1e-9)
        let taus = Array(stride(from: 0.0, through: 1.5, by: 0.05))
        assertClose(taus.map { continuation.position(at: release.time + $0) },
                    taus.map { Self.closedForm($0, x0: release.position, v0: v, target: 300) }, .absolute(1e-6),
                    label: { "τ = \(taus[$0])" })
    }

    /// The closed form's velocity at τ, for the hand-off at a retarget.
    static func closedFormVelocity(_ tau: Double, x0: Double, v0: Double, target: Double) -> Double {
        let h = 1e-7
        return (closedForm(tau + h, x0: x0, v0: v0, target: target) - closedForm(tau - h, x0: x0, v0: v0, target: target)) / (2 * h)
    }

    @Test("a tap after the release retargets the continuation: the exact runtime carries position and velocity into a spring to the new target")
    func retargetedAfterRelease() throws {
        let continuation = Runtime.exact.continuing(Self.gesture, spring: Self.spring, target: 300, frameRate: 60)
        let release = Self.gesture.release, v = continuation.velocity
        let tap = release.time + 0.2
        let retargeted = try continuation.retargeted([Retarget(time: tap, target: 100)])
        let x1 = Self.closedForm(0.2, x0: release.position, v0: v, target: 300)
        let v1 = Self.closedFormVelocity(0.2, x0: release.position, v0: v, target: 300)
        let times = Array(stride(from: 0.0, through: 2.0, by: 0.025))
        let expected = times.map { t -> Double in
            if t <= release.time { return Self.gesture.position(at: t) }
            if t <= tap { return Self.closedForm(t - release.time, x0: release.position, v0: v, target: 300) }
            return Self.closedForm(t - tap, x0: x1, v0: v1, target: 100)
        }
        assertClose(times.map(retargeted.position(at:)), expected, .absolute(1e-5), label: { "t = \(times[$0])" })
        #expect(abs(retargeted.position(at: 3) - 100) < 0.01)
    }

    @Test("a retarget at or before the release is refused in one line naming the release")
    func retargetBeforeReleaseRefused() {
        let continuation = Runtime.android.continuing(Self.gesture, spring: Self.spring, target: 300, frameRate: 60)
        #expect(throws: MotionError.outOfRange(parameter: "retarget time", value: 0.1, accepted: "after the release at 0.12 s")) {
            try continuation.retargeted([Retarget(time: 0.1, target: 100)])
        }
    }

    @Test("every runtime's retargeted continuation ends at the new target, and before the tap follows its own continuation", arguments: Runtime.allCases)
    func everyRuntimeRetargets(_ runtime: Runtime) throws {
        let continuation = runtime.continuing(Self.gesture, spring: Self.spring, target: 300, frameRate: 60)
        let tap = Self.gesture.release.time + 0.15
        let retargeted = try continuation.retargeted([Retarget(time: tap, target: 100)])
        let before = Array(stride(from: 0.0, through: tap - 0.001, by: 0.01))
        assertClose(before.map(retargeted.position(at:)), before.map(continuation.position(at:)), .absolute(1e-9), label: { "t = \(before[$0])" })
        assertClose(retargeted.position(at: tap + 4), 100, .absolute(0.5))
    }

    @Test("each runtime hands off with its own tracker: UIKit's blend, Compose's fit, none for CSS")
    func trackers() throws {
        let uikit = Runtime.coreanimationOverdamping.continuing(Self.gesture, spring: Self.spring, target: 300, frameRate: 60)
        let expected = 0.2 * (72 - 60.5) / 0.01 + 0.8 * (60.5 - 50) / 0.01
        #expect(uikit.tracker == .uikit && abs(uikit.velocity - expected) < 1e-9)
        // Core Animation with allowsOverdamping is the closed form: from the release at UIKit's velocity.
        let release = Self.gesture.release
        // Until Core Animation ends it at its settling duration (then it shows the target).
        let end = try #require(uikit.endTime)
        let taus = stride(from: 0.0, through: 1.0, by: 0.1).filter { release.time + $0 < end }
        assertClose(taus.map { uikit.position(at: release.time + $0) },
                    taus.map { Self.closedForm($0, x0: 72, v0: expected, target: 300) }, .absolute(1e-6),
                    label: { "τ = \(taus[$0])" })
        let css = Runtime.css.continuing(Self.gesture, spring: Self.spring, target: 300, frameRate: 60)
        #expect(css.velocity == 0 && css.tracker == .none)
        // x = t²·5000 is a parabola: Compose's quadratic fit gives its slope at 0.12 s exactly.
        let compose = Runtime.compose.continuing(Self.gesture, spring: Self.spring, target: 300, frameRate: 60)
        #expect(abs(compose.velocity - 2 * 5000 * 0.12) < 1e-6)
    }

    @Test("metrics after the release: overshoot past the target and settling, from the closed form scanned here")
    func metrics() {
        let continuation = Runtime.exact.continuing(Self.gesture, spring: Self.spring, target: 300, frameRate: 60)
        let m = continuation.metrics(band: 0.5)
        let v = (72 - 60.5) / 0.01
        var peak = 0.0, lastOutside = 0.0
        for index in 0...300_000 {
            let tau = Double(index) * 1e-5
            let x = Self.closedForm(tau, x0: 72, v0: v, target: 300)
            peak = max(peak, x - 300)
            if abs(x - 300) > 0.5 { lastOutside = tau }
        }
        #expect(abs(m.undershoot - peak) < 1e-3)
        #expect(abs((m.settleTime ?? 0) - (0.12 + lastOutside)) < 1e-4)
    }
}
