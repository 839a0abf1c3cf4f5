import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("Spring metrics")
struct SpringMetricsTests {
    static let springs: [Spring] = [
        Spring(stiffness: 100, damping: 10),
        Spring(mass: 2, stiffness: 300, damping: 4),
        Spring(stiffness: 200, damping: 25, initialVelocity: 12),
        Spring(stiffness: 150, damping: 6, initialVelocity: -5),
        Spring(stiffness: 100, damping: 20),
        Spring(stiffness: 100, damping: 20, initialVelocity: 30),
        Spring(stiffness: 100, damping: 50),
        Spring(stiffness: 100, damping: 50, initialVelocity: 40),
        Spring(stiffness: 100, damping: 50, initialVelocity: -4),
        Spring(stiffness: 100, damping: 20 * 0.9999999),
    ]

    @Test("overshoot is e^(−ζπ/√(1−ζ²)) at peak time π/ωd without initial velocity",
          arguments: [0.05, 0.2, 0.5, 0.7, 0.95])
    func classicOvershoot(_ zeta: Double) throws {
        let w0 = 12.0
        let metrics = SpringMetrics(Spring(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0))
        let root = (1 - zeta * zeta).squareRoot()
        #expect(isRelativelyClose(metrics.overshoot, exp(-zeta * .pi / root), 1e-12))
        #expect(isRelativelyClose(try #require(metrics.peakTime), .pi / (w0 * root), 1e-12))
        #expect(isClose(metrics.dampingRatio, zeta, 1e-15))
        #expect(isClose(metrics.perceptualDuration, 2 * .pi / w0, 1e-15))
    }

    @Test("ζ = 0.5, ω0 = 10: 16.3 % overshoot at 0.3628 s, two oscillations")
    func referenceSpring() {
        let metrics = SpringMetrics(Spring())
        #expect(isClose(metrics.overshoot, 0.163, 5e-4))
        #expect(isClose(metrics.peakTime ?? 0, 0.3628, 5e-5))
        // Extrema outside the 2 % band after the first entry: +16.3 %, −2.66 %; the next is 0.43 %.
        #expect(metrics.oscillations == 2)
        #expect(metrics.naturalFrequency == 10)
    }

    @Test("no overshoot and no peak time at and above critical damping without velocity")
    func noOvershoot() {
        for damping in [20.0, 35, 80] {
            let metrics = SpringMetrics(Spring(stiffness: 100, damping: damping))
            #expect(metrics.overshoot == 0)
            #expect(metrics.peakTime == nil)
            #expect(metrics.oscillations == 0)
        }
    }

    @Test("with initial velocity the overshoot is the highest progress, where velocity is 0", arguments: springs)
    func overshootIsMaximum(_ spring: Spring) {
        let metrics = SpringMetrics(spring)
        let samples = stride(from: 0.0, through: 5, by: 1e-4).map { spring.progress(at: $0) }
        let highest = max(0, samples.max()! - 1)
        #expect(metrics.overshoot >= highest - 1e-15)
        #expect(isClose(metrics.overshoot, highest, 1e-6))
        if let peak = metrics.peakTime {
            #expect(isClose(spring.velocity(at: peak), 0, 1e-9 * spring.naturalFrequency))
            #expect(isClose(spring.progress(at: peak) - 1, metrics.overshoot, 1e-15))
        } else {
            #expect(metrics.overshoot == 0)
        }
    }

    @Test("settling times: inside the band from then on, outside just before", arguments: springs)
    func settling(_ spring: Spring) {
        let metrics = SpringMetrics(spring)
        for (time, band) in [(metrics.settlingTime, 0.02), (metrics.settlingTimeEpsilon, 0.001)] {
            #expect(isClose(abs(1 - spring.progress(at: time)), band, 1e-12))
            #expect(abs(1 - spring.progress(at: time - 1e-6)) > band)
            for t in stride(from: time + 1e-6, through: time + 5, by: 1e-3) {
                assertClose(1, spring.progress(at: t), .absolute(band), "inside the \(band) band at \(t)")
            }
        }
        #expect(metrics.settlingTimeEpsilon > metrics.settlingTime)
    }

    @Test("rise time runs from the first 10 % to the first 90 %", arguments: springs)
    func riseTime(_ spring: Spring) {
        let metrics = SpringMetrics(spring)
        let step = 1e-5
        let first = { (level: Double) in
            stride(from: 0.0, through: 10, by: step).first { spring.progress(at: $0) >= level }!
        }
        #expect(isClose(metrics.riseTime, first(0.9) - first(0.1), 2 * step))
    }

    @Test("oscillations count the extrema outside the 2 % band after first entering it", arguments: springs)
    func oscillations(_ spring: Spring) {
        let metrics = SpringMetrics(spring)
        var entered = false, outside = false, count = 0
        for t in stride(from: 0.0, through: 5, by: 1e-4) {
            let off = abs(1 - spring.progress(at: t)) > 0.02
            if !entered { entered = !off; continue }
            if off && !outside { count += 1 }
            outside = off
        }
        #expect(metrics.oscillations == count)
    }

    @Test("ζ = 0.2 leaves the band six times: 0.527ᵏ > 0.02 for k ≤ 6")
    func lightlyDamped() {
        #expect(SpringMetrics(Spring(stiffness: 100, damping: 4)).oscillations == 6)
    }

    @Test("critical damping settles in the 2 % band at (1 + u)e^(−u) = 0.02, u = 5.8339")
    func criticalSettling() {
        let metrics = SpringMetrics(Spring(stiffness: 100, damping: 20))
        let u = metrics.settlingTime * 10
        #expect(isClose((1 + u) * exp(-u), 0.02, 1e-14))
        #expect(isClose(u, 5.8339, 1e-4))
    }

    @Test("an undamped spring never settles")
    func undamped() {
        let metrics = SpringMetrics(Spring(stiffness: 100, damping: 0))
        #expect(metrics.settlingTime == .infinity)
        #expect(metrics.settlingTimeEpsilon == .infinity)
        #expect(metrics.oscillations == .max)
        #expect(isClose(metrics.overshoot, 1, 1e-12))
    }

    @Test("metrics scale with 1/ω0")
    func scaling() {
        let slow = SpringMetrics(Spring(stiffness: 25, damping: 3))
        let fast = SpringMetrics(Spring(stiffness: 2_500, damping: 30))
        #expect(isRelativelyClose(slow.settlingTime, 10 * fast.settlingTime, 1e-12))
        #expect(isRelativelyClose(slow.riseTime, 10 * fast.riseTime, 1e-12))
        #expect(isRelativelyClose(slow.overshoot, fast.overshoot, 1e-12))
    }
}
