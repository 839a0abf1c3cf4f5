import AnimTuneCore

extension ParameterValue {
    /// The value as `show`, `help`, `diff` and plot subtitles print it: numbers to 6 significant digits, `—` when not expressible.
    var shown: String {
        if case .number(let number) = self {
            return number.isNaN ? "—" : NumberFormatting.short(number)
        }
        return description
    }
}
