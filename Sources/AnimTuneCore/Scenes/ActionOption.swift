/// A numeric `--option` an action of `run` declares for itself (`run fling --velocity V`): the
/// shell offers, parses and checks it from this, so no command knows any scene's options.
public struct ActionOption: Sendable, Hashable {
    public let name: String
    /// What the value is, for help (`V`).
    public let valueName: String
    public let unit: ParameterUnit
    public let range: ClosedRange<Double>
    public let help: String

    public init(_ name: String, value valueName: String, _ unit: ParameterUnit, _ range: ClosedRange<Double>, help: String) {
        self.name = name
        self.valueName = valueName
        self.unit = unit
        self.range = range
        self.help = help
    }
}
