/// A Markdown notebook split into what the author wrote (kept byte for byte) and what the
/// runner owns: the output region after each ```` ```animtune ```` cell — a blank line, an
/// ```` ```output ```` block, then image links into `NAME.assets/` and hidden
/// `<!-- animtune … -->` comments.
public struct NotebookDocument: Sendable, Equatable {
    public enum Segment: Sendable, Equatable {
        case text(String)
        case cell(Cell)
    }

    public struct Cell: Sendable, Equatable {
        /// The fenced block as written, fences included.
        public var block: String
        /// The commands inside the fences.
        public var source: String
        /// 1-based line of the first command line in the file.
        public var firstLine: Int
        /// The runner-owned region after the block, as it is in the file ("" when absent).
        public var outputRegion: String
    }

    public var segments: [Segment]

    public var cells: [Cell] {
        segments.compactMap { if case .cell(let cell) = $0 { cell } else { nil } }
    }

    /// The document as text; `parse(text).text == text` for every input.
    public var text: String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .cell(let cell): cell.block + cell.outputRegion
            }
        }.joined()
    }

    public static func parse(_ text: String) -> NotebookDocument {
        let lines = text.splitKeepingNewlines()
        var segments: [Segment] = []
        var pending = ""
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.trimmingNewline.trimmingTrailingSpaces == "```animtune" else {
                pending += line
                index += 1
                continue
            }
            guard let close = lines[(index + 1)...].firstIndex(where: { $0.trimmingNewline.trimmingTrailingSpaces == "```" }) else {
                pending += line
                index += 1
                continue
            }
            if !pending.isEmpty { segments.append(.text(pending)); pending = "" }
            let block = lines[index...close].joined()
            let source = lines[(index + 1)..<close].joined()
            let outputEnd = outputRegionEnd(lines, after: close)
            let region = lines[(close + 1)..<outputEnd].joined()
            segments.append(.cell(Cell(block: block, source: source, firstLine: index + 2, outputRegion: region)))
            index = outputEnd
        }
        if !pending.isEmpty { segments.append(.text(pending)) }
        return NotebookDocument(segments: segments)
    }

    /// The title of the link to an image a cell wrote (`plot --to FILE.png`), which marks the
    /// link as the runner's wherever the file is.
    static let writtenImageTitle = "\"written by this cell\""

    /// The index after the runner-owned region that follows the cell closing at `close`, or
    /// `close + 1` when there is none: blank lines, ```` ```output ```` blocks, image links into
    /// `*.assets/` or titled ``writtenImageTitle``, and `<!-- animtune … -->` comments. Trailing
    /// blank lines stay the author's.
    ///
    /// Whether a line is owned never depends on the lines before it, so a written region
    /// followed by the author's text parses back to that region: a second run changes nothing.
    private static func outputRegionEnd(_ lines: [String], after close: Int) -> Int {
        var index = close + 1
        var end = close + 1
        while index < lines.count {
            let line = lines[index].trimmingNewline
            if line.isEmpty { index += 1; continue }
            let fence = String(line.prefix { $0 == "`" })
            if fence.count >= 3, line == fence + "output" {
                var closing = index + 1
                while closing < lines.count, lines[closing].trimmingNewline != fence { closing += 1 }
                guard closing < lines.count else { break }
                index = closing + 1
            } else if line.hasPrefix("<!-- animtune")
                        || (line.hasPrefix("![") && (line.contains(".assets/") || line.hasSuffix(" \(writtenImageTitle))"))) {
                index += 1
            } else {
                break
            }
            end = index
        }
        return end
    }
}

extension String {
    /// Lines with their `\n` kept, so joining them gives back the text exactly.
    func splitKeepingNewlines() -> [String] {
        var lines: [String] = []
        var current = ""
        for character in self {
            current.append(character)
            if character == "\n" || character == "\r\n" { lines.append(current); current = "" }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Whether the text ends in `\n` or `\r\n` (one `Character`, which `hasSuffix("\n")` misses).
    var endsWithLineBreak: Bool { last == "\n" || last == "\r\n" }

    /// Without trailing `\n`, `\r` and `\r\n`.
    var trimmingNewline: String {
        var text = self
        while let last = text.last, last == "\n" || last == "\r" || last == "\r\n" { text.removeLast() }
        return text
    }

    var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") || text.hasSuffix("\t") { text.removeLast() }
        return text
    }
}
