/// SwiftUI's `.spring(response:dampingFraction:)` and `.spring(duration:bounce:)` animations,
/// after OpenSwiftUI's `FluidSpringAnimation`: the state (offset, velocity, force) is stepped
/// at 300 Hz with a half-step velocity until the frame's time, stiffness (2π/response)² capped
/// at 45,000, damping 2ζ√k. The animation is removed at the first frame where both |velocity|
/// and |force| are at most 0.06 (in the animated value's units) and the offset is within 1 % of
/// the move.
public struct IntegratedSwiftUIRuntime: SpringRuntime {
    public static let stepRate = 300.0
    public static let stiffnessCap = 45_000.0
    /// |velocity|² and |force|² at most this end the animation (SwiftUI compares 0.0036).
    static let restSquared = 0.0036
    /// The share of the move still allowed to remain at the end.
    static let tolerance = 0.01

    /// The stiffness SwiftUI uses for `spring`'s response: (2π/response)², at most 45,000.
    public let stiffness: Double
    private let frames: FrameSamples

    public init(_ spring: Spring, _ setting: RuntimeSetting) {
        let response = SwiftUISpring(spring).response
        let stiffness = min((2 * Double.pi / response) * (2 * Double.pi / response), Self.stiffnessCap)
        self.stiffness = stiffness
        let damping = 2 * stiffness.squareRoot() * spring.dampingRatio
        let value = setting.distance
        var offset = 0.0, velocity = spring.initialVelocity * value, force = 0.0, time = 0.0
        var frames = FrameSamples()
        let step = 1 / Self.stepRate
        var frame = 0
        while true {
            let frameTime = Double(frame) / setting.frameRate
            while time < frameTime {
                let half = force * (1.0 / 600) + velocity
                offset += half * (1.0 / 300)
                force = -damping * half + (value - offset) * stiffness
                velocity = force * (1.0 / 600) + half
                time += step
            }
            frames.times.append(frameTime)
            let settled = max(velocity * velocity, force * force) <= Self.restSquared
            let allowed = value * Self.tolerance, remaining = value - offset
            if settled, !(allowed * allowed > 0 && allowed * allowed < remaining * remaining) {
                frames.values.append(1)
                frames.endFrame = frame
                frames.remaining = abs(remaining) / value
                break
            }
            frames.values.append(offset / value)
            if frameTime >= RuntimeSetting.horizon { break }
            frame += 1
        }
        self.frames = frames
    }

    public func progress(at t: Double) -> Double { frames.progress(at: t) }
    public var endTime: Double? { frames.endTime }
    public var remainingAtEnd: Double? { frames.remaining }
}
