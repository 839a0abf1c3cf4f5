/// Which model the data supports, judged at the data's own noise: the best spring (and the
/// best spring after a delay) against the best cubic Bézier. The noise is estimated from the
/// residuals of the best of the three fits; a model fits when its RMS residual is within
/// ``tolerance`` × that noise (plus a floor for exact data), and the best one must itself look
/// like noise (its residuals uncorrelated from one sample to the next), else neither fits.
public struct FitModel: Sendable {
    public enum Verdict: String, Sendable {
        case spring, bezier, either, neither
    }

    public let verdict: Verdict
    public let spring: SpringFit
    public let delayedSpring: SpringFit
    public let bezier: BezierFit
    /// RMS residual of the Bézier, as a fraction of the travel.
    public let bezierRMS: Double
    /// The noise the data shows (RMS, fraction of the travel).
    public let noise: Double

    /// A model whose RMS residual is within this factor of the noise fits.
    public static let tolerance = 1.25
    /// Below this RMS (0.1 % of the travel) a model fits whatever the noise: rounding in the data.
    public static let floor = 0.001
    /// Residuals of a systematic misfit run in long stretches of one sign; noise flips sign
    /// about every other sample. At or above this lag-one correlation the best fit is not noise.
    public static let correlationLimit = 0.5

    public init(_ samples: [FitSample]) {
        let spring = SpringFitter.fit(samples)
        let delayed = SpringFitter.fit(samples, allowDelay: true)
        let bezier = BezierFit(samples: samples)
        let bezierResiduals = samples.map { bezier.curve.progress(at: $0.t / bezier.duration) - $0.value }
        let springResiduals = samples.map { spring.progress(at: $0.t) - $0.value }
        let delayedResiduals = samples.map { delayed.progress(at: $0.t) - $0.value }
        let rms = { (values: [Double]) in (values.reduce(0) { $0 + $1 * $1 } / Double(max(values.count, 1))).squareRoot() }
        let candidates = [springResiduals, delayedResiduals, bezierResiduals]
        let best = candidates.min { rms($0) < rms($1) } ?? springResiduals
        let noise = rms(best)
        let bestIsNoise = noise <= Self.floor || Self.lagOneCorrelation(best) < Self.correlationLimit
        func fits(_ residuals: [Double]) -> Bool {
            bestIsNoise && rms(residuals) <= Self.tolerance * noise + Self.floor
        }
        let springFits = fits(springResiduals) || fits(delayedResiduals)
        let bezierFits = fits(bezierResiduals)
        verdict = switch (springFits, bezierFits) {
        case (true, true): .either
        case (true, false): .spring
        case (false, true): .bezier
        case (false, false): .neither
        }
        self.spring = spring
        self.delayedSpring = delayed
        self.bezier = bezier
        self.bezierRMS = rms(bezierResiduals)
        self.noise = noise
    }

    /// Σ r[i]·r[i+1] / Σ r[i]²: near 0 for noise, near 1 for a smooth misfit.
    static func lagOneCorrelation(_ residuals: [Double]) -> Double {
        let power = residuals.reduce(0) { $0 + $1 * $1 }
        guard power > 0, residuals.count > 2 else { return 0 }
        let lagged = zip(residuals, residuals.dropFirst()).reduce(0) { $0 + $1.0 * $1.1 }
        return lagged / power
    }
}
