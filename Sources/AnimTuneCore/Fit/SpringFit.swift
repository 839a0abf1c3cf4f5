/// The spring (mass 1) that best matches samples in the least-squares sense, how far it
/// strays, and the best cubic Bézier for comparison.
public struct SpringFit: Sendable {
    public let spring: Spring
    /// Seconds before the spring starts (0 unless the fit was allowed a delay).
    public let delay: Double
    /// Largest and root-mean-square |spring − data|, as fractions of the travel.
    public let maxError: Double
    public let rmsError: Double
    public let sampleCount: Int

    /// Above this maximum error (2 % of the travel) a spring is not a good model of the data.
    public static let goodFit = 0.02

    public init(spring: Spring, delay: Double, maxError: Double, rmsError: Double, sampleCount: Int) {
        self.spring = spring
        self.delay = delay
        self.maxError = maxError
        self.rmsError = rmsError
        self.sampleCount = sampleCount
    }

    /// Progress of the fitted motion at time t (delay included).
    public func progress(at t: Double) -> Double { spring.progress(at: t - delay) }
}
