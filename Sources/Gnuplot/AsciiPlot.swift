import Foundation

/// The built-in text chart used when gnuplot is not installed.
///
/// It draws a ``PlotSpec`` into a grid of characters: the title and subtitle centred on
/// top, the left axis label above its tick labels, one character per series (see
/// ``marks``), reference lines for annotations, x tick labels and the x label below, and a
/// legend line naming each series with its character.
public struct AsciiPlot: Sendable {
    /// How to get gnuplot, for the one-time hint.
    public static let installHint = "apt-get install gnuplot-nox, or brew install gnuplot"

    /// The one-time message the shell prints the first time it falls back to this chart.
    public static let installMessage =
        "note: gnuplot not found, drawing a built-in text chart; for full plots install gnuplot (\(installHint))"

    /// The characters that draw series 1, 2, 3, … (wrapping around).
    public static let marks: [Character] = ["*", "#", "o", "+", "x", "%", "@", "&"]

    /// Total width in characters.
    public var width: Int
    /// Total height in lines.
    public var height: Int

    /// A chart of `width` × `height` characters (clamped to at least 30 × 12).
    public init(width: Int = 80, height: Int = 24) {
        self.width = max(30, width)
        self.height = max(12, height)
    }

    /// The chart of `spec` as text, lines separated by `\n`, ending with a newline.
    public func render(_ spec: PlotSpec) -> String {
        var out: [String] = []
        for line in ([spec.title] + spec.subtitle) where !line.isEmpty {
            out.append(Self.center(Self.oneLine(line), width))
        }
        // Legend: every series of every panel with its mark, plus band labels.
        var legendItems: [String] = []
        var markIndex = 0
        var panelMarks: [[Character]] = []
        for panel in spec.panels {
            var marks: [Character] = []
            for series in panel.series {
                let mark = Self.marks[markIndex % Self.marks.count]
                markIndex += 1
                marks.append(mark)
                let axis = panel.usesY2 ? (series.axis == .y2 ? " (right)" : " (left)") : ""
                let dash = series.style == .dashed ? " (dashed)" : ""
                legendItems.append("\(mark) \(Self.oneLine(series.name))\(axis)\(dash)")
            }
            panelMarks.append(marks)
            for annotation in panel.annotations {
                if case .band(_, _, let label?, _) = annotation, !label.isEmpty {
                    legendItems.append(". \(Self.oneLine(label)) (dotted bounds)")
                }
            }
        }
        let legend = Self.wrap(legendItems, width: width)
        let available = height - out.count - legend.count
        let panelCount = max(1, spec.panels.count)
        for (index, panel) in spec.panels.enumerated() {
            let isLast = index == spec.panels.count - 1
            var rows = available / panelCount
            if isLast { rows = available - (available / panelCount) * (panelCount - 1) }
            out += renderPanel(panel, marks: panelMarks[index], rows: max(rows, 7),
                               xLabel: isLast ? spec.xLabel : nil)
        }
        out += legend
        return out.map { Self.trimRight($0) }.joined(separator: "\n") + "\n"
    }

    // MARK: - Panels

    private func renderPanel(_ panel: PlotPanel, marks: [Character], rows: Int, xLabel: String?) -> [String] {
        let (xs, y1s, y2s) = Self.extent(of: panel)
        let xRange = panel.xRange ?? Self.range(of: xs)
        let xTicks = Self.ticks(xRange, count: max(2, width / 12))
        let y1Range = panel.yRange ?? Self.range(of: y1s.isEmpty ? y2s : y1s, extend: true)
        let y2Range = Self.range(of: y2s, extend: true)
        let plotRows = max(3, rows - (xLabel == nil ? 3 : 4))
        let y1Ticks = Self.ticks(y1Range, count: max(2, plotRows * 2 / 5))
        let y2Ticks = panel.usesY2 ? Self.ticks(y2Range, count: max(2, plotRows * 2 / 5)) : []
        let leftLabels = y1Ticks.map { Self.format($0, step: Self.step(y1Ticks)) }
        let rightLabels = y2Ticks.map { Self.format($0, step: Self.step(y2Ticks)) }
        let leftWidth = (leftLabels.map(\.count).max() ?? 1) + 1
        let rightWidth = panel.usesY2 ? (rightLabels.map(\.count).max() ?? 1) + 1 : 0

        var canvas = AsciiCanvas(columns: max(10, width - leftWidth - rightWidth - 2), rows: plotRows,
                                 xRange: panel.xRange ?? Self.span(xRange, xTicks),
                                 y1Range: Self.span(y1Range, y1Ticks), y2Range: Self.span(y2Range, y2Ticks))
        canvas.drawLines(panel.annotations)
        for (index, series) in panel.series.enumerated() { canvas.draw(series, mark: marks[index]) }
        canvas.drawPoints(panel.annotations)
        canvas.placeLabels()

        var lines = [header(of: panel)]
        let tickRows1 = Dictionary(y1Ticks.enumerated().map { (canvas.row($0.element, .y1), leftLabels[$0.offset]) }, uniquingKeysWith: { a, _ in a })
        let tickRows2 = Dictionary(y2Ticks.enumerated().map { (canvas.row($0.element, .y2), rightLabels[$0.offset]) }, uniquingKeysWith: { a, _ in a })
        for r in 0..<plotRows {
            let left = tickRows1[r].map { Self.padLeft($0, leftWidth - 1) + " +" } ?? String(repeating: " ", count: leftWidth) + "|"
            var line = left + String(canvas.grid[r])
            if panel.usesY2 {
                line += tickRows2[r].map { "+ " + $0 } ?? "|"
            }
            lines.append(line)
        }
        lines += Self.xAxis(canvas, ticks: xTicks, leftWidth: leftWidth, closed: panel.usesY2)
        if let xLabel { lines.append(Self.center(Self.oneLine(xLabel), leftWidth + 1 + canvas.columns + (leftWidth + 1) / 2)) }
        return lines
    }

    /// The x values and the values on each y axis of a panel's finite points and annotations.
    private static func extent(of panel: PlotPanel) -> (xs: [Double], y1s: [Double], y2s: [Double]) {
        let finite = { (p: PlotPoint) in p.x.isFinite && p.y.isFinite }
        let y1Points = panel.series.filter { $0.axis == .y1 }.flatMap { $0.points.filter(finite) }
        let y2Points = panel.series.filter { $0.axis == .y2 }.flatMap { $0.points.filter(finite) }
        var xs = (y1Points + y2Points).map(\.x)
        var y1s = y1Points.map(\.y)
        var y2s = y2Points.map(\.y)
        for annotation in panel.annotations {
            switch annotation {
            case .horizontalLine(let y, _, let axis): if axis == .y1 { y1s.append(y) } else { y2s.append(y) }
            case .verticalLine(let x, _): xs.append(x)
            case .point(let x, let y, _, let axis):
                xs.append(x)
                if axis == .y1 { y1s.append(y) } else { y2s.append(y) }
            case .band(let a, let b, _, let axis): if axis == .y1 { y1s += [a, b] } else { y2s += [a, b] }
            }
        }
        return (xs, y1s, y2s)
    }

    /// The panel's title and left axis label, with the right axis label at the far end.
    private func header(of panel: PlotPanel) -> String {
        let y2Text = panel.usesY2 ? Self.oneLine(panel.y2Label ?? "") : ""
        let header = Self.oneLine(panel.title.map { "\($0): " } ?? "") + Self.oneLine(panel.yLabel)
        return header + String(repeating: " ", count: max(1, width - header.count - y2Text.count)) + y2Text
    }

    /// The x axis with tick marks, then the tick labels that fit without touching.
    private static func xAxis(_ canvas: AsciiCanvas, ticks: [Double], leftWidth: Int, closed: Bool) -> [String] {
        let columns = canvas.columns
        var axis = [Character](repeating: "-", count: columns)
        var tickLine = [Character](repeating: " ", count: leftWidth + columns + 12)
        let xStep = step(ticks)
        for tick in ticks where canvas.xRange.contains(tick) {
            let c = canvas.column(tick)
            if c >= 0 && c < columns { axis[c] = "+" }
            let text = Array(format(tick, step: xStep))
            let start = max(0, leftWidth + 1 + c - text.count / 2)
            if start + text.count <= tickLine.count,
               tickLine[max(0, start - 1)..<(start + text.count)].allSatisfy({ $0 == " " }) {
                for (i, ch) in text.enumerated() { tickLine[start + i] = ch }
            }
        }
        return [String(repeating: " ", count: leftWidth) + "+" + String(axis) + (closed ? "+" : ""), String(tickLine)]
    }

    // MARK: - Numbers

    static func range(of values: [Double], extend: Bool = false) -> ClosedRange<Double> {
        let finite = values.filter(\.isFinite)
        guard var low = finite.min(), var high = finite.max() else { return 0...1 }
        if low == high {
            let pad = low == 0 ? 1 : abs(low) * 0.1
            low -= pad
            high += pad
        } else if extend {
            let pad = (high - low) * 0.04
            low -= pad
            high += pad
        }
        return low...high
    }

    /// "Nice" tick positions (1, 2, 2.5, 5 × 10ⁿ) covering `range`.
    static func ticks(_ range: ClosedRange<Double>, count: Int) -> [Double] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return [range.lowerBound] }
        let raw = span / Double(max(1, count))
        let magnitude = pow(10, floor(log10(raw)))
        let step = ([1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw }) ?? 10 * magnitude
        let first = (range.lowerBound / step).rounded(.down) * step
        var ticks: [Double] = []
        var value = first
        while value <= range.upperBound + step * 0.999 && ticks.count < 50 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }

    static func span(_ range: ClosedRange<Double>, _ ticks: [Double]) -> ClosedRange<Double> {
        guard let low = ticks.first, let high = ticks.last, high > low else { return range }
        return min(low, range.lowerBound)...max(high, range.upperBound)
    }

    static func step(_ ticks: [Double]) -> Double {
        ticks.count > 1 ? ticks[1] - ticks[0] : 1
    }

    static func format(_ value: Double, step: Double) -> String {
        if abs(value) >= 1e6 || (abs(value) < 1e-4 && value != 0) { return String(format: "%.2g", value) }
        var decimals = 0
        while decimals < 6 {
            let scaled = abs(step) * pow(10, Double(decimals))
            if abs(scaled.rounded() - scaled) < 1e-6 * max(1, scaled) { break }
            decimals += 1
        }
        let text = String(format: "%.\(decimals)f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    // MARK: - Text

    /// User text on one line: control characters become spaces.
    static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.compactMap { scalar in
            scalar == "\0" ? nil : (scalar.properties.generalCategory == .control ? " " : scalar)
        }))
    }

    static func center(_ text: String, _ width: Int) -> String {
        let pad = max(0, (width - text.count) / 2)
        return String(repeating: " ", count: pad) + text
    }

    static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    static func trimRight(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }

    static func wrap(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for item in items {
            if !current.isEmpty && current.count + 3 + item.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? item : "   " + item
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
