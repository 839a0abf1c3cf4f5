/// Number text for exported code: locale-free, deterministic, no exponent notation (every
/// target language reads `0.0001` but not all read `1e-04` the same way).
enum ExportNumber {
    /// At most `places` decimals, trailing zeros dropped: `decimals(0.50004, 4)` = "0.5".
    static func decimals(_ value: Double, _ places: Int) -> String {
        NumberFormatting.trimmed(NumberFormatting.fixed(value, decimals: places))
    }

    /// `value` rounded to `places` decimals, as the number the text above reads back as.
    static func rounded(_ value: Double, _ places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// A value the user typed (or a default from a parameter table): up to 10 significant
    /// digits, which reproduces any typed decimal exactly and hides binary noise.
    static func typed(_ value: Double) -> String { plain(value, digits: 10) }

    /// A value animtune derived (a stiffness from a UIKit duration): 6 significant digits.
    static func derived(_ value: Double) -> String { plain(value, digits: 6) }

    /// `digits` significant digits, never in exponent form.
    static func plain(_ value: Double, digits: Int) -> String {
        guard value.isFinite, value != 0 else { return value.isFinite ? "0" : NumberFormatting.exact(value) }
        var magnitude = 0
        var scaled = abs(value)
        while scaled >= 10 { scaled /= 10; magnitude += 1 }
        while scaled < 1 { scaled *= 10; magnitude -= 1 }
        return decimals(value, max(0, digits - 1 - magnitude))
    }

    /// Milliseconds as written in CSS, tokens and Kotlin: whole when possible, else 3 decimals.
    static func milliseconds(_ seconds: Double) -> String { decimals(seconds * 1000, 3) }
}
