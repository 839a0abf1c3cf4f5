/// The velocity a finger lets go with, as a spring that starts there receives it.
///
/// Two units, as the platforms take them (research/interruptions.md §A.3): points per second
/// (Android, Compose, motion, SwiftUI `Spring.update`, a pan recogniser's `velocity(in:)`), or
/// UIKit's distance-relative velocity in 1/s — fractions of the distance left to travel per
/// second (`initialSpringVelocity`, `UISpringTimingParameters`, `CASpringAnimation`,
/// `interpolatingSpring`): 1/s = pt/s ÷ (target − position).
public enum ReleaseVelocity: Sendable, Hashable {
    case pointsPerSecond(Double)
    case relative(Double)

    /// In points per second for a spring with `remaining` points left to travel.
    public func pointsPerSecond(remaining: Double) -> Double {
        switch self {
        case .pointsPerSecond(let value): value
        case .relative(let value): value * remaining
        }
    }

    /// In fractions of `remaining` per second (a spring's `initialVelocity`); 0 when nothing is
    /// left to travel, as UIKit's recipe says ("if the distance is 0, set the velocity to 0").
    public func relative(remaining: Double) -> Double {
        switch self {
        case .relative(let value): return value
        case .pointsPerSecond(let value):
            guard remaining != 0 else { return 0 }
            let relative = value / remaining
            return relative.isFinite ? relative : 0
        }
    }

    /// `1200 pt/s` or `4/s`, for messages.
    public var description: String {
        switch self {
        case .pointsPerSecond(let value): "\(NumberFormatting.short(value)) pt/s"
        case .relative(let value): "\(NumberFormatting.short(value))/s"
        }
    }
}
