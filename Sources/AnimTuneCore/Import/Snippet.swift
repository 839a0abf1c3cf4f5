/// Pasted code or settings, read the way the dialect parsers need: calls with their labelled
/// arguments, `key: value` / `key = value` pairs, property assignments and numbers with the
/// suffixes the languages put on them (`0.5f`, `1.0F`, `300ms`). Every question scans the text,
/// and each dialect asks several: after a cancellation (``Cancellation``) they all answer
/// "nothing", so a megabyte's scan stops within one of them.
public struct Snippet: Sendable {
    public let text: String
    /// `text` without comments (`//…`, `/*…*/`, `#…` lines are kept: CSS colours and Kotlin use `#`).
    let code: String

    public init(_ text: String) {
        self.text = text
        code = Self.strippingComments(text)
    }

    /// Whether the code contains `word` (case-sensitive).
    func has(_ word: String) -> Bool { !Cancellation.isRequested && code.contains(word) }

    /// Whether the text, comments included, contains `word` in any letter case.
    func hasWord(_ word: String) -> Bool { !Cancellation.isRequested && text.lowercased().contains(word.lowercased()) }

    /// The arguments of the first call of `name(` whose name is not part of a longer
    /// identifier: labelled ones by label, unlabelled ones as "0", "1" …; nil when absent.
    func call(_ name: String) -> [String: String]? {
        guard !Cancellation.isRequested, let open = callStart(name) else { return nil }
        guard let body = balanced(from: open) else { return nil }
        return Self.arguments(body)
    }

    /// The members of the first `{…}` object literal after `marker` (or the first anywhere).
    func object(after marker: String? = nil) -> [String: String]? {
        guard !Cancellation.isRequested else { return nil }
        var start = code.startIndex
        if let marker {
            guard let range = code.range(of: marker) else { return nil }
            start = range.upperBound
        }
        guard let open = code[start...].firstIndex(of: "{"), let body = balanced(from: open) else { return nil }
        return Self.arguments(body)
    }

    /// Every `NAME = VALUE` or `NAME: VALUE` in the code, last one winning; `.mass = 1`,
    /// `setStiffness(200f)` style setters are read as `stiffness`. One pass over the code: where
    /// each value ends is worked out once for every position (nested values share their ends),
    /// and a value longer than ``maximumValueLength`` is kept cut, so a deeply nested paste
    /// costs time linear in its length.
    func assignments() -> [String: String] {
        var result: [String: String] = [:]
        guard !Cancellation.isRequested else { return result }
        let characters = Array(code)
        let valueEnd = Self.valueEnds(characters)
        var index = 0
        var steps = 0
        while index < characters.count {
            steps += 1
            if steps & 0x3FFF == 0, Cancellation.isRequested { return [:] }
            guard characters[index].isLetter || characters[index] == "_" else { index += 1; continue }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            let name = String(characters[index..<end])
            var cursor = end
            while cursor < characters.count, characters[cursor] == " " || characters[cursor] == "\t" || characters[cursor] == "\"" || characters[cursor] == "'" { cursor += 1 }
            // Settings as designers write them: "tension 40, friction 7".
            if cursor < characters.count, cursor > end, characters[cursor - 1] == " ",
               characters[cursor].isNumber || (characters[cursor] == "-" || characters[cursor] == ".") && cursor + 1 < characters.count && characters[cursor + 1].isNumber {
                var valueEnd = cursor
                while valueEnd < characters.count, characters[valueEnd].isNumber || characters[valueEnd] == "." || characters[valueEnd] == "-" { valueEnd += 1 }
                if result[name] == nil { result[name] = String(characters[cursor..<valueEnd]) }
                index = valueEnd
                continue
            }
            if cursor < characters.count, characters[cursor] == "=" || characters[cursor] == ":",
               cursor + 1 >= characters.count || characters[cursor + 1] != "=" {
                let start = cursor + 1
                // Trimmed by index: the value is only copied once, and at most so long.
                var first = start, last = valueEnd[start]
                while first < last, characters[first].isWhitespace { first += 1 }
                while last > first, characters[last - 1].isWhitespace { last -= 1 }
                if last - first > Self.maximumValueLength {
                    // No number is this long; the cut keeps the error message's quote short.
                    result[name] = String(characters[first..<(first + Self.quotedLength)]) + "…"
                } else {
                    result[name] = String(characters[first..<last])
                }
                index = start
                continue
            }
            index = end
        }
        return result
    }

    /// Longest assigned value kept whole by ``assignments()``; a longer one keeps its first
    /// ``quotedLength`` characters and an ellipsis.
    static let maximumValueLength = 256
    static let quotedLength = 40

    /// For every position, where a value starting there ends: at the first `,` `;` or line
    /// break outside brackets, or at a closing bracket that was not opened after the start
    /// (the end of the text when a bracket is never closed). Worked out from the right, a
    /// bracketed part jumping to its closing bracket.
    static func valueEnds(_ characters: [Character]) -> [Int] {
        let count = characters.count
        var closing = [Int](repeating: -1, count: count)
        var open: [Int] = []
        for (index, c) in characters.enumerated() {
            if c == "(" || c == "[" || c == "{" { open.append(index) }
            if c == ")" || c == "]" || c == "}", let opened = open.popLast() { closing[opened] = index }
        }
        var ends = [Int](repeating: count, count: count + 1)
        for index in stride(from: count - 1, through: 0, by: -1) {
            let c = characters[index]
            if c == ")" || c == "]" || c == "}" || c == "," || c == ";" || c == "\n" {
                ends[index] = index
            } else if c == "(" || c == "[" || c == "{" {
                ends[index] = closing[index] < 0 ? count : ends[closing[index] + 1]
            } else {
                ends[index] = ends[index + 1]
            }
        }
        return ends
    }

    /// A number from argument text: `0.5`, `-1`, `.5`, `0.5f`, `300ms` (as seconds), `1e3`,
    /// optionally wrapped in `CGFloat(…)`, `Float(…)` or quotes; nil otherwise.
    static func number(_ text: String?) -> Double? {
        guard var value = text?.trimmed else { return nil }
        for wrapper in ["CGFloat(", "Double(", "Float(", "TimeInterval("] where value.hasPrefix(wrapper) && value.hasSuffix(")") {
            value = String(value.dropFirst(wrapper.count).dropLast()).trimmed
        }
        if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
            value = String(value.dropFirst().dropLast()).trimmed
        }
        var scale = 1.0
        if value.hasSuffix("ms") { value.removeLast(2); scale = 0.001 } else if value.hasSuffix("s"), !value.hasSuffix("ss") { value.removeLast() }
        if value.hasSuffix("f") || value.hasSuffix("F") { value.removeLast() }
        if value.hasPrefix(".") { value = "0" + value }
        if value.hasPrefix("-.") { value = "-0" + value.dropFirst() }
        guard let number = Double(value.trimmed), number.isFinite else { return nil }
        return number * scale
    }

    // MARK: Scanning

    private func callStart(_ name: String) -> String.Index? {
        var searchStart = code.startIndex
        // Once `name(` is not in the rest, it is not looked for again: each search is one pass.
        var tightLeft = true
        while true {
            var found = tightLeft ? code.range(of: name + "(", range: searchStart..<code.endIndex) : nil
            if found == nil {
                tightLeft = false
                found = code.range(of: name + " (", range: searchStart..<code.endIndex)
            }
            guard let range = found else { break }
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            let nameStartsWithPunctuation = name.first.map { !$0.isLetter } ?? false
            if nameStartsWithPunctuation || before.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true {
                return code.index(before: range.upperBound)
            }
            searchStart = range.upperBound
        }
        return nil
    }

    /// The text inside the bracket at `open` up to its match, or nil when unbalanced.
    private func balanced(from open: String.Index) -> Substring? {
        var tracker = BracketTracker()
        var index = open
        while index < code.endIndex {
            if tracker.read(code[index]) == .closing, tracker.depth == 0 { return code[code.index(after: open)..<index] }
            index = code.index(after: index)
        }
        return nil
    }

    /// Splits an argument list on top-level commas into labelled (`a: 1`, `a = 1`) and positional values.
    static func arguments(_ body: Substring) -> [String: String] {
        var parts: [String] = []
        var current = ""
        var tracker = BracketTracker()
        var steps = 0
        for c in body {
            steps += 1
            if steps & 0x3FFF == 0, Cancellation.isRequested { return [:] }
            if tracker.read(c) == .plain, tracker.depth == 0, c == "," || c == ";" || c == "\n" {
                parts.append(current)
                current = ""
                continue
            }
            current.append(c)
        }
        parts.append(current)
        var result: [String: String] = [:]
        var position = 0
        for (index, whole) in parts.enumerated() {
            // Trimming a part is one pass over it: a long one is worth asking about first.
            if index & 0xFF == 0xFF || whole.utf8.count > 0x1000, Cancellation.isRequested { return [:] }
            let part = whole.trimmed
            guard !part.isEmpty else { continue }
            if let separator = part.firstIndex(where: { $0 == ":" || $0 == "=" }) {
                let label = part[..<separator].trimmed.trimming("\"'")
                if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
                    if part.utf8.count > 0x1000, Cancellation.isRequested { return [:] }
                    result[label] = String(part[part.index(after: separator)...]).trimmed
                    continue
                }
            }
            // "mass 1": a designer's label and number, as in "Spring (mass 1, stiffness 100)".
            let words = part.split(separator: " ", omittingEmptySubsequences: true)
            if words.count == 2, words[0].allSatisfy({ $0.isLetter || $0 == "_" }), Snippet.number(String(words[1])) != nil {
                result[String(words[0])] = String(words[1])
                continue
            }
            result[String(position)] = part
            position += 1
        }
        return result
    }

    private static func strippingComments(_ text: String) -> String {
        var out = ""
        var index = text.startIndex
        var quote: Character?
        while index < text.endIndex {
            let c = text[index]
            let next = text.index(after: index)
            if let q = quote {
                out.append(c)
                if c == q { quote = nil }
                index = next
                continue
            }
            if c == "\"" || c == "`" { quote = c }
            if c == "/", next < text.endIndex, text[next] == "/" {
                while index < text.endIndex, text[index] != "\n" { index = text.index(after: index) }
                continue
            }
            if c == "/", next < text.endIndex, text[next] == "*" {
                if let close = text.range(of: "*/", range: next..<text.endIndex) {
                    out.append(" ")
                    index = close.upperBound
                    continue
                }
                break
            }
            out.append(c)
            index = next
        }
        return out
    }
}
