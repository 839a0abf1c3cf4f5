/// A double-quoted string literal in one of the languages animtune writes, with every character
/// that could end it or hide in it escaped: the quote and backslash, line breaks and tabs by
/// their short escapes, other control characters by code, and Kotlin's `$` templates.
enum StringLiteral {
    enum Language {
        /// JSON, and JavaScript (a JSON string is a JavaScript literal): controls below U+0020
        /// as `\u00XX`, as RFC 8259 requires; others are left as they are.
        case json
        /// Swift: controls (C0, DEL, C1) as `\u{XX}`.
        case swift
        /// Kotlin: controls as `\uXXXX`, and `$` as `\$` so no template is run.
        case kotlin
        /// CSS: controls as a hexadecimal escape followed by a space; CSS has no `\n`.
        case css
    }

    static func quoted(_ text: String, in language: Language) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "$" where language == .kotlin: result += "\\$"
            case "\n" where language != .css: result += "\\n"
            case "\r" where language != .css: result += "\\r"
            case "\t" where language != .css: result += "\\t"
            case _ where isControl(scalar, in: language): result += escaped(scalar.value, in: language)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func isControl(_ scalar: Unicode.Scalar, in language: Language) -> Bool {
        scalar.value < 0x20 || (language != .json && (0x7F...0x9F).contains(scalar.value))
    }

    private static func escaped(_ value: UInt32, in language: Language) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        switch language {
        case .json, .kotlin: return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        case .swift: return "\\u{" + hex + "}"
        case .css: return "\\" + hex + " "
        }
    }
}
