/// Which model the data supports, judged from the errors the report prints: the spring shown
/// (its max and RMS error), the best cubic Bézier (its max and RMS error) and the data's noise.
/// The noise is the RMS residual of the best of three fits (spring, spring after a delay,
/// Bézier). A model fits when its RMS residual is within ``tolerance`` × the noise (plus a floor
/// for exact data), the best fit's residuals look like noise, and its max error is not larger
/// than the other model's by more than the noise: the verdict never names the model that
/// strays further.
///
/// A hold before the motion (or a delay the data shows) is found by the delayed fit: when the
/// spring after a delay fits and the spring from 0 does not, the delayed one is the spring
/// shown (as `--delay` does); when it only does much better, ``delaySuggested`` says so.
public struct FitModel: Sendable {
    public enum Verdict: String, Sendable {
        case spring, bezier, either, neither
    }

    public let verdict: Verdict
    /// The spring the report shows, whose errors the verdict reads: the delayed fit when
    /// `--delay` was given or a hold was found, else the spring from 0.
    public let fit: SpringFit
    public let spring: SpringFit
    public let delayedSpring: SpringFit
    public let bezier: BezierFit
    /// RMS residual of the Bézier, as a fraction of the travel.
    public let bezierRMS: Double
    /// The noise the data shows (RMS, fraction of the travel).
    public let noise: Double
    /// A delay was fitted though `--delay` was not given: the data starts with a hold.
    public let holdDetected: Bool
    /// The spring after a delay fits much better than the one shown but not within the noise:
    /// the report suggests `--delay`.
    public let delaySuggested: Bool

    /// A model whose RMS residual is within this factor of the noise fits.
    public static let tolerance = 1.25
    /// Below this RMS (0.1 % of the travel) a model fits whatever the noise: rounding in the data.
    public static let floor = 0.001
    /// Residuals of a systematic misfit run in long stretches of one sign; noise flips sign
    /// about every other sample. At or above this lag-one correlation the best fit is not noise.
    public static let correlationLimit = 0.5

    /// `delay`: fit a start delay whatever the data (`fit --delay`).
    public init(_ samples: [FitSample], delay: Bool = false) {
        let spring = SpringFitter.fit(samples)
        let delayed = SpringFitter.fit(samples, allowDelay: true)
        let bezier = BezierFit(samples: samples)
        let bezierResiduals = samples.map { bezier.curve.progress(at: $0.t / bezier.duration) - $0.value }
        let rms = { (values: [Double]) in (values.reduce(0) { $0 + $1 * $1 } / Double(max(values.count, 1))).squareRoot() }
        let residuals = { (fit: SpringFit) in samples.map { fit.progress(at: $0.t) - $0.value } }
        let best = [residuals(spring), residuals(delayed), bezierResiduals].min { rms($0) < rms($1) } ?? bezierResiduals
        let noise = rms(best)
        let bestIsNoise = noise <= Self.floor || Self.lagOneCorrelation(best) < Self.correlationLimit
        let fitsNoise = { (rmsError: Double) in bestIsNoise && rmsError <= Self.tolerance * noise + Self.floor }
        let holdDetected = !delay && delayed.delay > 0 && fitsNoise(delayed.rmsError) && !fitsNoise(spring.rmsError)
        let shown = delay || holdDetected ? delayed : spring
        let bezierRMS = rms(bezierResiduals)
        self.verdict = Self.verdict(spring: (shown.maxError, shown.rmsError), bezier: (bezier.maxError, bezierRMS),
                                    noise: noise, bestIsNoise: bestIsNoise)
        self.fit = shown
        self.spring = spring
        self.delayedSpring = delayed
        self.bezier = bezier
        self.bezierRMS = bezierRMS
        self.noise = noise
        self.holdDetected = holdDetected
        delaySuggested = !delay && !holdDetected && delayed.delay > 0 && delayed.rmsError < 0.5 * spring.rmsError
            && delayed.maxError < spring.maxError
    }

    /// The verdict from the printed errors: a model fits when its RMS is within the noise
    /// (``tolerance`` × noise + ``floor``, and the best fit looks like noise) and its max error
    /// is at most the other's plus the noise.
    public static func verdict(spring: (max: Double, rms: Double), bezier: (max: Double, rms: Double),
                               noise: Double, bestIsNoise: Bool = true) -> Verdict {
        func fits(_ model: (max: Double, rms: Double), against other: (max: Double, rms: Double)) -> Bool {
            bestIsNoise && model.rms <= tolerance * noise + floor && model.max <= other.max + noise
        }
        switch (fits(spring, against: bezier), fits(bezier, against: spring)) {
        case (true, true): return .either
        case (true, false): return .spring
        case (false, true): return .bezier
        case (false, false): return .neither
        }
    }

    /// Σ r[i]·r[i+1] / Σ r[i]²: near 0 for noise, near 1 for a smooth misfit.
    static func lagOneCorrelation(_ residuals: [Double]) -> Double {
        let power = residuals.reduce(0) { $0 + $1 * $1 }
        guard power > 0, residuals.count > 2 else { return 0 }
        let lagged = zip(residuals, residuals.dropFirst()).reduce(0) { $0 + $1.0 * $1.1 }
        return lagged / power
    }
}
