/// One retargeted move as a runtime continues it (``Runtime/retargeted(_:_:retargets:policy:)``):
/// a method per platform's policy (research/interruptions.md §A.2).
struct RetargetedRun {
    let runtime: Runtime
    let spring: Spring
    let setting: RuntimeSetting
    let retargets: [Retarget]
    /// The exact runtime's policy.
    let policy: RetargetPolicy

    private var distance: Double { setting.distance }
    private var velocity: Double { spring.initialVelocity * distance }
    private var clock: FrameClock { FrameClock(frameRate: setting.frameRate) }
    private var last: Double { retargets.map(\.time).max() ?? 0 }

    /// The move as a chain of springs `render` turns into the platform's, under `policy`.
    private func chain(_ render: (Spring) -> Spring, _ policy: RetargetPolicy, _ moved: [Retarget]? = nil,
                       handoff: HandoffVelocity = .exact) throws(MotionError) -> InterruptedSpring {
        try InterruptedSpring(render(spring), to: distance, velocity: velocity,
                              retargets: (moved ?? retargets).map { Retarget(time: $0.time, target: $0.target, spring: $0.spring.map(render)) },
                              policy: policy, handoff: handoff)
    }

    private func rendering(_ shape: RetargetedRendering.Shape, _ model: InterruptedSpring, end: Double?) -> RetargetedRendering {
        RetargetedRendering(runtime: runtime, policy: runtime == .exact ? policy.name : runtime.retargetPolicy, shape: shape,
                            handoffs: model.handoffs, finalTarget: model.finalTarget, endTime: end)
    }

    /// The closed forms under `policy`.
    func exact() throws(MotionError) -> RetargetedRendering {
        let model = try chain({ $0 }, policy)
        return rendering(.continuous(model), model, end: nil)
    }

    /// SwiftUI's `.spring`: validated as the other runtimes are, then stepped as SwiftUI steps it.
    func swiftUI() throws(MotionError) -> RetargetedRendering {
        _ = try chain(Runtime.swiftUISpring, .carry)
        let stepped = IntegratedSwiftUIRetarget(spring, setting, retargets: retargets)
        return RetargetedRendering(runtime: runtime, policy: runtime.retargetPolicy,
                                   shape: .stepped(times: stepped.frames.times, positions: stepped.frames.values),
                                   handoffs: stepped.handoffs, finalTarget: stepped.finalTarget, endTime: stepped.endTime)
    }

    /// `interpolatingSpring` and Core Animation: each animation added on top, each running for
    /// its own duration; the motion ends with the last.
    func additive() throws(MotionError) -> RetargetedRendering {
        let clamps = runtime != .coreanimationOverdamping
        let render = { (spring: Spring) in ClosedFormRuntime(spring, clampsOverdamping: clamps, endTime: nil).spring }
        let model = try chain(render, .additive)
        var end = InterpolatingSpringDuration.duration(render(spring))
        for leg in model.segments[model.segments.count - 1].legs.dropFirst() {
            var unit = leg.spring
            unit.initialVelocity = 0
            end = max(end, leg.start + InterpolatingSpringDuration.duration(unit))
        }
        return rendering(.continuous(model), model, end: end.isFinite ? end : nil)
    }

    /// CSS transitions (WebKit's `spring()`, or the exported `linear()`): restarted from rest,
    /// a reversal shortened.
    func transitions() throws(MotionError) -> RetargetedRendering {
        try spring.validate()
        let duration: Double, easing: @Sendable (Double) -> Double
        if runtime == .css {
            let fit = LinearEasing.spring(spring, tolerance: setting.tolerance)
            (duration, easing) = (fit.duration, { fit.easing.progress(at: $0) })
        } else {
            let rendered = ClosedFormRuntime(spring, clampsOverdamping: true, endTime: nil).spring
            let span = setting.duration ?? SpringMetrics(rendered).settlingTimeEpsilon
            (duration, easing) = (span, { rendered.progress(at: $0 * span) })
        }
        try Runtime.validate(retargets)
        let transitions = CSSTransitionChain(from: 0, to: distance, duration: duration, retargets: retargets, easing: easing)
        return RetargetedRendering(runtime: runtime, policy: runtime.retargetPolicy, shape: .transitions(transitions),
                                   handoffs: Runtime.handoffs(transitions, retargets), finalTarget: transitions.transitions.last!.endValue,
                                   endTime: transitions.endTime)
    }

    /// AndroidX: the pending position is applied on the next frame, half its time toward the
    /// old target and half toward the new one — a carry at mid-frame.
    func android() throws(MotionError) -> RetargetedRendering {
        let android = FrameClock(frameRate: setting.frameRate, wholeMilliseconds: true)
        let moved = retargets.map { retarget in
            let frame = android.frame(atOrBefore: retarget.time)
            return Retarget(time: (android.time(frame) + android.time(frame + 1)) / 2, target: retarget.target, spring: retarget.spring)
        }
        let model = try chain(\.massNormalized, .carry, moved)
        let threshold = AndroidRuntime.minimumVisibleChange * AndroidRuntime.thresholdMultiplier
        let end = Runtime.firstFrame(after: moved.map(\.time).max() ?? 0, android) { t in
            let state = model.state(at: t)
            return abs(state.velocity) < threshold * AndroidRuntime.velocityThresholdMultiplier
                && abs(state.position - model.finalTarget) < threshold
        }
        return rendering(.framed(model, android), model, end: end)
    }

    /// Compose's `Animatable`: carried, ending at its duration estimate for the last leg.
    func compose() throws(MotionError) -> RetargetedRendering {
        let model = try chain(\.massNormalized, .carry)
        let from = model.handoffs.last?.after ?? MotionState(position: 0, velocity: velocity)
        let leg = model.segments[model.segments.count - 1].legs[0].spring
        let threshold = ComposeRuntime.visibilityThreshold
        let millis = ComposeDurationEstimate.millis(
            stiffness: Float(leg.stiffness), dampingRatio: Float(leg.dampingRatio),
            initialVelocity: Float(from.velocity / threshold),
            initialDisplacement: Float((from.position - model.finalTarget) / threshold))
        let start = model.handoffs.last?.time ?? 0
        let end = Double(millis) / 1000 < InterruptedSpring.horizon ? start + Double(millis) / 1000 : nil
        return rendering(.framed(model, clock), model, end: end)
    }

    /// motion: a physics spring carries the velocity of a backward difference over the last
    /// frame; a duration spring restarts from rest.
    func motion() throws(MotionError) -> RetargetedRendering {
        let clock = clock, last = last
        if let duration = setting.duration {
            let model = try chain({ $0 }, .restart)
            return rendering(.framed(model, clock), model, end: last + duration)
        }
        let model = try chain({ $0 }, .carry, handoff: .lastFrame(period: clock.period, maximumAge: Runtime.motionVelocityAge))
        let leg = model.handoffs.last.map { abs($0.target - $0.after.position) } ?? abs(distance)
        let granular = leg < MotionRuntime.granularDistance
        let restDelta = granular ? MotionRuntime.granularRestDelta : MotionRuntime.restDelta
        let restSpeed = granular ? MotionRuntime.granularRestSpeed : MotionRuntime.restSpeed
        let end = Runtime.firstFrame(after: last, clock) { t in
            let state = model.state(at: t)
            return abs(state.velocity) <= restSpeed && abs(model.finalTarget - state.position) <= restDelta
        }
        return rendering(.framed(model, clock), model, end: end)
    }
}
