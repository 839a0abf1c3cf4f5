import AnimTuneCore

/// Stops of a CSS `linear()` spring at the same maximum error (0.001 of the distance):
/// animtune against Ramer–Douglas–Peucker on 10,000 samples (linear-easing-generator) and
/// evenly spaced samples (motion.dev samples every 30 ms), each at its best setting.
struct LinearStopsBenchmark {
    /// (damping ratio, stiffness): ζ from very bouncy to over-damped; the stiffness sets the
    /// duration.
    static let springs: [(zeta: Double, stiffness: Double)] = [
        (0.2, 100), (0.3, 100), (0.5, 400), (0.5, 1500), (0.7, 1500), (0.85, 400), (1, 100), (1.5, 200),
    ]

    func run() -> (rows: [BenchmarkRow], details: [String]) {
        var totals = (animtune: 0, rdp: 0, uniform: 0, motion: 0, animtuneAtMotion: 0)
        var details = ["linear() stops within 0.001 — spring: animtune / RDP / uniform; motion.dev every 30 ms (its error) / animtune at that error"]
        for (zeta, stiffness) in Self.springs {
            let spring = Spring(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
            let row = LinearEasing.Comparison(spring)
            let counts = (row.animtune.easing.stops.count, row.rdp.stops.count, row.uniform.stops.count,
                          row.motion.stops.count, row.animtuneAtMotionError.easing.stops.count)
            totals = (totals.animtune + counts.0, totals.rdp + counts.1, totals.uniform + counts.2,
                      totals.motion + counts.3, totals.animtuneAtMotion + counts.4)
            details.append("  ζ \(zeta), k \(Int(stiffness)), \(NumberFormatting.fixed(row.animtune.duration * 1000, decimals: 0)) ms: "
                           + "\(counts.0) / \(counts.1) / \(counts.2); \(counts.3) (\(NumberFormatting.short(row.motionError, digits: 2))) / \(counts.4)")
        }
        let springs = "\(Self.springs.count) springs"
        return ([
            BenchmarkRow(name: "linear() stops within 0.001, \(springs): vs Ramer–Douglas–Peucker", animtune: "\(totals.animtune) stops",
                         baseline: "RDP: \(totals.rdp) stops", ratio: Double(totals.animtune) / Double(totals.rdp),
                         note: "lower is better; same maximum error"),
            BenchmarkRow(name: "linear() stops within 0.001, \(springs): vs evenly spaced", animtune: "\(totals.animtune) stops",
                         baseline: "uniform: \(totals.uniform) stops", ratio: Double(totals.animtune) / Double(totals.uniform),
                         note: "lower is better; same maximum error"),
            BenchmarkRow(name: "linear() stops at motion.dev's own error, \(springs): vs every 30 ms",
                         animtune: "\(totals.animtuneAtMotion) stops", baseline: "motion.dev: \(totals.motion) stops",
                         ratio: Double(totals.animtuneAtMotion) / Double(totals.motion), note: "lower is better; same maximum error"),
        ], details)
    }
}
