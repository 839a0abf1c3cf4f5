/// Turns typed text into parameter values: numbers with units, colours, timing curves, words.
public enum ValueParser {
    /// A number with an optional unit suffix converted to `unit`'s base (`300ms` → 0.3).
    public static func number(_ text: String, in unit: ParameterUnit) -> Double? {
        let trimmed = text.trimmed
        for (suffix, scale) in unit.suffixes.sorted(by: { $0.key.count > $1.key.count }) {
            guard trimmed.hasSuffix(suffix) else { continue }
            let digits = String(trimmed.dropLast(suffix.count)).trimmed
            // A power-of-ten suffix moves the decimal point (`70%` is 0.7 exactly, not 70 × 0.01).
            if let shift = unit.decimalShifts[suffix] {
                guard let value = plainNumber(digits).flatMap({ _ in plainNumber(shifted(digits, by: shift)) }) else { continue }
                return value
            }
            guard let value = plainNumber(digits) else { continue }
            // A finite number can overflow on conversion: 1e308rad is no angle.
            let converted = value * scale
            return converted.isFinite ? converted : nil
        }
        return nil
    }

    /// Whether `text` is a well-formed decimal number (with one of `unit`'s suffixes) too large
    /// for a Double, or one that overflows its unit's conversion (`1e400`, `1e308rad`): out of
    /// range, not malformed.
    static func overflows(_ text: String, in unit: ParameterUnit) -> Bool {
        let trimmed = text.trimmed
        return unit.suffixes.keys.contains { suffix in
            guard trimmed.hasSuffix(suffix) else { return false }
            let digits = String(trimmed.dropLast(suffix.count)).trimmed
            guard let first = digits.first, first.isNumber || "+-.".contains(first),
                  digits.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                  let value = Double(digits) else { return false }
            return !value.isFinite || !(value * (unit.suffixes[suffix] ?? 1)).isFinite
        }
    }

    /// `digits` (a plain number) with its decimal exponent changed by `shift`.
    private static func shifted(_ digits: String, by shift: Int) -> String {
        guard let e = digits.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(digits[digits.index(after: e)...]) else { return "\(digits)e\(shift)" }
        return "\(digits[..<e])e\(exponent + shift)"
    }

    /// A plain decimal number (no hex, no `nan`/`inf`).
    public static func plainNumber(_ text: String) -> Double? {
        guard let first = text.first, first.isNumber || "+-.".contains(first),
              !text.lowercased().contains("x"), let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    static func parse(_ text: String, for parameter: Parameter) throws(ParameterError) -> ParameterValue {
        let value: ParameterValue
        switch parameter.kind {
        case .number(let unit, _):
            guard let number = number(text, in: unit) else {
                if overflows(text, in: unit) {
                    throw .outOfRange(key: parameter.key, value: text.trimmed, accepted: parameter.kind.acceptedDescription)
                }
                throw .malformed(key: parameter.key, text: text, expected: "\(unit.noun); use \(unit.accepted)")
            }
            value = .number(number)
        case .integer:
            guard let number = number(text, in: .count), number == number.rounded() else {
                throw .malformed(key: parameter.key, text: text, expected: "a whole number")
            }
            value = .number(number)
        case .colour:
            guard let colour = RGBColor(hex: text.trimmed) else {
                throw .malformed(key: parameter.key, text: text, expected: "a colour; use #RRGGBB like #24D6C8")
            }
            value = .colour(colour)
        case .timingCurve:
            do {
                value = .curve(try TimingCurve(parsing: text))
            } catch {
                throw .malformed(key: parameter.key, text: text, expected: "a timing curve; \(error)")
            }
        case .choice(let words):
            guard words.contains(text) else {
                let hint = Suggestion.closest(to: text, in: words).map { " (did you mean '\($0)'?)" } ?? ""
                throw .malformed(key: parameter.key, text: text,
                                 expected: "one of \(words.joined(separator: ", "))\(hint)")
            }
            value = .word(text)
        }
        try validate(value, for: parameter)
        return value
    }

    static func validate(_ value: ParameterValue, for parameter: Parameter) throws(ParameterError) {
        switch (parameter.kind, value) {
        case (.number(let unit, let range), .number(let number)):
            guard number.isFinite, range.contains(number) else {
                let number = NumberFormatting.outside(number, of: range)
                let shown = unit.symbol.isEmpty ? number : "\(number) \(unit.symbol)"
                throw .outOfRange(key: parameter.key, value: shown, accepted: parameter.kind.acceptedDescription)
            }
        case (.integer(let range), .number(let number)):
            guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
                throw .outOfRange(key: parameter.key, value: NumberFormatting.short(number),
                                  accepted: parameter.kind.acceptedDescription)
            }
        case (.timingCurve, .curve(let curve)):
            // A preset writes y1 and y2 as plain decimals of at most 308 digits before the
            // point (PresetTextPattern): a curve `load` could not read back is refused here
            // already, so `set`, `import` and `load` accept the same curves.
            guard PresetTextPattern.matches(curve.description, .timingCurve) else {
                let b = curve.bezier
                throw .outOfRange(key: parameter.key,
                                  value: "cubic-bezier(" + [b.x1, b.y1, b.x2, b.y2].map { NumberFormatting.short($0) }.joined(separator: ", ") + ")",
                                  accepted: "cubic-bezier(x1, y1, x2, y2) with x1, x2 in 0…1 and y1, y2 below 1e308 in size")
            }
        case (.colour, .colour):
            return
        case (.choice(let words), .word(let word)) where words.contains(word):
            return
        default:
            throw .malformed(key: parameter.key, text: value.description,
                             expected: parameter.kind.acceptedDescription)
        }
    }
}
