/// A spring exported as CSS: the `linear()` easing animtune writes (the fewest stops within the
/// tolerance), over the duration it states; the browser interpolates the stops linearly and
/// the transition ends at that duration.
public struct CSSLinearRuntime: SpringRuntime {
    public let fit: LinearEasing.SpringFit

    public init(_ spring: Spring, _ setting: RuntimeSetting) {
        fit = LinearEasing.spring(spring, tolerance: setting.tolerance)
    }

    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return t >= fit.duration ? 1 : fit.easing.progress(at: t / fit.duration)
    }

    public var endTime: Double? { fit.duration }
    /// The last stop is the target, so nothing jumps.
    public var remainingAtEnd: Double? { 0 }
}
