/// A position and a velocity at one moment, in the move's unit and that unit per second.
public struct MotionState: Sendable, Hashable {
    public var position: Double
    public var velocity: Double

    public init(position: Double, velocity: Double) {
        self.position = position
        self.velocity = velocity
    }
}
