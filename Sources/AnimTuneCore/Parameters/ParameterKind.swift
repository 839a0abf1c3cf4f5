/// What values a parameter accepts.
public enum ParameterKind: Sendable, Hashable {
    /// A number in `range`, stored in `unit`.
    case number(ParameterUnit, ClosedRange<Double>)
    /// A whole number in `range`.
    case integer(ClosedRange<Int>)
    /// An sRGB colour, `#RRGGBB`.
    case colour
    /// A named timing curve or `cubic-bezier(x1,y1,x2,y2)`.
    case timingCurve
    /// One of a fixed set of words.
    case choice([String])

    /// A short description of what is accepted, for help and errors.
    public var acceptedDescription: String {
        switch self {
        case .number(let unit, let range):
            return RangeMessage.accepted(range, symbol: unit.symbol)
        case .integer(let range):
            return "\(range.lowerBound)…\(range.upperBound)"
        case .colour:
            return "#RRGGBB"
        case .timingCurve:
            return "linear, easeIn, easeOut, easeInOut, default or cubic-bezier(x1,y1,x2,y2)"
        case .choice(let words):
            return words.joined(separator: ", ")
        }
    }

    /// The unit symbol shown in tables, or "" when there is none.
    public var unitSymbol: String {
        if case .number(let unit, _) = self { return unit.symbol }
        return ""
    }
}
