import Testing
@testable import AnimTuneCore

/// `LineFan`, the polygon of lines the `linear()` search sweeps, at the clips where rounding
/// decides: a band that narrows to a single value.
@Suite("the polygon of lines that the linear() search sweeps")
struct LineFanTests {
    /// `fan` from a random source interval in the search's units (values near 1e5, slopes near
    /// 1), clipped by a few random bands at increasing distances: the last distance and the
    /// span there, nil when no line is left.
    static func randomFan(_ fan: inout LineFan, _ random: inout SeededGenerator) -> (d: Double, span: (low: Double, high: Double))? {
        let low = Double.random(in: 99_000...100_000, using: &random), high = low + Double.random(in: 0...400, using: &random)
        let nextLow = Double.random(in: 99_000...100_000, using: &random), nextHigh = nextLow + Double.random(in: 0...400, using: &random)
        fan.reset(low: low, high: high, nextLow: nextLow, nextHigh: nextHigh)
        var d = 1.0, span: (low: Double, high: Double)?
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            d += Double(Int.random(in: 1...120, using: &random))
            let bandLow = Double.random(in: 99_000...100_500, using: &random)
            span = fan.clip(at: d, low: bandLow, high: bandLow + Double.random(in: 50...600, using: &random))
            if span == nil { return nil }
        }
        return span.map { (d, $0) }
    }

    @Test("a clip to one value ends, keeping the lines through it: all of them inside the span, at its ends those the rounding leaves")
    func clipToOneValueEnds() {
        var random = SeededGenerator(seed: 2_026)
        var (edges, inside) = (0, 0)
        var fan = LineFan()
        while edges + inside < 20_000 {
            guard let (d, span) = Self.randomFan(&fan, &random), span.high - span.low > 1e-6 else { continue }
            let atEdge = Bool.random(using: &random)
            let value = atEdge ? (Bool.random(using: &random) ? span.low : span.high)
                : span.low + (span.high - span.low) * Double.random(in: 0.01...0.99, using: &random)
            // Before the fix, rounding could leave every vertex a hair past the second bound,
            // and the cut's walk round the polygon never ended.
            let clipped = fan.clip(at: d, low: value, high: value)
            if atEdge { edges += 1 } else { inside += 1 }
            if let clipped {
                #expect(clipped.low == value && clipped.high == value)
                // What is left still clips, one sample on.
                #expect(fan.clip(at: d + 1, low: 0, high: 200_000) != nil)
            } else {
                #expect(atEdge, "a value inside the span (\(span.low)...\(span.high)) keeps lines: \(value)")
            }
        }
    }
}
