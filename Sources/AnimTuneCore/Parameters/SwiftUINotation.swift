/// Which of SwiftUI's two spring initializers a SwiftUI-form spring was written with, so
/// presets and exports say it the way the user did.
public enum SwiftUINotation: String, Sendable, Hashable {
    /// `Spring(response:dampingRatio:)`, `.spring(response:dampingFraction:)`.
    case dampingFraction
    /// `Spring(duration:bounce:)`, `.spring(duration:bounce:)` (iOS 17).
    case bounce
}
