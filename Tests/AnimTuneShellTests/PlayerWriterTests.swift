import AnimTuneCore
import Testing
@testable import AnimTuneShell

/// Cells to escape sequences: half-blocks, colour modes, and incremental updates.
@Suite("Player writer: cells and escape sequences")
struct PlayerWriterTests {
    static let red = RGBColor(red: 1, green: 0, blue: 0)

    @Test("two pixels make one cell: ▀ with the upper as foreground and the lower as background")
    func halfBlocks() {
        var canvas = Canvas(width: 3, height: 2, scale: 1)
        // Column 0: red over nothing; column 1: red over blue; column 2: red over red.
        canvas.fill(ElementShape(centreX: 1.5, centreY: 0.5, halfWidth: 1.5, halfHeight: 0.5, radiusX: 0, radiusY: 0, colour: Self.red))
        canvas.fill(ElementShape(centreX: 1.5, centreY: 1.5, halfWidth: 0.5, halfHeight: 0.5, radiusX: 0, radiusY: 0,
                                 colour: RGBColor(red: 0, green: 0, blue: 1)))
        canvas.fill(ElementShape(centreX: 2.5, centreY: 1.5, halfWidth: 0.5, halfHeight: 0.5, radiusX: 0, radiusY: 0, colour: Self.red))
        var grid = CellGrid(columns: 3, rows: 1)
        grid.draw(canvas, row: 0, column: 0, mode: .truecolor)
        #expect(grid[0, 0] == TerminalCell("▀", foreground: .rgb(255, 0, 0)))
        #expect(grid[0, 1] == TerminalCell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
        #expect(grid[0, 2] == TerminalCell(" ", background: .rgb(255, 0, 0)))
        var palette = CellGrid(columns: 3, rows: 1)
        palette.draw(canvas, row: 0, column: 0, mode: .palette256)
        #expect(palette[0, 1] == TerminalCell("▀", foreground: .indexed(196), background: .indexed(21)))
        var plain = CellGrid(columns: 3, rows: 1)
        plain.draw(canvas, row: 0, column: 0, mode: .monochrome)
        #expect(plain.cells.allSatisfy { $0.foreground == .terminalDefault && $0.background == .terminalDefault })
        #expect(plain.text(ofRow: 0) != "   ")
    }

    @Test("the colour mode follows NO_COLOR, COLORTERM and TERM")
    func colourMode() {
        func mode(_ variables: [String: String], colour: Bool = true) -> ColourMode {
            ColourMode(environment: ShellEnvironment(isTerminal: true, useColour: colour, variables: variables))
        }
        #expect(mode(["COLORTERM": "truecolor", "TERM": "xterm-256color"]) == .truecolor)
        #expect(mode(["COLORTERM": "24bit"]) == .truecolor)
        #expect(mode(["TERM": "xterm-256color"]) == .palette256)
        #expect(mode(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]) == .monochrome)
        #expect(mode(["COLORTERM": "truecolor"], colour: false) == .monochrome)
        #expect(mode(["TERM": "dumb"]) == .monochrome)
    }

    @Test("256-colour fallback picks the nearest cube colour or grey")
    func palette() {
        #expect(TerminalColour.nearestIndexed(red: 255, green: 0, blue: 0) == .indexed(196))
        #expect(TerminalColour.nearestIndexed(red: 255, green: 255, blue: 255) == .indexed(231))
        #expect(TerminalColour.nearestIndexed(red: 0, green: 0, blue: 0) == .indexed(16))
        #expect(TerminalColour.nearestIndexed(red: 128, green: 128, blue: 128) == .indexed(244))
        #expect(TerminalColour.nearestIndexed(red: 0x24, green: 0xD6, blue: 0xC8) == .indexed(44))
    }

    @Test("the first update clears the screen and draws what is not blank")
    func firstUpdate() {
        var grid = CellGrid(columns: 10, rows: 3)
        grid.put("hi", row: 1, column: 4)
        var writer = AnsiWriter()
        let out = writer.update(to: grid)
        #expect(out == "\u{1B}[0m\u{1B}[2J\u{1B}[2;5Hhi")
    }

    @Test("an unchanged frame writes nothing; a changed cell writes only that cell")
    func incremental() {
        var grid = CellGrid(columns: 20, rows: 5)
        grid[2, 3] = TerminalCell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))
        grid.put("t = 0.000 s", row: 4, column: 2)
        var writer = AnsiWriter()
        _ = writer.update(to: grid)
        #expect(writer.update(to: grid) == "")

        var next = grid
        next[2, 4] = TerminalCell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))
        next.put("t = 0.017 s", row: 4, column: 2)
        let out = writer.update(to: next)
        // The new cell and the two changed digits, nothing else.
        #expect(out == "\u{1B}[3;5H\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[5;10H\u{1B}[39;49m17")
        #expect(!out.contains("\u{1B}[2J"))
    }

    @Test("colours are only re-selected when they change; spaces skip the foreground")
    func attributes() {
        var grid = CellGrid(columns: 4, rows: 1)
        grid[0, 0] = TerminalCell("▀", foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6))
        grid[0, 1] = TerminalCell("▀", foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6))
        grid[0, 2] = TerminalCell(" ", background: .rgb(4, 5, 6))
        grid[0, 3] = TerminalCell("▄", foreground: .indexed(9))
        var writer = AnsiWriter()
        let out = writer.update(to: grid)
        #expect(out == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[38;2;1;2;3;48;2;4;5;6m▀▀ \u{1B}[38;5;9;49m▄")
    }

    @Test("a resized grid is drawn from scratch")
    func resize() {
        var writer = AnsiWriter()
        _ = writer.update(to: CellGrid(columns: 10, rows: 3))
        #expect(writer.update(to: CellGrid(columns: 12, rows: 3)).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    @Test("text that is not one column wide cannot shift the row")
    func wideText() {
        var grid = CellGrid(columns: 8, rows: 1)
        grid.put("a界\u{1B}b·×", row: 0, column: 0)
        #expect(grid.text(ofRow: 0) == "a??b·×  ")
    }
}
