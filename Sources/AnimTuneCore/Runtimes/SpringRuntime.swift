/// How one platform renders a spring that animates progress 0 → 1 over a move of
/// `RuntimeSetting.distance`: what it shows at each moment and when it says it is done.
public protocol SpringRuntime: Sendable {
    /// The progress the platform shows at `t` seconds (a frame-driven runtime shows its last
    /// frame at or before `t`); 1 once it has ended.
    func progress(at t: Double) -> Double
    /// When the platform ends the animation (its completion handler runs); nil when it never does.
    var endTime: Double? { get }
    /// How far from the target (a fraction of the distance) the runtime's own value was just
    /// before it ended and jumped to the target; nil when it never ends.
    var remainingAtEnd: Double? { get }
}
