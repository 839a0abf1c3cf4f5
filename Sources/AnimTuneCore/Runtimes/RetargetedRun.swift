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
        for retarget in retargets { try retarget.validate() }
        let transitions = CSSTransitionChain(from: 0, to: distance, duration: duration, retargets: retargets, easing: easing)
        return RetargetedRendering(runtime: runtime, policy: runtime.retargetPolicy, shape: .transitions(transitions),
                                   handoffs: Runtime.handoffs(transitions, retargets), finalTarget: transitions.transitions.last!.endValue,
                                   endTime: transitions.endTime)
    }

    /// AndroidX's `animateToFinalPosition`, stepped as dynamicanimation steps it (``AndroidRetarget``).
    func android() throws(MotionError) -> RetargetedRendering {
        _ = try chain(\.massNormalized, .carry)
        let stepped = AndroidRetarget(spring, setting, retargets: retargets)
        return rendering(stepped: stepped.frames, stepped.handoffs, stepped.finalTarget, stepped.endTime)
    }

    /// Compose's `Animatable.animateTo`, from the last frame drawn (``ComposeRetarget``).
    func compose() throws(MotionError) -> RetargetedRendering {
        _ = try chain(\.massNormalized, .carry)
        let stepped = ComposeRetarget(spring, setting, retargets: retargets)
        return rendering(stepped: stepped.frames, stepped.handoffs, stepped.finalTarget, stepped.endTime)
    }

    /// motion's `value.start()`: the running animation ticked at the retarget, the new one from
    /// there with the value's velocity; a duration spring restarts from rest (``MotionRetarget``).
    func motion() throws(MotionError) -> RetargetedRendering {
        _ = try chain({ $0 }, .carry)
        let stepped = MotionRetarget(spring, setting, retargets: retargets)
        return rendering(stepped: stepped.frames, stepped.handoffs, stepped.finalTarget, stepped.endTime)
    }

    /// A rendering of frames a platform stepped itself.
    private func rendering(stepped frames: FrameSamples, _ handoffs: [Handoff], _ finalTarget: Double,
                         _ endTime: Double?) -> RetargetedRendering {
        RetargetedRendering(runtime: runtime, policy: runtime.retargetPolicy,
                            shape: .stepped(times: frames.times, positions: frames.values),
                            handoffs: handoffs, finalTarget: finalTarget, endTime: endTime)
    }
}
