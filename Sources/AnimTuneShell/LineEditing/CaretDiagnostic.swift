import SafeIO

/// An error in the interactive shell, shown under the line it is about:
///
///     error: unknown scene 'sprang'; did you mean 'spring'?
///       use sprang
///           ^~~~~~
///
/// The column counts characters (as the tokenizer does); the caret lands under the right
/// place however many bytes or terminal columns the characters before it take, and spans the
/// word there as ``Tokenizer`` reads it.
struct CaretDiagnostic {
    let line: String
    /// 1-based character column of the offending token.
    let column: Int
    let message: String

    /// The message, the line and the caret line, each ending in a newline; the message wraps
    /// at spaces within `width` columns, under its first word.
    func render(_ style: TerminalStyle, width: Int = .max) -> String {
        let (shown, marker) = Self.underline(line, column: column)
        let label = "error:"
        let hanging = String(repeating: " ", count: label.count + 1)
        let lines = WordWrap.lines(TerminalSafe.text(message), width: max(20, width - hanging.count))
        var text = "\(style.errorLabel(label)) "
            + lines.map { style.bold(highlightSuggestion($0, style)) }.joined(separator: "\n" + hanging) + "\n"
        if shown.contains(where: { !$0.isWhitespace }) {
            let padding = marker.prefix { $0 == " " || $0 == "\t" }
            text += "  \(shown)\n  \(padding)\(style.caret(String(marker.dropFirst(padding.count))))\n"
        }
        return text
    }

    /// The line made safe to print (control characters shown as `?`) and a caret line of
    /// the same layout: spaces up to the column (tabs kept, so tab stops agree), `^` under
    /// the token's first character and `~` under the rest of it.
    static func underline(_ line: String, column: Int) -> (line: String, marker: String) {
        let characters = Array(line).map { character -> Character in
            if character == "\t" { return character }
            if let scalar = character.unicodeScalars.first, scalar.properties.generalCategory == .control {
                return "?"
            }
            return character
        }
        let start = min(max(column - 1, 0), characters.count)
        var marker = ""
        for character in characters[..<start] {
            marker += character == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(character))
        }
        let end = Tokenizer.wordEnd(characters, from: start)
        let width = characters[start..<end].reduce(0) { $0 + max(DisplayWidth.of($1), $1 == "\t" ? 1 : 0) }
        marker += "^" + String(repeating: "~", count: max(0, width - 1))
        return (String(characters), marker)
    }

    /// Colours the name in "did you mean 'NAME'?".
    private func highlightSuggestion(_ message: String, _ style: TerminalStyle) -> String {
        guard style.enabled, let range = message.range(of: "did you mean '"),
              let close = message[range.upperBound...].firstIndex(of: "'") else { return message }
        let name = String(message[range.upperBound..<close])
        return String(message[..<range.upperBound]) + style.suggestion(name) + style.bold(String(message[close...]))
    }
}
