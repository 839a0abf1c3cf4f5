import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// issue #27's acceptance vectors (research/interruptions.md §A.1, computed there by an outside
/// script) and every curve against references computed here: RK4 with the target switched, and
/// the textbook closed form of each leg.
@Suite("Retargeted springs: carry, additive, restart in closed form")
struct InterruptedSpringTests {
    typealias Reference = RetargetReference
    /// Response 0.5 s, ζ 0.7: k 157.914, c 17.5929.
    static let first = Spring(mass: 1, stiffness: pow(2 * .pi / 0.5, 2), damping: 4 * .pi * 0.7 / 0.5)
    /// Response 0.3 s, ζ 1.
    static let second = Spring(mass: 1, stiffness: pow(2 * .pi / 0.3, 2), damping: 4 * .pi / 0.3)
    static let o1 = Reference.oscillator(response: 0.5, dampingRatio: 0.7)
    static let o2 = Reference.oscillator(response: 0.3, dampingRatio: 1)
    static let times = (0...1500).map { Double($0) / 1000 }
    static let dense = (15_000...150_000).map { Double($0) / 100_000 }

    static func model(_ policy: RetargetPolicy, spring: Spring? = nil) throws -> InterruptedSpring {
        try InterruptedSpring(first, to: 300, retargets: [Retarget(time: 0.15, target: 100, spring: spring)], policy: policy)
    }

    /// Every sample of `model` within 0.01 pt (and 0.05 pt/s) of `reference`.
    static func expectMatches(_ model: InterruptedSpring, _ reference: [(x: Double, v: Double)], _ label: String,
                              times: [Double] = times) {
        var worst = (x: 0.0, v: 0.0, t: 0.0)
        for (t, expected) in zip(times, reference) {
            let state = model.state(at: t)
            let gap = abs(state.position - expected.x)
            if gap > worst.x { worst.x = gap; worst.t = t }
            worst.v = max(worst.v, abs(state.velocity - expected.v))
        }
        #expect(worst.x <= 0.01, "\(label): \(worst.x) pt off at \(worst.t) s")
        #expect(worst.v <= 0.05, "\(label): velocity \(worst.v) pt/s off")
    }

    @Test("the state at the retarget: x 205.517 pt, v 1375.48 pt/s")
    func handoffState() throws {
        let carry = try Self.model(.carry)
        let handoff = try #require(carry.handoffs.first)
        #expect(abs(handoff.before.position - 205.517) < 0.0005)
        #expect(abs(handoff.before.velocity - 1375.48) < 0.005)
        // The textbook closed form, and its derivative by a central difference.
        let e = { (t: Double) in Reference.displacement(Self.o1, e0: -300, v0: 0, t: t) }
        #expect(abs(handoff.before.position - (300 + e(0.15))) < 1e-9)
        #expect(abs(handoff.before.velocity - (e(0.15 + 1e-6) - e(0.15 - 1e-6)) / 2e-6) < 1e-3)
        #expect(handoff.velocityJump == 0)
        #expect(abs(try Self.model(.restart).handoffs[0].velocityJump + 1375.478) < 0.001)
    }

    @Test("carry: peaks 233.2 pt, undershoots 6.1 pt (5.8 % of the leg), within 0.5 pt of 100 from 0.762 s")
    func carry() throws {
        let model = try Self.model(.carry)
        Self.expectMatches(model, Reference.integrate(x: 0, v: 0, legs: [(0, 300, Self.o1, false), (0.15, 100, Self.o1, false)],
                                                      times: Self.times), "carry vs RK4")
        let handoff = model.handoffs[0]
        for t in Self.times where t >= 0.15 {
            let closed = 100 + Reference.displacement(Self.o1, e0: handoff.before.position - 100, v0: handoff.before.velocity, t: t - 0.15)
            #expect(abs(model.position(at: t) - closed) <= 0.01)
        }
        let metrics = try #require(model.metrics(band: 0.5))
        #expect(abs(metrics.peak - 233.2) < 0.05)
        #expect(abs(metrics.undershoot - 6.1) < 0.05)
        #expect(abs(metrics.undershootShare - 0.058) < 0.0005)
        #expect(abs(try #require(metrics.settleTime) - 0.762) < 0.0005)
        let xs = Reference.integrate(x: 0, v: 0, legs: [(0, 300, Self.o1, false), (0.15, 100, Self.o1, false)], times: Self.dense).map(\.x)
        let reference = Reference.measures(times: Self.dense, xs: xs, target: 100, band: 0.5)
        #expect(abs(metrics.peak - reference.peak) <= 0.01)
        #expect(abs(metrics.undershoot - reference.undershoot) <= 0.01)
        #expect(abs(metrics.settleTime! - reference.settle) <= 0.001)
    }

    @Test("restart: peaks 205.5 pt, undershoots 4.9 pt, within 0.5 pt from 0.708 s")
    func restart() throws {
        let model = try Self.model(.restart)
        Self.expectMatches(model, Reference.integrate(x: 0, v: 0, legs: [(0, 300, Self.o1, false), (0.15, 100, Self.o1, true)],
                                                      times: Self.times.filter { $0 != 0.15 }), "restart vs RK4",
                           times: Self.times.filter { $0 != 0.15 })
        let metrics = try #require(model.metrics(band: 0.5))
        #expect(abs(metrics.peak - 205.5) < 0.05)
        #expect(abs(metrics.undershoot - 4.9) < 0.05)
        #expect(abs(try #require(metrics.settleTime) - 0.708) < 0.0005)
        #expect(abs(metrics.velocityJump + metrics.retargetVelocity) < 1e-9)
    }

    @Test("additive with the same spring equals carry to 1e-9 (superposition)")
    func additiveEqualsCarry() throws {
        let carry = try Self.model(.carry), additive = try Self.model(.additive)
        let times = Array(stride(from: 0.0, through: 3, by: 0.0005))
        assertClose(times.map { additive.position(at: $0) }, times.map { carry.position(at: $0) }, .absolute(1e-9),
                    "position", label: { "at \(times[$0]) s" })
        assertClose(times.map { additive.velocity(at: $0) }, times.map { carry.velocity(at: $0) }, .absolute(1e-9 * 1000),
                    "velocity", label: { "at \(times[$0]) s" })
    }

    @Test("a second leg on response 0.3 s, ζ 1: carry peaks 216.6 pt, never undershoots")
    func carryIntoNewSpring() throws {
        let model = try Self.model(.carry, spring: Self.second)
        Self.expectMatches(model, Reference.integrate(x: 0, v: 0, legs: [(0, 300, Self.o1, false), (0.15, 100, Self.o2, false)],
                                                      times: Self.times), "carry into ζ 1 vs RK4")
        let metrics = try #require(model.metrics(band: 0.5))
        #expect(abs(metrics.peak - 216.6) < 0.05)
        #expect(metrics.undershoot == 0)
        #expect(abs(try #require(metrics.settleTime) - 0.531) < 0.0005)
    }

    @Test("additive into response 0.3 s, ζ 1: the old spring keeps pulling; peaks 217.8 pt, undershoots 0.6 pt")
    func additiveIntoNewSpring() throws {
        let model = try Self.model(.additive, spring: Self.second)
        let old = Reference.integrate(x: 0, v: 0, legs: [(0, 300, Self.o1, false)], times: Self.times)
        let delta = Reference.integrate(x: 0, v: 0, legs: [(0, 0, Self.o2, false), (0.15, -200, Self.o2, false)], times: Self.times)
        Self.expectMatches(model, zip(old, delta).map { ($0.x + $1.x, $0.v + $1.v) }, "additive vs two RK4 oscillators")
        // (T′ − T)(1 − u(t − t_r)) with u the textbook unit response of the new spring.
        for t in Self.times where t >= 0.15 {
            let closed = 300 + Reference.displacement(Self.o1, e0: -300, v0: 0, t: t)
                - 200 * (1 - Reference.displacement(Self.o2, e0: 1, v0: 0, t: t - 0.15))
            #expect(abs(model.position(at: t) - closed) <= 0.01)
        }
        let metrics = try #require(model.metrics(band: 0.5))
        #expect(abs(metrics.peak - 217.8) < 0.05)
        #expect(abs(metrics.undershoot - 0.6) < 0.05)
        #expect(abs(try #require(metrics.settleTime) - 0.761) < 0.0005)
    }

    @Test("chained retargets through under-, critically and over-damped legs match RK4 under every policy",
          arguments: RetargetPolicy.allCases)
    func chained(policy: RetargetPolicy) throws {
        let under = Spring(mass: 2, stiffness: 300, damping: 8)
        let critical = Spring(mass: 1, stiffness: 400, damping: 40)
        let over = Spring(mass: 1, stiffness: 100, damping: 50)
        let model = try InterruptedSpring(under, from: 10, to: 300, velocity: -200, retargets: [
            Retarget(time: 0.2, target: 50, spring: critical),
            Retarget(time: 0.35, target: 250, spring: over),
            Retarget(time: 0.6, target: -40),
        ], policy: policy)
        let oscillators = [under, critical, over].map { Reference.Oscillator(k: $0.stiffness / $0.mass, c: $0.damping / $0.mass) }
        let starts = [0.0, 0.2, 0.35, 0.6], targets = [300.0, 50, 250, -40]
        let springAt = [0, 1, 2, 2]
        let times = Self.times.filter { !starts.dropFirst().contains($0) }
        let reference: [(x: Double, v: Double)]
        if policy == .additive {
            // The first oscillator runs on; each retarget adds one from 0 toward the change.
            var sum = Reference.integrate(x: 10, v: -200, legs: [(0, 300, oscillators[0], false)], times: times)
            for index in 1..<4 {
                let o = oscillators[springAt[index]]
                let added = Reference.integrate(x: 0, v: 0, legs: [(0, 0, o, false), (starts[index], targets[index] - targets[index - 1], o, false)],
                                                times: times)
                sum = zip(sum, added).map { ($0.x + $1.x, $0.v + $1.v) }
            }
            reference = sum
        } else {
            reference = Reference.integrate(x: 10, v: -200, legs: (0..<4).map {
                (starts[$0], targets[$0], oscillators[springAt[$0]], policy == .restart && $0 > 0)
            }, times: times)
        }
        Self.expectMatches(model, reference, "\(policy) chain", times: times)
        #expect(model.handoffs.map(\.target) == [50, 250, -40])
        #expect(model.finalTarget == -40)
    }

    @Test("ζ a hair either side of 1 agrees with ζ = 1 in a carried leg")
    func nearCritical() throws {
        func position(_ zeta: Double, _ t: Double) throws -> Double {
            let spring = Spring(mass: 1, stiffness: 100, damping: 20 * zeta)
            return try InterruptedSpring(spring, to: 1, retargets: [Retarget(time: 0.1, target: -1)], policy: .carry).position(at: t)
        }
        for t in [0.05, 0.15, 0.3, 0.8] {
            #expect(abs(try position(0.9999999, t) - position(1, t)) < 1e-7)
            #expect(abs(try position(1.0000001, t) - position(1, t)) < 1e-7)
        }
    }

    @Test("hostile retargets get a typed error, not a trap")
    func refusals() {
        #expect(throws: MotionError.outOfRange(parameter: "retarget time", value: -1, accepted: "0 s or later")) {
            try InterruptedSpring(Self.first, to: 1, retargets: [Retarget(time: -1, target: 0)])
        }
        #expect(throws: MotionError.notFinite(parameter: "retarget target")) {
            try InterruptedSpring(Self.first, to: 1, retargets: [Retarget(time: 1, target: .nan)])
        }
        #expect(throws: MotionError.notFinite(parameter: "retarget time")) {
            try InterruptedSpring(Self.first, to: 1, retargets: [Retarget(time: .infinity, target: 0)])
        }
        // A huge target and a retarget long after the end still measure without trapping.
        let far = try? InterruptedSpring(Self.first, to: 1, retargets: [Retarget(time: 1e9, target: 1e300)])
        #expect(far?.metrics(band: 0.5) != nil)
    }
}
