/// The drawing area of one text plot panel: its size in characters, the value ranges its x and
/// two y axes span, and what is drawn so far. Annotations go first so the curves draw over
/// them; labels go last, over everything.
struct AsciiCanvas {
    let columns: Int
    let rows: Int
    let xRange: ClosedRange<Double>
    let y1Range: ClosedRange<Double>
    let y2Range: ClosedRange<Double>
    private(set) var grid: [[Character]]
    /// Text placed over the grid by ``placeLabels()``, row and column where it starts.
    private var labels: [(row: Int, column: Int, text: String)] = []

    init(columns: Int, rows: Int, xRange: ClosedRange<Double>, y1Range: ClosedRange<Double>, y2Range: ClosedRange<Double>) {
        self.columns = columns
        self.rows = rows
        self.xRange = xRange
        self.y1Range = y1Range
        self.y2Range = y2Range
        grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
    }

    func column(_ x: Double) -> Int {
        Int(((x - xRange.lowerBound) / max(xRange.upperBound - xRange.lowerBound, .leastNonzeroMagnitude) * Double(columns - 1)).rounded())
    }

    func row(_ y: Double, _ axis: PlotAxis) -> Int {
        let range = axis == .y1 ? y1Range : y2Range
        let fraction = (y - range.lowerBound) / max(range.upperBound - range.lowerBound, .leastNonzeroMagnitude)
        return rows - 1 - Int((fraction * Double(rows - 1)).rounded())
    }

    /// Puts `mark` at row `r`, column `c` when inside; over what is there only when `over`.
    mutating func put(_ r: Int, _ c: Int, _ mark: Character, over: Bool) {
        guard r >= 0, r < rows, c >= 0, c < columns else { return }
        if over || grid[r][c] == " " { grid[r][c] = mark }
    }

    /// Horizontal and vertical lines and bands, under what is drawn later, with their labels.
    mutating func drawLines(_ annotations: [PlotAnnotation]) {
        for annotation in annotations {
            switch annotation {
            case .horizontalLine(let y, let label, let axis):
                let r = row(y, axis)
                for c in 0..<columns { put(r, c, "-", over: false) }
                if let label, !label.isEmpty {
                    let text = AsciiPlot.oneLine(label)
                    labels.append((r - 1, columns - text.count, text))
                }
            case .verticalLine(let x, let label):
                let c = column(x)
                for r in 0..<rows { put(r, c, ":", over: false) }
                if let label, !label.isEmpty { labels.append((rows - 1 - labels.count % 3, c + 1, AsciiPlot.oneLine(label))) }
            case .band(let a, let b, _, let axis):
                for y in [a, b] {
                    let r = row(y, axis)
                    for c in stride(from: 0, to: columns, by: 2) { put(r, c, ".", over: false) }
                }
            case .point:
                break
            }
        }
    }

    /// A series in `mark`: its finite points joined (unless drawn as points), gaps at the others.
    mutating func draw(_ series: PlotSeries, mark: Character) {
        var previous: (Int, Int)?
        for point in series.points {
            guard point.x.isFinite && point.y.isFinite else { previous = nil; continue }
            let current = (row(point.y, series.axis), column(point.x))
            if let (r0, c0) = previous, series.style != .points {
                let steps = max(abs(current.0 - r0), abs(current.1 - c0), 1)
                for step in 0...steps {
                    let t = Double(step) / Double(steps)
                    put(Int((Double(r0) + t * Double(current.0 - r0)).rounded()),
                        Int((Double(c0) + t * Double(current.1 - c0)).rounded()), mark, over: true)
                }
            } else {
                put(current.0, current.1, mark, over: true)
            }
            previous = current
        }
    }

    /// Marked points (`O`) over the curves, each label beside its point.
    mutating func drawPoints(_ annotations: [PlotAnnotation]) {
        for annotation in annotations {
            if case .point(let x, let y, let label, let axis) = annotation {
                let r = row(y, axis), c = column(x)
                put(r, c, "O", over: true)
                let text = AsciiPlot.oneLine(label)
                let start = c + 2 + text.count <= columns ? c + 2 : max(0, c - 1 - text.count)
                labels.append((r > 0 ? r - 1 : r + 1, start, text))
            }
        }
    }

    /// Writes the labels over everything, each kept inside the canvas.
    mutating func placeLabels() {
        for label in labels where label.row >= 0 && label.row < rows {
            for (offset, character) in label.text.enumerated() {
                let c = max(0, min(label.column, columns - label.text.count)) + offset
                if c >= 0 && c < columns { grid[label.row][c] = character }
            }
        }
    }
}
