import Foundation

/// The cubic Bézier timing curve (CSS `cubic-bezier()`, `CAMediaTimingFunction`, a DTCG
/// `cubicBezier` token) and duration closest to a spring: the fallback where only a Bézier
/// is accepted. A Bézier can overshoot once and cannot oscillate, so `maxError` says how far
/// it strays; for bouncy springs that is a lot, and exporters print it beside the curve.
public struct BezierFit: Sendable, Hashable {
    /// Control points rounded to 3 decimals, x1 and x2 in 0...1.
    public let curve: CubicBezier
    /// Seconds, whole milliseconds; at most the spring's `linear()` duration for the same
    /// tolerance (ending earlier often fits better: the spring's tail is almost flat).
    public let duration: Double
    /// The largest |Bézier − spring| over all time, as a fraction of the distance (before
    /// the start the element is at 0, after `duration` at 1).
    public let maxError: Double

    /// The fits `init(_:tolerance:)` searched last.
    static let cache = SpringFitCache<BezierFit>(capacity: 64)

    /// The best minimax fit: Nelder–Mead on the largest error over the spring's settling
    /// window (control points and duration together), from a few starts, then rounded and
    /// measured exactly. An unchanged spring and tolerance get the fit searched before.
    public init(_ spring: Spring, tolerance: Double = LinearEasing.defaultTolerance) {
        self = Self.cache.fit(.init(spring: spring, tolerance: tolerance)) { BezierFit(searching: spring, tolerance: tolerance) }
    }

    /// `init(_:tolerance:)` searched anew.
    init(searching spring: Spring, tolerance: Double) {
        let window = LinearEasing.duration(of: spring, tolerance: tolerance)
        let count = 2_000
        let table = (0...count).map { spring.progress(at: window * Double($0) / Double(count)) }
        self.init(table: table, window: window) { curve, duration in
            Self.maxError(of: curve, duration: duration, against: spring, window: window)
        }
    }

    /// The best Bézier and duration for measured progress (time in seconds from 0, progress
    /// 0 → 1); `maxError` is the largest |Bézier − sample| over the samples.
    public init(samples: [FitSample]) {
        let window = max(samples.last?.t ?? 1, 1e-3)
        let count = 2_000
        var cursor = 0
        let table = (0...count).map { index -> Double in
            let t = window * Double(index) / Double(count)
            while cursor + 1 < samples.count - 1, samples[cursor + 1].t < t { cursor += 1 }
            guard cursor + 1 < samples.count else { return samples.last?.value ?? 1 }
            let a = samples[cursor], b = samples[cursor + 1]
            guard b.t > a.t else { return b.value }
            return a.value + (b.value - a.value) * min(max((t - a.t) / (b.t - a.t), 0), 1)
        }
        self.init(table: table, window: window) { curve, duration in
            samples.map { abs(curve.progress(at: $0.t / duration) - $0.value) }.max() ?? 0
        }
    }

    /// Nelder–Mead on the largest error against `table` (progress on [0, window] at even
    /// steps), from a few starts; the result rounded and measured by `measure`.
    private init(table: [Double], window: Double, measure: (CubicBezier, Double) -> Double) {
        let objective = Objective(table: table, window: window)
        // Parameters: x1, y1, x2, y2, d (duration / window), with x and d kept in range by
        // clamping inside the objective.
        let starts: [[Double]] = [
            [0.25, 0.1, 0.25, 1, 0.6], [0.3, 0.6, 0.3, 1, 0.5], [0.2, 1, 0.3, 1, 0.6],
            [0.3, 1.4, 0.5, 1, 0.5], [0.4, 2, 0.4, 0.9, 0.4], [0.1, 0.5, 0.2, 1, 0.8],
        ]
        var best = starts[0], bestValue = Double.infinity
        for start in starts {
            var point = start
            for _ in 0..<3 {
                point = NelderMead.minimize(objective.error, from: point, scale: 0.15, iterations: 400)
            }
            let value = objective.error(point)
            if value < bestValue { (best, bestValue) = (point, value) }
        }
        let p = Objective.clamped(best)
        let x1 = ExportNumber.rounded(p[0], 3), y1 = ExportNumber.rounded(p[1], 3)
        let x2 = ExportNumber.rounded(p[2], 3), y2 = ExportNumber.rounded(p[3], 3)
        curve = (try? CubicBezier(x1, y1, x2, y2)) ?? TimingCurve.easeOut.bezier
        duration = max(0.001, ExportNumber.rounded(p[4] * window, 3))
        maxError = measure(curve, duration)
    }

    /// The largest |Bézier − spring| over all time, sampled densely.
    public static func maxError(of curve: CubicBezier, duration: Double, against spring: Spring, window: Double) -> Double {
        let end = max(window, duration)
        let count = 20_000
        var worst = 0.0
        for index in 0...count {
            let t = end * Double(index) / Double(count)
            worst = max(worst, abs(curve.progress(at: t / duration) - spring.progress(at: t)))
        }
        for index in 0...2_000 {
            let t = end * (1 + 3 * Double(index) / 2_000)
            worst = max(worst, abs(1 - spring.progress(at: t)))
        }
        return worst
    }

    /// The fitting error, fast: the target tabulated once, the Bézier sampled along its own
    /// parameter (no solving for x), the tail after the Bézier ends from a suffix maximum.
    private struct Objective {
        let window: Double
        let table: [Double]
        /// tailMax[i]: the largest |1 − spring| from table sample i on (the spring stays
        /// within the tolerance after the window).
        let tailMax: [Double]

        init(table: [Double], window: Double) {
            self.window = window
            self.table = table
            let count = table.count - 1
            var tail = table.map { abs(1 - $0) }
            for index in stride(from: count - 1, through: 0, by: -1) { tail[index] = max(tail[index], tail[index + 1]) }
            tailMax = tail
        }

        static func clamped(_ p: [Double]) -> [Double] {
            [min(max(p[0], 0), 1), p[1], min(max(p[2], 0), 1), p[3], min(max(p[4], 0.05), 1)]
        }

        /// Spring progress at a fraction of the window, interpolated in the table; before the
        /// window (or NaN) its first value, after it its last. The innermost step of the search:
        /// plain comparisons, so it stays a few instructions in every build.
        func spring(at fraction: Double) -> Double {
            let last = table.count - 1
            guard fraction > 0 else { return table[0] }
            guard fraction < 1 else { return table[last] }
            let position = fraction * Double(last)
            let index = min(Int(position), last - 1)
            let weight = position - Double(index)
            return table[index] + (table[index + 1] - table[index]) * weight
        }

        func error(_ raw: [Double]) -> Double {
            let p = Self.clamped(raw)
            // Leaving the box costs, so the search comes back into it.
            var penalty = 0.0
            for (value, kept) in zip(raw, p) { penalty += abs(value - kept) }
            let (cx, bx) = (3 * p[0], 3 * (p[2] - p[0]) - 3 * p[0])
            let ax = 1 - cx - bx
            let (cy, by) = (3 * p[1], 3 * (p[3] - p[1]) - 3 * p[1])
            let ay = 1 - cy - by
            let d = p[4]
            var worst = 0.0
            let samples = 240
            for index in 0...samples {
                let u = Double(index) / Double(samples)
                let x = ((ax * u + bx) * u + cx) * u
                let y = ((ay * u + by) * u + cy) * u
                worst = max(worst, abs(y - spring(at: x * d)))
            }
            let tailIndex = Int(d * Double(table.count - 1), rounding: .down, clampedTo: 0...(table.count - 1))
            worst = max(worst, tailMax[tailIndex])
            return worst + penalty
        }
    }
}
