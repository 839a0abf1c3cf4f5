extension SpringSampling {
    /// A bound on |easing − spring| over all time for an easing whose stops are on the
    /// position grid: the largest difference at the fine samples plus `margin` (between two
    /// samples the easing is straight and the spring within `margin` of its chord), and after
    /// the duration, where the easing rests at 1, the largest |1 − spring| sampled over
    /// [D, 4D] (2,000 steps).
    func errorBound(of easing: LinearEasing) -> Double {
        let tail = SpringSteps(spring, start: duration, step: 3 * duration / 2_000, count: 2_000).progress()
        var worst = tail.reduce(0) { max($0, abs(1 - $1)) }
        let stops = easing.stops, scale = refine * gridSize / easing.gridSize
        var inside = 0.0
        values.withUnsafeBufferPointer { values in
            for index in 1..<stops.count {
                let a = stops[index - 1], b = stops[index]
                let first = a.step * scale, last = b.step * scale, length = Double(last - first)
                for m in first...last {
                    let y = a.value + (b.value - a.value) * (Double(m - first) / length)
                    inside = max(inside, abs(y - values[m]))
                }
            }
        }
        worst = max(worst, inside + margin)
        return worst
    }
}
