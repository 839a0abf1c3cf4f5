import AnimTuneCore

/// One curve as `tune` draws it in text: the curve now over the curve as it was when `tune`
/// opened (dimmed), on one scale, with a spring's marks (the 2 % band around 1, the settling
/// time, the peak) and the axis ends labelled. Braille dots, so it works in any terminal.
public struct TuneChart: Sendable {
    public let curve: Curve
    public let now: SceneState
    public let before: SceneState
    public let mode: ColourMode
    /// The axes' ends; nil fits them to the curves.
    public let bounds: Bounds?
    /// Pinned values whose curve is drawn under the others (`v`, `tune --vs`).
    public let reference: SceneState?
    /// The curves sampled across ``bounds`` when already known (see ``Samples``).
    public let samples: Samples?

    /// The curve now, as opened and pinned, sampled at ``dotColumns(width:)`` points across
    /// the x axis: the view keeps the last two while a nudge leaves the axes where they are.
    public struct Samples: Sendable {
        public var now: [Double]
        public var before: [Double]
        public var reference: [Double]?
    }

    /// `count` values of `curve` in `state` evenly across `bounds`' x axis, ends included.
    public static func sample(_ curve: Curve, _ state: SceneState, across bounds: Bounds, count: Int) -> [Double] {
        let samples = max(2, count)
        return curve.values(state, at: (0..<samples).map { bounds.x0 + (bounds.x1 - bounds.x0) * Double($0) / Double(samples - 1) })
    }

    /// The ends of both axes, kept while tuning so a nudge moves the curve, not the axes.
    public struct Bounds: Sendable, Hashable {
        public var x0, x1, y0, y1: Double
    }

    /// The layers of the ``BrailleCanvas``, bottom first.
    private enum Layer: Int { case marks, before, reference, now, peak }
    /// Width of the y labels left of the dots.
    static let labelWidth = 6

    public init(curve: Curve, now: SceneState, before: SceneState, mode: ColourMode, bounds: Bounds? = nil,
                reference: SceneState? = nil, samples: Samples? = nil) {
        self.reference = reference
        self.samples = samples
        self.curve = curve
        self.now = now
        self.before = before
        self.mode = mode
        self.bounds = bounds
    }

    /// Axes that fit the curve now and as it opened (and a spring's 0 and band), sampled at
    /// `count` points, with a margin of 4 % above and below.
    public static func fitted(_ curve: Curve, now: SceneState, before: SceneState, count: Int, reference: SceneState? = nil) -> Bounds {
        let domainNow = curve.domain(now), domainBefore = curve.domain(before)
        let x0 = min(domainNow.lowerBound, domainBefore.lowerBound)
        let x1 = max(domainNow.upperBound, domainBefore.upperBound, x0 + 1e-9)
        let samples = max(2, count)
        let xs = (0..<samples).map { x0 + (x1 - x0) * Double($0) / Double(samples - 1) }
        var finite = (curve.values(now, at: xs) + curve.values(before, at: xs)
                      + (reference.map { curve.values($0, at: xs) } ?? [])).filter(\.isFinite)
        if curve.y == .progress, curve.spring != nil { finite += [0, 1 + SpringMetrics.settlingBand] }
        var y0 = finite.min() ?? 0, y1 = finite.max() ?? 1
        if y1 - y0 < 1e-9 { y0 -= 1; y1 += 1 }
        let pad = (y1 - y0) * 0.04
        return Bounds(x0: x0, x1: x1, y0: y0 - pad, y1: y1 + pad)
    }

    /// Whether the curve in `state` still shows in `bounds`: its values over the x range stay
    /// inside the y range, and its domain ends no more than ``xSlack`` of the x range beyond it.
    /// `values` are the curve's samples across the x range (``sample(_:_:across:count:)``).
    public static func holds(_ bounds: Bounds, _ curve: Curve, _ state: SceneState, values: [Double]) -> Bool {
        let domain = curve.domain(state)
        let width = bounds.x1 - bounds.x0
        guard domain.lowerBound >= bounds.x0 - width * xSlack, domain.upperBound <= bounds.x1 + width * xSlack else { return false }
        return values.allSatisfy { !$0.isFinite || ($0 >= bounds.y0 && $0 <= bounds.y1) }
    }

    /// How far past the x axis a curve's domain may end before the axes follow it.
    public static let xSlack = 0.25

    /// The dots across a chart of `width` cells.
    public static func dotColumns(width: Int) -> Int { max(2, (width - labelWidth) * 2) }

    /// Draws the chart into `box` of `grid`: a title row, the dots, an x-axis row with the
    /// legend between its labels; false when the legend did not fit there.
    @discardableResult
    public func draw(into grid: inout CellGrid, box: TuneLayout.Box) -> Bool {
        let title = "\(curve.name): \(curve.y.title) vs \(curve.x.label)"
        grid.put(String(title.prefix(box.width)), row: box.row, column: box.column)
        let plotColumns = box.width - Self.labelWidth
        let plotRows = box.height - 2
        guard plotColumns > 1, plotRows > 1 else { return false }
        var canvas = BrailleCanvas(columns: plotColumns, rows: plotRows, layers: 5)

        let count = canvas.dotWidth
        let frame = bounds ?? Self.fitted(curve, now: now, before: before, count: count, reference: reference)
        let x0 = frame.x0, x1 = frame.x1, y0 = frame.y0, y1 = frame.y1
        let xs = (0..<count).map { x0 + (x1 - x0) * Double($0) / Double(count - 1) }
        let known = samples.flatMap { $0.now.count == count && $0.before.count == count ? $0 : nil }
        let valuesNow = known?.now ?? curve.values(now, at: xs)
        let valuesBefore = known?.before ?? curve.values(before, at: xs)
        let springMarks = curve.y == .progress ? curve.spring.map { $0(now) } : nil
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
        if let reference {
            plot(known?.reference ?? curve.values(reference, at: xs), on: &canvas, layer: .reference, dotY: dotY)
        }
        plot(valuesNow, on: &canvas, layer: .now, dotY: dotY)

        let nowColour = Self.nowColour(mode)
        let peakColour = mode.colour(red: 255, green: 159, blue: 10)
        let referenceColour = Self.referenceColour(mode)
        for row in 0..<plotRows {
            for column in 0..<plotColumns {
                guard let (character, layer) = canvas.cell(row: row, column: column) else { continue }
                let cell: TerminalCell = switch Layer(rawValue: layer)! {
                case .now: TerminalCell(character, foreground: nowColour)
                case .peak: TerminalCell(character, foreground: peakColour)
                case .reference: TerminalCell(character, foreground: referenceColour)
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
        let from = box.column + Self.labelWidth + left.count + 1, to = box.column + box.width - right.count - 1
        return Self.drawLegend(into: &grid, row: axisRow, from: from, to: to, mode: mode, pinned: reference != nil)
    }

    /// The legend from column `from` to `to` of `row`: each curve's name in its colour (`- now
    /// - opened - pinned`), shorter names where the room is narrow; false when even they do not fit.
    @discardableResult
    static func drawLegend(into grid: inout CellGrid, row: Int, from: Int, to: Int, mode: ColourMode, pinned: Bool) -> Bool {
        for names in [["now", "opened", "pinned"], ["now", "was", "pin"]] {
            var items: [(text: String, colour: TerminalColour, dim: Bool)] = [("- " + names[0], Self.nowColour(mode), false),
                                                                              ("- " + names[1], .terminalDefault, true)]
            if pinned { items.append(("- " + names[2], Self.referenceColour(mode), false)) }
            let width = items.map(\.text.count).reduce(0, +) + 2 * (items.count - 1)
            guard width <= to - from else { continue }
            var column = from + (to - from - width) / 2
            for item in items {
                grid.put(item.text, row: row, column: column, dim: item.dim, foreground: item.colour)
                column += item.text.count + 2
            }
            return true
        }
        return false
    }

    static func nowColour(_ mode: ColourMode) -> TerminalColour { mode.colour(red: 90, green: 200, blue: 250) }
    static func referenceColour(_ mode: ColourMode) -> TerminalColour { mode.colour(red: 191, green: 90, blue: 242) }

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
