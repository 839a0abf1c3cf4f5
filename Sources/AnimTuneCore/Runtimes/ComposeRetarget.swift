/// Compose's `Animatable.animateTo` retargeted, as animation-core plays it (androidx/androidx
/// at 889d4ad: `Animatable.kt`, `SuspendAnimation.kt`, `FloatSpringSpec`, `SpringSimulation`).
/// Frames at ⌊i·10⁹/fps⌋ ns; each animation's value and velocity are floats, evaluated at its
/// play time in whole ms: (frame − start) ns through a float (``ComposeRuntime/playNanos(_:)``), / 10⁶
/// truncated. `animateTo` builds the new
/// `TargetBasedAnimation` from the Animatable's state — the value and velocity of the last frame
/// drawn — and `runAnimation` starts it at `internalState.lastFrameTimeNanos`, that frame's time
/// (stored before the running animation is cancelled), so the retarget takes effect from the
/// last frame at or before it: the next frame shows the new spring that many ms after that
/// frame. An Animatable at rest starts its clock at the next frame, from rest. Each animation
/// ends at `getDurationNanos` (Dp visibility threshold 0.1). Positions in the move's unit.
/// Checked against that code compiled and run (`Vectors/compose-retarget.json`): a retarget
/// from a frame callback and one between frames land alike, since a frame runs every callback
/// before any coroutine resumes.
struct ComposeRetarget {
    let frames: FrameSamples
    let handoffs: [Handoff]
    let finalTarget: Double
    let endTime: Double?

    /// One `TargetBasedAnimation`.
    private struct Leg {
        let simulation: ComposeRuntime.Simulation
        let initial: Float, velocity: Float, target: Float
        let start: Int64
        let durationNanos: (partialValue: Int64, overflow: Bool)

        init(_ spring: Spring, initial: Float, velocity: Float, target: Float, start: Int64) {
            simulation = ComposeRuntime.Simulation(stiffness: Float(spring.stiffness / spring.mass),
                                                   dampingRatio: Float(spring.dampingRatio))
            (self.initial, self.velocity, self.target, self.start) = (initial, velocity, target, start)
            let threshold = Float(ComposeRuntime.visibilityThreshold)
            let millis = ComposeDurationEstimate.millis(
                stiffness: simulation.stiffness, dampingRatio: simulation.dampingRatio,
                initialVelocity: velocity / threshold, initialDisplacement: (initial - target) / threshold)
            durationNanos = millis.multipliedReportingOverflow(by: 1_000_000)
        }

        /// The value and velocity at frame time `nanos`, and whether this is the last frame.
        func frame(_ nanos: Int64) -> (value: Float, velocity: Float, finished: Bool) {
            let play = ComposeRuntime.playNanos(nanos - start)
            if !durationNanos.overflow, play >= durationNanos.partialValue { return (target, 0, true) }
            let state = simulation.update(initial: initial, velocity: velocity, target: target, millis: play / 1_000_000)
            return (state.value, state.velocity, false)
        }
    }

    /// `spring` moving 0 → `setting.distance`, retargeted at `retargets` (validated).
    init(_ spring: Spring, _ setting: RuntimeSetting, retargets: [Retarget]) {
        let ordered = retargets.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        func nanos(_ index: Double) -> Int64 { Int64((index * 1e9 / setting.frameRate).rounded(.down)) }
        var legSpring = spring, target = setting.distance
        var leg: Leg? = Leg(spring, initial: 0, velocity: Float(spring.initialVelocity * setting.distance),
                            target: Float(target), start: 0)
        var shown: (value: Float, velocity: Float) = (0, leg!.velocity)
        var frames = FrameSamples()
        var handoffs: [Handoff] = []
        var endTime: Double?
        var next = 0
        let last = ordered.last?.time ?? 0
        let frameCount = ((last + InterruptedSpring.horizon) * setting.frameRate).rounded(.up)
        var frame = 0.0
        var pendingStart = false
        while frame <= frameCount {
            let now = nanos(frame)
            if pendingStart, let waiting = leg {
                leg = Leg(legSpring, initial: waiting.initial, velocity: 0, target: waiting.target, start: now)
                pendingStart = false
            }
            if let running = leg {
                let state = running.frame(now)
                shown = (state.value, state.velocity)
                if state.finished {
                    leg = nil
                    endTime = Double(now) / 1e9
                }
            }
            frames.times.append(Double(now) / 1e9)
            frames.values.append(Double(shown.value))
            // Retargets after this frame is drawn and before the next.
            while next < ordered.count, ordered[next].time < Double(nanos(frame + 1)) / 1e9 - FrameSamples.timeSlack {
                let retarget = ordered[next]
                var before = MotionState(position: Double(shown.value), velocity: Double(shown.velocity))
                if let running = leg {
                    let exact = running.frame(max(now, Int64((retarget.time * 1e9).rounded(.down))))
                    before = MotionState(position: Double(exact.value), velocity: Double(exact.velocity))
                }
                legSpring = retarget.spring ?? legSpring
                let carried: (value: Float, velocity: Float) = leg != nil ? shown : (shown.value, 0)
                handoffs.append(Handoff(time: retarget.time, previousTarget: target, target: retarget.target, before: before,
                                        after: MotionState(position: Double(carried.value), velocity: Double(carried.velocity))))
                target = retarget.target
                pendingStart = leg == nil || pendingStart
                leg = Leg(legSpring, initial: carried.value, velocity: carried.velocity, target: Float(target), start: now)
                endTime = nil
                next += 1
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
