/// Names in exported code, derived from a scene's dotted keys: `drop.cornerRadius` is
/// `dropCornerRadius` in Swift, Kotlin and JavaScript, `--notch-drop-corner-radius` in CSS,
/// `DROP_CORNER_RADIUS` for Android constants; the scene `notch` is `NotchMotion`.
public enum ExportIdentifier {
    /// `drop.cornerRadius` → `dropCornerRadius`; any character that cannot be in an
    /// identifier separates words too.
    public static func camel(_ key: String) -> String {
        let words = self.words(key)
        guard let first = words.first else { return "value" }
        var result = lowerFirst(first)
        for word in words.dropFirst() { result += upperFirst(word) }
        if let lead = result.first, lead.isNumber { result = "_" + result }
        return result
    }

    /// `notch` → `NotchMotion`, `tab-bar` → `TabBarMotion`; with a platform, `notch` and
    /// `UIKit` → `NotchUIKitMotion`, so the exports of one scene for two platforms of one
    /// language can live in one module.
    public static func typeName(scene: String, platform: String = "") -> String {
        pascal(scene) + platform + "Motion"
    }

    /// `soft-card.highlightSpringCurve` → `SoftCardHighlightSpringCurve`.
    public static func pascal(_ key: String) -> String { upperFirst(camel(key)) }

    /// `drop.cornerRadius` → `drop-corner-radius`.
    public static func kebab(_ key: String) -> String {
        words(key).flatMap(splitCamel).map { $0.lowercased() }.joined(separator: "-")
    }

    /// `drop.cornerRadius` → `DROP_CORNER_RADIUS`.
    public static func screamingSnake(_ key: String) -> String {
        words(key).flatMap(splitCamel).map { $0.uppercased() }.joined(separator: "_")
    }

    /// The identifier as Swift accepts it (keywords in backticks).
    static func swift(_ name: String) -> String {
        swiftKeywords.contains(name) ? "`\(name)`" : name
    }

    /// The identifier as Kotlin accepts it (hard keywords in backticks).
    static func kotlin(_ name: String) -> String {
        kotlinKeywords.contains(name) ? "`\(name)`" : name
    }

    /// Dotted and punctuated parts: `drop.cornerRadius` → ["drop", "cornerRadius"].
    private static func words(_ key: String) -> [String] {
        var words: [String] = [], current = ""
        for character in key {
            if character.isLetter || character.isNumber, character.isASCII {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `cornerRadius` → ["corner", "Radius"]; `maxScrollOffset` → ["max", "Scroll", "Offset"].
    private static func splitCamel(_ word: String) -> [String] {
        var parts: [String] = [], current = ""
        for character in word {
            if character.isUppercase, !current.isEmpty, !(current.last?.isUppercase ?? false) {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

    private static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    private static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface",
        "is", "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias",
        "typeof", "val", "var", "when", "while",
    ]
}
