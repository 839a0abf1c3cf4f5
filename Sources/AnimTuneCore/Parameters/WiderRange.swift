/// A range a dialect documents wider than animtune's for one spring key (UIKit acts on any
/// damping above 1 as 1; SwiftUI takes a bounce down to −1 and up to 1): a value inside it but
/// outside the key's range is clamped with a warning instead of refused.
public struct WiderRange: Sendable, Hashable {
    public let field: SpringField
    /// What the dialect accepts.
    public let accepted: ClosedRange<Double>
    /// Why clamping keeps the meaning, for the warning ("UIKit treats damping above 1 as 1").
    public let reason: String

    public init(_ field: SpringField, _ accepted: ClosedRange<Double>, reason: String) {
        self.field = field
        self.accepted = accepted
        self.reason = reason
    }
}
