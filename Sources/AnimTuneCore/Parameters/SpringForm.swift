/// The parametrization a spring group was last set in; exports emit this form.
public enum SpringForm: String, Sendable, Hashable, CaseIterable, Codable {
    /// `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`.
    case uikit
    /// `Spring(response:dampingRatio:)`, `Spring(duration:bounce:)`.
    case swiftui
    /// `CASpringAnimation`, `interpolatingSpring(mass:stiffness:damping:)`.
    case physical
}
