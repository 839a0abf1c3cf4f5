/// One element of a scene and the CSS properties its animations move, for the CSS export's
/// ready-to-use `transition` rules: `.card-presenting { transition: translate … }`.
public struct ElementTransition: Sendable {
    /// How a property is timed.
    public enum Timing: Sendable, Hashable {
        /// A timing curve, spring group or spring function of the scene, by key.
        case animation(String)
        /// Linear over a duration parameter (the notch's corner radius).
        case linear(durationKey: String)

        public static func animation(_ curve: ParameterKey<TimingCurve>) -> Timing { .animation(curve.key) }
        public static func animation(_ group: SpringGroup) -> Timing { .animation(group.prefix) }
        public static func linear(over duration: ParameterKey<Double>) -> Timing { .linear(durationKey: duration.key) }
    }

    /// The class name after the export's name (``ExportNaming/cssClass(_:)``: `card-presenting` →
    /// `.card-presenting`, `.soft-card-presenting`).
    public let element: String
    /// What the element is and when the class applies.
    public let help: String
    public let properties: [(property: String, timing: Timing)]

    public init(_ element: String, help: String, _ properties: [(property: String, timing: Timing)]) {
        self.element = element
        self.help = help
        self.properties = properties
    }
}
