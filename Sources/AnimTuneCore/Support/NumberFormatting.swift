/// Stable, locale-free number formatting: the same value always prints the same text.
public enum NumberFormatting {
    /// The shortest text that reads back as exactly `value` (`100`, `0.3`, `54.83363359078326`).
    public static func exact(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// The shortest text that reads back as `value`, in positional notation: `0.00001` for
    /// 1e-05, `120000000000000000000` for 1.2e20, `0` for −0.
    public static func positional(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return value == 0 ? "0" : exact(value) }
        let text = "\(value)"
        guard let e = text.firstIndex(of: "e") else { return text.hasSuffix(".0") ? String(text.dropLast(2)) : text }
        let exponent = Int(text[text.index(after: e)...]) ?? 0
        var mantissa = text[..<e]
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        if !sign.isEmpty { mantissa = mantissa.dropFirst() }
        let whole = mantissa.prefix { $0 != "." }
        let digits = String(whole) + mantissa.drop { $0 != "." }.dropFirst()
        let point = whole.count + exponent
        if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
        if point >= digits.count { return sign + digits + String(repeating: "0", count: point - digits.count) }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }

    /// At most `digits` significant digits, trailing zeros removed (`0.3`, `16.3`); outside
    /// 1e-4…1e15 in exponent form as Swift prints it (`1e-05`, `1.83277e-16`, `1.2e+20`).
    public static func short(_ value: Double, digits: Int = 6) -> String {
        if value == 0 { return "0" }
        if !value.isFinite { return exact(value) }
        let magnitude = abs(value)
        if magnitude >= 1e-4 && magnitude < 1e15 {
            let decimals = max(0, digits - 1 - Int(log10Floor(magnitude)))
            return trimmed(fixed(value, decimals: decimals))
        }
        return scientific(value, digits: digits)
    }

    /// `digits` significant digits in exponent form, the exponent signed and at least two digits.
    private static func scientific(_ value: Double, digits: Int) -> String {
        var exponent = Int(log10Floor(abs(value)))
        var scale = 1.0
        for _ in 0..<abs(exponent) { scale *= 10 }
        var mantissa = trimmed(fixed(exponent < 0 ? abs(value) * scale : abs(value) / scale, decimals: max(0, digits - 1)))
        if mantissa.hasPrefix("10") { (mantissa, exponent) = ("1", exponent + 1) }
        let power = String(abs(exponent))
        return (value < 0 ? "-" : "") + mantissa + (exponent < 0 ? "e-" : "e+") + (power.count < 2 ? "0" : "") + power
    }

    /// A value that lies outside `range`, shown so that it visibly does: ``short(_:digits:)``
    /// unless rounding would land it inside (`0.0099999999` is not "0.01"), then ``exact(_:)``.
    public static func outside(_ value: Double, of range: ClosedRange<Double>) -> String {
        let text = short(value)
        guard let shown = Double(text), range.contains(shown) else { return text }
        return exact(value)
    }

    /// Exactly `decimals` digits after the point, rounded half away from zero.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return exact(value) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 9.0e15 else { return exact(value) }
        let integer = Int64(scaled)
        // As ASCII bytes: this runs for every number on every redraw of tune.
        var digits = Array(String(integer).utf8)
        if decimals > 0 {
            if digits.count <= decimals { digits = Array(repeating: UInt8(ascii: "0"), count: decimals - digits.count + 1) + digits }
            digits.insert(UInt8(ascii: "."), at: digits.count - decimals)
        }
        if value < 0 && integer != 0 { digits.insert(UInt8(ascii: "-"), at: 0) }
        return String(decoding: digits, as: UTF8.self)
    }

    /// A decimal without the zeros that end its fraction (`0.500` → `0.5`, `2.000` → `2`),
    /// and `-0` as `0`.
    static func trimmed(_ text: String) -> String {
        var bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: ".")) else { return text == "-0" ? "0" : text }
        while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
        if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        return bytes == Array("-0".utf8) ? "0" : String(decoding: bytes, as: UTF8.self)
    }

    private static func log10Floor(_ magnitude: Double) -> Double {
        var exponent = 0.0
        var value = magnitude
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
