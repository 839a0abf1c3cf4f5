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
    static func paragraphs(_ text: String, width: Int, hanging: String = "") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = String(line.prefix { $0 == " " })
            return lines(String(line.dropFirst(indent.count)), width: width, first: indent, rest: indent + hanging)
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
