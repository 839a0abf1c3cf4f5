import Foundation

/// A gnuplot request: commands plus the data they plot.
///
/// Build one from a ``PlotSpec`` and a ``PlotOutput`` with ``init(spec:output:windowTerminal:)``;
/// every piece of user text in it goes through ``GnuplotQuote``, and the data travels in
/// ``datablocks`` that ``GnuplotSession`` writes to a private temporary file and `load`s before
/// the commands. The terminal is always set explicitly, so `GNUTERM` never matters.
public struct GnuplotScript: Equatable, Sendable {
    /// The commands, one per line, ending with a newline.
    public var commands: String
    /// The data the commands refer to as `$name`.
    public var datablocks: [GnuplotDatablock]
    /// The terminal the commands select, when the caller should check it is available.
    public var terminal: String?

    /// A script from literal commands (they must already be safe: quote user text with
    /// ``GnuplotQuote``).
    public init(commands: String, datablocks: [GnuplotDatablock] = [], terminal: String? = nil) {
        self.commands = commands.hasSuffix("\n") || commands.isEmpty ? commands : commands + "\n"
        self.datablocks = datablocks
        self.terminal = terminal
    }

    /// The script that draws `spec` on `output`.
    ///
    /// - Parameter windowTerminal: the interactive terminal used for ``PlotOutput/window(size:)``
    ///   (`qt`, `wxt`, `aqua`, `x11`); ``GnuplotSession/windowTerminal()`` picks an available one.
    /// - Throws: ``GnuplotError/emptyPlot`` when no series has a finite point, and the file-name
    ///   errors of ``GnuplotQuote/fileName(_:)`` for file outputs.
    public init(spec: PlotSpec, output: PlotOutput, windowTerminal: String = "qt") throws(GnuplotError) {
        guard spec.hasData else { throw .emptyPlot }
        var builder = Builder(output: output, panelCount: spec.panels.count)
        try builder.terminal(windowTerminal: windowTerminal)
        builder.style()
        builder.plot(spec)
        builder.finish()
        self.init(commands: builder.lines.joined(separator: "\n") + "\n",
                  datablocks: builder.datablocks, terminal: builder.terminalName)
    }

    /// Everything gnuplot reads for this script, as one text: each datablock's definition (its
    /// samples as decimals, ``GnuplotDatablock/canonicalDefinition``), then the commands. Two
    /// scripts with the same text draw the same picture, whatever the Swift types that built
    /// them are called (notebooks digest it to tell whether an image is stale).
    public var canonicalText: String {
        datablocks.map(\.canonicalDefinition).joined() + commands
    }

    /// The terminal's font: a sans-serif family every cairo install resolves.
    static let font = "Sans"

    /// How a marker's label above the graph lines up with its line: centred on it, but
    /// starting at a line in the first twentieth of the x range and ending at one in the last,
    /// so that the label stays on the image (a release at 3 % of the range lost its first
    /// letters). Only there: a label moved off centre further in reached its neighbour's.
    static func labelSide(_ x: Double, in range: ClosedRange<Double>?) -> String {
        guard let range, range.upperBound > range.lowerBound else { return "center" }
        let share = (x - range.lowerBound) / (range.upperBound - range.lowerBound)
        return share < 0.05 ? "left" : share > 0.95 ? "right" : "center"
    }

    /// Assembles the commands; every method appends lines.
    private struct Builder {
        let output: PlotOutput
        var lines: [String] = []
        var datablocks: [GnuplotDatablock] = []
        var terminalName = ""
        var labelCount = 0
        var arrowCount = 0
        var objectCount = 0
        var headingLineCount = 0
        var markerLevels: [Int] = []
        /// The x range of the panel being drawn (labels near its right edge are placed to the left).
        var panelXRange: ClosedRange<Double>?

        let panelCount: Int

        init(output: PlotOutput, panelCount: Int) {
            self.output = output
            self.panelCount = max(1, panelCount)
        }

        /// The size of a file output: as given, else the format's default, taller for
        /// stacked panels.
        func fileSize(_ format: PlotFileFormat, _ size: PlotSize?) -> PlotSize {
            if let size { return size }
            var size = format.defaultSize
            size.height = Int(Double(size.height) * (1 + 0.45 * Double(panelCount - 1)))
            return size
        }

        var isText: Bool {
            if case .dumb = output { return true }
            return false
        }

        /// Font size scaled to the image so large exports stay readable.
        var baseFontSize: Int {
            switch output {
            case .file(_, let format, let size):
                let height = size?.height ?? format.defaultSize.height
                let points = format == .pdf ? Double(height) : Double(height) * 0.75
                return max(8, min(28, Int((points / 36).rounded())))
            case .sixel(_, let height):
                return max(8, min(20, Int((Double(height) / 48).rounded())))
            case .window(let size):
                return max(8, min(20, Int((Double(size?.height ?? 600) / 48).rounded())))
            case .dumb:
                return 10
            }
        }

        mutating func terminal(windowTerminal: String) throws(GnuplotError) {
            // A failed request may have left multiplot mode on, which blocks `set terminal`.
            lines.append("unset multiplot")
            lines.append("reset")
            lines.append("set encoding utf8")
            let font = "font '\(GnuplotScript.font),\(baseFontSize)'"
            switch output {
            case .dumb(let width, let height, let colour):
                terminalName = "dumb"
                lines.append("set terminal dumb size \(max(width, 20)),\(max(height, 8)) noenhanced \(colour ? "ansirgb" : "mono")")
                lines.append("unset output")
            case .sixel(let width, let height):
                terminalName = "sixelgd"
                lines.append("set terminal sixelgd size \(width),\(height) truecolor noenhanced \(font) background rgb 'white'")
                lines.append("unset output")
            case .window(let size):
                terminalName = windowTerminal.filter { $0.isLetter || $0.isNumber }
                let sized = size.map { " size \($0.width),\($0.height)" } ?? ""
                lines.append("set terminal \(terminalName)\(sized) noenhanced \(font)")
                lines.append("unset output")
            case .file(let path, let format, let size):
                let quoted = try GnuplotQuote.fileName(path)
                terminalName = format.terminal
                let size = fileSize(format, size)
                let sizeText: String
                switch format {
                case .pdf:
                    sizeText = "size \(Self.number(Double(size.width) / 72))in,\(Self.number(Double(size.height) / 72))in"
                case .png, .svg, .gif:
                    sizeText = "size \(size.width),\(size.height)"
                }
                var options = "\(sizeText) noenhanced \(font)"
                switch format {
                case .png: options += " linewidth 1.0 background rgb 'white'"
                case .pdf: options += " linewidth 1.0"
                case .svg: options += " linewidth 1.0 background rgb 'white'"
                case .gif: options += " background rgb 'white'"
                }
                lines.append("set terminal \(terminalName) \(options)")
                lines.append("set output \(quoted)")
            }
        }

        mutating func style() {
            if isText {
                lines.append("set border 3")
                lines.append("set tics nomirror")
                // One entry per line: side by side, dumb runs a name into the previous sample.
                lines.append("set key below vertical")
                return
            }
            lines.append("set border 3 lc rgb '#555555' lw 1")
            lines.append("set tics nomirror out scale 0.5 textcolor rgb '#333333'")
            lines.append("set grid xtics ytics lc rgb '#D0D0D0' lw 0.8 dt 1")
            lines.append("set key outside below center horizontal samplen 2.5 spacing 1.1 width 1 height 0.6")
            lines.append("set style textbox opaque noborder margins 1,1")
            lines.append("set title font ',\(baseFontSize + 2)' textcolor rgb '#222222'")
            lines.append("set xlabel textcolor rgb '#333333'")
            lines.append("set ylabel textcolor rgb '#333333'")
            lines.append("set y2label textcolor rgb '#333333'")
        }

        mutating func plot(_ spec: PlotSpec) {
            let heading = ([spec.title] + spec.subtitle).filter { !$0.isEmpty }.joined(separator: "\n")
            let multi = spec.panels.count > 1
            headingLineCount = heading.isEmpty ? 0 : heading.split(separator: "\n", omittingEmptySubsequences: false).count
            if multi {
                let title = heading.isEmpty ? "" : " title \(GnuplotQuote.label(heading))"
                let font = isText ? "" : " font ',\(baseFontSize + 2)'"
                lines.append("set multiplot layout \(spec.panels.count),1\(title)\(heading.isEmpty ? "" : font)")
            }
            var seriesIndex = 0
            for (index, panel) in spec.panels.enumerated() {
                if index > 0 {
                    lines.append("unset label")
                    lines.append("unset arrow")
                    lines.append("unset object")
                    lines.append("unset title")
                }
                if multi {
                    headingLineCount = 0
                    if let title = panel.title, !title.isEmpty {
                        lines.append("set title \(GnuplotQuote.label(title))")
                        headingLineCount = 1
                    }
                    if !isText {
                        // Fixed side margins keep the stacked panels' x axes aligned.
                        lines.append("set lmargin 11")
                        lines.append("set rmargin \(spec.panels.contains(where: \.usesY2) ? 11 : 4)")
                    }
                } else if !heading.isEmpty {
                    lines.append("set title \(GnuplotQuote.label(heading))")
                }
                // Only the bottom panel carries the shared x label.
                if !multi || index == spec.panels.count - 1 {
                    lines.append("set xlabel \(GnuplotQuote.label(spec.xLabel))")
                } else {
                    lines.append("unset xlabel")
                }
                panelBody(panel, seriesIndex: &seriesIndex)
            }
            if multi { lines.append("unset multiplot") }
        }

        mutating func panelBody(_ panel: PlotPanel, seriesIndex: inout Int) {
            axisLabels(panel)
            axes(panel)
            markerRoom(panel, xRange: ranges(panel))
            plotCommand(panel, seriesIndex: &seriesIndex)
        }

        /// The y axes' labels: beside the axes in images, above the tick labels in text.
        mutating func axisLabels(_ panel: PlotPanel) {
            let y2 = panel.usesY2
            if isText {
                // dumb cannot rotate text: the axis labels go above the tick labels instead, on
                // a row of their own below the title.
                lines.append("set tmargin \(headingLineCount + 2)")
                lines.append("set title offset 0,1")
                lines.append("unset ylabel")
                lines.append("unset y2label")
                labelCount += 1
                lines.append("set label \(labelCount) \(GnuplotQuote.label(panel.yLabel)) at screen 0, graph 1 left offset 1,1")
                if y2, let label = panel.y2Label, !label.isEmpty {
                    labelCount += 1
                    lines.append("set label \(labelCount) \(GnuplotQuote.label(label)) at screen 1, graph 1 right offset -1,1")
                }
            } else {
                lines.append("set ylabel \(GnuplotQuote.label(panel.yLabel))")
                if y2 { lines.append("set y2label \(GnuplotQuote.label(panel.y2Label ?? ""))") } else { lines.append("unset y2label") }
            }
        }

        /// The border and tick marks: the right axis's only when the panel uses it.
        mutating func axes(_ panel: PlotPanel) {
            let y2 = panel.usesY2
            let border = isText ? "" : " lc rgb '#555555' lw 1"
            if y2 {
                lines.append("set ytics nomirror")
                lines.append("set y2tics")
                lines.append("set border 11\(border)")
            } else {
                lines.append("unset y2tics")
                lines.append("set border 3\(border)")
            }
        }

        /// The axes' ranges: the panel's own, else its data's (padded for marker labels); the x range.
        mutating func ranges(_ panel: PlotPanel) -> ClosedRange<Double>? {
            let y2 = panel.usesY2
            let xRange = panel.xRange ?? Self.dataRange(panel, axis: nil)
            if let range = panel.xRange {
                lines.append("set xrange [\(Self.number(range.lowerBound)):\(Self.number(range.upperBound))]")
            } else {
                lines.append("set autoscale xfix")
            }
            let labelled = { (axis: PlotAxis) in
                panel.annotations.contains { if case .point(_, _, _, let a) = $0 { return a == axis } else { return false } }
            }
            if let range = panel.yRange ?? Self.padded(Self.dataRange(panel, axis: .y1), roomAbove: labelled(.y1)) {
                lines.append("set yrange [\(Self.number(range.lowerBound)):\(Self.number(range.upperBound))]")
            } else {
                lines.append("set autoscale y")
            }
            if y2, let range = Self.padded(Self.dataRange(panel, axis: .y2), roomAbove: labelled(.y2)) {
                lines.append("set y2range [\(Self.number(range.lowerBound)):\(Self.number(range.upperBound))]")
            } else {
                lines.append("set autoscale y2")
            }
            return xRange
        }

        /// Marker labels sit above the top border (images) or at the bottom (text), on a second
        /// row when they would touch their neighbour's; the title moves up to make room.
        mutating func markerRoom(_ panel: PlotPanel, xRange: ClosedRange<Double>?) {
            markerLevels = Self.markerLevels(panel, xRange: xRange)
            panelXRange = xRange
            if !isText {
                let rows = markerLevels.isEmpty ? 0 : Double((markerLevels.max() ?? 0) + 1)
                if rows == 0 {
                    lines.append("unset tmargin")
                    lines.append("set title offset 0,0")
                } else {
                    let titleRows = Double(headingLineCount) * 1.5
                    lines.append("set tmargin \(Self.decimal(titleRows + 1.2 + rows * 1.3))")
                    lines.append("set title offset 0,\(Self.decimal(rows * 1.3))")
                }
            }
        }

        /// The `plot` command: the panel's series from datablocks, over its annotations'
        /// underlays, then their key entries.
        mutating func plotCommand(_ panel: PlotPanel, seriesIndex: inout Int) {
            var keyEntries: [String] = []
            var underlays: [String] = []
            for annotation in panel.annotations {
                annotate(annotation, keyEntries: &keyEntries, underlays: &underlays)
            }
            var clauses: [String] = underlays
            // Text: the right axis's curves first, so the left axis's (the subject) are drawn over them.
            let first = seriesIndex
            for (local, series) in panel.series.enumerated() {
                datablocks.append(GnuplotDatablock(name: "data\(first + local)", points: series.points))
            }
            seriesIndex += panel.series.count
            let order = panel.series.enumerated().sorted { isText && $0.element.axis == .y2 && $1.element.axis != .y2 }
            for (local, series) in order {
                let name = "data\(first + local)"
                let color = series.color ?? PlotColor.palette(local)
                let axes = series.axis == .y2 ? "x1y2" : "x1y1"
                // Text plots draw each line type with its own character ('*', '#', '$', …),
                // counted from the first series whatever is drawn under them.
                let width = isText ? " lt \(local + 1)" : " lw 2"
                let with: String
                switch series.style {
                case .line: with = "lines\(width) dt 1"
                case .dashed: with = "lines\(width) dt \(isText ? "1" : "(8,5)")"
                case .points: with = "points pt 7 ps 0.6"
                case .linePoints: with = "linespoints\(width) pt 7 ps 0.6"
                }
                clauses.append("$\(name) using 1:2 axes \(axes) with \(with) lc rgb '\(color)' title \(GnuplotQuote.label(series.name))")
            }
            clauses.append(contentsOf: keyEntries)
            lines.append("plot " + clauses.joined(separator: ", \\\n     "))
        }

        /// Adds the annotation as settings, key entries, or (text plots) lines under the data.
        mutating func annotate(_ annotation: PlotAnnotation, keyEntries: inout [String], underlays: inout [String]) {
            let reference = "lc rgb '\(PlotColor.reference)'"
            let textColor = "tc rgb '\(PlotColor.reference)'"
            let boxed = isText ? "" : " boxed"
            switch annotation {
            case .horizontalLine(let y, let label, let axis):
                let system = Self.system(axis)
                if isText {
                    // The dumb terminal rounds arrows and data to rows differently; drawn as
                    // data, the line lands on the row where the curves reach it.
                    underlays.append("\(Self.number(y)) axes \(axis == .y1 ? "x1y1" : "x1y2") with lines lt 0 \(reference) notitle")
                } else {
                    arrowCount += 1
                    lines.append("set arrow \(arrowCount) from graph 0, \(system) \(Self.number(y)) to graph 1, \(system) \(Self.number(y)) nohead \(reference) lw 1.5 dt (6,4) front")
                }
                if let label, !label.isEmpty {
                    labelCount += 1
                    lines.append("set label \(labelCount) \(GnuplotQuote.label(label)) at graph 0.995, \(system) \(Self.number(y)) right offset 0,\(isText ? "0" : "0.8") \(textColor) front")
                }
            case .verticalLine(let x, let label):
                arrowCount += 1
                // Text: under the curves and labels, which it would otherwise cut.
                lines.append("set arrow \(arrowCount) from first \(Self.number(x)), graph 0 to first \(Self.number(x)), graph 1 nohead \(reference) lw 1.2 dt (2,3) \(isText ? "back" : "front")")
                if let label, !label.isEmpty {
                    labelCount += 1
                    let level = markerLevels.isEmpty ? 0 : markerLevels.removeFirst()
                    if isText {
                        lines.append("set label \(labelCount) \(GnuplotQuote.label(label)) at first \(Self.number(x)), graph 0 left offset 2,\(1 + level) front")
                    } else {
                        let rise = Self.decimal(0.8 + 1.1 * Double(level))
                        let side = GnuplotScript.labelSide(x, in: panelXRange)
                        lines.append("set label \(labelCount) \(GnuplotQuote.label(label)) at first \(Self.number(x)), graph 1 \(side) offset 0,\(rise) \(textColor)")
                    }
                }
            case .point(let x, let y, let label, let axis):
                let system = Self.system(axis)
                labelCount += 1
                // Near the right edge the label would be cut off: it goes left of the point, and
                // below it, clear of the target line's label.
                let nearRightEdge = panelXRange.map { range in
                    range.upperBound > range.lowerBound && (x - range.lowerBound) / (range.upperBound - range.lowerBound) > 0.6
                } ?? false
                // dumb draws point type N as a letter: 15 is the 'O' the built-in chart uses.
                let point = "point pt \(isText ? 15 : 7) ps 1.1 \(reference)"
                let placement = nearRightEdge ? "right \(point) offset -1,-1" : "left \(point) offset 1,\(isText ? "1" : "0.8")"
                lines.append("set label \(labelCount) \(GnuplotQuote.label(label)) at first \(Self.number(x)), \(system) \(Self.number(y)) \(placement) \(textColor)\(boxed) front")
            case .band(let from, let to, let label, let axis):
                let system = Self.system(axis)
                let low = Self.number(min(from, to)), high = Self.number(max(from, to))
                let fill = "fc rgb '\(PlotColor.band)' fs transparent solid 0.18 noborder"
                // A text row spans more than a narrow band: its edges would be drawn on rows
                // above and below the target and read as curves.
                guard !isText else { return }
                objectCount += 1
                lines.append("set object \(objectCount) rect from graph 0, \(system) \(low) to graph 1, \(system) \(high) behind \(fill)")
                if let label, !label.isEmpty {
                    keyEntries.append("keyentry with boxes \(fill) title \(GnuplotQuote.label(label))")
                }
            }
        }

        mutating func finish() {
            if case .file = output { lines.append("unset output") }
            for block in datablocks { lines.append("undefine $\(block.name)") }
        }

        /// The extent of a panel's finite data and annotations: x when `axis` is nil, else
        /// the values measured on that axis.
        static func dataRange(_ panel: PlotPanel, axis: PlotAxis?) -> ClosedRange<Double>? {
            var low = Double.infinity, high = -Double.infinity
            func include(_ value: Double) {
                guard value.isFinite else { return }
                low = min(low, value)
                high = max(high, value)
            }
            for series in panel.series where axis == nil || series.axis == axis {
                for point in series.points where point.x.isFinite && point.y.isFinite {
                    include(axis == nil ? point.x : point.y)
                }
            }
            for annotation in panel.annotations {
                switch annotation {
                case .horizontalLine(let y, _, let a): if a == axis { include(y) }
                case .verticalLine(let x, _): if axis == nil { include(x) }
                case .point(let x, let y, _, let a): if axis == nil { include(x) } else if a == axis { include(y) }
                case .band(let from, let to, _, let a): if a == axis { include(from); include(to) }
                }
            }
            return low <= high ? low...high : nil
        }

        /// `range` with 6 % head room above and below (so peaks clear the border), and more
        /// above when a point label must fit over the highest point.
        static func padded(_ range: ClosedRange<Double>?, roomAbove: Bool = false) -> ClosedRange<Double>? {
            guard let range else { return nil }
            var span = range.upperBound - range.lowerBound
            if span <= 0 { span = max(abs(range.lowerBound), 1) * 0.2 }
            return (range.lowerBound - span * 0.06)...(range.upperBound + span * (roomAbove ? 0.16 : 0.06))
        }

        /// The label row (0 or 1) of each labelled vertical line, in order: a label moves to
        /// the second row when it is within 12 % of the x range of one on the first row.
        static func markerLevels(_ panel: PlotPanel, xRange: ClosedRange<Double>?) -> [Int] {
            var placed: [(x: Double, level: Int)] = []
            let span = xRange.map { $0.upperBound - $0.lowerBound } ?? 0
            for annotation in panel.annotations {
                guard case .verticalLine(let x, let label) = annotation, let label, !label.isEmpty else { continue }
                let near = placed.filter { abs($0.x - x) < span * 0.12 }
                placed.append((x, near.contains { $0.level == 0 } ? 1 : 0))
            }
            return placed.map(\.level)
        }

        /// A short fixed-point number for offsets and margins.
        static func decimal(_ value: Double) -> String { String(format: "%.2f", value) }

        static func system(_ axis: PlotAxis) -> String { axis == .y2 ? "second" : "first" }

        /// A finite number in gnuplot syntax (non-finite values become 0).
        static func number(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return "\(value)"
        }
    }
}
