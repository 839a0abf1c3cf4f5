/// The platforms animtune can show a spring as: each one's name, what its model follows and
/// what is inferred, and the model itself.
public enum Runtime: String, CaseIterable, Sendable, Hashable {
    case exact
    case swiftui
    case swiftuiInterpolating = "swiftui-interpolating"
    case coreanimation
    case coreanimationOverdamping = "coreanimation-overdamping"
    case webkit
    case android
    case compose
    case motion
    case css

    /// `--runtime all` on `plot`.
    public static let allName = "all"

    public var name: String { rawValue }

    /// The model of `spring` on this runtime, for a move described by `setting`.
    public func model(_ spring: Spring, _ setting: RuntimeSetting) -> any SpringRuntime {
        switch self {
        case .exact:
            return ClosedFormRuntime(spring, clampsOverdamping: false, endTime: nil)
        case .swiftui:
            return IntegratedSwiftUIRuntime(spring, setting)
        case .swiftuiInterpolating, .coreanimation, .coreanimationOverdamping:
            let clamps = self != .coreanimationOverdamping
            let rendered = ClosedFormRuntime(spring, clampsOverdamping: clamps, endTime: nil).spring
            return ClosedFormRuntime(spring, clampsOverdamping: clamps,
                                     endTime: InterpolatingSpringDuration.duration(rendered))
        case .webkit:
            let rendered = ClosedFormRuntime(spring, clampsOverdamping: true, endTime: nil).spring
            return ClosedFormRuntime(spring, clampsOverdamping: true,
                                     endTime: setting.duration ?? SpringMetrics(rendered).settlingTimeEpsilon)
        case .android:
            return AndroidRuntime(spring, setting)
        case .compose:
            return ComposeRuntime(spring, setting)
        case .motion:
            return MotionRuntime(spring, setting)
        case .css:
            return CSSLinearRuntime(spring, setting)
        }
    }

    /// One line for lists.
    public var summary: String {
        switch self {
        case .exact: "the closed form, solved in every damping regime (animtune's own curve); never ends"
        case .swiftui: "SwiftUI .spring(response:dampingFraction:) / .spring(duration:bounce:): integrated at 300 Hz"
        case .swiftuiInterpolating: "SwiftUI .interpolatingSpring and Spring(mass:stiffness:damping:): ζ > 1 as critical"
        case .coreanimation: "CASpringAnimation without allowsOverdamping (before iOS 17, and its default): ζ > 1 as critical"
        case .coreanimationOverdamping: "CASpringAnimation with allowsOverdamping = true (iOS 17): the closed form"
        case .webkit: "WebKit's SpringSolver (CSS spring()): ζ ≥ 1 as critical"
        case .android: "AndroidX SpringAnimation: float state stepped per frame, snaps at 0.75 × the minimum visible change"
        case .compose: "Jetpack Compose spring(): float closed form per frame, ends at getDurationNanos (Dp threshold 0.1)"
        case .motion: "motion (Framer Motion) spring as export motion writes it: ends at restSpeed/restDelta"
        case .css: "the css export: animtune's linear() easing at its stated duration"
        }
    }

    /// What the model follows (documentation, or source read) and what is inferred.
    public var provenance: String {
        switch self {
        case .exact:
            "REFERENCE.md §1: the damped oscillator in closed form, over-damping solved, no time stepping."
        case .swiftui:
            "Source read: OpenSwiftUI's FluidSpringAnimation (a reimplementation of SwiftUI): stiffness (2π/response)² "
                + "capped at 45,000, damping 2ζ√k, a half-step integrator at 300 Hz, removed when |velocity| and |force| "
                + "≤ 0.06 and the rest is within 1 % of the move. Inferred: frames at exact multiples of 1/fps, and an "
                + "initial velocity passed in (SwiftUI only carries velocity over from an interrupted spring)."
        case .swiftuiInterpolating:
            "Source read: OpenSwiftUI's SpringAnimation (closed form, ζ ≥ 1 as critical; Apple documents "
                + "allowOverDamping false as \"treated as critically damped\"). Inferred: it ends after SpringModel's "
                + "duration (ε 0.001), where animtune reads the decay rate as ζω0 (OpenSwiftUI writes ζ/ω0)."
        case .coreanimation:
            "Documented: CASpringAnimation.allowsOverdamping (iOS 17) defaults to false. Inferred: without it ζ > 1 "
                + "renders as critical, as in WebKit and SwiftUI; it ends at settlingDuration, computed as SwiftUI's "
                + "interpolating spring does (Apple does not document the rule)."
        case .coreanimationOverdamping:
            "Documented: allowsOverdamping = true solves the over-damped case. Inferred: its end as for coreanimation."
        case .webkit:
            "Source read: WebKit's SpringSolver.h (Source/WebCore/platform/graphics). Inferred: it ends at the "
                + "transition's duration, here the UIKit duration when the spring has one, else the ε 0.001 settling time."
        case .android:
            "Source read: AndroidX SpringForce.updateValues and SpringAnimation.updateValueAndVelocity, "
                + "DynamicAnimation (MIN_VISIBLE_CHANGE_PIXELS 1, THRESHOLD_MULTIPLIER 0.75). Inferred: frame times are "
                + "whole milliseconds of a vsync at the frame rate; the move is in pixels."
        case .compose:
            "Source read: Compose FloatSpringSpec, SpringSimulation.updateValues and SpringEstimation.kt. Inferred: "
                + "frames at multiples of 1/fps from the first; the move is in dp (Dp.VisibilityThreshold 0.1)."
        case .motion:
            "Source read: motion-dom's spring generator as of motion \(SourceVersion.motion) (restSpeed 2 / 0.01, restDelta 0.5 / 0.005 "
                + "under a move of 5, the speed in closed form in every damping regime). JSAnimation.updateTime rounds the clock: "
                + "Math.round(timestamp − startTime) whole ms. Inferred: a JS (requestAnimationFrame) animation with timestamps at "
                + "multiples of 1/fps; motion may instead hand a spring to WAAPI as a linear() easing."
        case .css:
            "animtune's own export (LinearEasing): the linear() stops over the duration the export states."
        }
    }

    /// Names for help and errors.
    public static var names: [String] { allCases.map(\.name) }
}
