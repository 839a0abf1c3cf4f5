/// Left-aligned columns separated by two spaces; the last column is not padded.
///
/// Given a width, no line is wider: the last column (a help text) wraps at spaces under its
/// own start when at least ``minimumLastColumn`` columns are left for it; otherwise it goes
/// under the row, indented. ``droppingColumns(toFit:indent:optional:)`` leaves trailing
/// columns out instead.
struct TextTable {
    var rows: [[String]] = []
    /// The narrowest the last column may be beside the others.
    static let minimumLastColumn = 36

    mutating func add(_ row: [String]) { rows.append(row) }

    /// This table without as few of its last `optional` columns as it takes for every line to
    /// fit `width` with the help column beside the rest, and how many were left out.
    func droppingColumns(toFit width: Int, indent: String = "", optional: Int) -> (table: TextTable, dropped: Int) {
        let columns = rows.map(\.count).max() ?? 0
        for dropped in 0...min(optional, max(0, columns - 1)) {
            let table = TextTable(rows: rows.map { Array($0.prefix(columns - dropped)) })
            let widths = table.columnWidths
            let natural = DisplayWidth.of(indent) + widths.reduce(0, +) + 2 * max(0, widths.count - 1)
            if natural <= width || (dropped == 0 && table.lastColumnStart(indent) + Self.minimumLastColumn <= width) {
                return (table, dropped)
            }
        }
        return (TextTable(rows: rows.map { Array($0.prefix(columns - min(optional, max(0, columns - 1)))) }),
                min(optional, max(0, columns - 1)))
    }

    /// The widest cell of each column.
    private var columnWidths: [Int] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
        }
        return widths
    }

    private func lastColumnStart(_ indent: String) -> Int {
        DisplayWidth.of(indent) + columnWidths.dropLast().reduce(0) { $0 + $1 + 2 }
    }

    func render(indent: String = "", width: Int = .max) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = columnWidths
        let lastStart = lastColumnStart(indent)
        let besideFits = width - lastStart >= Self.minimumLastColumn
        return rows.map { row -> String in
            let cells = row
            var line = indent
            for (index, cell) in cells.enumerated() {
                if index == columns - 1 {
                    if besideFits || lastStart + DisplayWidth.of(cell) <= width {
                        let continuation = String(repeating: " ", count: lastStart)
                        line = WordWrap.lines(cell, width: width, first: line, rest: continuation).joined(separator: "\n")
                    } else {
                        line = line.trimmingTrailingSpaces
                        // The other columns keep their alignment when they fit; wrapped otherwise.
                        if DisplayWidth.of(line) > width {
                            line = WordWrap.lines(String(line.dropFirst(indent.count)), width: width, first: indent,
                                                  rest: indent + "  ").joined(separator: "\n")
                        }
                        let under = indent + "    "
                        line += "\n" + WordWrap.lines(cell, width: width, first: under, rest: under).joined(separator: "\n")
                    }
                    continue
                }
                line += cell
                if index < cells.count - 1 { line += String(repeating: " ", count: widths[index] - DisplayWidth.of(cell) + 2) }
            }
            return line.trimmingTrailingSpaces
        }.joined(separator: "\n") + (rows.isEmpty ? "" : "\n")
    }
}
