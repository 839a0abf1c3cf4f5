import Foundation

/// Jetpack Compose's `spring()` (`FloatSpringSpec` over `SpringSimulation`) as
/// `Animatable.animateTo` plays it: each frame evaluates the closed form from the start over the
/// play time (through a float, ``playNanos(_:)``) in whole milliseconds, in
/// doubles from float inputs, stored as a float. The animation lasts `getDurationNanos`:
/// `estimateAnimationDurationMillis` of the envelope (under-damped) or a Newton solve
/// (critical, over-damped) for when the motion stays within the visibility threshold, which is
/// absolute: 0.01 for a Float, 0.1 for Dp (the default here), 0.5 for pixels (Int, Offset).
public struct ComposeRuntime: SpringRuntime {
    /// `Dp.VisibilityThreshold`, for a move in dp.
    public static let visibilityThreshold = 0.1

    /// `getDurationNanos` in milliseconds.
    public let durationMillis: Int64
    private let frames: FrameSamples

    public init(_ spring: Spring, _ setting: RuntimeSetting, visibilityThreshold: Double = visibilityThreshold) {
        let simulation = Simulation(stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio))
        let target = Float(setting.distance), velocity = Float(spring.initialVelocity * setting.distance)
        let threshold = Float(visibilityThreshold)
        durationMillis = ComposeDurationEstimate.millis(
            stiffness: simulation.stiffness, dampingRatio: simulation.dampingRatio,
            initialVelocity: velocity / threshold, initialDisplacement: (0 - target) / threshold)
        let durationNanos = durationMillis.multipliedReportingOverflow(by: 1_000_000)
        var frames = FrameSamples()
        var frame = 0, shown: Float = 0
        while true {
            let nanos = Int64((Double(frame) * 1e9 / setting.frameRate).rounded(.down))
            frames.times.append(Double(nanos) / 1e9)
            let play = Self.playNanos(nanos)
            let value = simulation.value(initial: 0, velocity: velocity, target: target, millis: play / 1_000_000)
            if !durationNanos.overflow, play >= durationNanos.partialValue {
                frames.remaining = Double(abs(target - shown)) / setting.distance
                frames.values.append(1)
                frames.endFrame = frame
                break
            }
            frames.values.append(Double(value) / setting.distance)
            shown = value
            if Double(nanos) / 1e9 >= RuntimeSetting.horizon { break }
            frame += 1
        }
        self.frames = frames
    }

    /// The play time `SuspendAnimation`'s `doAnimationFrameWithScale` hands the animation (and
    /// `Transition` its own): `((frameTimeNanos - startTimeNanos) / durationScale).toLong()`
    /// divides the `Long` by the `Float` scale (1 without a `MotionDurationScale`), so the elapsed
    /// nanoseconds pass through a float's 24 bits: from about 1.07 s after the start some whole
    /// milliseconds round just below themselves (1,225,000,000 ns becomes 1,224,999,936: 1224 ms).
    static func playNanos(_ elapsed: Int64) -> Int64 { Int64(Float(elapsed)) }

    public func progress(at t: Double) -> Double { frames.progress(at: t) }
    public var endTime: Double? { frames.endTime }
    public var remainingAtEnd: Double? { frames.remaining }

    /// `SpringSimulation`: a float stiffness (kept as its double square root) and damping ratio.
    struct Simulation {
        let frequencies: SpringFrequencies
        let dampingRatio: Float

        init(stiffness: Float, dampingRatio: Float) {
            frequencies = SpringFrequencies(stiffness: stiffness, dampingRatio: dampingRatio)
            self.dampingRatio = dampingRatio
        }

        /// The `stiffness` getter: (√k)² as a float.
        var stiffness: Float { Float(frequencies.naturalFrequency * frequencies.naturalFrequency) }

        /// `updateValues(initial, velocity, millis).value` with `finalPosition = target`.
        func value(initial: Float, velocity: Float, target: Float, millis: Int64) -> Float {
            update(initial: initial, velocity: velocity, target: target, millis: millis).value
        }

        /// `updateValues(initial, velocity, millis)`: value and velocity, computed in doubles,
        /// stored as floats.
        func update(initial: Float, velocity: Float, target: Float, millis: Int64) -> (value: Float, velocity: Float) {
            let x = Double(initial - target), v = Double(velocity), dt = Double(millis) / 1000.0
            let w = frequencies.naturalFrequency, z = frequencies.dampingRatio
            let gammaPlus = frequencies.gammaPlus, gammaMinus = frequencies.gammaMinus
            let dampedFrequency = frequencies.dampedFrequency
            let position: Double, speed: Double
            if dampingRatio > 1 {
                let b = (gammaMinus * x - v) / (gammaMinus - gammaPlus), a = x - b
                position = a * exp(gammaMinus * dt) + b * exp(gammaPlus * dt)
                speed = a * gammaMinus * exp(gammaMinus * dt) + b * gammaPlus * exp(gammaPlus * dt)
            } else if dampingRatio == 1 {
                let b = v + w * x, decay = exp(-w * dt)
                position = (x + b * dt) * decay
                speed = (x + b * dt) * decay * -w + b * decay
            } else {
                let r = -z * w, sine = (1 / dampedFrequency) * (-r * x + v), angle = dampedFrequency * dt
                position = exp(r * dt) * (x * cos(angle) + sine * sin(angle))
                speed = position * r + exp(r * dt) * (-dampedFrequency * x * sin(angle) + dampedFrequency * sine * cos(angle))
            }
            return (Float(position + Double(target)), Float(speed))
        }
    }
}
