/// A spring from outside `set` with a key outside the range `set` and `load` accept; one line:
/// `imported stiffness 1e+300 N/m is outside 0.01…100000 N/m (the range of spring.stiffness)`.
public struct SpringRangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// "imported", "fitted", "read".
    public let source: String
    public let key: String
    public let field: SpringField
    public let value: Double

    public init(source: String, key: String, field: SpringField, value: Double) {
        self.source = source
        self.key = key
        self.field = field
        self.value = value
    }

    public var description: String {
        let symbol = field.unit.symbol.isEmpty ? "" : " " + field.unit.symbol
        let shown = value.isFinite ? NumberFormatting.outside(value, of: field.range) : NumberFormatting.exact(value)
        return "\(source) \(field.rawValue) \(shown)\(symbol) is outside \(RangeMessage.accepted(field.range, symbol: field.unit.symbol)) "
            + "(the range of \(key))"
    }
}
