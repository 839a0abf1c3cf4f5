import AnimTuneCore

/// How `tune` writes numbers: values with their unit, measures as the user reads them.
public enum TuneFormat {
    /// Significant digits of a value in the list, and in the code line.
    public static let digits = 5

    /// `0.55 s`, `209 pt`, `0.7`.
    public static func value(_ value: Double, of parameter: Parameter) -> String {
        let symbol = parameter.unitSymbol
        let text = NumberFormatting.short(value, digits: digits)
        return symbol.isEmpty ? text : "\(text) \(symbol)"
    }

    /// `16.3 %` for overshoot, `0.524 s` for times.
    public static func metric(_ metric: TuneLock.Metric, _ value: Double) -> String {
        switch metric {
        case .overshoot: NumberFormatting.fixed(value * 100, decimals: 1) + " %"
        case .settle, .peak: seconds(value)
        }
    }

    public static func seconds(_ value: Double) -> String {
        value.isFinite ? NumberFormatting.fixed(value, decimals: 3) + " s" : "never"
    }
}
