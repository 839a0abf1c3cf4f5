import Foundation
import Testing
@testable import AnimTuneCore

@Suite("Spring targets (inverse design)")
struct SpringTargetsTests {
    @Test("overshoot with peak time, perceptual duration or settling time round-trips", arguments: [
        SpringTargets(overshoot: 0.1, peakTime: 0.3),
        SpringTargets(overshoot: 0.25, perceptualDuration: 0.5),
        SpringTargets(overshoot: 0.1, settlingTime: 0.5),
        SpringTargets(overshoot: 0.01, settlingTime: 2),
        SpringTargets(overshoot: 0.6, settlingTime: 3),
    ])
    func overshootPairs(_ targets: SpringTargets) throws {
        let spring = try targets.solve()
        try spring.validate()
        #expect(spring.mass == 1 && spring.initialVelocity == 0)
        expectMetrics(SpringMetrics(spring), match: targets)
    }

    @Test("peak time with perceptual duration round-trips")
    func peakAndDuration() throws {
        let targets = SpringTargets(peakTime: 0.4, perceptualDuration: 0.6)
        let spring = try targets.solve()
        expectMetrics(SpringMetrics(spring), match: targets)
        // ωd = π/0.4, ω0 = 2π/0.6: ζ = √(1 − (0.6/0.8)²) = √0.4375.
        #expect(isClose(spring.dampingRatio, 0.4375.squareRoot(), 1e-14))
    }

    // With a fixed peak time the 2 % settling time jumps near each multiple of it (0.2, 0.4, …),
    // so only some targets are reachable: 0.2...0.3121, 0.4...0.4943, 0.6...0.683, 1...1.069 s.
    @Test("settling time with peak time or perceptual duration round-trips to 1e-6", arguments: [
        SpringTargets(settlingTime: 0.3, peakTime: 0.2),
        SpringTargets(settlingTime: 1.05, peakTime: 0.2),
        SpringTargets(settlingTime: 0.3, perceptualDuration: 0.5),
        SpringTargets(settlingTime: 0.8, perceptualDuration: 0.5),
        SpringTargets(settlingTime: 2.5, perceptualDuration: 0.5),
    ])
    func settlingPairs(_ targets: SpringTargets) throws {
        let spring = try targets.solve()
        try spring.validate()
        expectMetrics(SpringMetrics(spring), match: targets)
    }

    @Test("settling time at or above the critical one with a perceptual duration gives the least bouncy spring")
    func leastBouncy() throws {
        let critical = SpringMetrics(Spring(stiffness: pow(2 * .pi / 0.5, 2), damping: 2 * 2 * .pi / 0.5)).settlingTime
        #expect(isClose(try SpringTargets(settlingTime: critical, perceptualDuration: 0.5).solve().dampingRatio, 1, 1e-9))
        #expect(try SpringTargets(settlingTime: 0.8, perceptualDuration: 0.5).solve().dampingRatio > 1)
        #expect(try SpringTargets(settlingTime: 0.3, perceptualDuration: 0.5).solve().dampingRatio < 1)
    }

    @Test("overshoot 0 means critically damped")
    func zeroOvershoot() throws {
        let spring = try SpringTargets(overshoot: 0, perceptualDuration: 1).solve()
        #expect(isClose(spring.dampingRatio, 1, 1e-15))
        let settled = try SpringTargets(overshoot: 0, settlingTime: 0.4).solve()
        #expect(isClose(SpringMetrics(settled).settlingTime, 0.4, 1e-12))
        #expect(SpringMetrics(settled).overshoot == 0)
    }

    @Test("anything but exactly two targets is refused, naming the accepted ones")
    func countMessages() {
        let accepted = "overshoot, settle, peak, duration"
        #expect(throws: MotionError.infeasibleTargets("give exactly two targets out of \(accepted) (got none)")) {
            try SpringTargets().solve()
        }
        #expect(throws: MotionError.infeasibleTargets("give exactly two targets out of \(accepted) (got 1: overshoot)")) {
            try SpringTargets(overshoot: 0.1).solve()
        }
        #expect(throws: MotionError.infeasibleTargets(
            "give exactly two targets out of \(accepted) (got 3: overshoot, settle, peak)")) {
            try SpringTargets(overshoot: 0.1, settlingTime: 1, peakTime: 0.2).solve()
        }
    }

    @Test("out-of-range and contradictory targets say what is accepted")
    func infeasibleMessages() {
        func message(_ targets: SpringTargets) -> String? {
            do { _ = try targets.solve(); return nil } catch { return error.description }
        }
        #expect(message(SpringTargets(overshoot: 0.1, settlingTime: -1))
            == "settle must be above 0 s (got -1)")
        #expect(message(SpringTargets(overshoot: 1, peakTime: 0.3))
            == "overshoot must be at least 0 and below 1 (got 1)")
        #expect(message(SpringTargets(overshoot: -0.1, peakTime: 0.3))
            == "overshoot must be at least 0 and below 1 (got -0.1)")
        #expect(message(SpringTargets(peakTime: .nan, perceptualDuration: 1))
            == "peak must be a finite number")
        #expect(message(SpringTargets(overshoot: 0, peakTime: 0.3))
            == "peak needs an overshoot above 0: a spring that does not overshoot has no peak")
        #expect(message(SpringTargets(peakTime: 0.25, perceptualDuration: 0.5))
            == "peak must be above half the duration (got peak 0.25 s, duration 0.5 s)")
        #expect(message(SpringTargets(settlingTime: 0.1, perceptualDuration: 0.5))
            == "no spring with duration 0.5 s settles (2 % band) in 0.1 s: "
            + "the soonest it settles is about 0.287 s")
        #expect(message(SpringTargets(settlingTime: 0.5, peakTime: 0.2))
            == "no spring with peak 0.2 s settles (2 % band) in 0.5 s: "
            + "the settling time jumps from 0.4943 s to 0.6 s at damping ratio 0.3834")
    }

    private func expectMetrics(_ metrics: SpringMetrics, match targets: SpringTargets,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        if let overshoot = targets.overshoot {
            #expect(isClose(metrics.overshoot, overshoot, 1e-12), sourceLocation: sourceLocation)
        }
        if let peak = targets.peakTime {
            #expect(isClose(metrics.peakTime ?? .nan, peak, 1e-12), sourceLocation: sourceLocation)
        }
        if let duration = targets.perceptualDuration {
            #expect(isClose(metrics.perceptualDuration, duration, 1e-12), sourceLocation: sourceLocation)
        }
        if let settle = targets.settlingTime {
            #expect(isClose(metrics.settlingTime, settle, 1e-6), sourceLocation: sourceLocation)
        }
    }
}
