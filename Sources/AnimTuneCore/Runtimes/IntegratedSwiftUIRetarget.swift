import Foundation

/// SwiftUI's `.spring` retargeted, stepped as ``IntegratedSwiftUIRuntime`` steps it (the state
/// offset, velocity and force at 300 Hz with a half-step velocity): at a retarget the running
/// animation merges into the new one, which keeps the offset and velocity (FluidSpringAnimation's
/// `shouldMerge`) and heads for the new target with its own spring from then on. The new
/// animation's steps count from the retarget. It is removed at the first frame where |velocity|
/// and |force| are at most 0.06 and the offset is within 1 % of the last change of target.
///
/// When a leg changes the response and has a `blendDuration`, the response it steps with eases
/// from the old one: r = response + (old − new)·(1 − smoothstep(p)), p = (t − retarget)/blendDuration,
/// evaluated once per frame (FluidSpringAnimation's `animate`). OpenSwiftUI's text clamps
/// `blendDuration` rather than p and sets r to 0 without a blend; both read as porting slips
/// (p beyond 1 would swing the response far past both springs), so p is clamped to 0…1 and the
/// response is the leg's own without a blend. The blend, once started, stays with later legs of
/// the same response, as the state it lives in does.
struct IntegratedSwiftUIRetarget {
    let frames: FrameSamples
    let handoffs: [Handoff]
    let finalTarget: Double
    let endTime: Double?

    /// The response a leg steps with, eased from an earlier leg's.
    private struct Blend {
        var response: Double
        var dampingFraction: Double
        var interval = 0.0, start = 0.0, duration = 0.0

        /// The spring stepped until `time`.
        func spring(at time: Double) -> Spring {
            var r = response
            if duration > 0, interval != 0 {
                let p = min(max((time - start) / duration, 0), 1)
                r += interval * (1 - p * p * (3 - 2 * p))
            }
            return Runtime.swiftUISpring(response: r, dampingFraction: dampingFraction)
        }
    }

    /// `spring` moving 0 → `setting.distance`, retargeted at `retargets` (validated, targets in
    /// the move's unit).
    init(_ spring: Spring, _ setting: RuntimeSetting, retargets: [Retarget]) {
        let ordered = retargets.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        var blend = Blend(response: SwiftUISpring(spring).response, dampingFraction: spring.dampingRatio)
        var target = setting.distance, previousTarget = 0.0
        var offset = 0.0, velocity = spring.initialVelocity * setting.distance, force = 0.0
        var legStart = 0.0, legTime = 0.0, next = 0
        var handoffs: [Handoff] = []
        var frames = FrameSamples()
        var endTime: Double?
        let step = 1 / IntegratedSwiftUIRuntime.stepRate

        /// Steps the current leg until its own clock reaches `t − legStart`, with the spring of time `t`.
        func advance(to t: Double) {
            let legSpring = blend.spring(at: t)
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
                if let changed = retarget.spring {
                    let response = SwiftUISpring(changed).response
                    if response != blend.response {
                        blend.interval = blend.response - response
                        blend.start = retarget.time
                    }
                    blend.response = response
                    blend.dampingFraction = changed.dampingRatio
                }
                blend.duration = retarget.blendDuration
                // The new animation's force at its start, toward the new target.
                let legSpring = blend.spring(at: retarget.time)
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
