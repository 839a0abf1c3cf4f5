/// A finger, then the spring it let go of with its target changed while it moves (a tap on the
/// moving element), as one runtime continues it: ``GestureContinuation/retargeted(_:policy:)``.
/// Positions in points, times in seconds from the first sample.
public struct RetargetedContinuation: Sendable {
    public let gesture: Gesture
    /// Where the finger let go, and which way the leg from there runs (±1).
    let origin: Double, direction: Double
    /// The leg from the release, in its own unit (0 at the release, heading for its distance).
    let rendering: RetargetedRendering

    public var releaseTime: Double { gesture.release.time }

    /// On the finger until the release, then on the runtime's retargeted spring.
    public func position(at t: Double) -> Double {
        guard t > releaseTime else { return gesture.position(at: t) }
        return origin + direction * rendering.position(at: t - releaseTime)
    }

    /// When the runtime ends the spring (from the first sample); nil: never.
    public var endTime: Double? { rendering.endTime.map { releaseTime + $0 } }

    /// When it stays within `band` points of its last target (from the first sample); nil if never.
    public func settleTime(band: Double) -> Double? {
        metrics(band: band)?.settleTime
    }

    /// How it moves after the last retarget: past that target, and settling within `band`
    /// points of it; in points, and seconds from the first sample.
    public func metrics(band: Double) -> RetargetMetrics? {
        rendering.metrics(band: band)?.placed(origin: origin, direction: direction, offset: releaseTime)
    }
}
