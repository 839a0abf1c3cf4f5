/// The value of one parameter, in base units.
public enum ParameterValue: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case colour(RGBColor)
    case curve(TimingCurve)
    case word(String)

    public var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The canonical text: what `show` prints and what `set` accepts back.
    public var description: String {
        switch self {
        case .number(let value): NumberFormatting.exact(value)
        case .colour(let colour): colour.description
        case .curve(let curve): curve.description
        case .word(let word): word
        }
    }
}
