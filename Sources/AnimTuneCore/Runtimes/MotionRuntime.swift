import Foundation

/// motion's (Framer Motion's) `spring` generator driven by animation frames: the closed form in
/// milliseconds from the start, done at the first frame where the distance to the target is at
/// most `restDelta` and (under-damped only) the speed, a 5 ms backward difference, is at most
/// `restSpeed` — 0.5 px and 2 px/s, or 0.005 and 0.01 when the move is under 5. A spring given
/// as duration + bounce is done exactly at its duration instead.
public struct MotionRuntime: SpringRuntime {
    public static let restDelta = 0.5, restSpeed = 2.0
    public static let granularRestDelta = 0.005, granularRestSpeed = 0.01
    /// Moves shorter than this use the granular thresholds.
    public static let granularDistance = 5.0
    /// `velocitySampleDuration`, in ms.
    static let velocitySample = 5.0

    private let frames: FrameSamples

    public init(_ spring: Spring, _ setting: RuntimeSetting) {
        let generator = Generator(spring, distance: setting.distance)
        let granular = abs(setting.distance) < Self.granularDistance
        let restDelta = granular ? Self.granularRestDelta : Self.restDelta
        let restSpeed = granular ? Self.granularRestSpeed : Self.restSpeed
        let durationMillis = setting.duration.map { $0 * 1000 }
        var frames = FrameSamples()
        var frame = 0
        while true {
            let t = Double(frame) * 1000 / setting.frameRate
            let current = generator.value(at: t)
            frames.times.append(t / 1000)
            let done: Bool
            if let durationMillis {
                done = t >= durationMillis
            } else {
                var speed = t == 0 ? generator.initialVelocity : 0
                if generator.dampingRatio < 1 {
                    speed = t == 0 ? generator.initialVelocity * 1000 : generator.speed(at: t, current: current)
                }
                done = abs(speed) <= restSpeed && abs(generator.target - current) <= restDelta
            }
            if done {
                frames.remaining = abs(generator.target - current) / setting.distance
                frames.values.append(1)
                frames.endFrame = frame
                break
            }
            frames.values.append(current / setting.distance)
            if t / 1000 >= RuntimeSetting.horizon { break }
            frame += 1
        }
        self.frames = frames
    }

    public func progress(at t: Double) -> Double { frames.progress(at: t) }
    public var endTime: Double? { frames.endTime }
    public var remainingAtEnd: Double? { frames.remaining }

    /// `resolveSpring` for keyframes [0, distance]; time in ms, velocity in units per ms with
    /// motion's sign (negative toward the target).
    struct Generator {
        let target: Double, delta: Double
        let initialVelocity: Double, dampingRatio: Double, undamped: Double

        init(_ spring: Spring, distance: Double) {
            target = distance
            delta = distance
            initialVelocity = -(spring.initialVelocity * distance) / 1000
            dampingRatio = spring.damping / (2 * (spring.stiffness * spring.mass).squareRoot())
            undamped = (spring.stiffness / spring.mass).squareRoot() / 1000
        }

        func value(at t: Double) -> Double {
            let z = dampingRatio, w = undamped, v = initialVelocity
            if z < 1 {
                let angular = w * (1 - z * z).squareRoot()
                let a = (v + z * w * delta) / angular
                let envelope = exp(-z * w * t)
                return target - envelope * (a * sin(angular * t) + delta * cos(angular * t))
            } else if z == 1 {
                return target - exp(-w * t) * (delta + (v + w * delta) * t)
            }
            let damped = w * (z * z - 1).squareRoot()
            let envelope = exp(-z * w * t), angle = min(damped * t, 300)
            return target - (envelope * ((v + z * w * delta) * sinh(angle) + damped * delta * cosh(angle))) / damped
        }

        /// `calcGeneratorVelocity`: units per second from the value 5 ms earlier.
        func speed(at t: Double, current: Double) -> Double {
            let previous = max(t - MotionRuntime.velocitySample, 0)
            let span = t - previous
            return span != 0 ? (current - value(at: previous)) * (1000 / span) : 0
        }
    }
}
