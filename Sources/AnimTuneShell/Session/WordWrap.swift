/// Text broken into lines at spaces so that none is wider than the terminal; a word is never
/// split (one too long for the indent is indented less; one longer than the width gets a line
/// of its own).
enum WordWrap {
    /// The lines of `text` within `width` columns: the first starts with `first`, the others
    /// with `rest`.
    static func lines(_ text: String, width: Int, first: String = "", rest: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = lineHasWord ? line + " " + word : line + word
            if lineHasWord, DisplayWidth.of(candidate) > width {
                lines.append(line)
                // A word too long for the indent gets as much of it as leaves it whole.
                let indent = min(DisplayWidth.of(rest), max(0, width - DisplayWidth.of(word)))
                line = (DisplayWidth.of(rest) == indent ? rest : String(repeating: " ", count: indent)) + word
            } else {
                line = candidate
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines
    }

    /// Every line of `text` wrapped as by ``lines(_:width:first:rest:)``, continuation lines
    /// indented like the line's own leading spaces plus `hanging`.
    /// A line of an indented two-column table (`  KEYS  what they do`, columns apart by two or
    /// more spaces) keeps its first column as it is and wraps its second under itself.
    static func paragraphs(_ text: String, width: Int, hanging: String = "") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = String(line.prefix { $0 == " " })
            if let column = tableColumn(line), column <= width / 2 {
                let characters = Array(line)
                return lines(String(characters[column...]), width: width, first: String(characters[..<column]),
                             rest: String(repeating: " ", count: column)).joined(separator: "\n")
            }
            return lines(String(line.dropFirst(indent.count)), width: width, first: indent, rest: indent + hanging)
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Where the second column of an indented table row starts: after the first run of two or
    /// more spaces past the indent, when the row is indented and has one; nil otherwise.
    static func tableColumn(_ line: Substring) -> Int? {
        let characters = Array(line)
        var index = characters.prefix { $0 == " " }.count
        guard index > 0, index < characters.count else { return nil }
        while index + 1 < characters.count {
            if characters[index] == " ", characters[index + 1] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                return end < characters.count ? end : nil
            }
            index += 1
        }
        return nil
    }
}
