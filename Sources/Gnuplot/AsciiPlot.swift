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
        let finite = { (p: PlotPoint) in p.x.isFinite && p.y.isFinite }
        let y1Points = panel.series.filter { $0.axis == .y1 }.flatMap { $0.points.filter(finite) }
        let y2Points = panel.series.filter { $0.axis == .y2 }.flatMap { $0.points.filter(finite) }
        let allPoints = y1Points + y2Points

        var xs = allPoints.map(\.x)
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
        let xRange = panel.xRange ?? Self.range(of: xs)
        let xTicks = Self.ticks(xRange, count: max(2, width / 12))
        let y1Range = panel.yRange ?? Self.range(of: y1s.isEmpty ? y2s : y1s, extend: true)
        let y2Range = Self.range(of: y2s, extend: true)
        let plotRows = max(3, rows - (xLabel == nil ? 3 : 4))
        let y1Ticks = Self.ticks(y1Range, count: max(2, plotRows * 2 / 5))
        let y2Ticks = panel.usesY2 ? Self.ticks(y2Range, count: max(2, plotRows * 2 / 5)) : []
        let y1Range2 = Self.span(y1Range, y1Ticks)
        let y2Range2 = Self.span(y2Range, y2Ticks)
        let xRange2 = panel.xRange ?? Self.span(xRange, xTicks)

        let leftLabels = y1Ticks.map { Self.format($0, step: Self.step(y1Ticks)) }
        let rightLabels = y2Ticks.map { Self.format($0, step: Self.step(y2Ticks)) }
        let leftWidth = (leftLabels.map(\.count).max() ?? 1) + 1
        let rightWidth = panel.usesY2 ? (rightLabels.map(\.count).max() ?? 1) + 1 : 0
        let columns = max(10, width - leftWidth - rightWidth - 2)

        var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: plotRows)
        func column(_ x: Double) -> Int {
            Int(((x - xRange2.lowerBound) / max(xRange2.upperBound - xRange2.lowerBound, .leastNonzeroMagnitude) * Double(columns - 1)).rounded())
        }
        func row(_ y: Double, _ axis: PlotAxis) -> Int {
            let range = axis == .y1 ? y1Range2 : y2Range2
            let fraction = (y - range.lowerBound) / max(range.upperBound - range.lowerBound, .leastNonzeroMagnitude)
            return plotRows - 1 - Int((fraction * Double(plotRows - 1)).rounded())
        }
        func put(_ r: Int, _ c: Int, _ mark: Character, over: Bool) {
            guard r >= 0, r < plotRows, c >= 0, c < columns else { return }
            if over || grid[r][c] == " " { grid[r][c] = mark }
        }

        // Annotations first, so curves draw over them.
        var labels: [(row: Int, column: Int, text: String)] = []
        for annotation in panel.annotations {
            switch annotation {
            case .horizontalLine(let y, let label, let axis):
                let r = row(y, axis)
                for c in 0..<columns { put(r, c, "-", over: false) }
                if let label, !label.isEmpty {
                    let text = Self.oneLine(label)
                    labels.append((r - 1, columns - text.count, text))
                }
            case .verticalLine(let x, let label):
                let c = column(x)
                for r in 0..<plotRows { put(r, c, ":", over: false) }
                if let label, !label.isEmpty { labels.append((plotRows - 1 - labels.count % 3, c + 1, Self.oneLine(label))) }
            case .band(let a, let b, _, let axis):
                for y in [a, b] {
                    let r = row(y, axis)
                    for c in stride(from: 0, to: columns, by: 2) { put(r, c, ".", over: false) }
                }
            case .point:
                break
            }
        }
        for (index, series) in panel.series.enumerated() {
            let mark = marks[index]
            var previous: (Int, Int)?
            for point in series.points {
                guard finite(point) else { previous = nil; continue }
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
        for annotation in panel.annotations {
            if case .point(let x, let y, let label, let axis) = annotation {
                let r = row(y, axis), c = column(x)
                put(r, c, "O", over: true)
                let text = Self.oneLine(label)
                let start = c + 2 + text.count <= columns ? c + 2 : max(0, c - 1 - text.count)
                labels.append((r > 0 ? r - 1 : r + 1, start, text))
            }
        }
        for label in labels where label.row >= 0 && label.row < plotRows {
            for (offset, character) in label.text.enumerated() {
                let c = max(0, min(label.column, columns - label.text.count)) + offset
                if c >= 0 && c < columns { grid[label.row][c] = character }
            }
        }

        var lines: [String] = []
        let y2Text = panel.usesY2 ? Self.oneLine(panel.y2Label ?? "") : ""
        let header = Self.oneLine(panel.title.map { "\($0): " } ?? "") + Self.oneLine(panel.yLabel)
        let gap = max(1, width - header.count - y2Text.count)
        lines.append(header + String(repeating: " ", count: gap) + y2Text)

        let tickRows1 = Dictionary(y1Ticks.enumerated().map { (row($0.element, .y1), leftLabels[$0.offset]) }, uniquingKeysWith: { a, _ in a })
        let tickRows2 = Dictionary(y2Ticks.enumerated().map { (row($0.element, .y2), rightLabels[$0.offset]) }, uniquingKeysWith: { a, _ in a })
        for r in 0..<plotRows {
            let left = tickRows1[r].map { Self.padLeft($0, leftWidth - 1) + " +" } ?? String(repeating: " ", count: leftWidth) + "|"
            var line = left + String(grid[r])
            if panel.usesY2 {
                line += tickRows2[r].map { "+ " + $0 } ?? "|"
            }
            lines.append(line)
        }
        // The x axis with tick marks, then the tick labels.
        var axis = [Character](repeating: "-", count: columns)
        var tickLine = [Character](repeating: " ", count: leftWidth + columns + 12)
        let xStep = Self.step(xTicks)
        for tick in xTicks where xRange2.contains(tick) {
            let c = column(tick)
            if c >= 0 && c < columns { axis[c] = "+" }
            let text = Array(Self.format(tick, step: xStep))
            let start = max(0, leftWidth + 1 + c - text.count / 2)
            if start + text.count <= tickLine.count,
               tickLine[max(0, start - 1)..<(start + text.count)].allSatisfy({ $0 == " " }) {
                for (i, ch) in text.enumerated() { tickLine[start + i] = ch }
            }
        }
        lines.append(String(repeating: " ", count: leftWidth) + "+" + String(axis) + (panel.usesY2 ? "+" : ""))
        lines.append(String(tickLine))
        if let xLabel { lines.append(Self.center(Self.oneLine(xLabel), leftWidth + 1 + columns + (leftWidth + 1) / 2)) }
        return lines
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
