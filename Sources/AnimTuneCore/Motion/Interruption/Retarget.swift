/// A change of target while a spring moves: at `time` seconds from the start the target
/// becomes `target` (in the move's unit), optionally with a different spring from then on.
public struct Retarget: Sendable, Hashable {
    public var time: Double
    public var target: Double
    /// The spring of the new leg; nil keeps the spring of the leg it interrupts.
    /// Its `initialVelocity` is ignored: the policy decides the velocity.
    public var spring: Spring?
    /// SwiftUI's `blendDuration` of the new leg's `.spring`: over this many seconds the response
    /// eases from the interrupted leg's to the new one's. Only the `swiftui` runtime has it.
    public var blendDuration: Double

    public init(time: Double, target: Double, spring: Spring? = nil, blendDuration: Double = 0) {
        self.time = time
        self.target = target
        self.spring = spring
        self.blendDuration = blendDuration
    }

    /// Throws unless the time is finite and 0 s or later, the target finite and the spring,
    /// when there is one, valid.
    public func validate() throws(MotionError) {
        guard time.isFinite else { throw .notFinite(parameter: "retarget time") }
        guard target.isFinite else { throw .notFinite(parameter: "retarget target") }
        guard time >= 0 else { throw .outOfRange(parameter: "retarget time", value: time, accepted: "0 s or later") }
        try spring?.validate()
    }
}
