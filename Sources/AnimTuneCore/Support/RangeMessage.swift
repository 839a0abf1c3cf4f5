/// The one wording for a number outside its range, wherever it is checked (a parameter, a
/// preset field, a command option): `20 s is out of range; accepted: 0.01…10 s`.
public enum RangeMessage {
    /// `VALUE UNIT is out of range; accepted: LOW…HIGH UNIT`, the value shown so that it
    /// visibly lies outside (see ``NumberFormatting/outside(_:of:)``).
    public static func outOfRange(_ value: Double, _ range: ClosedRange<Double>, symbol: String) -> String {
        "\(NumberFormatting.outside(value, of: range))\(spaced(symbol)) is out of range; accepted: \(accepted(range, symbol: symbol))"
    }

    /// `LOW…HIGH UNIT`.
    public static func accepted(_ range: ClosedRange<Double>, symbol: String) -> String {
        "\(NumberFormatting.short(range.lowerBound))…\(NumberFormatting.short(range.upperBound))\(spaced(symbol))"
    }

    private static func spaced(_ symbol: String) -> String { symbol.isEmpty ? "" : " " + symbol }
}
