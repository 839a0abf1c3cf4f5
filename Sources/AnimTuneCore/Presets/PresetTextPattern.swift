/// How a preset file writes a colour or a timing curve: one grammar, used as the schema's
/// `pattern` and checked by `load`, so an editor validating against the schema and `load`
/// accept exactly the same strings. (`set` is more lenient: `ease-in`, ` #fff `.)
///
/// The patterns use only what ECMA-262 (the JSON Schema dialect), Python's `re` and Swift's
/// `Regex` read the same way; the end is `(?![\s\S])` rather than `$`, which Python also
/// matches before a final line break.
public enum PresetTextPattern {
    /// `#RRGGBB` or `#RGB`, either case.
    public static let colour = #"^#(?:[0-9A-Fa-f]{3}){1,2}(?![\s\S])"#

    /// A named curve as `save` writes it, or `cubic-bezier(x1, y1, x2, y2)` with plain
    /// decimals (no exponent), x1 and x2 in 0…1, spaces allowed around the numbers. At most 308
    /// digits before the point keep every number finite.
    public static let timingCurve: String = {
        let x = #"(?:0+(?:\.[0-9]+)?|0*\.[0-9]+|0*1(?:\.0+)?)"#
        let y = #"-?(?:[0-9]{1,308}(?:\.[0-9]+)?|\.[0-9]+)"#
        let names = ["linear", "easeIn", "easeOut", "easeInOut", "default"].joined(separator: "|")
        return #"^(?:"# + names + #"|cubic-bezier\( *"# + [x, y, x, y].joined(separator: #" *, *"#) + #" *\))(?![\s\S])"#
    }()

    /// What the accepted strings look like, for an error message.
    public static let timingCurveDescription =
        "linear, easeIn, easeOut, easeInOut, default or cubic-bezier(x1, y1, x2, y2) with plain decimals and x1, x2 in 0…1"

    /// The pattern for a string parameter of this kind, if it has one.
    public static func pattern(for kind: ParameterKind) -> String? {
        switch kind {
        case .colour: colour
        case .timingCurve: timingCurve
        default: nil
        }
    }

    /// Whether `text` is written as `kind`'s pattern asks; true for kinds without one.
    public static func matches(_ text: String, _ kind: ParameterKind) -> Bool {
        guard let pattern = pattern(for: kind), let regex = try? Regex(pattern) else { return true }
        return text.firstMatch(of: regex) != nil
    }
}
