extension LinearEasing {
    /// Reference implementation for the benchmark, not used by the exporters: what Jake
    /// Archibald's linear-easing-generator does. The spring is sampled at 10,000 steps of
    /// the duration, the polyline simplified by Ramer–Douglas–Peucker with `epsilon` (the
    /// perpendicular distance in the unit square), and the kept points written with values
    /// rounded to 4 decimals at their exact sample positions.
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
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            var farthest = first, distance = -1.0
            for index in (first + 1)..<last {
                let p = points[index]
                let d = abs(dy * (p.x - a.x) - dx * (p.y - a.y)) / length
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
        uniformStops(spring, duration: duration, count: max(2, Int((duration / interval).rounded()) + 1))
    }

    /// `count` evenly spaced stops from 0 % to 100 % (the last one exactly 1).
    public static func uniformStops(_ spring: Spring, duration: Double, count: Int) -> LinearEasing {
        let last = max(1, count - 1)
        return LinearEasing(points: (0...last).map { index in
            (index == last ? 1 : spring.progress(at: duration * Double(index) / Double(last)), index)
        }, gridSize: last)
    }
}
