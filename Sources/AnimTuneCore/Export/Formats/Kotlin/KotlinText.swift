/// Kotlin literals and KDoc for the Compose and Android exports.
enum KotlinText {
    /// `0.42f`, `0f`, `-1.5f`.
    static func float(_ value: Double, derived: Bool = false) -> String {
        (derived ? ExportNumber.derived(value) : ExportNumber.typed(value)) + "f"
    }

    /// Whole milliseconds; `exact` is false when rounding changed the value.
    static func milliseconds(_ seconds: Double) -> (text: String, exact: Bool) {
        let ms = (seconds * 1000).rounded()
        return (String(Int(ms, rounding: .towardZero, clampedTo: Int.min...Int.max)), abs(ms - seconds * 1000) < 1e-9)
    }

    /// `0xFF24D6C8`: an opaque ARGB colour.
    static func argb(_ colour: RGBColor) -> String { "0xFF" + colour.description.dropFirst() }

    static func string(_ text: String) -> String {
        StringLiteral.quoted(text, in: .kotlin)
    }

    /// A KDoc block: `/** one line */` or the wrapped form.
    static func kdoc(_ paragraphs: [String], to out: inout CodeWriter) {
        let texts = paragraphs.filter { !$0.isEmpty }
        guard !texts.isEmpty else { return }
        let single = "/** " + ExportPlan.commentSafe(texts.joined(separator: " ")) + " */"
        if texts.count == 1, out.indentation.count + single.count <= out.width {
            out.line(single)
            return
        }
        out.line("/**")
        out.comment(" *", texts)
        out.line(" */")
    }
}
