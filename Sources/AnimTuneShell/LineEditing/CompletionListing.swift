/// Candidates laid out in columns that fit the terminal, filled down then across (as `ls`).
enum CompletionListing {
    /// At most this many are shown; the rest are counted.
    static let maximumShown = 120

    static func format(_ items: [String], width: Int) -> String {
        guard !items.isEmpty else { return "" }
        let shown = Array(items.prefix(maximumShown))
        let cell = (shown.map { DisplayWidth.of($0) }.max() ?? 0) + 2
        let columns = max(1, min(shown.count, max(1, width) / max(1, cell)))
        let rows = (shown.count + columns - 1) / columns
        var text = ""
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < shown.count else { break }
                let item = shown[index]
                line += item
                let isLast = column == columns - 1 || (column + 1) * rows + row >= shown.count
                if !isLast { line += String(repeating: " ", count: cell - DisplayWidth.of(item)) }
            }
            text += line + "\n"
        }
        if items.count > shown.count {
            text += "… and \(items.count - shown.count) more\n"
        }
        return text
    }
}
