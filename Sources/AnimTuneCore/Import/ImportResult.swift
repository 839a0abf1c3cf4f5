/// What `import` understood: the dialect, the spring or timing curve (or, for a whole animtune
/// file, every group it names), and what it had to assume.
public struct ImportResult: Sendable {
    public enum Value: Sendable {
        case spring(SpringSetting)
        /// A timing curve and, when the snippet gives one, its duration in seconds.
        case curve(TimingCurve, duration: Double?)
        /// A whole animtune export or preset: its scene, spring groups and timing curves by key.
        case file(scene: String, springs: [String: SpringSetting], curves: [String: TimingCurve])
    }

    /// "SwiftUI", "Android SpringForce", "Figma (prototype easing JSON)" …
    public let dialect: String
    public let value: Value
    /// One line per mapping the dialect's owner does not document.
    public var assumptions: [String]
    /// Warnings and remarks (motion's duration is not SwiftUI's; a start velocity to pass).
    public var notes: [String]
    /// What the snippet does that animtune's spring cannot (Reanimated's overshootClamping).
    public var warnings: [String] = []
    /// Every number the snippet states that the import read: `stiffness 100 ← "stiffness: 100"`.
    public var read: [String] = []
    /// Every number the snippet states that the import left out, with why.
    public var ignored: [String] = []
    /// Ranges the dialect documents wider than animtune's keys (UIKit's damping above 1):
    /// values there are clamped with a warning rather than refused (see ``SpringRangeCheck``).
    public var widerRanges: [WiderRange] = []
    /// For a whole file: every other parameter it states (`card.top`, colours, durations), by key.
    public var values: [String: ParameterValue] = [:]
    /// For a whole file: the scene's keys (parameters and spring groups) the file does not carry,
    /// for the one `not in this file:` line.
    public var missing: [String] = []

    public init(dialect: String, value: Value, assumptions: [String] = [], notes: [String] = []) {
        self.dialect = dialect
        self.value = value
        self.assumptions = assumptions
        self.notes = notes
    }

    /// A physical spring (mass, stiffness, damping, velocity).
    static func physical(_ dialect: String, mass: Double, stiffness: Double, damping: Double, velocity: Double = 0,
                         assumptions: [String] = [], notes: [String] = []) -> ImportResult {
        ImportResult(dialect: dialect, value: .spring(.physical(Spring(mass: mass, stiffness: stiffness, damping: damping,
                                                                        initialVelocity: velocity))),
                     assumptions: assumptions, notes: notes)
    }
}
