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
        case .android: "carry on the next frame: deltaT / 2 whole ms to the old target, deltaT / 2 to the new (animateToFinalPosition)"
        case .compose: "carry from the last frame drawn: its value and velocity, the new clock from its time (Animatable.animateTo)"
        case .motion: "carry: ticked at the retarget, the value's velocity over the time since the frame before; restart for a spring handed over as { duration, bounce } (export motion writes spring groups as physics springs, which carry)"
        case .css: "restart: a new transition from rest over the full duration; a reversal is shortened"
        }
    }

    /// A spring moving 0 → `setting.distance` (at `spring.initialVelocity` × distance), retargeted
    /// at `retargets` (in the same unit), as this runtime continues it; `policy` is the exact
    /// runtime's. Throws when a spring or a retarget is not usable.
    public func retargeted(_ spring: Spring, _ setting: RuntimeSetting, retargets: [Retarget],
                           policy: RetargetPolicy = .carry) throws(MotionError) -> RetargetedRendering {
        let run = RetargetedRun(runtime: self, spring: spring, setting: setting, retargets: retargets, policy: policy)
        switch self {
        case .exact: return try run.exact()
        case .swiftui: return try run.swiftUI()
        case .swiftuiInterpolating, .coreanimation, .coreanimationOverdamping: return try run.additive()
        case .webkit, .css: return try run.transitions()
        case .android: return try run.android()
        case .compose: return try run.compose()
        case .motion: return try run.motion()
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
}
