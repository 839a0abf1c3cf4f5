/// One sample of a recorded finger: where it was (points along the move) at a time (seconds).
public struct GestureSample: Sendable, Hashable {
    public var time: Double
    public var position: Double

    public init(time: Double, position: Double) {
        self.time = time
        self.position = position
    }
}
