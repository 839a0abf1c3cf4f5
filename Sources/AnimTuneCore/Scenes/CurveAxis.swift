/// One axis of a curve: what it measures and in which unit.
public struct CurveAxis: Sendable, Hashable {
    public let label: String
    public let unit: ParameterUnit

    public init(_ label: String, _ unit: ParameterUnit) {
        self.label = label
        self.unit = unit
    }

    /// `time (s)`, `progress`.
    public var title: String { unit.symbol.isEmpty ? label : "\(label) (\(unit.symbol))" }

    public static let time = CurveAxis("time", .seconds)
    public static let progress = CurveAxis("progress", .ratio)
}
