import Foundation

extension LinearEasing {
    /// Reference implementation for the benchmark, not used by the exporters: what Jake
    /// Archibald's linear-easing-generator does. The spring is sampled at 10,000 steps of
    /// the duration, the polyline simplified by Ramer–Douglas–Peucker with `epsilon` (the
    /// distance to a segment in the unit square, as its `simplifyDouglasPeucker`), and the kept
    /// points written with values rounded to 4 decimals at their exact sample positions (the
    /// generator also rounds positions; keeping them exact only favours RDP).
    public static func rdpStops(_ spring: Spring, duration: Double, epsilon: Double, samples: Int = 10_000) -> LinearEasing {
        let points = (0...samples).map { index in
            (x: Double(index) / Double(samples), y: spring.progress(at: duration * Double(index) / Double(samples)))
        }
        var keep = Array(repeating: false, count: points.count)
        keep[0] = true
        keep[samples] = true
        var pending = [(0, samples)]
        while let (first, last) = pending.popLast() {
            guard last - first > 1 else { continue }
            let a = points[first], b = points[last]
            let dx = b.x - a.x, dy = b.y - a.y, length2 = dx * dx + dy * dy
            var farthest = first, distance = -1.0
            for index in (first + 1)..<last {
                // Distance to the segment (not the line), as the generator measures it.
                let p = points[index]
                let t = length2 > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0), 1) : 0
                let ex = p.x - (a.x + t * dx), ey = p.y - (a.y + t * dy)
                let d = (ex * ex + ey * ey).squareRoot()
                if d > distance { (farthest, distance) = (index, d) }
            }
            if distance > epsilon {
                keep[farthest] = true
                pending.append((first, farthest))
                pending.append((farthest, last))
            }
        }
        var kept: [(value: Double, step: Int)] = []
        for index in 0...samples where keep[index] {
            kept.append((index == samples ? 1 : points[index].y, index))
        }
        return LinearEasing(points: kept, gridSize: samples)
    }

    /// Reference implementation for the benchmark, not used by the exporters: what
    /// motion.dev does for a spring in CSS. The spring is sampled every `interval` seconds
    /// (motion.dev: 30 ms) over the duration, values rounded to 4 decimals and all positions
    /// left to CSS (evenly spaced), so `count` stops in all.
    public static func uniformStops(_ spring: Spring, duration: Double, interval: Double = 0.03) -> LinearEasing {
        uniformStops(spring, duration: duration, count: Int(duration / interval, rounding: .toNearestOrAwayFromZero, clampedTo: 1...100_000) + 1)
    }

    /// `count` evenly spaced stops from 0 % to 100 % (the last one exactly 1).
    public static func uniformStops(_ spring: Spring, duration: Double, count: Int) -> LinearEasing {
        let last = max(1, count - 1)
        return LinearEasing(points: (0...last).map { index in
            (index == last ? 1 : spring.progress(at: duration * Double(index) / Double(last)), index)
        }, gridSize: last)
    }
}

extension LinearEasing {
    /// Stop counts of the three generators for one spring at the same maximum error, over the
    /// same duration (the benchmark's row): animtune's `spring(_:tolerance:)`, the fewest RDP
    /// stops within the tolerance (its best epsilon), the fewest evenly spaced stops within it,
    /// and motion.dev's own 30 ms sampling with the error it reaches and what animtune needs
    /// for that error.
    public struct Comparison: Sendable {
        public let tolerance: Double
        public let animtune: SpringFit
        public let rdp: LinearEasing
        public let uniform: LinearEasing
        public let motion: LinearEasing
        public let motionError: Double
        public let animtuneAtMotionError: SpringFit

        public init(_ spring: Spring, tolerance: Double = LinearEasing.defaultTolerance) {
            self.tolerance = tolerance
            animtune = LinearEasing.spring(spring, tolerance: tolerance)
            let duration = animtune.duration
            rdp = LinearEasing.rdpStops(spring, duration: duration, tolerance: tolerance)
            uniform = LinearEasing.uniformStops(spring, duration: duration, tolerance: tolerance)
            motion = LinearEasing.uniformStops(spring, duration: duration)
            motionError = LinearEasing.maxError(of: motion, against: spring, duration: duration)
            let range = LinearEasing.toleranceRange
            animtuneAtMotionError = LinearEasing.spring(spring, tolerance: min(max(motionError, range.lowerBound), range.upperBound))
        }
    }

    /// Reference for the benchmark, and what ``spring(_:tolerance:)`` falls back to when its
    /// search would take too long: the fewest RDP stops whose error stays within `tolerance`
    /// — the largest epsilon that meets it (bisection on log ε), then a sweep around it for a
    /// luckier one.
    public static func rdpStops(_ spring: Spring, duration: Double, tolerance: Double) -> LinearEasing {
        let meter = ErrorMeter(spring, duration: duration)
        func attempt(_ epsilon: Double) -> LinearEasing? {
            let easing = rdpStops(spring, duration: duration, epsilon: epsilon)
            return meter.error(of: easing) <= tolerance ? easing : nil
        }
        var low = log(tolerance / 1_000), high = log(tolerance * 2)
        for _ in 0..<18 {
            let mid = (low + high) / 2
            if attempt(exp(mid)) != nil { low = mid } else { high = mid }
        }
        var best = attempt(exp(low)) ?? rdpStops(spring, duration: duration, epsilon: 0)
        for factor in stride(from: 0.7, through: 1.3, by: 0.05) {
            if let easing = attempt(exp(low) * factor), easing.stops.count < best.stops.count { best = easing }
        }
        return best
    }

    /// Reference for the benchmark: the fewest evenly spaced stops within `tolerance`
    /// (bisection on the count, then every smaller count down to 70 % of it, as the error is
    /// not monotone in the count).
    public static func uniformStops(_ spring: Spring, duration: Double, tolerance: Double) -> LinearEasing {
        let meter = ErrorMeter(spring, duration: duration)
        func error(_ count: Int) -> Double { meter.error(of: uniformStops(spring, duration: duration, count: count)) }
        var high = 8
        while error(high) > tolerance && high < 100_000 { high *= 2 }
        var low = high / 2
        while high - low > 1 {
            let mid = (low + high) / 2
            if error(mid) <= tolerance { high = mid } else { low = mid }
        }
        var best = high
        for count in stride(from: high - 1, through: max(2, high * 7 / 10), by: -1) where error(count) <= tolerance { best = count }
        return uniformStops(spring, duration: duration, count: best)
    }
}
