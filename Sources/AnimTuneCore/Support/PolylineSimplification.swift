/// Fewer points for a sampled curve: Ramer–Douglas–Peucker on (time, value), iterative (no
/// recursion, so no depth limit), keeping every point needed to stay within `tolerance` of
/// every sample when drawn linearly between the kept ones. The first and last are always kept.
public enum PolylineSimplification {
    public static func indices(times: [Double], values: [Double], tolerance: Double) -> [Int] {
        let count = min(times.count, values.count)
        guard count > 2 else { return Array(0..<count) }
        var keep = [Bool](repeating: false, count: count)
        keep[0] = true
        keep[count - 1] = true
        var spans = [(0, count - 1)]
        while let (start, end) = spans.popLast() {
            guard end - start > 1 else { continue }
            let t0 = times[start], v0 = values[start], span = times[end] - t0
            let slope = span > 0 ? (values[end] - v0) / span : 0
            var worst = start, worstError = tolerance
            for index in (start + 1)..<end {
                let error = abs(v0 + slope * (times[index] - t0) - values[index])
                if error > worstError {
                    worst = index
                    worstError = error
                }
            }
            guard worst != start else { continue }
            keep[worst] = true
            spans.append((start, worst))
            spans.append((worst, end))
        }
        return keep.indices.filter { keep[$0] }
    }
}
