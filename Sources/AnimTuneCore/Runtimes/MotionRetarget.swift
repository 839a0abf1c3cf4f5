/// motion's spring retargeted as motion-dom (as of ``SourceVersion/motion``) plays it on a
/// `MotionValue`: requestAnimationFrame timestamps at i·1000/fps ms, each animation's clock
/// `Math.round(timestamp − startTime)` ms (`JSAnimation.updateTime`). A retarget at t_r calls
/// `value.start()`, which stops the running animation; `JSAnimation.stop` first ticks it at t_r
/// when the value was not updated at t_r (`motionValue.updatedAt !== time.now()`), so between
/// frames the value becomes x(t_r). The new animation starts from `value.get()` with
/// `value.getVelocity()` — (current − previous frame's value) · 1000 / min(updatedAt −
/// prevUpdatedAt, 30 ms), 0 when the value is older than 30 ms — and its clock from t_r. On a
/// frame (after it is drawn) nothing is ticked: the last frame's value, the slope over the frame
/// before. A duration spring (``RuntimeSetting/durationSpring``) restarts from rest, done at its
/// duration. Positions in the move's unit.
struct MotionRetarget {
    let frames: FrameSamples
    let handoffs: [Handoff]
    let finalTarget: Double
    let endTime: Double?

    /// One animation: its generator, clock start (ms) and how it ends.
    private struct Leg {
        let generator: MotionRuntime.Generator
        let start: Double
        let restDelta: Double, restSpeed: Double
        let durationMillis: Double?

        init(_ spring: Spring, origin: Double, target: Double, velocity: Double, start: Double, durationMillis: Double?) {
            generator = MotionRuntime.Generator(spring, origin: origin, target: target, velocity: velocity)
            self.start = start
            let granular = abs(target - origin) < MotionRuntime.granularDistance
            restDelta = granular ? MotionRuntime.granularRestDelta : MotionRuntime.restDelta
            restSpeed = granular ? MotionRuntime.granularRestSpeed : MotionRuntime.restSpeed
            self.durationMillis = durationMillis
        }

        /// `JSAnimation.tick(now)`: the value shown, whether it is done, and the state before the snap.
        func tick(_ now: Double) -> (value: Double, done: Bool, state: MotionState) {
            let t = MotionRuntime.round(now - start)
            let current = generator.value(at: t), speed = generator.velocity(at: t) * 1000
            let done = durationMillis.map { t >= $0 }
                ?? (abs(speed) <= restSpeed && abs(generator.target - current) <= restDelta)
            return (done ? generator.target : current, done, MotionState(position: current, velocity: speed))
        }
    }

    /// `MotionValue`'s record of its updates (`setCurrent`, `setPrevFrameValue`, `getVelocity`).
    private struct Value {
        var current = 0.0, updatedAt = 0.0
        var previous: Double?, previousUpdatedAt = 0.0

        mutating func set(_ value: Double, at now: Double) {
            if updatedAt != now {
                previous = current
                previousUpdatedAt = updatedAt
            }
            current = value
            updatedAt = now
        }

        func velocity(at now: Double) -> Double {
            guard let previous, now - updatedAt <= Runtime.motionVelocityAge * 1000 else { return 0 }
            let delta = min(updatedAt - previousUpdatedAt, Runtime.motionVelocityAge * 1000)
            return delta != 0 ? (current - previous) * (1000 / delta) : 0
        }
    }

    /// A retarget this close to a frame (ms) is on it: `t/fps` is rarely a whole double.
    static let onFrame = 1e-6

    /// `spring` moving 0 → `setting.distance`, retargeted at `retargets` (validated).
    init(_ spring: Spring, _ setting: RuntimeSetting, retargets: [Retarget]) {
        let ordered = retargets.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let restarts = setting.durationSpring
        let durationMillis = restarts ? setting.duration.map { $0 * 1000 } : nil
        var leg: Leg? = Leg(spring, origin: 0, target: setting.distance, velocity: spring.initialVelocity * setting.distance,
                            start: 0, durationMillis: durationMillis)
        var legSpring = spring, target = setting.distance
        var value = Value()
        var frames = FrameSamples()
        var handoffs: [Handoff] = []
        var endTime: Double?
        var next = 0
        let last = ordered.last?.time ?? 0
        let frameCount = ((last + InterruptedSpring.horizon) * setting.frameRate).rounded(.up)
        /// `value.start()` at `at` ms: stop (ticking between frames), then the new animation.
        func start(_ retarget: Retarget, at: Double) {
            var before = MotionState(position: value.current, velocity: 0)
            if let running = leg {
                let ticked = running.tick(at)
                before = ticked.state
                if value.updatedAt != at {
                    value.set(ticked.value, at: at)
                    if ticked.done { leg = nil }
                }
            }
            let velocity = restarts ? 0 : value.velocity(at: at)
            legSpring = retarget.spring ?? legSpring
            handoffs.append(Handoff(time: retarget.time, previousTarget: target, target: retarget.target, before: before,
                                    after: MotionState(position: value.current, velocity: velocity)))
            target = retarget.target
            leg = Leg(legSpring, origin: value.current, target: target, velocity: velocity, start: at, durationMillis: durationMillis)
            endTime = nil
            next += 1
        }

        var frame = 0.0
        while frame <= frameCount {
            let now = frame * 1000 / setting.frameRate
            // Between the previous frame and this one; a retarget on this frame comes after it is drawn.
            while next < ordered.count, ordered[next].time * 1000 < now - Self.onFrame {
                start(ordered[next], at: ordered[next].time * 1000)
            }
            if let running = leg {
                let ticked = running.tick(now)
                value.set(ticked.value, at: now)
                if ticked.done {
                    leg = nil
                    endTime = now / 1000
                    frames.remaining = abs(ticked.state.position - target) / setting.distance
                }
            }
            frames.times.append(now / 1000)
            frames.values.append(value.current)
            while next < ordered.count, ordered[next].time * 1000 <= now + Self.onFrame {
                start(ordered[next], at: now)
            }
            if leg == nil, next == ordered.count { break }
            frame += 1
        }
        self.frames = frames
        self.handoffs = handoffs
        self.finalTarget = target
        self.endTime = endTime
    }
}
