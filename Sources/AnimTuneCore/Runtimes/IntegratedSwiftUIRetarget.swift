/// SwiftUI's `.spring` retargeted, stepped as ``IntegratedSwiftUIRuntime`` steps it (the state
/// offset, velocity and force at 300 Hz with a half-step velocity): at a retarget the running
/// animation merges into the new one, which keeps the offset and velocity (FluidSpringAnimation's
/// `shouldMerge`) and heads for the new target with its own spring from then on — no response
/// blend, as `blendDuration` is 0 for `.spring(response:dampingFraction:)`. The new animation's
/// steps count from the retarget. It is removed at the first frame where |velocity| and |force|
/// are at most 0.06 and the offset is within 1 % of the last change of target.
struct IntegratedSwiftUIRetarget {
    let frames: FrameSamples
    let handoffs: [Handoff]
    let finalTarget: Double
    let endTime: Double?

    /// `spring` moving 0 → `setting.distance`, retargeted at `retargets` (validated, targets in
    /// the move's unit); `render` turns a spring into the one SwiftUI steps.
    init(_ spring: Spring, _ setting: RuntimeSetting, retargets: [Retarget], render: (Spring) -> Spring) {
        let ordered = retargets.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        var legSpring = render(spring)
        var target = setting.distance, previousTarget = 0.0
        var offset = 0.0, velocity = spring.initialVelocity * setting.distance, force = 0.0
        var legStart = 0.0, legTime = 0.0, next = 0
        var handoffs: [Handoff] = []
        var frames = FrameSamples()
        var endTime: Double?
        let step = 1 / IntegratedSwiftUIRuntime.stepRate

        /// Steps the current leg until its own clock reaches `t − legStart`.
        func advance(to t: Double) {
            while legTime < t - legStart {
                let half = force * (step / 2) + velocity
                offset += half * step
                force = -legSpring.damping * half + (target - offset) * legSpring.stiffness
                velocity = force * (step / 2) + half
                legTime += step
            }
        }

        let last = ordered.last?.time ?? 0
        let frameCount = ((last + InterruptedSpring.horizon) * setting.frameRate).rounded(.up)
        var frame = 0.0
        while frame <= frameCount {
            let frameTime = frame / setting.frameRate
            while next < ordered.count, ordered[next].time <= frameTime {
                let retarget = ordered[next]
                advance(to: retarget.time)
                let state = MotionState(position: offset, velocity: velocity)
                previousTarget = target
                target = retarget.target
                if let changed = retarget.spring { legSpring = render(changed) }
                // The new animation's force at its start, toward the new target.
                force = -legSpring.damping * velocity + (target - offset) * legSpring.stiffness
                legStart = retarget.time
                legTime = 0
                handoffs.append(Handoff(time: retarget.time, previousTarget: previousTarget, target: target, before: state, after: state))
                next += 1
            }
            advance(to: frameTime)
            frames.times.append(frameTime)
            frames.values.append(offset)
            if next == ordered.count {
                let allowed = (handoffs.isEmpty ? setting.distance : target - previousTarget) * IntegratedSwiftUIRuntime.tolerance
                let remaining = target - offset
                if max(velocity * velocity, force * force) <= IntegratedSwiftUIRuntime.restSquared,
                   !(allowed * allowed > 0 && allowed * allowed < remaining * remaining) {
                    endTime = frameTime
                    break
                }
            }
            frame += 1
        }
        self.frames = frames
        self.handoffs = handoffs
        self.finalTarget = target
        self.endTime = endTime
    }
}
