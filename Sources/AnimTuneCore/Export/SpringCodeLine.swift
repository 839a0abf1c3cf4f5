/// One spring as a code export writes it, on one line for `tune`'s footer: the exporter's own
/// spring writer run on this spring alone, its doc comments and end-of-line notes left out.
public enum SpringCodeLine {
    /// `naming` names what the export names after the preset (CSS custom properties).
    public static func text(_ setting: SpringSetting, group: SpringGroup, platform: SpringCodePlatform,
                            naming: ExportNaming) -> String {
        var animation = ExportPlan.SpringAnimation(group: group, setting: setting)
        animation.describes = false
        var out = CodeWriter(indent: platform == .css ? "  " : "    ")
        out.writesComments = false
        switch platform {
        case .swiftui: SwiftUIExporter().write(animation, to: &out)
        case .uikit: UIKitExporter().write(animation, to: &out)
        case .compose:
            var imports: Set<String> = []
            ComposeExporter().write(animation, to: &out, imports: &imports)
        case .css:
            let fit = LinearEasing.spring(setting.spring, tolerance: ExportOptions().tolerance)
            out.indented { out in CSSExporter.writeDeclarations(fit, name: naming.cssProperty(group.prefix), to: &out) }
        case .motion: MotionExporter.write(animation, to: &out)
        }
        return code(in: out.lines)
    }

    /// The lines that are code, trimmed and joined as statements (`; `; a space after `{`, `;`
    /// or a comma and before `}`; nothing after `(` or before `)`): comment lines (`//`, `///`,
    /// `/**`, ` * `, ` */`) and a line's trailing `// note` dropped. A line may hold several.
    static func code(in lines: [String]) -> String {
        var joined = ""
        for line in lines.lazy.flatMap({ $0.split(separator: "\n") }) {
            var code = spacesTrimmed(line)
            if code.hasPrefix("//") || code.hasPrefix("/*") || code.hasPrefix("*") { continue }
            if let note = code.firstRange(of: " // ") { code = spacesTrimmed(code[..<note.lowerBound]) }
            if code.isEmpty { continue }
            if let last = joined.last {
                joined += last == "(" || code.hasPrefix(")") ? "" : "{,;".contains(last) || code.hasPrefix("}") ? " " : "; "
            }
            joined += code
        }
        return joined
    }

    private static func spacesTrimmed(_ text: Substring) -> Substring {
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }),
              let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return text[text.endIndex...] }
        return Substring(bytes[first...last])
    }
}
