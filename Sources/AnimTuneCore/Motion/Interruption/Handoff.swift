/// What happened at one retarget: the state just before and just after it.
public struct Handoff: Sendable, Hashable {
    public let time: Double
    /// The target before the retarget and after it.
    public let previousTarget: Double
    public let target: Double
    /// The exact state of the interrupted motion at `time`.
    public let before: MotionState
    /// The state the new motion starts from (position and velocity at `time`).
    public let after: MotionState

    public init(time: Double, previousTarget: Double, target: Double, before: MotionState, after: MotionState) {
        self.time = time
        self.previousTarget = previousTarget
        self.target = target
        self.before = before
        self.after = after
    }

    /// After − before: 0 for carry and additive, −v for restart.
    public var velocityJump: Double { after.velocity - before.velocity }
}
