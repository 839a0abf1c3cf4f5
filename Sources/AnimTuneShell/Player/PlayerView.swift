import AnimTuneCore

/// One terminal size's layout of the player: the phone canvas as large as fits (half-block
/// pixels are square, so the aspect is kept), centred, and the caption under it. Draws any
/// frame of the timeline into a ``CellGrid``.
public struct PlayerView: Sendable {
    public let columns: Int
    public let rows: Int
    public let mode: ColourMode
    public let caption: FrameCaption
    public let phone: PhoneFrame
    /// The phone with an empty screen at this size, copied for every frame.
    private let background: Canvas
    private let canvasColumn: Int
    private let captionRow: Int
    private let readoutLineCount: Int
    private let legend: PlayerLegend

    /// The fewest rows the phone may get; smaller is unreadable.
    public static let minimumCanvasRows = 8
    public static let minimumColumns = 20
    /// Shown faint under the readouts.
    public static let hint = "Space pauses · Left/Right step · q or Ctrl-C stops"

    /// - Throws: ``PlayerError/terminalTooSmall(columns:rows:needs:)`` when the phone would
    ///   get fewer than ``minimumCanvasRows`` rows.
    public init(columns: Int, rows: Int, mode: ColourMode, caption: FrameCaption, phone: PhoneFrame = .terminal) throws(PlayerError) {
        self.columns = columns
        self.rows = rows
        self.mode = mode
        self.caption = caption
        let phone = phone.around(caption.timeline.screen)
        self.phone = phone
        // Readout lines: as many as the widest frame needs at this width.
        var readoutLines = 0
        for index in caption.timeline.frames.indices {
            readoutLines = max(readoutLines, caption.readoutLines(frame: index, width: columns).count)
        }
        readoutLineCount = readoutLines
        legend = PlayerLegend(caption.timeline)
        // A blank row, the status, the legend, the readouts, the hint.
        let captionRows = 4 + readoutLines
        let canvasRows = rows - captionRows
        guard canvasRows >= Self.minimumCanvasRows, columns >= Self.minimumColumns else {
            throw .terminalTooSmall(columns: columns, rows: rows,
                                    needs: (max(columns, Self.minimumColumns), captionRows + Self.minimumCanvasRows))
        }
        let fitted = Canvas.fitting(phone, width: columns, height: canvasRows * 2)
        background = Canvas.phoneBackground(phone, like: fitted)
        canvasColumn = (columns - fitted.width) / 2
        captionRow = (fitted.height + 1) / 2 + 1
    }

    /// The canvas of frame `index`: the phone and the frame's elements.
    public func canvas(frame index: Int) -> Canvas {
        var canvas = background
        if caption.timeline.frames.indices.contains(index) {
            canvas.drawElements(of: caption.timeline.frames[index], on: phone)
        }
        return canvas
    }

    /// The whole screen for frame `index`; `paused` says so in the status line.
    public func grid(frame index: Int, paused: Bool = false) -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows)
        grid.draw(canvas(frame: index), row: 0, column: canvasColumn, mode: mode)
        var row = captionRow
        put(caption.status(frame: index) + (paused ? "   paused" : ""), row: row, in: &grid)
        row += 1
        legend.draw(in: &grid, row: row, centre: canvasColumn + background.width / 2, mode: mode)
        row += 1
        let readouts = caption.readoutLines(frame: index, width: columns)
        for line in readouts {
            put(line, row: row, in: &grid)
            row += 1
        }
        row += readoutLineCount - readouts.count
        put(Self.hint, row: row, in: &grid, dim: true)
        return grid
    }

    /// Writes `text` centred under the phone, kept inside the terminal.
    private func put(_ text: String, row: Int, in grid: inout CellGrid, dim: Bool = false) {
        let length = text.unicodeScalars.count
        let centre = canvasColumn + background.width / 2
        let start = max(0, min(columns - length, centre - length / 2))
        grid.put(text, row: row, column: start, dim: dim)
    }
}
