/// Turns one ``CellGrid`` into the next on a real terminal with as few bytes as it can: only
/// cells that changed are written, the cursor jumps over unchanged runs, and colours are
/// only re-selected when they change. It remembers where the cursor is and which colours are
/// active between frames, so a still frame costs nothing and a small square moving costs a
/// few dozen bytes, which is what keeps 60 fps over ssh.
public struct AnsiWriter: Sendable {
    private var shown: CellGrid?
    private var cursorRow: Int?
    private var cursorColumn: Int?
    private var foreground: TerminalColour?
    private var background: TerminalColour?
    private var dim: Bool?

    public init() {}

    /// Forgets what the terminal shows (after a resize or anything else wrote to it): the
    /// next ``update(to:)`` clears the screen and draws every cell.
    public mutating func reset() {
        shown = nil
        cursorRow = nil
        cursorColumn = nil
        foreground = nil
        background = nil
        dim = nil
    }

    /// The bytes that make the terminal show `grid`, given it shows what the previous call
    /// produced (or anything, on the first call: then the screen is cleared first).
    public mutating func update(to grid: CellGrid) -> String {
        var out = ""
        let previous: CellGrid
        if let shown, shown.columns == grid.columns, shown.rows == grid.rows {
            previous = shown
        } else {
            // SGR 0 first, so the clear paints the terminal's own background.
            out += "\u{1B}[0m\u{1B}[2J"
            foreground = .terminalDefault
            background = .terminalDefault
            dim = false
            cursorRow = nil
            previous = CellGrid(columns: grid.columns, rows: grid.rows)
        }
        for row in 0..<grid.rows {
            var column = 0
            while column < grid.columns {
                let cell = grid[row, column]
                if cell == previous[row, column] {
                    column += 1
                    continue
                }
                move(to: row, column, in: grid, previous: previous, out: &out)
                write(cell, out: &out)
                column += 1
                cursorColumn = column < grid.columns ? column : nil
                if cursorColumn == nil { cursorRow = nil }
            }
        }
        shown = grid
        return out
    }

    /// Moves the cursor to (`row`, `column`): by rewriting a short run of unchanged cells that
    /// need no colour change, by `CUF` along the row, or by `CUP`.
    private mutating func move(to row: Int, _ column: Int, in grid: CellGrid, previous: CellGrid, out: inout String) {
        if cursorRow == row, let from = cursorColumn {
            if from == column { return }
            if from < column {
                let gap = column - from
                if gap <= 3, (from..<column).allSatisfy({ needsNoAttributes(grid[row, $0]) }) {
                    for x in from..<column { out.unicodeScalars.append(grid[row, x].character) }
                    cursorColumn = column
                    return
                }
                out += gap == 1 ? "\u{1B}[C" : "\u{1B}[\(gap)C"
                cursorColumn = column
                return
            }
        }
        out += "\u{1B}[\(row + 1);\(column + 1)H"
        cursorRow = row
        cursorColumn = column
    }

    /// Whether `cell` can be written with the colours now active.
    private func needsNoAttributes(_ cell: TerminalCell) -> Bool {
        cell.background == background && cell.dim == dim && (cell.character == " " || cell.foreground == foreground)
    }

    private mutating func write(_ cell: TerminalCell, out: inout String) {
        // One SGR sequence for whatever changed: `ESC[` before the first parameter, `;` between.
        var separator = "\u{1B}["
        func select(_ parameters: String) {
            out += separator
            out += parameters
            separator = ";"
        }
        if dim != cell.dim {
            select(cell.dim ? "2" : "22")
            dim = cell.dim
        }
        // A space shows only its background, so its foreground need not be selected.
        if cell.character != " ", foreground != cell.foreground {
            select(cell.foreground.foregroundParameters)
            foreground = cell.foreground
        }
        if background != cell.background {
            select(cell.background.backgroundParameters)
            background = cell.background
        }
        if separator == ";" { out += "m" }
        out.unicodeScalars.append(cell.character)
    }
}
