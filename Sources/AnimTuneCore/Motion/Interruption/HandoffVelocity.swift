/// Where the velocity carried into a new leg comes from.
public enum HandoffVelocity: Sendable, Hashable {
    /// The exact velocity of the closed form at the retarget.
    case exact
    /// motion's `MotionValue.getVelocity()`: the value is updated once a frame (at multiples of
    /// `period`); the new leg starts from the last frame's value, with the backward difference
    /// (x(t_f) − x(t_f − h))/h, h = min(period, maximumAge), and 0 when that frame is more than
    /// `maximumAge` seconds old.
    case lastFrame(period: Double, maximumAge: Double)
}
