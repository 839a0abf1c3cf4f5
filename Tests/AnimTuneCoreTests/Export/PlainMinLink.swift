/// The fewest-stop count for a band, searched plainly for the tests: layer by layer, every
/// reachable step whose values changed in the layer before (from the last one whose whole band
/// is reachable) sweeps the lines through its reachable values right to the end or until none
/// is left, with no other cut; the
/// reachable values per step kept as optional ranges, the lines as a polygon of points
/// (value at the source, slope) clipped by a general half-plane routine. Shares no code
/// with `MinLinkSearch`.
struct PlainMinLink {
    let lower: [Double]
    let upper: [Double]
    let gridSize: Int
    let refine: Int
    let end: Double

    /// Segments on the shortest path, nil when the end is never reached.
    func segments() -> Int? {
        var reach = [ClosedRange<Double>?](repeating: nil, count: gridSize + 1)
        var swept = reach
        reach[0] = 0...0
        let steepest = (upper.max()! - lower.min()!) * 2 + 10
        for layer in 1...(gridSize + 1) {
            let previous = reach
            let last = previous.lastIndex { $0 != nil }!
            let first = (0...last).last { j in previous[j].map { $0.lowerBound <= lower[j * refine] && $0.upperBound >= upper[j * refine] } ?? false } ?? 0
            for j in first...min(last, gridSize - 1) {
                guard let source = previous[j], source != swept[j] else { continue }
                var polygon: [(Double, Double)] = [(source.lowerBound, -steepest), (source.upperBound, -steepest),
                                                   (source.upperBound, steepest), (source.lowerBound, steepest)]
                for m in (j * refine + 1)...(gridSize * refine) {
                    let d = Double(m - j * refine)
                    polygon = Self.clip(polygon, a: 1, b: d, c: upper[m])
                    polygon = Self.clip(polygon, a: -1, b: -d, c: -lower[m])
                    if polygon.isEmpty { break }
                    if m % refine == 0 {
                        let values = polygon.map { $0.0 + $0.1 * d }
                        let range = max(values.min()!, lower[m])...min(values.max()!, upper[m])
                        let step = m / refine
                        reach[step] = reach[step].map { min($0.lowerBound, range.lowerBound)...max($0.upperBound, range.upperBound) } ?? range
                    }
                }
            }
            swept = previous
            if reach[gridSize]?.contains(end) == true { return layer }
            if reach == previous { return nil }
        }
        return nil
    }

    /// The part of a convex polygon where a·x + b·y ≤ c.
    static func clip(_ polygon: [(Double, Double)], a: Double, b: Double, c: Double) -> [(Double, Double)] {
        var kept: [(Double, Double)] = []
        for (index, point) in polygon.enumerated() {
            let next = polygon[(index + 1) % polygon.count]
            let inside = a * point.0 + b * point.1 - c, nextInside = a * next.0 + b * next.1 - c
            if inside <= 0 { kept.append(point) }
            if inside * nextInside < 0 {
                let t = inside / (inside - nextInside)
                kept.append((point.0 + t * (next.0 - point.0), point.1 + t * (next.1 - point.1)))
            }
        }
        return kept
    }
}
