import Foundation
import Testing

/// The README's tables render as tables: GitHub's Markdown makes a table only of a header row
/// and a delimiter row with as many cells, and a row that follows anything else is a line of the
/// paragraph before it (a paragraph put in the middle of the trackers' table once left its last
/// two rows as text).
@Suite("README tables")
struct ReadmeTableTests {
    /// The cells of a table row: split at each `|` that is neither escaped nor in a code span.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = [], cell = "", inCode = false, escaped = false
        for character in line.trimmingCharacters(in: .whitespaces) {
            if escaped { cell.append(character); escaped = false; continue }
            switch character {
            case "\\": escaped = true; cell.append(character)
            case "`": inCode.toggle(); cell.append(character)
            case "|" where !inCode: cells.append(cell); cell = ""
            default: cell.append(character)
            }
        }
        cells.append(cell)
        // The row's leading and trailing pipes leave an empty cell at each end.
        if cells.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeFirst() }
        if cells.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { cells.removeLast() }
        return cells
    }

    static func isDelimiter(_ line: String) -> Bool {
        let cells = cells(line)
        return !cells.isEmpty && cells.allSatisfy { cell in
            let trimmed = cell.trimmingCharacters(in: .whitespaces)
            return trimmed.contains("-") && trimmed.allSatisfy { "-:".contains($0) }
        }
    }

    /// Each problem of `markdown`'s tables, with its line number; none for well-formed tables.
    static func problems(_ markdown: String) -> [String] {
        let lines = markdown.components(separatedBy: "\n")
        var problems: [String] = []
        var inFence = false, index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("|") else { index += 1; continue }
            // A run of rows: a header, its delimiter, then body rows with the header's cell count.
            let start = index
            while index < lines.count, lines[index].hasPrefix("|") { index += 1 }
            let run = lines[start..<index]
            // A blank line or a whole HTML comment (a block of its own) may come before a table.
            let before = start > 0 ? lines[start - 1].trimmingCharacters(in: .whitespaces) : ""
            if !before.isEmpty, !(before.hasPrefix("<!--") && before.hasSuffix("-->")) {
                problems.append("line \(start + 1): a table row straight after a paragraph line is part of that paragraph")
                continue
            }
            guard run.count >= 2, isDelimiter(run[start + 1]) else {
                problems.append("line \(start + 1): table rows without a header and a delimiter row (|---|)")
                continue
            }
            let width = cells(run[start]).count
            for (offset, row) in run.enumerated() where cells(row).count != width {
                problems.append("line \(start + offset + 1): \(cells(row).count) cells in a table of \(width) columns")
            }
        }
        return problems
    }

    @Test("every table of the README has a header, a delimiter row and rows of its width, after a blank line")
    func readmeTablesAreTables() {
        let problems = Self.problems(ReadmeDocTests.readme)
        #expect(!ReadmeDocTests.readme.isEmpty)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("a row after a paragraph, a table without its delimiter, and a row of another width are each found")
    func brokenTablesAreFound() {
        let table = "| a | b |\n|---|---|\n| 1 | 2 |\n"
        #expect(Self.problems("text\n\n" + table).isEmpty)
        #expect(Self.problems("text\n\n| a | `x|y` | \\| |\n|---|---|---|\n| 1 | 2 | 3 |\n").isEmpty)
        #expect(Self.problems("text\n\n" + table + "a paragraph\n| 3 | 4 |\n").count == 1)
        #expect(Self.problems("text\n\n| a | b |\n| 1 | 2 |\n").count == 1)
        #expect(Self.problems("text\n\n" + table + "| 1 | 2 | 3 |\n").count == 1)
        #expect(Self.problems("```\n| not | a table\n```\n").isEmpty)
        #expect(Self.problems("text\n\n<!-- generated -->\n" + table).isEmpty)
    }
}
