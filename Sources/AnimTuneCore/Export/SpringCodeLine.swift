/// One spring as a code export writes it, on one line for `tune`'s footer: the exporter's own
/// spring writer run on this spring alone, its doc comments and end-of-line notes left out.
public enum SpringCodeLine {
    public static func text(_ setting: SpringSetting, group: SpringGroup, platform: SpringCodePlatform) -> String {
        let animation = ExportPlan.SpringAnimation(group: group, setting: setting)
        var out = CodeWriter()
        switch platform {
        case .swiftui: SwiftUIExporter().write(animation, to: &out)
        case .uikit: UIKitExporter().write(animation, to: &out)
        case .compose:
            var imports: Set<String> = []
            ComposeExporter().write(animation, to: &out, imports: &imports)
        case .motion: MotionExporter.write(animation, to: &out)
        }
        return code(in: out.text)
    }

    /// The lines that are code, trimmed and joined as statements (`; `, or a space after an
    /// opening bracket or a comma): comment lines (`//`, `///`, `/**`, ` * `, ` */`) and a
    /// line's trailing `// note` dropped.
    static func code(in text: String) -> String {
        let lines = text.split(separator: "\n").compactMap { line -> String? in
            var code = line.trimmed
            if code.hasPrefix("//") || code.hasPrefix("/*") || code.hasPrefix("*") { return nil }
            if let note = code.range(of: " // ") { code = String(code[..<note.lowerBound]).trimmed }
            return code.isEmpty ? nil : code
        }
        var joined = ""
        for line in lines {
            if let last = joined.last { joined += "{(,".contains(last) || line.hasPrefix("}") || line.hasPrefix(")") ? " " : "; " }
            joined += line
        }
        return joined
    }
}
