import Foundation
import Testing
@testable import AnimTuneCore

/// `make bench`: stop counts of animtune's `linear()` against the two known generators at the
/// same maximum error — Ramer–Douglas–Peucker on 10,000 samples (linear-easing-generator) and
/// evenly spaced samples (motion.dev, every 30 ms) — each given its best setting that meets the
/// error, over the same duration, values rounded to 4 decimals for all.
@Suite("linear() benchmark")
struct LinearEasingBenchmarkTests {
    struct Case: CustomStringConvertible, Sendable {
        let zeta: Double
        let stiffness: Double
        var spring: Spring { Spring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot()) }
        var description: String { "ζ \(zeta), k \(Int(stiffness))" }
    }

    static let cases: [Case] = [0.3, 0.5, 0.7, 0.85, 1].flatMap { zeta in [100.0, 400, 1500].map { Case(zeta: zeta, stiffness: $0) } }

    /// The fewest RDP stops whose error stays within `tolerance`: the largest epsilon that
    /// meets it (bisection on log ε), then a sweep around it for any luckier epsilon.
    static func bestRDP(_ spring: Spring, duration: Double, tolerance: Double) -> LinearEasing {
        func attempt(_ epsilon: Double) -> LinearEasing? {
            let easing = LinearEasing.rdpStops(spring, duration: duration, epsilon: epsilon)
            return LinearEasing.maxError(of: easing, against: spring, duration: duration) <= tolerance ? easing : nil
        }
        var low = log(tolerance / 1_000), high = log(tolerance * 2)
        for _ in 0..<18 {
            let mid = (low + high) / 2
            if attempt(exp(mid)) != nil { low = mid } else { high = mid }
        }
        var best = attempt(exp(low)) ?? LinearEasing.rdpStops(spring, duration: duration, epsilon: 0)
        for factor in stride(from: 0.7, through: 1.3, by: 0.05) {
            if let easing = attempt(exp(low) * factor), easing.stops.count < best.stops.count { best = easing }
        }
        return best
    }

    /// The fewest evenly spaced stops within `tolerance` (bisection, then every smaller count
    /// down to 70 % of it, as the error is not monotone in the count).
    static func bestUniform(_ spring: Spring, duration: Double, tolerance: Double) -> LinearEasing {
        func error(_ count: Int) -> Double {
            LinearEasing.maxError(of: LinearEasing.uniformStops(spring, duration: duration, count: count), against: spring, duration: duration)
        }
        var high = 8
        while error(high) > tolerance && high < 100_000 { high *= 2 }
        var low = high / 2
        while high - low > 1 {
            let mid = (low + high) / 2
            if error(mid) <= tolerance { high = mid } else { low = mid }
        }
        var best = high
        for count in stride(from: high - 1, through: max(2, high * 7 / 10), by: -1) where error(count) <= tolerance { best = count }
        return LinearEasing.uniformStops(spring, duration: duration, count: best)
    }

    @Test("animtune needs fewer stops than RDP and uniform sampling at the same maximum error", arguments: cases)
    func fewerStops(_ benchmark: Case) throws {
        let spring = benchmark.spring
        let tolerance = LinearEasing.defaultTolerance
        let ours = LinearEasing.spring(spring, tolerance: tolerance)
        let rdp = Self.bestRDP(spring, duration: ours.duration, tolerance: tolerance)
        let uniform = Self.bestUniform(spring, duration: ours.duration, tolerance: tolerance)
        #expect(ours.easing.stops.count < rdp.stops.count)
        #expect(ours.easing.stops.count < uniform.stops.count)

        // motion.dev's own setting, every 30 ms: whatever error it reaches, animtune at that error.
        let motion = LinearEasing.uniformStops(spring, duration: ours.duration)
        let motionError = LinearEasing.maxError(of: motion, against: spring, duration: ours.duration)
        let oursAtMotion = LinearEasing.spring(spring, tolerance: min(max(motionError, LinearEasing.toleranceRange.lowerBound),
                                                                      LinearEasing.toleranceRange.upperBound))
        #expect(oursAtMotion.easing.stops.count < motion.stops.count)
        print("bench: \(benchmark) (\(ExportNumber.milliseconds(ours.duration)) ms) — within 0.001: animtune \(ours.easing.stops.count),"
              + " RDP \(rdp.stops.count), uniform \(uniform.stops.count) | every 30 ms: \(motion.stops.count) stops,"
              + " error \(NumberFormatting.short(motionError, digits: 3)); animtune at that error: \(oursAtMotion.easing.stops.count)")
    }
}
