/// One tunable constant of a scene: dotted key, accepted values, default and one line of help.
public struct Parameter: Sendable, Hashable {
    public let key: String
    public let kind: ParameterKind
    public let defaultValue: ParameterValue
    /// What the parameter does to the animation and where its default comes from.
    public let help: String

    public init(_ key: String, _ kind: ParameterKind, default defaultValue: ParameterValue, help: String) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.help = help
    }

    public static func number(_ key: String, _ unit: ParameterUnit, _ range: ClosedRange<Double>,
                              default value: Double, help: String) -> Parameter {
        Parameter(key, .number(unit, range), default: .number(value), help: help)
    }

    public static func integer(_ key: String, _ range: ClosedRange<Int>, default value: Int, help: String) -> Parameter {
        Parameter(key, .integer(range), default: .number(Double(value)), help: help)
    }

    public static func colour(_ key: String, default hex: String, help: String) -> Parameter {
        Parameter(key, .colour, default: .colour(RGBColor(hex: hex)!), help: help)
    }

    public static func curve(_ key: String, default curve: TimingCurve, help: String) -> Parameter {
        Parameter(key, .timingCurve, default: .curve(curve), help: help)
    }

    /// The unit symbol, or "" when the value has none.
    public var unitSymbol: String { kind.unitSymbol }

    /// Parses what a user typed (`0.3s`, `300ms`, `#24D6C8`, `easeIn`) and checks the range.
    public func parse(_ text: String) throws(ParameterError) -> ParameterValue {
        try ValueParser.parse(text, for: self)
    }

    /// Checks a value of the right shape against the range; used by `set` and preset loading.
    public func validate(_ value: ParameterValue) throws(ParameterError) {
        try ValueParser.validate(value, for: self)
    }
}
