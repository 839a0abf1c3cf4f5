import AnimTuneCore

/// A measure of a spring that `l` holds while other keys of the spring are nudged.
///
/// The nudged key keeps exactly the value the user gave it; one partner key of the same form
/// (``partner(of:in:)``) is solved so the measure stays, starting from its current value and
/// moving continuously: the root nearest to it, on the same side of ζ = 1, within
/// ``maximumRatioChange`` of the damping ratio. Where no such root exists (the 2 % settling
/// time jumps by half a period when a ripple leaves the band) ``solve(after:before:moved:)``
/// gives nil and the key does not move there.
public struct TuneLock: Sendable, Hashable {
    public enum Metric: String, Sendable, Hashable, CaseIterable {
        case overshoot, settle, peak

        /// The measure's value for `spring`; nil when it has none (no overshoot, no peak).
        public func value(of spring: Spring) -> Double? {
            let metrics = SpringMetrics(spring)
            switch self {
            case .overshoot: return metrics.overshoot > 0 ? metrics.overshoot : nil
            case .settle: return metrics.settlingTime.isFinite ? metrics.settlingTime : nil
            case .peak: return metrics.peakTime
            }
        }
    }

    public let group: String
    public let metric: Metric
    /// The value held, in the measure's unit (a fraction for overshoot, seconds otherwise).
    public let value: Double

    /// A solved spring keeps the measure within this fraction of its value.
    public static let tolerance = 1e-5
    /// How far one nudge may move the damping ratio; farther is a jump, not a nudge.
    public static let maximumRatioChange = 0.1

    public init(group: String, metric: Metric, value: Double) {
        self.group = group
        self.metric = metric
        self.value = value
    }

    /// The key solved when `field` is nudged: the damping key of the form for a time key and
    /// the other way round (the mass for the damping coefficient under a settle lock: with the
    /// coefficient, the mass sets the decay rate, which the settling time follows); nil for the velocity.
    public func partner(of field: SpringField, in setting: SpringSetting) -> SpringField? {
        switch field {
        case .duration: .damping
        case .damping: .duration
        case .response:
            if case .swiftui(_, _, .dampingFraction) = setting { .dampingFraction } else { .bounce }
        case .bounce, .dampingFraction: .response
        case .mass, .stiffness: .dampingCoefficient
        case .dampingCoefficient: metric == .settle ? .mass : .stiffness
        case .velocity: nil
        }
    }

    /// `nudged` (the spring right after `field` moved) with its partner key solved so the
    /// measure holds, continuing from `before` (the spring before the nudge). Nil when no
    /// spring near `before` on its branch holds it with `field` at this value. Throws a
    /// message for the user when `field` and the lock cannot both hold at all.
    public func solve(after nudged: SpringSetting, before: SpringSetting, moved field: SpringField) throws(TuneFailure) -> SpringSetting? {
        guard nudged.spring.initialVelocity == 0 else {
            throw TuneFailure("a lock needs an initial velocity of 0 (it is \(NumberFormatting.short(nudged.spring.initialVelocity)))")
        }
        guard let partner = partner(of: field, in: nudged) else {
            throw TuneFailure("a lock holds with no initial velocity: l unlocks to change velocity")
        }
        if metric == .overshoot, [.damping, .bounce, .dampingFraction].contains(field) {
            throw TuneFailure("overshoot is locked and \(field.rawValue) sets it: nudge a time key, or l to unlock")
        }
        guard let start = nudged.value(of: partner) else { return nil }
        let ratio = before.spring.dampingRatio
        let range = partner.range
        /// How far the measure is off with the partner at `p`; nil off the branch or the range.
        func miss(_ p: Double) -> Double? {
            guard range.contains(p), let candidate = try? nudged.setting(partner, to: p) else { return nil }
            let spring = candidate.spring
            let zeta = spring.dampingRatio
            guard abs(zeta - ratio) < Self.maximumRatioChange, !(ratio < 1 && zeta > 1), !(ratio > 1 && zeta < 1),
                  let measured = metric.value(of: spring) else { return nil }
            return measured / value - 1
        }
        guard let missAtStart = miss(start) else { return nil }
        if abs(missAtStart) <= Self.tolerance { return nudged }
        // Walk out both ways in growing steps to the nearest change of sign, then bisect it;
        // a change of sign that is a jump of the measure (not a root) leaves the other way.
        let scale = max(abs(start), (range.upperBound - range.lowerBound) * 1e-4)
        var brackets: [(inside: Double, outside: Double, distance: Double)] = []
        for direction in [1.0, -1.0] {
            var previous = start, distance = scale * 1e-4
            while distance < scale * 2 {
                let p = start + direction * distance
                guard let m = miss(p) else { break }
                if (m > 0) != (missAtStart > 0) {
                    brackets.append((previous, p, distance))
                    break
                }
                previous = p
                distance *= 1.5
            }
        }
        for bracket in brackets.sorted(by: { $0.distance < $1.distance }) {
            var a = bracket.inside, b = bracket.outside
            for _ in 0..<60 {
                let middle = (a + b) / 2
                guard let m = miss(middle) else { break }
                if (m > 0) == (missAtStart > 0) { a = middle } else { b = middle }
            }
            for p in [a, b] {
                if let m = miss(p), abs(m) <= Self.tolerance, let held = try? nudged.setting(partner, to: p) { return held }
            }
        }
        return nil
    }

    /// `overshoot 16.3 %`, `settle 0.52 s`.
    public var description: String { "\(metric.rawValue) \(TuneFormat.metric(metric, value))" }
}
