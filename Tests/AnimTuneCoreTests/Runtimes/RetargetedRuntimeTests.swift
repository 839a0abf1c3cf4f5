import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// Each platform's retarget policy (research/interruptions.md §A.2), on issue #27's case:
/// response 0.5 s, ζ 0.7, 0 → 300 pt, sent to 100 pt at 0.15 s. References are computed here
/// from the textbook closed form (`RetargetReference`) and the CSS Transitions 1 arithmetic.
@Suite("Retargets as each runtime continues them")
struct RetargetedRuntimeTests {
    typealias Reference = RetargetReference
    static let spring = InterruptedSpringTests.first
    static let o1 = InterruptedSpringTests.o1
    static let sendBack = [Retarget(time: 0.15, target: 100)]

    /// Position of the uninterrupted 0 → 300 move, textbook closed form.
    static func firstLeg(_ t: Double) -> Double { 300 + Reference.displacement(o1, e0: -300, v0: 0, t: t) }

    static func rendering(_ runtime: Runtime, frameRate: Double = 60, duration: Double? = nil, durationSpring: Bool = false,
                          retargets: [Retarget] = sendBack, policy: RetargetPolicy = .carry) throws -> RetargetedRendering {
        try runtime.retargeted(spring, RuntimeSetting(distance: 300, frameRate: frameRate, duration: duration, durationSpring: durationSpring),
                               retargets: retargets, policy: policy)
    }

    /// JavaScript's `Math.round` (halves up), written out here.
    static func jsRound(_ x: Double) -> Double { (x + 0.5).rounded(.down) }

    @Test("motion on a frame: the last frame's value, the slope over the frame before (rounded clock over the rAF delta)",
          arguments: [60.0, 120.0])
    func motionVelocity(frameRate: Double) throws {
        let rendering = try Self.rendering(.motion, frameRate: frameRate)
        let handoff = try #require(rendering.handoffs.first)
        let h = 1 / frameRate
        // The frame before 150 ms is evaluated at its timestamp rounded to whole ms.
        let previous = Self.jsRound(150 - h * 1000) / 1000
        #expect(abs(handoff.after.velocity - (Self.firstLeg(0.15) - Self.firstLeg(previous)) / h) < 1e-6)
        #expect(abs(handoff.before.velocity - 1375.478) < 0.001)
        // From there a spring toward 100, its clock from 150 ms, rounded.
        let t = 20 / frameRate, elapsed = Self.jsRound(t * 1000 - 150) / 1000
        let expectedPosition = 100 + Reference.displacement(Self.o1, e0: Self.firstLeg(0.15) - 100, v0: handoff.after.velocity, t: elapsed)
        #expect(abs(rendering.position(at: t + 0.3 * h) - expectedPosition) <= 1e-6)
    }

    @Test("motion between frames ticks the running animation at the retarget: x(t_r), velocity over min(Δt, 30 ms)")
    func motionBetweenFrames() throws {
        let rendering = try Self.rendering(.motion, frameRate: 20, retargets: [Retarget(time: 0.19, target: 100)])  // frames every 50 ms
        let handoff = try #require(rendering.handoffs.first)
        #expect(abs(handoff.after.position - Self.firstLeg(0.19)) < 1e-9)
        #expect(abs(handoff.after.velocity - (Self.firstLeg(0.19) - Self.firstLeg(0.15)) / 0.03) < 1e-6)
        // The next frame (200 ms) shows the new spring 10 ms after the retarget.
        let expected = 100 + Reference.displacement(Self.o1, e0: Self.firstLeg(0.19) - 100, v0: handoff.after.velocity, t: 0.01)
        #expect(abs(rendering.position(at: 0.2) - expected) < 1e-6)
        #expect(abs(rendering.position(at: 0.199) - Self.firstLeg(0.15)) < 1e-9)
    }

    @Test("motion's velocity is 0 when the value is older than 30 ms: a retarget long after the end starts from rest")
    func motionStaleVelocity() throws {
        let late = try Self.rendering(.motion, frameRate: 20, retargets: [Retarget(time: 5, target: 100)])
        #expect(late.handoffs[0].after.velocity == 0)
        #expect(late.handoffs[0].after.position == 300)
    }

    @Test("motion restarts a spring handed over as { duration, bounce } from rest and ends a duration after the retarget")
    func motionDurationSpring() throws {
        let rendering = try Self.rendering(.motion, duration: 0.6, durationSpring: true)
        #expect(rendering.handoffs[0].after.velocity == 0)
        #expect(abs(try #require(rendering.endTime) - 0.75) < 1e-12)
    }

    @Test("motion continues a UIKit-form spring (exported as a physics spring) with its velocity, as export motion writes it")
    func motionUIKitFormCarries() throws {
        let rendering = try Self.rendering(.motion, duration: 0.6, durationSpring: false)
        let handoff = try #require(rendering.handoffs.first)
        #expect(handoff.after.velocity > 1000)
        let physics = try Self.rendering(.motion)
        #expect(rendering.position(at: 0.4) == physics.position(at: 0.4))
    }

    /// One SpringForce.updateValues step of `ms` whole milliseconds, float state, written out here.
    static func androidStep(_ x: Float, _ v: Float, target: Float, ms: Int, _ o: RetargetReference.Oscillator) -> (Float, Float) {
        let e = Double(x) - Double(target), t = Double(ms) / 1000
        let next = Reference.displacement(o, e0: e, v0: Double(v), t: t)
        let speed = (Reference.displacement(o, e0: e, v0: Double(v), t: t + 1e-7)
            - Reference.displacement(o, e0: e, v0: Double(v), t: t - 1e-7)) / 2e-7
        return (Float(next + Double(target)), Float(speed))
    }

    @Test("android applies the new target on the next frame, deltaT / 2 whole ms each way: 8 + 8 of a 16 ms frame and of a 17 ms one",
          arguments: [(0.15, 0.150, 0.166), (0.12, 0.116, 0.133)])
    func androidHalfFrame(retarget: Double, before: Double, applying: Double) throws {
        let rendering = try Self.rendering(.android, retargets: [Retarget(time: retarget, target: 100)])
        let handoff = try #require(rendering.handoffs.first)
        #expect(abs(handoff.time - (before + 0.008)) < 1e-12)
        // Float state stepped frame by frame at whole ms, then 8 ms toward 300 and 8 toward 100.
        var state: (Float, Float) = (0, 0)
        var previous = 0
        for frame in 1...600 {
            let now = frame * 1000 / 60
            guard Double(now) / 1000 <= before + 1e-9 else { break }
            state = Self.androidStep(state.0, state.1, target: 300, ms: now - previous, Self.o1)
            previous = now
        }
        #expect(abs(rendering.position(at: before) - Double(state.0)) <= 1e-3)
        state = Self.androidStep(state.0, state.1, target: 300, ms: 8, Self.o1)
        state = Self.androidStep(state.0, state.1, target: 100, ms: 8, Self.o1)
        #expect(abs(rendering.position(at: applying) - Double(state.0)) <= 1e-3)
    }
    @Test("css restarts from rest; three chained reversals end as CSS Transitions 1 computes")
    func cssReversals() throws {
        let retargets = [Retarget(time: 0.15, target: 0), Retarget(time: 0.25, target: 300), Retarget(time: 0.3, target: 0)]
        let rendering = try Self.rendering(.css, retargets: retargets)
        guard case .transitions(let chain) = rendering.shape else {
            Issue.record("css is not a transition chain")
            return
        }
        let fit = LinearEasing.spring(Self.spring, tolerance: LinearEasing.defaultTolerance)
        let d = fit.duration, f = { (p: Double) in fit.easing.progress(at: p) }
        // The spec's arithmetic, one reversal at a time.
        var start = 0.0, duration = d, factor = 1.0, from = 0.0, to = 300.0
        var expected: [(start: Double, end: Double, from: Double, to: Double)] = [(0, d, 0, 300)]
        for retarget in retargets {
            let p = (retarget.time - start) / duration
            let value = from + (to - from) * f(p)
            factor = min(1, max(0, abs(f(p) * factor + 1 - factor)))
            (start, duration, from, to) = (retarget.time, d * factor, value, retarget.target)
            expected.append((start, start + duration, from, to))
        }
        #expect(chain.transitions.count == 4)
        for (transition, reference) in zip(chain.transitions, expected) {
            #expect(abs(transition.endTime - reference.end) < 1e-12)
            #expect(abs(transition.startValue - reference.from) < 1e-9)
            #expect(transition.endValue == reference.to)
        }
        #expect(abs(try #require(rendering.endTime) - expected[3].end) < 1e-12)
        #expect(expected[1].end < 0.15 + d)  // shortened
        // The last transition, sampled: from its start value at rest-shaped easing.
        let last = expected[3]
        let times = Array(stride(from: last.start, to: last.end, by: 0.01))
        assertClose(times.map { rendering.position(at: $0) },
                    times.map { last.from + (last.to - last.from) * f(($0 - last.start) / (last.end - last.start)) },
                    .absolute(1e-9), label: { "at \(times[$0]) s" })
    }

    @Test("a CSS change that is not a reversal takes the full duration")
    func cssNotReversal() {
        let chain = CSSTransitionChain(from: 0, to: 300, duration: 1, retargets: [Retarget(time: 0.4, target: 100)],
                                       easing: { $0 * $0 })
        #expect(chain.transitions[1].duration == 1)
        #expect(abs(chain.transitions[1].startValue - 300 * 0.16) < 1e-12)
        #expect(abs(chain.position(at: 0.9) - (48 + (100 - 48) * 0.25)) < 1e-12)
        let reversal = CSSTransitionChain(from: 0, to: 300, duration: 1, retargets: [Retarget(time: 0.4, target: 0)], easing: { $0 * $0 })
        #expect(abs(reversal.transitions[1].duration - 0.16) < 1e-15)
    }

    @Test("SwiftUI .spring is stepped as without a retarget, then merges: position and velocity carried at 300 Hz")
    func swiftUIStepped() throws {
        let rendering = try Self.rendering(.swiftui)
        let plain = IntegratedSwiftUIRuntime(Self.spring, RuntimeSetting(distance: 300))
        let times = (0...9).map { Double($0) / 60 }
        assertClose(times.map { rendering.position(at: $0) }, times.map { plain.progress(at: $0) * 300 }, .absolute(1e-9),
                    label: { "frame \($0)" })
        // The half-step scheme OpenSwiftUI's FluidSpringAnimation uses, written out here: the
        // new animation keeps offset and velocity and counts its steps from the retarget.
        let k = Self.spring.stiffness, c = Self.spring.damping, h = 1.0 / 300
        var x = 0.0, v = 0.0, f = 0.0, clock = 0.0, start = 0.0, target = 300.0
        func step(until t: Double) {
            while clock < t - start {
                let half = f * h / 2 + v
                x += half * h
                f = -c * half + (target - x) * k
                v = f * h / 2 + half
                clock += h
            }
        }
        var expected: [Double] = []
        for frame in 0..<60 {
            let t = Double(frame) / 60
            if t >= 0.15, target == 300 {
                step(until: 0.15)
                (target, start, clock) = (100, 0.15, 0)
                f = -c * v + (target - x) * k
            }
            step(until: t)
            expected.append(x)
        }
        let frames = (0..<60).filter { Double($0) / 60 < (rendering.endTime ?? .infinity) }
        assertClose(frames.map { rendering.position(at: Double($0) / 60) }, frames.map { expected[$0] }, .absolute(1e-6),
                    label: { "frame \(frames[$0])" })
        // Within 2 % of the move of the exact carry, and measured like it.
        let metrics = try #require(rendering.metrics(band: 0.5))
        #expect(abs(metrics.peak - 233.2) < 3)
    }

    @Test("SwiftUI .spring with blendDuration eases the response from the old leg's to the new one's, frame by frame")
    func swiftUIResponseBlend() throws {
        // Second leg response 0.3 s, ζ 1, blended over 0.25 s (interactiveSpring's default).
        let second = Spring(mass: 1, stiffness: pow(2 * .pi / 0.3, 2), damping: 2 * (2 * .pi / 0.3), initialVelocity: 0)
        let blended = try Self.rendering(.swiftui, retargets: [Retarget(time: 0.15, target: 100, spring: second, blendDuration: 0.25)])
        let sharp = try Self.rendering(.swiftui, retargets: [Retarget(time: 0.15, target: 100, spring: second)])
        // FluidSpringAnimation written out here: per frame the response is
        // 0.3 + (0.5 − 0.3)·(1 − smoothstep(p)), p = (t − 0.15)/0.25 clamped to 0…1, stepped at 300 Hz.
        func stepping(response r: Double, fraction: Double) -> (k: Double, c: Double) {
            let k = min(pow(2 * .pi / r, 2), 45_000)
            return (k, 2 * k.squareRoot() * fraction)
        }
        var merged = false
        func leg(at t: Double) -> (k: Double, c: Double) {
            guard merged else { return stepping(response: 0.5, fraction: 0.7) }
            let p = min(max((t - 0.15) / 0.25, 0), 1)
            return stepping(response: 0.3 + 0.2 * (1 - p * p * (3 - 2 * p)), fraction: 1)
        }
        let h = 1.0 / 300
        var x = 0.0, v = 0.0, f = 0.0, clock = 0.0, start = 0.0, target = 300.0
        func step(until t: Double) {
            let (k, c) = leg(at: t)
            while clock < t - start {
                let half = f * h / 2 + v
                x += half * h
                f = -c * half + (target - x) * k
                v = f * h / 2 + half
                clock += h
            }
        }
        var worst = 0.0, apart = 0.0
        for frame in 0..<90 {
            let t = Double(frame) / 60
            if t >= 0.15, target == 300 {
                step(until: 0.15)
                (target, start, clock, merged) = (100, 0.15, 0, true)
                let (k, c) = leg(at: 0.15)
                f = -c * v + (target - x) * k
            }
            step(until: t)
            guard t < (blended.endTime ?? .infinity) else { break }
            worst = max(worst, abs(blended.position(at: t) - x))
            apart = max(apart, abs(blended.position(at: t) - sharp.position(at: t)))
        }
        #expect(worst < 1e-6, "largest difference from the blend written out here: \(worst) pt")
        // The blend is visible: the softer old response holds on for a while.
        #expect(apart > 1, "a blended and an unblended retarget differ by only \(apart) pt")
    }

    @Test("Compose starts the new spring at the last frame drawn: its value and velocity, the clock from its time",
          arguments: [(0.15, 60.0), (0.16, 60.0), (0.15, 120.0), (0.155, 120.0)])
    func composeFromLastFrame(retarget: Double, frameRate: Double) throws {
        let rendering = try Self.rendering(.compose, frameRate: frameRate, retargets: [Retarget(time: retarget, target: 100)])
        // The last frame at or before the retarget, at ⌊i·10⁹/fps⌋ ns, whole ms of play time.
        let index = (retarget * frameRate + 1e-9).rounded(.down)
        let startNanos = (index * 1e9 / frameRate).rounded(.down)
        let startMillis = (startNanos / 1e6).rounded(.down) / 1000
        let x = Self.firstLeg(startMillis)
        let v = (Self.firstLeg(startMillis + 1e-7) - Self.firstLeg(startMillis - 1e-7)) / 2e-7
        let end = try #require(rendering.endTime)
        var positions: [Double] = [], expected: [Double] = []
        for step in 1...30 {
            let frame = index + Double(step)
            let nanos = (frame * 1e9 / frameRate).rounded(.down), t = nanos / 1e9
            guard t < end else { break }
            let play = ((nanos - startNanos) / 1e6).rounded(.down) / 1000
            positions.append(rendering.position(at: t))
            expected.append(100 + Reference.displacement(Self.o1, e0: x - 100, v0: v, t: play))
        }
        assertClose(positions, expected, .absolute(2e-3), label: { "frame \(index + Double($0 + 1))" })
        #expect(abs(rendering.handoffs[0].after.position - x) < 2e-3)
    }

    @Test("SwiftUI interpolatingSpring and Core Animation add: with the same spring, carry to 1e-9",
          arguments: [Runtime.swiftuiInterpolating, .coreanimation, .coreanimationOverdamping])
    func additiveRuntimes(runtime: Runtime) throws {
        let rendering = try Self.rendering(runtime)
        let carry = try InterruptedSpring(Self.spring, to: 300, retargets: Self.sendBack, policy: .carry)
        let end = try #require(rendering.endTime)
        let times = Array(stride(from: 0.0, to: end, by: 0.001))
        assertClose(times.map { rendering.position(at: $0) }, times.map { carry.position(at: $0) }, .absolute(1e-9),
                    label: { "at \(times[$0]) s" })
        #expect(rendering.position(at: end) == 100)
    }

    @Test("exact follows --policy")
    func exactPolicy() throws {
        for policy in RetargetPolicy.allCases {
            let rendering = try Self.rendering(.exact, policy: policy)
            let model = try InterruptedSpring(Self.spring, to: 300, retargets: Self.sendBack, policy: policy)
            #expect(rendering.endTime == nil)
            #expect(rendering.position(at: 0.4) == model.position(at: 0.4))
            let metrics = try #require(rendering.metrics(band: 0.5))
            #expect(metrics == model.metrics(band: 0.5))
        }
    }

    @Test("every runtime measures a retarget, and a retarget after the end continues from the target")
    func everyRuntime() throws {
        for runtime in Runtime.allCases {
            let metrics = try #require(try Self.rendering(runtime).metrics(band: 0.5), "\(runtime)")
            #expect(metrics.peak >= 205, "\(runtime)")
            #expect(metrics.settleTime != nil, "\(runtime)")
            let late = try Self.rendering(runtime, retargets: [Retarget(time: 5, target: 100)])
            #expect(abs(late.handoffs[0].before.position - 300) < 0.5, "\(runtime)")
        }
    }
}
