/// The terminal's contents as cells, row by row: what one frame of the player looks like.
/// ``AnsiWriter`` turns the difference between two grids into escape sequences.
public struct CellGrid: Sendable, Equatable {
    public let columns: Int
    public let rows: Int
    public private(set) var cells: [TerminalCell]

    /// A grid of blank cells.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    public subscript(row: Int, column: Int) -> TerminalCell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// The characters of one row (colours dropped), for tests and plain captures.
    public func text(ofRow row: Int) -> String {
        var text = ""
        for column in 0..<columns { text.unicodeScalars.append(self[row, column].character) }
        return text
    }

    /// Writes `text` from (`row`, `column`), clipped to the grid, in the colours given;
    /// characters that are not one column wide are shown as `?`.
    public mutating func put(_ text: String, row: Int, column: Int, dim: Bool = false,
                             foreground: TerminalColour = .terminalDefault, background: TerminalColour = .terminalDefault) {
        guard row >= 0, row < rows else { return }
        var x = column
        for scalar in text.unicodeScalars {
            defer { x += 1 }
            guard x >= 0 else { continue }
            guard x < columns else { break }
            self[row, x] = TerminalCell(Self.isNarrow(scalar) ? scalar : "?", foreground: foreground, background: background, dim: dim)
        }
    }

    /// Draws `canvas` with its top-left pixel at (`row`, `column`): two pixels per cell, the
    /// upper one as the foreground of `▀` and the lower one as its background (`▄` or a
    /// space where only one half is drawn). In ``ColourMode/monochrome`` each cell is shaded
    /// ` ░▒▓█` by the brightness of its two pixels.
    public mutating func draw(_ canvas: Canvas, row: Int, column: Int, mode: ColourMode) {
        let cellRows = (canvas.height + 1) / 2
        for cellRow in 0..<cellRows {
            let y = row + cellRow
            guard y >= 0, y < rows else { continue }
            let top = cellRow * 2
            let hasBottom = top + 1 < canvas.height
            for x in 0..<canvas.width {
                let target = column + x
                guard target >= 0, target < columns else { continue }
                let upper = canvas.byteColour(x: x, y: top)
                let lower = hasBottom ? canvas.byteColour(x: x, y: top + 1) : nil
                self[y, target] = mode == .monochrome ? Self.shade(upper, lower) : Self.halfBlock(upper, lower, mode)
            }
        }
    }

    private typealias Bytes = (red: UInt8, green: UInt8, blue: UInt8)

    @inline(__always)
    private static func halfBlock(_ upper: Bytes?, _ lower: Bytes?, _ mode: ColourMode) -> TerminalCell {
        switch (upper, lower) {
        case (nil, nil):
            return .blank
        case (let upper?, nil):
            return TerminalCell("▀", foreground: mode.colour(red: upper.red, green: upper.green, blue: upper.blue))
        case (nil, let lower?):
            return TerminalCell("▄", foreground: mode.colour(red: lower.red, green: lower.green, blue: lower.blue))
        case (let upper?, let lower?):
            let top = mode.colour(red: upper.red, green: upper.green, blue: upper.blue)
            let bottom = mode.colour(red: lower.red, green: lower.green, blue: lower.blue)
            return top == bottom ? TerminalCell(" ", background: top) : TerminalCell("▀", foreground: top, background: bottom)
        }
    }

    /// The blocks of monochrome mode, from empty to full.
    static let shades: [Unicode.Scalar] = [" ", "░", "▒", "▓", "█"]

    private static func shade(_ upper: Bytes?, _ lower: Bytes?) -> TerminalCell {
        func luma(_ pixel: Bytes?) -> Double {
            guard let pixel else { return 0 }
            return (0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)) / 255
        }
        let level = Int(((luma(upper) + luma(lower)) / 2 * Double(shades.count - 1)).rounded())
        return TerminalCell(shades[max(0, min(shades.count - 1, level))])
    }

    /// Printable and one column wide: ASCII, Latin-1 letters and the few symbols the player
    /// and `tune` use. Everything else could shift the rest of the row.
    static func isNarrow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xFF: return true
        case 0x2013, 0x2014, 0x2026, 0x2022, 0x2212: return true // – — … • −
        case 0x2192: return true // →
        case 0x2580...0x259F: return true // block elements
        case 0x2800...0x28FF: return true // Braille patterns (text curves)
        default: return false
        }
    }
}
