import Foundation

/// AndroidX `SpringAnimation` with a `SpringForce`: value and velocity are floats, advanced
/// each frame by the closed form over the frame's whole milliseconds from the previous state
/// (`SpringForce.updateValues`, which uses `Math.pow(Math.E, x)`); the animation snaps to the
/// target at the first frame where |value − target| < 0.75 × the minimum visible change and
/// |velocity| < 62.5 × that. Stiffness and damping ratio are floats, mass 1.
public struct AndroidRuntime: SpringRuntime {
    /// `DynamicAnimation.MIN_VISIBLE_CHANGE_PIXELS`, for View properties in pixels.
    public static let minimumVisibleChange = 1.0
    /// `DynamicAnimation.THRESHOLD_MULTIPLIER`.
    static let thresholdMultiplier = 0.75
    /// `SpringForce.VELOCITY_THRESHOLD_MULTIPLIER`: 1000 / 16.
    static let velocityThresholdMultiplier = 1000.0 / 16.0

    private let frames: FrameSamples

    public init(_ spring: Spring, _ setting: RuntimeSetting, minimumVisibleChange: Double = minimumVisibleChange) {
        let force = Force(stiffness: Float(spring.stiffness / spring.mass), dampingRatio: Float(spring.dampingRatio))
        let target = Float(setting.distance)
        let valueThreshold = abs(Double(Float(minimumVisibleChange * Self.thresholdMultiplier)))
        let velocityThreshold = valueThreshold * Self.velocityThresholdMultiplier
        var value: Float = 0, velocity = Float(spring.initialVelocity * setting.distance)
        var frames = FrameSamples()
        frames.times.append(0)
        frames.values.append(0)
        var frame = 1
        while true {
            let now = Self.frameMillis(frame, setting.frameRate), before = Self.frameMillis(frame - 1, setting.frameRate)
            (value, velocity) = force.update(value, velocity, target: target, elapsed: now - before)
            frames.times.append(Double(now) / 1000)
            if Double(abs(velocity)) < velocityThreshold && Double(abs(value - target)) < valueThreshold {
                frames.remaining = Double(abs(value - target)) / setting.distance
                frames.values.append(1)
                frames.endFrame = frame
                break
            }
            frames.values.append(Double(value) / setting.distance)
            if Double(now) / 1000 >= RuntimeSetting.horizon { break }
            frame += 1
        }
        self.frames = frames
    }

    /// The Choreographer frame time of frame `index`, in whole milliseconds since the first.
    static func frameMillis(_ index: Int, _ frameRate: Double) -> Int64 {
        Int64((Double(index) * 1000 / frameRate).rounded(.down))
    }

    public func progress(at t: Double) -> Double { frames.progress(at: t) }
    public var endTime: Double? { frames.endTime }
    public var remainingAtEnd: Double? { frames.remaining }

    /// `SpringForce`'s precomputed frequencies and its `updateValues`.
    struct Force {
        let frequencies: SpringFrequencies

        init(stiffness: Float, dampingRatio: Float) {
            frequencies = SpringFrequencies(stiffness: stiffness, dampingRatio: dampingRatio)
        }

        /// The value and velocity `elapsed` ms later, computed in doubles and stored as floats.
        func update(_ value: Float, _ velocity: Float, target: Float, elapsed: Int64) -> (Float, Float) {
            let dt = Double(elapsed) / 1000, x = Double(value) - Double(target), v = Double(velocity)
            let z = frequencies.dampingRatio, w = frequencies.naturalFrequency
            let gammaPlus = frequencies.gammaPlus, gammaMinus = frequencies.gammaMinus
            let position: Double, speed: Double
            if z > 1 {
                let b = (gammaMinus * x - v) / (gammaMinus - gammaPlus), a = x - b
                position = a * pow(M_E, gammaMinus * dt) + b * pow(M_E, gammaPlus * dt)
                speed = a * gammaMinus * pow(M_E, gammaMinus * dt) + b * gammaPlus * pow(M_E, gammaPlus * dt)
            } else if z == 1 {
                let b = v + w * x
                position = (x + b * dt) * pow(M_E, -w * dt)
                speed = (x + b * dt) * pow(M_E, -w * dt) * -w + b * pow(M_E, -w * dt)
            } else {
                let wd = frequencies.dampedFrequency, sine = (1 / wd) * (z * w * x + v)
                let envelope = pow(M_E, -z * w * dt)
                position = envelope * (x * cos(wd * dt) + sine * sin(wd * dt))
                speed = position * -w * z + envelope * (-wd * x * sin(wd * dt) + wd * sine * cos(wd * dt))
            }
            return (Float(position + Double(target)), Float(speed))
        }
    }
}
