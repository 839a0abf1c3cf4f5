import AnimTuneCore

/// The baseline `metrics` is compared with: overshoot and 2 % settling time read off
/// 50,000 samples of the curve over 5 s, as one would with a spreadsheet or numpy.
struct SampledMetrics {
    static let samples = 50_000
    static let span = 5.0

    let overshoot: Double
    let settlingTime: Double

    init(_ spring: Spring) {
        var peak = 0.0
        var lastOutside = 0.0
        for index in 0...Self.samples {
            let t = Self.span * Double(index) / Double(Self.samples)
            let progress = spring.progress(at: t)
            peak = max(peak, progress)
            if abs(1 - progress) > SpringMetrics.settlingBand { lastOutside = t }
        }
        overshoot = max(0, peak - 1)
        settlingTime = lastOutside
    }
}
