/// AndroidX `SpringAnimation.animateToFinalPosition` retargeted, as dynamicanimation plays it
/// (`SpringAnimation.updateValueAndVelocity`, `DynamicAnimation.doAnimationFrame`): frames at
/// Choreographer times truncated to whole ms, ⌊i·1000/fps⌋; value and velocity floats. While
/// the animation runs, a new final position is only stored (`mPendingPosition`); the next frame
/// advances `deltaT / 2` toward the old target, sets the new one, and advances `deltaT / 2`
/// again — integer halves of a `long`, so an odd frame (17 ms at 60 Hz) loses 1 ms. Several
/// retargets before one frame: the last wins. After the animation ended, the call starts it
/// again from rest; its first frame only records the time. Positions in the move's unit.
struct AndroidRetarget {
    let frames: FrameSamples
    let handoffs: [Handoff]
    let finalTarget: Double
    let endTime: Double?

    /// `spring` moving 0 → `setting.distance`, retargeted at `retargets` (validated).
    init(_ spring: Spring, _ setting: RuntimeSetting, retargets: [Retarget]) {
        let ordered = retargets.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        func force(_ changed: Spring) -> AndroidRuntime.Force {
            AndroidRuntime.Force(stiffness: Float(changed.stiffness / changed.mass), dampingRatio: Float(changed.dampingRatio))
        }
        let valueThreshold = abs(Double(Float(AndroidRuntime.minimumVisibleChange * AndroidRuntime.thresholdMultiplier)))
        let velocityThreshold = valueThreshold * AndroidRuntime.velocityThresholdMultiplier
        var value: Float = 0, velocity = Float(spring.initialVelocity * setting.distance)
        var spring = force(spring), target = Float(setting.distance), shownTarget = setting.distance
        var pending: (target: Float, exact: Double, spring: Spring?)?
        var running = true, firstFrame = false
        var frames = FrameSamples()
        var handoffs: [Handoff] = []
        var endTime: Double?
        var next = 0
        let last = ordered.last?.time ?? 0
        let frameCount = ((last + InterruptedSpring.horizon) * setting.frameRate).rounded(.up)
        var index = 0.0
        while index <= frameCount {
            let now = AndroidRuntime.frameMillis(Int(index), setting.frameRate)
            let before = index > 0 ? AndroidRuntime.frameMillis(Int(index) - 1, setting.frameRate) : now
            if running, index > 0, !firstFrame {
                let deltaT = now - before
                if let change = pending {
                    (value, velocity) = spring.update(value, velocity, target: target, elapsed: deltaT / 2)
                    let state = MotionState(position: Double(value), velocity: Double(velocity))
                    handoffs.append(Handoff(time: Double(before + deltaT / 2) / 1000, previousTarget: shownTarget,
                                            target: change.exact, before: state, after: state))
                    target = change.target
                    shownTarget = change.exact
                    if let changed = change.spring { spring = force(changed) }
                    (value, velocity) = spring.update(value, velocity, target: target, elapsed: deltaT / 2)
                    pending = nil
                } else {
                    (value, velocity) = spring.update(value, velocity, target: target, elapsed: deltaT)
                }
                if Double(abs(velocity)) < velocityThreshold && Double(abs(value - target)) < valueThreshold {
                    frames.remaining = Double(abs(value - target)) / setting.distance
                    (value, velocity, running) = (target, 0, false)
                    endTime = Double(now) / 1000
                }
            }
            firstFrame = false
            frames.times.append(Double(now) / 1000)
            frames.values.append(Double(value))
            // Retargets after this frame and before the next.
            let upcoming = Double(AndroidRuntime.frameMillis(Int(index) + 1, setting.frameRate)) / 1000
            while next < ordered.count, ordered[next].time < upcoming - FrameSamples.timeSlack {
                let retarget = ordered[next]
                if running {
                    pending = (Float(retarget.target), retarget.target, retarget.spring ?? pending?.spring)
                } else {
                    let state = MotionState(position: Double(value), velocity: 0)
                    handoffs.append(Handoff(time: retarget.time, previousTarget: shownTarget, target: retarget.target,
                                            before: state, after: state))
                    (target, shownTarget) = (Float(retarget.target), retarget.target)
                    if let changed = retarget.spring { spring = force(changed) }
                    (running, firstFrame, endTime) = (true, true, nil)
                }
                next += 1
            }
            if !running, next == ordered.count { break }
            index += 1
        }
        self.frames = frames
        self.handoffs = handoffs
        self.finalTarget = shownTarget
        self.endTime = endTime
    }
}
