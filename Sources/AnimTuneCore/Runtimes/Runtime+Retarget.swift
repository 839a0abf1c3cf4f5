import Foundation

extension Runtime {
    /// What the runtime does when the target changes mid-move (research/interruptions.md §A.2).
    public var retargetPolicy: String {
        switch self {
        case .exact: "the --policy given: carry (default), additive or restart"
        case .swiftui: "carry: .spring keeps position and velocity; a new response blends in over @blendDuration (default 0)"
        case .swiftuiInterpolating: "additive: interpolatingSpring adds each animation's effect"
        case .coreanimation, .coreanimationOverdamping:
            "additive: an isAdditive animation on top, as UIKit does since iOS 8"
        case .webkit: "restart: a CSS transition with spring(), from rest; a reversal is shortened"
        case .android: "carry, switched half a frame after the retarget (animateToFinalPosition)"
        case .compose: "carry: Animatable.animateTo keeps value and velocity"
        case .motion: "carry with the velocity of a backward difference over the last frame; restart for a duration spring"
        case .css: "restart: a new transition from rest over the full duration; a reversal is shortened"
        }
    }

    /// A spring moving 0 → `setting.distance` (at `spring.initialVelocity` × distance), retargeted
    /// at `retargets` (in the same unit), as this runtime continues it; `policy` is the exact
    /// runtime's. Throws when a spring or a retarget is not usable.
    public func retargeted(_ spring: Spring, _ setting: RuntimeSetting, retargets: [Retarget],
                           policy: RetargetPolicy = .carry) throws(MotionError) -> RetargetedRendering {
        let distance = setting.distance, velocity = spring.initialVelocity * distance
        let clock = FrameClock(frameRate: setting.frameRate)
        let last = retargets.map(\.time).max() ?? 0
        func chain(_ render: (Spring) -> Spring, _ policy: RetargetPolicy, _ moved: [Retarget] = retargets,
                   handoff: HandoffVelocity = .exact) throws(MotionError) -> InterruptedSpring {
            try InterruptedSpring(render(spring), to: distance, velocity: velocity,
                                  retargets: moved.map { Retarget(time: $0.time, target: $0.target, spring: $0.spring.map(render)) },
                                  policy: policy, handoff: handoff)
        }
        func rendering(_ shape: RetargetedRendering.Shape, _ model: InterruptedSpring, end: Double?) -> RetargetedRendering {
            RetargetedRendering(runtime: self, policy: self == .exact ? policy.name : retargetPolicy, shape: shape,
                                handoffs: model.handoffs, finalTarget: model.finalTarget, endTime: end)
        }
        switch self {
        case .exact:
            let model = try chain({ $0 }, policy)
            return rendering(.continuous(model), model, end: nil)

        case .swiftui:
            // Validated as the other runtimes are, then stepped as SwiftUI steps it.
            _ = try chain(Self.swiftUISpring, .carry)
            let stepped = IntegratedSwiftUIRetarget(spring, setting, retargets: retargets)
            return RetargetedRendering(runtime: self, policy: retargetPolicy, shape: .stepped(times: stepped.frames.times, positions: stepped.frames.values),
                                       handoffs: stepped.handoffs, finalTarget: stepped.finalTarget, endTime: stepped.endTime)

        case .swiftuiInterpolating, .coreanimation, .coreanimationOverdamping:
            let clamps = self != .coreanimationOverdamping
            let render = { (spring: Spring) in ClosedFormRuntime(spring, clampsOverdamping: clamps, endTime: nil).spring }
            let model = try chain(render, .additive)
            // Each added animation runs for its own duration; the motion ends with the last.
            var end = InterpolatingSpringDuration.duration(render(spring))
            for leg in model.segments[model.segments.count - 1].legs.dropFirst() {
                var unit = leg.spring
                unit.initialVelocity = 0
                end = max(end, leg.start + InterpolatingSpringDuration.duration(unit))
            }
            return rendering(.continuous(model), model, end: end.isFinite ? end : nil)

        case .webkit, .css:
            try spring.validate()
            let duration: Double, easing: @Sendable (Double) -> Double
            if self == .css {
                let fit = LinearEasing.spring(spring, tolerance: setting.tolerance)
                (duration, easing) = (fit.duration, { fit.easing.progress(at: $0) })
            } else {
                let rendered = ClosedFormRuntime(spring, clampsOverdamping: true, endTime: nil).spring
                let span = setting.duration ?? SpringMetrics(rendered).settlingTimeEpsilon
                (duration, easing) = (span, { rendered.progress(at: $0 * span) })
            }
            try Self.validate(retargets)
            let transitions = CSSTransitionChain(from: 0, to: distance, duration: duration, retargets: retargets, easing: easing)
            return RetargetedRendering(runtime: self, policy: retargetPolicy, shape: .transitions(transitions),
                                       handoffs: Self.handoffs(transitions, retargets), finalTarget: transitions.transitions.last!.endValue,
                                       endTime: transitions.endTime)

        case .android:
            // The pending position is applied on the next frame: half its time toward the old
            // target, half toward the new one — a carry at mid-frame.
            let android = FrameClock(frameRate: setting.frameRate, wholeMilliseconds: true)
            let moved = retargets.map { retarget in
                let frame = android.frame(atOrBefore: retarget.time)
                return Retarget(time: (android.time(frame) + android.time(frame + 1)) / 2, target: retarget.target, spring: retarget.spring)
            }
            let model = try chain(\.massNormalized, .carry, moved)
            let threshold = AndroidRuntime.minimumVisibleChange * AndroidRuntime.thresholdMultiplier
            let end = Self.firstFrame(after: moved.map(\.time).max() ?? 0, android) { t in
                let state = model.state(at: t)
                return abs(state.velocity) < threshold * AndroidRuntime.velocityThresholdMultiplier
                    && abs(state.position - model.finalTarget) < threshold
            }
            return rendering(.framed(model, android), model, end: end)

        case .compose:
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

        case .motion:
            if let duration = setting.duration {
                let model = try chain({ $0 }, .restart)
                return rendering(.framed(model, clock), model, end: last + duration)
            }
            let model = try chain({ $0 }, .carry, handoff: .lastFrame(period: clock.period, maximumAge: Self.motionVelocityAge))
            let leg = model.handoffs.last.map { abs($0.target - $0.after.position) } ?? abs(distance)
            let granular = leg < MotionRuntime.granularDistance
            let restDelta = granular ? MotionRuntime.granularRestDelta : MotionRuntime.restDelta
            let restSpeed = granular ? MotionRuntime.granularRestSpeed : MotionRuntime.restSpeed
            let end = Self.firstFrame(after: last, clock) { t in
                let state = model.state(at: t)
                return abs(state.velocity) <= restSpeed && abs(model.finalTarget - state.position) <= restDelta
            }
            return rendering(.framed(model, clock), model, end: end)
        }
    }

    /// motion's `MAX_VELOCITY_DELTA`: a value older than this has velocity 0, in seconds.
    public static let motionVelocityAge = 0.03

    /// `spring` as SwiftUI's `.spring` steps it (see `swiftUISpring(response:dampingFraction:)`).
    static func swiftUISpring(_ spring: Spring) -> Spring {
        swiftUISpring(response: SwiftUISpring(spring).response, dampingFraction: spring.dampingRatio,
                      initialVelocity: spring.initialVelocity)
    }

    /// The spring SwiftUI steps for `.spring(response:dampingFraction:)`: mass 1, stiffness
    /// (2π/response)² capped at 45,000, damping 2√k · dampingFraction.
    static func swiftUISpring(response: Double, dampingFraction: Double, initialVelocity: Double = 0) -> Spring {
        let stiffness = min((2 * Double.pi / response) * (2 * Double.pi / response), IntegratedSwiftUIRuntime.stiffnessCap)
        return Spring(mass: 1, stiffness: stiffness, damping: 2 * stiffness.squareRoot() * dampingFraction,
                      initialVelocity: initialVelocity)
    }

    /// The first frame after `start` at which `done` holds, within the horizon; nil: none.
    static func firstFrame(after start: Double, _ clock: FrameClock, _ done: (Double) -> Bool) -> Double? {
        let first = clock.frame(atOrBefore: start) + 1
        let frames = (InterruptedSpring.horizon * clock.frameRate).rounded(.up)
        var index = first
        while index <= first + frames {
            let t = clock.time(index)
            if done(t) { return t }
            index += 1
        }
        return nil
    }

    /// What a CSS transition hands over at each change: the shown value, and the slope just
    /// before and just after (one-sided differences over a microsecond).
    static func handoffs(_ chain: CSSTransitionChain, _ retargets: [Retarget]) -> [Handoff] {
        let h = 1e-6
        var previous = chain.transitions[0].endValue
        return retargets.sorted { $0.time < $1.time }.map { retarget in
            let t = retarget.time, x = chain.position(at: t)
            let before = MotionState(position: x, velocity: (x - chain.position(at: t - h)) / h)
            let after = MotionState(position: x, velocity: (chain.position(at: t + h) - x) / h)
            defer { previous = retarget.target }
            return Handoff(time: t, previousTarget: previous, target: retarget.target, before: before, after: after)
        }
    }

    /// The checks `InterruptedSpring` makes, for the CSS chains that do not build one.
    static func validate(_ retargets: [Retarget]) throws(MotionError) {
        for retarget in retargets {
            guard retarget.time.isFinite else { throw .notFinite(parameter: "retarget time") }
            guard retarget.target.isFinite else { throw .notFinite(parameter: "retarget target") }
            guard retarget.time >= 0 else {
                throw .outOfRange(parameter: "retarget time", value: retarget.time, accepted: "0 s or later")
            }
        }
    }
}
