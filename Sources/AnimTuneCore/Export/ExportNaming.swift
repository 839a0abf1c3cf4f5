/// What an export is named after, asked by every exporter: the preset when one is loaded or
/// saved (`soft-card` → `SoftCardSwiftUIMotion`, `--soft-card-top`), else the scene; `--name
/// NAME` overrides both. Two presets of one scene exported side by side therefore never
/// declare the same type, object, custom property, class or token group. A prefixed name
/// never repeats a word: `card.top` under `card` is `--card-top`, not `--card-card-top`.
public struct ExportNaming: Sendable, Hashable {
    /// The name as given: `soft-card`, `Soft`, `card`.
    public let base: String
    /// `--public`: Swift declarations are `public` (Kotlin's are public by default).
    public let isPublic: Bool

    public init(preset: Preset, options: ExportOptions) {
        base = options.name ?? preset.name
        isPublic = options.isPublic
    }

    /// Named `base` (a preset's or scene's name), declarations not public.
    public init(base: String) {
        self.base = base
        isPublic = false
    }

    /// `SoftCardSwiftUIMotion`: the enum or object of a code export for `platform`.
    public func typeName(platform: String) -> String { ExportIdentifier.typeName(scene: base, platform: platform) }

    /// `SoftCardHighlightSpringCurve` for `highlightSpringCurve` (`SpringCurve` under `spring`):
    /// a type declared beside the export's own where the language nests none (Dart's `Curve`
    /// classes), named so that two presets' files never declare it twice.
    public func topLevelType(_ name: String) -> String { ExportIdentifier.pascal(prefixed(name)) }

    /// `softCardMotion`: a JavaScript object, a token group.
    public func camel(_ suffix: String = "") -> String { ExportIdentifier.camel(base + (suffix.isEmpty ? "" : "." + suffix)) }

    /// `--soft-card-top` for `card.top`.
    public func cssProperty(_ key: String) -> String { "--" + prefixed(key) }

    /// `.soft-card-presenting` for the element `card-presenting`.
    public func cssClass(_ element: String) -> String { "." + prefixed(element) }

    /// `soft-card-reduced-fade-in`: a name of the export's own (keyframes).
    public func cssName(_ suffix: String) -> String { prefixed(suffix) }

    /// `public ` or nothing, before a Swift declaration.
    public var swiftAccess: String { isPublic ? "public " : "" }

    /// The name in kebab case, then the key's words, leaving out the key's first word when the
    /// name ends with it and more words follow (`card` + `card.top` → `card-top`).
    func prefixed(_ key: String) -> String {
        let name = ExportIdentifier.kebab(base), rest = ExportIdentifier.kebab(key)
        let words = rest.split(separator: "-")
        if words.count > 1, let last = name.split(separator: "-").last, words[0] == last {
            return name + "-" + words.dropFirst().joined(separator: "-")
        }
        return name + "-" + rest
    }

    /// Why `name` cannot name an export (`--name`), or nil: a letter, then letters, digits, `-`
    /// and `_`, at most 64 characters.
    public static func problem(_ name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic else {
            return "'\(OneLine.text(name))' does not start with an ASCII letter"
        }
        guard scalars.count <= 64 else { return "the name has \(scalars.count) characters, more than 64" }
        let allowed = scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
        return allowed ? nil : "'\(OneLine.text(name))' has a character other than ASCII letters, digits, - and _"
    }
}
