/// One keyframe of a ``SpringBake``: where the spring is at a knot, and the influences of the
/// Bézier segment that starts there (After Effects' `KeyframeEase` influence as a fraction).
public struct BakedKey: Sendable, Hashable {
    /// Seconds from the start.
    public let time: Double
    /// Progress, 0 at the start and 1 at the target.
    public let value: Double
    /// Progress per second there (the handles' slope).
    public let velocity: Double
    /// The out handle's x of the segment to the next key (0 on the last key).
    public let outInfluence: Double
    /// One minus the next key's in handle x: the influence with which the segment enters it.
    public let inInfluence: Double

    public init(time: Double, value: Double, velocity: Double, outInfluence: Double, inInfluence: Double) {
        self.time = time
        self.value = value
        self.velocity = velocity
        self.outInfluence = outInfluence
        self.inInfluence = inInfluence
    }
}
