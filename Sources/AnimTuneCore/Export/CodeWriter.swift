/// Lines of exported source text with indentation and wrapped comments.
struct CodeWriter {
    private(set) var lines: [String] = []
    private var depth = 0
    /// One level of indentation.
    let indentUnit: String
    /// Comments wrap before this column.
    let width: Int

    init(indent: String = "    ", width: Int = 100) {
        indentUnit = indent
        self.width = width
    }

    var indentation: String { String(repeating: indentUnit, count: depth) }

    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : indentation + text)
    }

    /// Adds a blank line unless the last one is blank or opens a block.
    mutating func gap() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{"), !last.hasSuffix("(") else { return }
        lines.append("")
    }

    /// `open`, the body one level in, `close`.
    mutating func block(_ open: String, _ close: String, _ body: (inout CodeWriter) -> Void) {
        line(open)
        depth += 1
        body(&self)
        depth -= 1
        line(close)
    }

    /// `head(a, b) tail` on one line when it fits, else one parameter a line, indented once,
    /// with `)` and `tail` on a line of their own.
    mutating func signature(_ head: String, _ parameters: [String], _ tail: String) {
        let single = head + "(" + parameters.joined(separator: ", ") + ")" + tail
        guard indentation.count + single.count > width else { return line(single) }
        line(head + "(")
        depth += 1
        for (index, parameter) in parameters.enumerated() { line(parameter + (index < parameters.count - 1 ? "," : "")) }
        depth -= 1
        line(")" + tail)
    }

    /// `body` one level in, between lines the caller writes.
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Each paragraph wrapped to the width after `marker ` (`///`, `//`, ` *`).
    mutating func comment(_ marker: String, _ paragraphs: [String]) {
        for paragraph in paragraphs where !paragraph.isEmpty {
            for text in Self.wrap(ExportPlan.commentSafe(paragraph), width: max(40, width - indentation.count - marker.count - 1)) {
                line(marker + " " + text)
            }
        }
    }

    /// `/* … */` around wrapped paragraphs (CSS); `lead` continues lines after the first.
    mutating func blockComment(_ paragraphs: [String], lead: String = "   ") {
        let texts = paragraphs.filter { !$0.isEmpty }.flatMap {
            Self.wrap(ExportPlan.commentSafe($0), width: max(40, width - indentation.count - 3))
        }
        guard !texts.isEmpty else { return }
        for (index, text) in texts.enumerated() {
            let start = index == 0 ? "/* " : lead
            let end = index == texts.count - 1 ? " */" : ""
            line(start + text + end)
        }
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    /// Greedy word wrap; a word longer than the width gets a line of its own, and a number
    /// keeps its unit (`0.5 s`) on its line.
    static func wrap(_ text: String, width: Int) -> [String] {
        var words: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            var bare = word
            while let end = bare.last, ",.;:)".contains(end) { bare.removeLast() }
            if units.contains(bare), let last = words.last, last.last?.isNumber == true {
                words[words.count - 1] = last + " " + word
            } else {
                words.append(word)
            }
        }
        // `length`: the characters of `current`, kept rather than counted again at every word.
        var result: [String] = [], current = "", length = 0
        for word in words {
            let count = word.count
            if current.isEmpty {
                (current, length) = (word, count)
            } else if length + 1 + count <= width {
                current += " " + word
                length += 1 + count
            } else {
                result.append(current)
                (current, length) = (word, count)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private static let units: Set<String> = ["s", "ms", "%", "pt", "px", "dp", "deg", "°"]
}
