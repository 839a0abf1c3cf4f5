import Foundation

/// motion's (Framer Motion's) `spring` generator driven by animation frames, as motion computes
/// it since 12.35.2 (March 2026; followed here as of ``SourceVersion/motion``): the closed form at
/// `Math.round(timestamp − startTime)` ms (`JSAnimation.updateTime`: requestAnimationFrame
/// timestamps at i·1000/fps ms, the clock in whole ms — frame 1 at 60 fps is evaluated at 17 ms), done at the first frame where
/// the distance to the target is at most `restDelta` and the speed (its closed form, in every
/// damping regime) at most `restSpeed` — 0.5 px and 2 px/s, or 0.005 and 0.01 when the move is
/// under 5. A spring handed over as `{ duration, bounce }` (``RuntimeSetting/durationSpring``) is
/// done exactly at its duration instead; a physical one, as `export motion` writes every spring
/// group, by the thresholds whatever form it was set in.
/// (Earlier versions took the speed from a 5 ms backward difference, and for under-damped springs
/// only, so over- and critically damped springs could end a few frames earlier.)
public struct MotionRuntime: SpringRuntime {
    public static let restDelta = 0.5, restSpeed = 2.0
    public static let granularRestDelta = 0.005, granularRestSpeed = 0.01
    /// Moves shorter than this use the granular thresholds.
    public static let granularDistance = 5.0

    private let frames: FrameSamples

    public init(_ spring: Spring, _ setting: RuntimeSetting) {
        let generator = Generator(spring, distance: setting.distance)
        let granular = abs(setting.distance) < Self.granularDistance
        let restDelta = granular ? Self.granularRestDelta : Self.restDelta
        let restSpeed = granular ? Self.granularRestSpeed : Self.restSpeed
        let durationMillis = setting.durationSpring ? setting.duration.map { $0 * 1000 } : nil
        var frames = FrameSamples()
        var frame = 0
        while true {
            let timestamp = Double(frame) * 1000 / setting.frameRate, t = Self.round(timestamp)
            let current = generator.value(at: t)
            frames.times.append(timestamp / 1000)
            let done: Bool
            if let durationMillis {
                done = t >= durationMillis
            } else {
                done = abs(generator.velocity(at: t) * 1000) <= restSpeed && abs(generator.target - current) <= restDelta
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

    /// JavaScript's `Math.round`: the nearest whole number, halves toward +∞.
    static func round(_ x: Double) -> Double {
        let down = x.rounded(.down)
        return x - down >= 0.5 ? down + 1 : down
    }

    /// `resolveSpring` for keyframes [origin, target]; time in ms, velocity in units per ms with
    /// motion's sign (negative toward the target).
    struct Generator {
        let target: Double, delta: Double
        let initialVelocity: Double, dampingRatio: Double, undamped: Double

        init(_ spring: Spring, distance: Double) {
            self.init(spring, origin: 0, target: distance, velocity: spring.initialVelocity * distance)
        }

        /// A leg from `origin` to `target` started at `velocity` units per second.
        init(_ spring: Spring, origin: Double, target: Double, velocity: Double) {
            self.target = target
            delta = target - origin
            initialVelocity = -velocity / 1000
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

        /// `resolveVelocity`: the derivative of ``value(at:)``, in units per ms.
        func velocity(at t: Double) -> Double {
            let z = dampingRatio, w = undamped, v = initialVelocity
            if z < 1 {
                let angular = w * (1 - z * z).squareRoot()
                let a = (v + z * w * delta) / angular
                let sinCoefficient = z * w * a + delta * angular, cosCoefficient = z * w * delta - a * angular
                return exp(-z * w * t) * (sinCoefficient * sin(angular * t) + cosCoefficient * cos(angular * t))
            } else if z == 1 {
                let c = v + w * delta
                return exp(-w * t) * (w * c * t - v)
            }
            let damped = w * (z * z - 1).squareRoot()
            let p = (v + z * w * delta) / damped
            let sinhCoefficient = z * w * p - delta * damped, coshCoefficient = z * w * delta - p * damped
            let angle = min(damped * t, 300)
            return exp(-z * w * t) * (sinhCoefficient * sinh(angle) + coshCoefficient * cosh(angle))
        }
    }
}
