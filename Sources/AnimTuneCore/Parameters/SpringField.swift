/// One key of a spring group (`spring.damping`, `dismiss.spring.response`), in every form.
public enum SpringField: String, Sendable, Hashable, CaseIterable {
    case duration, damping, velocity
    case response, bounce, dampingFraction
    case mass, stiffness, dampingCoefficient

    /// The form a key belongs to; `velocity` is shared by all and keeps the current form.
    public var form: SpringForm? {
        switch self {
        case .duration, .damping: .uikit
        case .response, .bounce, .dampingFraction: .swiftui
        case .mass, .stiffness, .dampingCoefficient: .physical
        case .velocity: nil
        }
    }

    public var unit: ParameterUnit {
        switch self {
        case .duration, .response: .seconds
        case .damping, .bounce, .dampingFraction: .ratio
        case .velocity: .perSecond
        case .mass: .mass
        case .stiffness: .stiffness
        case .dampingCoefficient: .dampingCoefficient
        }
    }

    public var range: ClosedRange<Double> {
        switch self {
        case .duration: 0.01...10
        case .damping: 0.01...1
        case .velocity: -100...100
        case .response: 0.01...10
        case .bounce: -0.9...0.99
        case .dampingFraction: 0.01...10
        case .mass: 0.001...1000
        case .stiffness: 0.01...100_000
        case .dampingCoefficient: 0.001...10_000
        }
    }

    public var help: String {
        switch self {
        case .duration:
            "UIKit duration: the stiffness is chosen so the spring's decay envelope reaches 0.1 % at this time (UIKit's mapping is reverse-engineered after Framer and motion.dev; low damping may still wobble a little past it)"
        case .damping:
            "UIKit usingSpringWithDamping: damping ratio ζ; 1 has no overshoot, lower bounces more (UIKit clamps it to 1)"
        case .velocity:
            "initial velocity in distance fractions per second (UIKit initialSpringVelocity: 1 = the whole distance in one second)"
        case .response:
            "SwiftUI response (also Spring(duration:)): the period of the undamped spring, 2π/ω0"
        case .bounce:
            "SwiftUI bounce: 0 is critically damped, up to 1 bouncier, below 0 over-damped"
        case .dampingFraction:
            "SwiftUI dampingFraction: the damping ratio ζ"
        case .mass:
            "CASpringAnimation mass of the object on the spring"
        case .stiffness:
            "CASpringAnimation stiffness k; stiffer springs move faster"
        case .dampingCoefficient:
            "CASpringAnimation damping coefficient c; ζ = c / (2√(km))"
        }
    }
}
