/// A spring group's value, kept in the form the user last set so exports and presets emit
/// exactly what was typed; every other form is derived from the resulting `spring`.
public enum SpringSetting: Sendable, Hashable {
    case uikit(UIKitSpring)
    case swiftui(SwiftUISpring, velocity: Double, notation: SwiftUINotation)
    case physical(Spring)

    public var form: SpringForm {
        switch self {
        case .uikit: .uikit
        case .swiftui: .swiftui
        case .physical: .physical
        }
    }

    /// The physical spring this setting animates with.
    public var spring: Spring {
        switch self {
        case .uikit(let uikit):
            return uikit.spring
        case .swiftui(let swiftui, let velocity, _):
            var spring = swiftui.spring
            spring.initialVelocity = velocity
            return spring
        case .physical(let spring):
            return spring
        }
    }

    /// The UIKit form, nil when the spring has none (see ``uikitForm()``).
    public var uikit: UIKitSpring? { try? uikitForm() }

    /// The UIKit form, or why there is none (over-damped: UIKit clamps damping to 1; a
    /// velocity too large to settle; a duration UIKit would clamp).
    public func uikitForm() throws(MotionError) -> UIKitSpring {
        if case .uikit(let uikit) = self { return uikit }
        return try UIKitSpring(spring)
    }

    public var swiftui: SwiftUISpring {
        if case .swiftui(let swiftui, _, _) = self { return swiftui }
        return SwiftUISpring(spring)
    }

    /// The value of one key; nil when the current spring cannot be written in that form.
    public func value(of field: SpringField) -> Double? {
        switch field {
        case .duration: uikit?.duration
        case .damping: uikit?.dampingRatio
        case .velocity: spring.initialVelocity
        case .response: swiftui.response
        case .bounce: swiftui.bounce
        case .dampingFraction: swiftui.dampingRatio
        case .mass: spring.mass
        case .stiffness: spring.stiffness
        case .dampingCoefficient: spring.damping
        }
    }

    /// This setting with one key changed, in that key's form; the other keys of the form keep
    /// their values. Throws when the result is not a valid spring.
    public func setting(_ field: SpringField, to value: Double) throws(MotionError) -> SpringSetting {
        let velocity = spring.initialVelocity
        let result: SpringSetting
        switch field.form ?? form {
        case .uikit:
            var base = uikit ?? UIKitSpring(duration: min(max(SpringMetrics(spring).settlingTimeEpsilon, 0.01), 10),
                                            dampingRatio: 1, velocity: velocity)
            switch field {
            case .duration: base.duration = value
            case .damping: base.dampingRatio = value
            case .velocity: base.velocity = value
            default: break
            }
            try base.validate()
            result = .uikit(base)
        case .swiftui:
            var base = swiftui
            var newVelocity = velocity
            // `response` alone keeps the notation; from another form it starts as iOS 17's.
            var notation: SwiftUINotation = if case .swiftui(_, _, let current) = self { current } else { .bounce }
            switch field {
            case .response: base = SwiftUISpring(response: value, dampingRatio: base.dampingRatio)
            case .bounce:
                base = SwiftUISpring(duration: base.response, bounce: value)
                notation = .bounce
            case .dampingFraction:
                base = SwiftUISpring(response: base.response, dampingRatio: value)
                notation = .dampingFraction
            case .velocity: newVelocity = value
            default: break
            }
            result = .swiftui(base, velocity: newVelocity, notation: notation)
        case .physical:
            var base = spring
            switch field {
            case .mass: base.mass = value
            case .stiffness: base.stiffness = value
            case .dampingCoefficient: base.damping = value
            case .velocity: base.initialVelocity = value
            default: break
            }
            result = .physical(base)
        }
        try result.spring.validate()
        return result
    }
}
