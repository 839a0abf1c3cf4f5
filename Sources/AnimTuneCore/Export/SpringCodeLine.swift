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

    /// A spring the scene derives from its values (the card's `present.spring`), not a group:
    /// written as a spring set in UIKit's form, named after its curve, at this value.
    public static func text(derived spring: UIKitSpring, curve: Curve, platform: SpringCodePlatform,
                            naming: ExportNaming) -> String {
        let setting = SpringSetting.uikit(spring)
        return text(setting, group: SpringGroup(curve.name, default: setting, help: curve.summary), platform: platform, naming: naming)
    }

    /// The lines that are code, trimmed and joined as statements (`; `; a space after `{`, `;`
    /// or a comma and before `}`; nothing after `(` or before `)`): comment lines (`//`, `///`,
    /// `/**`, ` * `, ` */`) and a line's trailing `// note` dropped. A line may hold several.
    static func code(in lines: [String]) -> String {
        var joined: [UInt8] = []
        for text in lines {
            for line in Array(text.utf8).split(separator: newline) {
                var code = spacesTrimmed(line)
                if code.starts(with: "//".utf8) || code.starts(with: "/*".utf8) || code.first == star { continue }
                if let note = noteStart(in: code) { code = spacesTrimmed(code[..<note]) }
                guard let first = code.first else { continue }
                if let last = joined.last {
                    let tight = last == UInt8(ascii: "(") || first == UInt8(ascii: ")")
                    let spaced = [UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";")].contains(last) || first == UInt8(ascii: "}")
                    joined += tight ? [] : spaced ? [space] : [UInt8(ascii: ";"), space]
                }
                joined += code
            }
        }
        return String(decoding: joined, as: UTF8.self)
    }

    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), star = UInt8(ascii: "*")

    /// Where a trailing ` // note` starts in `code`, if it has one.
    private static func noteStart(in code: ArraySlice<UInt8>) -> Int? {
        let marker = Array(" // ".utf8)
        guard code.count >= marker.count else { return nil }
        return (code.startIndex...(code.endIndex - marker.count)).first { code[$0..<$0 + marker.count].elementsEqual(marker) }
    }

    private static func spacesTrimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = bytes.firstIndex(where: { $0 != space }), let last = bytes.lastIndex(where: { $0 != space }) else { return [] }
        return bytes[first...last]
    }
}
