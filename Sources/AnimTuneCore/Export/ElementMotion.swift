/// What moves one property of an animated element (``ElementTransition``) in a preset: a
/// spring (a spring function at the preset's position), or a timing curve over its duration.
enum ElementMotion {
    case spring(Spring)
    case curve(CubicBezier, duration: Double)

    /// The motion of `timing` in `plan`, nil when the scene does not say how long a curve runs.
    init?(_ timing: ElementTransition.Timing, plan: ExportPlan) {
        let state = plan.preset.state
        switch timing {
        case .linear(let durationKey):
            self = .curve(TimingCurve.linear.bezier, duration: state.number(durationKey))
        case .animation(let key):
            if let spring = ReducedPlan.spring(key, plan.scene, state) {
                self = .spring(spring)
                return
            }
            guard let curve = plan.curves.first(where: { $0.key == key }) else { return nil }
            if let duration = curve.duration {
                self = .curve(curve.curve.bezier, duration: duration)
            } else if let (function, fractionKey) = curve.companion {
                self = .curve(curve.curve.bezier, duration: state.number(fractionKey) * function.timing(state).duration)
            } else {
                return nil
            }
        }
    }

    /// Every animated element's properties with their motions, in the scene's order.
    static func elements(_ plan: ExportPlan) -> [(element: ElementTransition, motions: [(property: String, key: String, motion: ElementMotion)])] {
        plan.scene.export.transitions.map { element in
            (element, element.properties.compactMap { property, timing in
                ElementMotion(timing, plan: plan).map { (property, Self.key(timing), $0) }
            })
        }
    }

    /// The animation key or duration key a timing names.
    static func key(_ timing: ElementTransition.Timing) -> String {
        switch timing {
        case .animation(let key): key
        case .linear(let durationKey): durationKey
        }
    }
}
