/// A recorded finger, then the spring it lets go of as one runtime continues it: the scene
/// follows the finger's samples, and at the last one the spring starts from there toward the
/// target with the velocity the runtime's tracker reports (in its own rendering: frames,
/// thresholds, end). Positions in points, times in seconds from the first sample.
public struct GestureContinuation: Sendable {
    public let runtime: Runtime
    public let gesture: Gesture
    public let target: Double
    /// The velocity the spring starts with, points per second: the tracker's, within the
    /// platform's maximum fling velocity (``VelocityTracker/maximumFlingVelocity``).
    public let velocity: Double
    /// What the runtime's tracker measured before the clamp.
    public let measuredVelocity: Double
    /// Whether the platform's maximum fling velocity cut the measured one.
    public var isClamped: Bool { velocity != measuredVelocity }
    /// The runtime's model of the leg from the release to the target (progress 0 → 1 of it);
    /// nil when the finger lets go on the target, where the exact leg is followed.
    private let model: (any SpringRuntime)?
    private let leg: SpringLeg
    private let frameRate: Double
    /// The spring of the leg from the release, with the tracker's velocity relative to its move.
    private let moving: Spring

    init(_ runtime: Runtime, gesture: Gesture, spring: Spring, target: Double, frameRate: Double) {
        self.runtime = runtime
        self.gesture = gesture
        self.target = target
        self.frameRate = frameRate
        let release = gesture.release
        measuredVelocity = runtime.velocityTracker.velocity(gesture)
        velocity = runtime.velocityTracker.releaseVelocity(gesture)
        let remaining = target - release.position
        leg = SpringLeg(spring, start: release.time, target: target,
                        initial: MotionState(position: release.position, velocity: velocity))
        var moving = spring
        moving.initialVelocity = ReleaseVelocity.pointsPerSecond(velocity).relative(remaining: remaining)
        self.moving = moving
        guard abs(remaining) >= RuntimeSetting.distanceRange.lowerBound else {
            model = nil
            return
        }
        model = runtime.model(moving, RuntimeSetting(distance: abs(remaining), frameRate: frameRate))
    }

    /// This continuation with its target changed at `retargets` (times from the first sample,
    /// after the release; targets in points), as the runtime continues a spring it is running
    /// (``Runtime/retargeted(_:_:retargets:policy:)`` on the leg from the release): a tap on the
    /// moving element after the finger let go.
    public func retargeted(_ retargets: [Retarget], policy: RetargetPolicy = .carry) throws(MotionError) -> RetargetedContinuation {
        let release = gesture.release
        let remaining = target - release.position
        guard model != nil else {
            throw .outOfRange(parameter: "retarget", value: remaining, accepted: "a finger that lets go off its target (it let go on it)")
        }
        let direction: Double = remaining < 0 ? -1 : 1
        var legRetargets: [Retarget] = []
        for retarget in retargets {
            try retarget.validate()
            guard retarget.time > release.time else {
                throw .outOfRange(parameter: "retarget time", value: retarget.time,
                                  accepted: "after the release at \(NumberFormatting.short(release.time, digits: 4)) s")
            }
            var onLeg = retarget
            onLeg.time -= release.time
            onLeg.target = (retarget.target - release.position) * direction
            legRetargets.append(onLeg)
        }
        let rendering = try runtime.retargeted(moving, RuntimeSetting(distance: abs(remaining), frameRate: frameRate),
                                               retargets: legRetargets, policy: policy)
        return RetargetedContinuation(gesture: gesture, origin: release.position, direction: direction, rendering: rendering)
    }

    public var tracker: VelocityTracker { runtime.velocityTracker }
    public var releaseTime: Double { gesture.release.time }

    /// Where the scene is at `t`: on the finger until the release, then on the runtime's spring.
    public func position(at t: Double) -> Double {
        let release = gesture.release
        guard t > release.time else { return gesture.position(at: t) }
        guard let model else { return leg.state(at: t).position }
        return release.position + (target - release.position) * model.progress(at: t - release.time)
    }

    /// When the runtime ends the spring (from the first sample); nil: never.
    public var endTime: Double? {
        guard let model else { return nil }
        return model.endTime.map { releaseTime + $0 }
    }

    /// The hand-off at the release: the finger's own velocity before, the tracker's after.
    public var handoff: Handoff {
        let release = gesture.release
        return Handoff(time: release.time, previousTarget: release.position, target: target,
                       before: MotionState(position: release.position, velocity: VelocityTracker.finger.velocity(gesture)),
                       after: MotionState(position: release.position, velocity: velocity))
    }

    /// Overshoot past the target and settling within `band` points, measured after the release.
    public func metrics(band: Double) -> RetargetMetrics {
        let release = gesture.release
        let exact = try? InterruptedSpring(leg.spring, from: release.position, to: target, velocity: velocity)
        let quiet = releaseTime + (exact?.quietTime(band: band) ?? InterruptedSpring.horizon)
        let step = model == nil ? leg.timeScale / 8 : min(leg.timeScale / 8, 0.5 / frameRate)
        let until = min(max(quiet, endTime ?? quiet) + step, releaseTime + InterruptedSpring.horizon)
        return RetargetMetrics(position: position(at:), handoff: handoff, band: band, step: step, until: until, endTime: endTime)
    }
}
