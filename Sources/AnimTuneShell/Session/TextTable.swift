/// Left-aligned columns separated by two spaces; the last column is not padded.
struct TextTable {
    var rows: [[String]] = []

    mutating func add(_ row: [String]) { rows.append(row) }

    func render(indent: String = "") -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() where index < columns - 1 {
                widths[index] = max(widths[index], cell.count)
            }
        }
        return rows.map { row in
            var line = indent
            for (index, cell) in row.enumerated() {
                line += cell
                if index < row.count - 1 { line += String(repeating: " ", count: widths[index] - cell.count + 2) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n") + (rows.isEmpty ? "" : "\n")
    }
}
