/// UIScrollView's rubber band: past a content edge the content follows a finger (or a spring)
/// less and less. For an overscroll x ≥ 0 the scroll view shows
///
///     f(x) = (1 − 1 / (x·c/d + 1))·d
///
/// with d the scroll view's dimension along the scroll axis and c = 0.55. The formula and the
/// constant are reverse-engineered (Grant Paul, quoted in "Analysis of Apple's rubber band
/// scrolling", 2013), not documented by Apple. f(0) = 0, f′(0) = c, and f tends to d.
struct RubberBand: Sendable, Hashable {
    /// c, the resistance constant (0.55 for UIScrollView).
    let constant: Double
    /// d, the scroll view's height in points.
    let dimension: Double

    /// The displayed overscroll for a raw overscroll `x` ≥ 0; negative `x` is mirrored.
    func displayed(_ x: Double) -> Double {
        guard x >= 0 else { return -displayed(-x) }
        return (1 - 1 / (x * constant / dimension + 1)) * dimension
    }

    /// The inverse, x = (d/c)·f/(d − f): the raw overscroll behind a displayed one
    /// (`0 ≤ f < d`; negative `f` is mirrored).
    func raw(_ f: Double) -> Double {
        guard f >= 0 else { return -raw(-f) }
        return dimension / constant * f / (dimension - f)
    }

    /// df/dx = c / (x·c/d + 1)², the factor a raw velocity is scaled by on screen.
    func slope(_ x: Double) -> Double {
        let denominator = abs(x) * constant / dimension + 1
        return constant / (denominator * denominator)
    }
}
