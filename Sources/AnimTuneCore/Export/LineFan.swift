/// The straight lines leaving one source stop that have stayed inside the band so far, as a
/// convex polygon in (value at the source, slope per fine sample): what `MinLinkSearch`
/// sweeps right from a source. A source interval [a, b] starts as the rectangle
/// a ≤ y₀ ≤ b, |s| ≤ steepest; each band sample d samples further clips it by two half-planes
/// (Sutherland–Hodgman), so after any number of samples it is exactly the set of lines from
/// the source that are inside the band at every sample swept.
struct LineFan {
    private var values: [Double] = []
    private var slopes: [Double] = []
    private var scratchValues: [Double] = []
    private var scratchSlopes: [Double] = []

    init() {
        for buffer in [\LineFan.values, \.slopes, \.scratchValues, \.scratchSlopes] {
            self[keyPath: buffer].reserveCapacity(32)
        }
    }

    /// Starts over from the source values `low...high` and every slope within ±`steepest`.
    mutating func reset(low: Double, high: Double, steepest: Double) {
        values.removeAll(keepingCapacity: true)
        slopes.removeAll(keepingCapacity: true)
        values.append(contentsOf: [low, high, high, low])
        slopes.append(contentsOf: [-steepest, -steepest, steepest, steepest])
    }

    /// Keeps the lines whose value `d` samples right of the source is within `low...high`, and
    /// returns the values they take there (an interval: the polygon is convex), or nil when
    /// no line is left.
    mutating func clip(at d: Double, low: Double, high: Double) -> (low: Double, high: Double)? {
        var least = Double.infinity, most = -Double.infinity
        for index in values.indices {
            let y = values[index] + slopes[index] * d
            least = min(least, y)
            most = max(most, y)
        }
        guard most >= low, least <= high else { return nil }
        if most > high { keep(below: high, at: d, sign: 1) }
        if least < low { keep(below: -low, at: d, sign: -1) }
        guard !values.isEmpty else { return nil }
        return (max(least, low), min(most, high))
    }

    /// One Sutherland–Hodgman pass: the part where sign·(y₀ + s·d) ≤ bound.
    private mutating func keep(below bound: Double, at d: Double, sign: Double) {
        scratchValues.removeAll(keepingCapacity: true)
        scratchSlopes.removeAll(keepingCapacity: true)
        let count = values.count
        for index in 0..<count {
            let next = index + 1 == count ? 0 : index + 1
            let here = sign * (values[index] + slopes[index] * d) - bound
            let there = sign * (values[next] + slopes[next] * d) - bound
            if here <= 0 {
                scratchValues.append(values[index])
                scratchSlopes.append(slopes[index])
            }
            if (here < 0 && there > 0) || (here > 0 && there < 0) {
                let t = here / (here - there)
                scratchValues.append(values[index] + t * (values[next] - values[index]))
                scratchSlopes.append(slopes[index] + t * (slopes[next] - slopes[index]))
            }
        }
        swap(&values, &scratchValues)
        swap(&slopes, &scratchSlopes)
    }
}
