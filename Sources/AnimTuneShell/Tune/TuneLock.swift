import AnimTuneCore

/// A measure of a spring that `l` holds while other keys of the spring are nudged.
public struct TuneLock: Sendable, Hashable {
    public enum Metric: String, Sendable, Hashable, CaseIterable {
        case overshoot, settle, peak

        /// The measure's value for `spring`; nil when it has none (no overshoot, no peak).
        public func value(of spring: Spring) -> Double? {
            let metrics = SpringMetrics(spring)
            switch self {
            case .overshoot: return metrics.overshoot
            case .settle: return metrics.settlingTime.isFinite ? metrics.settlingTime : nil
            case .peak: return metrics.peakTime
            }
        }
    }

    public let group: String
    public let metric: Metric
    /// The value held, in the measure's unit (a fraction for overshoot, seconds otherwise).
    public let value: Double

    /// The spring that keeps this measure after `nudged` moved `field`: a key that sets the
    /// time scale (duration, response, mass, stiffness) keeps its perceptual duration, a key
    /// that sets the bounce keeps its overshoot; ``SpringTargets`` solves for the rest.
    /// Throws a message for the user when the field and the lock cannot both hold.
    public func solve(after nudged: Spring, moved field: SpringField) throws(TuneFailure) -> Spring {
        guard nudged.initialVelocity == 0 else {
            throw TuneFailure("a lock needs an initial velocity of 0 (it is \(NumberFormatting.short(nudged.initialVelocity)))")
        }
        var targets = SpringTargets()
        switch metric {
        case .overshoot: targets.overshoot = value
        case .settle: targets.settlingTime = value
        case .peak: targets.peakTime = value
        }
        let measured = SpringMetrics(nudged)
        switch field {
        case .duration, .response, .mass, .stiffness:
            targets.perceptualDuration = measured.perceptualDuration
        case .damping, .bounce, .dampingFraction, .dampingCoefficient:
            guard metric != .overshoot else {
                throw TuneFailure("overshoot is locked and \(field.rawValue) sets it: nudge a time key, or l to unlock")
            }
            targets.overshoot = measured.overshoot
        case .velocity:
            throw TuneFailure("a lock holds with no initial velocity: l unlocks to change velocity")
        }
        var solved: Spring
        do { solved = try targets.solve() } catch { throw TuneFailure(error.description) }
        // Same motion with the mass the user set.
        solved.stiffness *= nudged.mass
        solved.damping *= nudged.mass
        solved.mass = nudged.mass
        return solved
    }

    /// `overshoot 16.3 %`, `settle 0.52 s`.
    public var description: String { "\(metric.rawValue) \(TuneFormat.metric(metric, value))" }
}
