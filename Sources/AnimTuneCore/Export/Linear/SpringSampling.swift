/// The spring sampled on the grids that `LinearEasing.spring` searches for its stops: the
/// band the easing must stay in, at every fine sample, and the candidate stops per position step.
struct SpringSampling {
    let spring: Spring
    let tolerance: Double
    let duration: Double
    /// Position steps from 0 % to 100 %.
    let gridSize: Int
    /// Fine samples per position step.
    let refine: Int
    /// 10^valueDecimals: the band is in units of 1/valueScale, and printed values are whole ones.
    let valueScale: Double
    /// Decimals of the printed stop values.
    let valueDecimals: Int
    /// The spring's progress at every fine sample.
    let values: [Double]
    /// How far the spring can stray from the chord between two fine samples (a bound from its
    /// curvature), taken off the band.
    let margin: Double
    /// The band at fine sample m, in value units: [lower[m], upper[m]].
    let lower: [Double]
    let upper: [Double]

    /// `roundingRoom` (in units of 1/valueScale) is taken off both sides of the band, not off
    /// the clamps at 0 and 1: a path inside it stays within the band once its values are
    /// rounded to whole units (0.5 for rounding to nearest).
    init(_ spring: Spring, tolerance: Double, valueDecimals: Int = 5, roundingRoom: Double = 0.5,
         gridSize forcedGrid: Int? = nil) {
        self.spring = spring
        self.valueDecimals = valueDecimals
        let valueScale = (0..<valueDecimals).reduce(1.0) { scale, _ in scale * 10 }
        self.valueScale = valueScale
        self.tolerance = tolerance
        let duration = LinearEasing.duration(of: spring, tolerance: tolerance)
        self.duration = duration
        // Position steps: 0.05 % of the duration at the default tolerance (coarser for looser
        // tolerances, whose segments are longer), finer when the spring oscillates a lot.
        let zeta = spring.dampingRatio, omega = spring.naturalFrequency
        let halfPeriods = zeta < 1 ? duration * omega * (1 - zeta * zeta).squareRoot() / .pi : 1
        let forTolerance = tolerance <= 0.0015 ? 2_000 : tolerance <= 0.006 ? 1_000 : 500
        let forOscillation = halfPeriods <= 40 ? 0 : halfPeriods <= 100 ? 5_000 : 10_000
        gridSize = forcedGrid ?? max(forTolerance, forOscillation)
        // |f''| in normalized time, with a safety factor.
        let curvature = SpringSteps.largestAcceleration(spring, step: duration / Double(4 * gridSize), count: 4 * gridSize)
            * 1.25 * duration * duration
        // Fine spacing h with curvature·h²/8 ≤ 2 % of the tolerance.
        let allowance = 0.02 * tolerance
        let h = (8 * allowance / max(curvature, 1e-12)).squareRoot()
        // A curvature that overflows (a response of 1e-20 s) gives h = 0 or NaN: the finest grid.
        refine = Int(1 / (h * Double(gridSize)), rounding: .up, clampedTo: 1...64)
        let spacing = 1 / Double(gridSize * refine)
        let margin = curvature * spacing * spacing / 8
        self.margin = margin
        let band = tolerance - margin
        let fineCount = gridSize * refine
        var lower = [Double](repeating: 0, count: fineCount + 1)
        var upper = [Double](repeating: 0, count: fineCount + 1)
        // The easing may not do what the spring never does: go below 0 where the spring is not
        // (a start that backs away), or above 1 for a spring that never overshoots.
        let overshoots = SpringMetrics.overshoot(of: spring) > 0
        let values = SpringSteps(spring, step: duration / Double(fineCount), count: fineCount).progress()
        self.values = values
        for m in 0...fineCount {
            let f = values[m]
            let below = (f - band) * valueScale + roundingRoom, above = (f + band) * valueScale - roundingRoom
            lower[m] = max(below, min(f, 0) * valueScale)
            upper[m] = overshoots ? above : min(above, max(f, 1) * valueScale)
        }
        // The end stop is (100 %, 1); the duration puts the spring within 98 % of the band
        // there, so this only absorbs rounding.
        lower[fineCount] = min(lower[fineCount], valueScale)
        upper[fineCount] = max(upper[fineCount], valueScale)
        self.lower = lower
        self.upper = upper
    }

    /// The fewest stops from (0, 0) to (gridSize, 1) inside the band (`MinLinkSearch`), values
    /// in units of 1/valueScale; nil when the search found none or was cancelled.
    func shortestPath() -> [(step: Int, value: Double)]? {
        MinLinkSearch(lower: lower, upper: upper, gridSize: gridSize, refine: refine, end: valueScale).path()
    }

    /// Unreachable only for a band narrower than the value grid: a stop at every step, in the
    /// middle of the band.
    func everyStep() -> [(step: Int, value: Double)] {
        (0...gridSize).map { i in
            (i, i == 0 ? 0 : i == gridSize ? valueScale
                : Double(Int((lower[i * refine] + upper[i * refine]) / 2, rounding: .toNearestOrAwayFromZero,
                             clampedTo: Self.valueBounds)))
        }
    }

    /// Stop values in units of 1/valueScale, far outside any band a finite spring makes: a
    /// band that is NaN or infinite (a spring whose closed form overflows) converts within it.
    static let valueBounds = -1_000_000_000...1_000_000_000
}
