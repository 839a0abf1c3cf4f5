import Foundation
import Testing
@testable import AnimTuneCore

/// Stop counts of animtune's `linear()` against the two known generators at the same maximum
/// error — Ramer–Douglas–Peucker on 10,000 samples (linear-easing-generator) and evenly spaced
/// samples (motion.dev, every 30 ms) — each given its best setting that meets the error, over
/// the same duration, values rounded to 4 decimals for all. Prints one `bench:` line a spring.
@Suite("linear() benchmark")
struct LinearEasingBenchmarkTests {
    struct Case: CustomStringConvertible, Sendable {
        let zeta: Double
        let stiffness: Double
        var spring: Spring { Spring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot()) }
        var description: String { "ζ \(zeta), k \(Int(stiffness))" }
    }

    /// Damping ratios 0.3 … 1; the stiffness sets the duration, which matters to the 30 ms
    /// sampling only (`linear()` shapes depend on ζ alone when the velocity is 0).
    static let cases: [Case] = [(0.3, 100.0), (0.5, 400), (0.7, 1500), (0.85, 400), (1, 100), (0.5, 1500)]
        .map { Case(zeta: $0.0, stiffness: $0.1) }

    @Test("animtune needs fewer stops than RDP and uniform sampling at the same maximum error", arguments: cases)
    func fewerStops(_ benchmark: Case) throws {
        let row = LinearEasing.Comparison(benchmark.spring)
        let ours = row.animtune.easing.stops.count
        #expect(row.animtune.maxError <= row.tolerance)
        #expect(LinearEasing.maxError(of: row.rdp, against: benchmark.spring, duration: row.animtune.duration) <= row.tolerance)
        #expect(LinearEasing.maxError(of: row.uniform, against: benchmark.spring, duration: row.animtune.duration) <= row.tolerance)
        #expect(ours < row.rdp.stops.count)
        #expect(ours < row.uniform.stops.count)
        #expect(row.animtuneAtMotionError.easing.stops.count < row.motion.stops.count)
        print("bench: \(benchmark), \(ExportNumber.milliseconds(row.animtune.duration)) ms — within 0.001: animtune \(ours),"
              + " RDP \(row.rdp.stops.count), uniform \(row.uniform.stops.count) | motion.dev every 30 ms:"
              + " \(row.motion.stops.count) stops, error \(NumberFormatting.short(row.motionError, digits: 3));"
              + " animtune at that error: \(row.animtuneAtMotionError.easing.stops.count)")
    }
}
