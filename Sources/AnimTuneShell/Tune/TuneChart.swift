import AnimTuneCore

/// One curve as `tune` draws it in text: the curve now over the curve as it was when `tune`
/// opened (dimmed), on one scale, with a spring's marks (the 2 % band around 1, the settling
/// time, the peak) and the axis ends labelled. Braille dots, so it works in any terminal.
public struct TuneChart: Sendable {
    public let curve: Curve
    public let now: SceneState
    public let before: SceneState
    public let mode: ColourMode

    /// The layers of the ``BrailleCanvas``, bottom first.
    private enum Layer: Int { case marks, before, now, peak }
    /// Width of the y labels left of the dots.
    static let labelWidth = 6

    public init(curve: Curve, now: SceneState, before: SceneState, mode: ColourMode) {
        self.curve = curve
        self.now = now
        self.before = before
        self.mode = mode
    }

    /// Draws the chart into `box` of `grid`: a title row, the dots, an x-axis row.
    public func draw(into grid: inout CellGrid, box: TuneLayout.Box) {
        let title = "\(curve.name): \(curve.y.title) vs \(curve.x.label)"
        grid.put(String(title.prefix(box.width)), row: box.row, column: box.column)
        let plotColumns = box.width - Self.labelWidth
        let plotRows = box.height - 2
        guard plotColumns > 1, plotRows > 1 else { return }
        var canvas = BrailleCanvas(columns: plotColumns, rows: plotRows, layers: 4)

        let domainNow = curve.domain(now), domainBefore = curve.domain(before)
        let x0 = min(domainNow.lowerBound, domainBefore.lowerBound)
        let x1 = max(domainNow.upperBound, domainBefore.upperBound, x0 + 1e-9)
        let count = canvas.dotWidth
        let xs = (0..<count).map { x0 + (x1 - x0) * Double($0) / Double(count - 1) }
        let valuesNow = xs.map { curve.evaluate(now, $0) }
        let valuesBefore = xs.map { curve.evaluate(before, $0) }
        let springMarks = curve.y == .progress ? curve.spring.map { $0(now) } : nil
        var finite = (valuesNow + valuesBefore).filter(\.isFinite)
        if springMarks != nil { finite += [0, 1 + SpringMetrics.settlingBand] }
        var y0 = finite.min() ?? 0, y1 = finite.max() ?? 1
        if y1 - y0 < 1e-9 { y0 -= 1; y1 += 1 }
        let pad = (y1 - y0) * 0.04
        y0 -= pad
        y1 += pad
        let dotsHigh = canvas.dotHeight
        func dotY(_ value: Double) -> Int { Int(((y1 - value) / (y1 - y0) * Double(dotsHigh - 1)).rounded()) }
        func dotX(_ x: Double) -> Int { Int(((x - x0) / (x1 - x0) * Double(count - 1)).rounded()) }

        if let spring = springMarks {
            let metrics = SpringMetrics(spring)
            for band in [1 - SpringMetrics.settlingBand, 1 + SpringMetrics.settlingBand] {
                for x in stride(from: 0, to: count, by: 3) { canvas.set(x: x, y: dotY(band), layer: Layer.marks.rawValue) }
            }
            if metrics.settlingTime.isFinite, metrics.settlingTime <= x1 {
                let x = dotX(metrics.settlingTime)
                for y in stride(from: 0, to: dotsHigh, by: 2) { canvas.set(x: x, y: y, layer: Layer.marks.rawValue) }
            }
            if let peak = metrics.peakTime, peak <= x1 {
                let x = dotX(peak), y = dotY(1 + metrics.overshoot)
                for (dx, dy) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] { canvas.set(x: x + dx, y: y + dy, layer: Layer.peak.rawValue) }
            }
        }
        plot(valuesBefore, on: &canvas, layer: .before, dotY: dotY)
        plot(valuesNow, on: &canvas, layer: .now, dotY: dotY)

        let nowColour = mode.colour(red: 90, green: 200, blue: 250)
        let peakColour = mode.colour(red: 255, green: 159, blue: 10)
        for row in 0..<plotRows {
            for column in 0..<plotColumns {
                guard let (character, layer) = canvas.cell(row: row, column: column) else { continue }
                let cell: TerminalCell = switch Layer(rawValue: layer)! {
                case .now: TerminalCell(character, foreground: nowColour)
                case .peak: TerminalCell(character, foreground: peakColour)
                case .before, .marks: TerminalCell(character, dim: true)
                }
                grid[box.row + 1 + row, box.column + Self.labelWidth + column] = cell
            }
        }
        let label = { (value: Double) in NumberFormatting.short(value, digits: 3) }
        let top = label(y1), bottom = label(y0)
        grid.put(String(top.prefix(Self.labelWidth - 1)), row: box.row + 1, column: box.column, dim: true)
        grid.put(String(bottom.prefix(Self.labelWidth - 1)), row: box.row + plotRows, column: box.column, dim: true)
        let unit = curve.x.unit.symbol.isEmpty ? "" : " " + curve.x.unit.symbol
        let left = label(x0) + unit, right = label(x1) + unit
        let axisRow = box.row + box.height - 1
        grid.put(left, row: axisRow, column: box.column + Self.labelWidth, dim: true)
        grid.put(right, row: axisRow, column: box.column + box.width - right.count, dim: true)
    }

    /// The samples as a connected line of dots.
    private func plot(_ values: [Double], on canvas: inout BrailleCanvas, layer: Layer, dotY: (Double) -> Int) {
        var previous: (x: Int, y: Int)?
        for (x, value) in values.enumerated() {
            guard value.isFinite else { previous = nil; continue }
            let y = dotY(value)
            if let previous { canvas.line(from: previous.x, previous.y, to: x, y, layer: layer.rawValue) } else {
                canvas.set(x: x, y: y, layer: layer.rawValue)
            }
            previous = (x, y)
        }
    }
}
