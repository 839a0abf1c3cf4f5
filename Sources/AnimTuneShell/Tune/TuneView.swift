import AnimTuneCore

/// One state of `tune` laid out for one terminal size, with what drawing it needs computed
/// once: the curve the focused key shapes, the action's frames for the phone, the phone's
/// empty canvas. ``grid(frame:)`` is the pure renderer: the whole screen as cells.
public struct TuneView: Sendable {
    public let model: TuneModel
    public let columns: Int
    public let rows: Int
    public let mode: ColourMode
    /// Nil when the terminal is smaller than the minimum: the screen is a one-line notice.
    public let layout: TuneLayout?
    /// The curves the focused key shapes; the first is drawn.
    public let curves: [Curve]
    /// The chart's axes: kept from the previous view while the curve stays inside them, fitted
    /// again when it leaves them, when the focus moves, or on `r`.
    public let chartBounds: TuneChart.Bounds?
    /// The curves sampled across ``chartBounds``: as opened and pinned kept from the previous
    /// view while the axes stay, so a nudge samples only the curve now.
    private let chartSamples: TuneChart.Samples?
    /// The action the model plays (``TuneModel/playedAction``), as frames for the phone.
    public let timeline: Timeline?
    private let phoneCanvas: Canvas?
    /// The focused spring in the model's code platform as its export writes it, or why none.
    public let codeLine: String
    /// ``codeLine`` on the rows it takes at this width.
    private let codeRows: [String]
    /// The focused curve's measures then and now (see ``metrics(of:model:fixed:)``), one item
    /// each, as the metric rows fill with them.
    private let metricsItems: [String]
    /// ``metricsItems`` on one line.
    public var metricsText: String { metricsItems.joined(separator: Self.metricsGap) }
    /// The measures of the spring as opened and of the pinned reference, kept while the focus
    /// and the pin stay.
    private let fixedMeasures: FixedMeasures?
    /// The keys as the list shows them in its width (``listNames(_:width:)``).
    private let listNames: [String]
    private let phone = PhoneFrame.terminal

    /// Lays out `model`; what `previous` computed for the same size, values or focused key is reused.
    public init(model: TuneModel, columns: Int, rows: Int, mode: ColourMode, reusing previous: TuneView? = nil) {
        self.model = model
        self.columns = columns
        self.rows = rows
        self.mode = mode
        layout = TuneLayout(columns: columns, rows: rows)
        let sameState = previous.map { $0.model.state == model.state && $0.model.thrown == model.thrown } ?? false
        // Which curves a key shapes is decided when it gets the focus, not again on every nudge.
        if let previous, previous.model.focused.key == model.focused.key {
            curves = previous.curves
        } else {
            curves = Self.curves(shapedBy: model.focused, in: model.state)
        }
        if let curve = curves.first, let box = layout?.chart {
            let count = TuneChart.dotColumns(width: box.width)
            var kept: (TuneChart.Bounds, TuneChart.Samples)?
            if let previous, previous.model.focused.key == model.focused.key, previous.model.rescales == model.rescales,
               previous.model.pinned == model.pinned, previous.layout == layout,
               let bounds = previous.chartBounds, var samples = previous.chartSamples {
                samples.now = sameState ? samples.now : TuneChart.sample(curve, model.state, across: bounds, count: count)
                if TuneChart.holds(bounds, curve, model.state, values: samples.now) { kept = (bounds, samples) }
            }
            if let kept {
                (chartBounds, chartSamples) = (kept.0, kept.1)
            } else {
                let bounds = TuneChart.fitted(curve, now: model.state, before: model.original, count: count, reference: model.pinned)
                chartBounds = bounds
                chartSamples = TuneChart.Samples(now: TuneChart.sample(curve, model.state, across: bounds, count: count),
                                                 before: TuneChart.sample(curve, model.original, across: bounds, count: count),
                                                 reference: model.pinned.map { TuneChart.sample(curve, $0, across: bounds, count: count) })
            }
        } else {
            chartBounds = nil
            chartSamples = nil
        }
        if let previous, sameState, previous.model.action == model.action, previous.model.playsReduced == model.playsReduced {
            timeline = previous.timeline
        } else if model.thrown {
            timeline = TuneThrow.timeline(model.state)
        } else {
            let scene = model.state.scene
            timeline = model.playedAction.flatMap { action in
                model.playsReduced ? try? scene.reducedTimeline(for: action, state: model.state, options: RunOptions())
                    : try? scene.timeline(for: action, state: model.state, options: RunOptions())
            }
        }
        if let previous, sameState, previous.model.focused.group == model.focused.group,
           previous.model.codePlatform == model.codePlatform, previous.model.forms == model.forms {
            codeLine = previous.codeLine
        } else {
            codeLine = TuneCodeRow.text(model)
        }
        if let previous, previous.codeLine == codeLine, previous.columns == columns, previous.model.codePlatform == model.codePlatform {
            codeRows = previous.codeRows
        } else {
            codeRows = TuneCodeRow.rows(codeLine, platform: model.codePlatform, width: columns)
        }
        let fixed: FixedMeasures?
        if let previous, previous.model.focused.key == model.focused.key, previous.model.pinned == model.pinned {
            fixed = previous.fixedMeasures
        } else {
            fixed = curves.first?.spring.map { spring in
                FixedMeasures(before: SpringMetrics(spring(model.original)), reference: model.pinned.map { SpringMetrics(spring($0)) })
            }
        }
        fixedMeasures = fixed
        metricsItems = Self.metrics(of: curves.first, model: model, fixed: fixed)
        if let previous, previous.layout == layout, previous.model.forms == model.forms {
            listNames = previous.listNames
        } else {
            listNames = layout.map { Self.listNames(model.entries.map(\.key), width: Self.keyWidth($0, model)) } ?? []
        }
        if let previous, previous.columns == columns, previous.rows == rows {
            phoneCanvas = previous.phoneCanvas
        } else if let box = layout?.phone {
            phoneCanvas = Canvas.phoneBackground(phone, like: Canvas.fitting(phone, width: box.width, height: box.height * 2))
        } else {
            phoneCanvas = nil
        }
    }

    /// The curves `entry` shapes, the one to draw first (see ``TuneProbe/curves(shapedBy:in:)``).
    public static func curves(shapedBy entry: TuneEntry, in state: SceneState) -> [Curve] {
        TuneProbe.curves(shapedBy: entry, in: state)
    }

    /// The whole screen, the phone showing frame `frame` of ``timeline``.
    public func grid(frame: Int) -> CellGrid {
        var grid = CellGrid(columns: columns, rows: rows)
        guard let layout else {
            let notice = "tune needs \(TuneLayout.minimumColumns)×\(TuneLayout.minimumRows), window is \(columns)×\(rows); Esc leaves"
            grid.put(notice, row: 0, column: 0)
            return grid
        }
        drawTitle(into: &grid, layout)
        var legendDrawn = true
        if model.showsHelp {
            drawHelp(into: &grid, layout)
        } else {
            drawList(into: &grid, layout)
            if let curve = curves.first {
                legendDrawn = TuneChart(curve: curve, now: model.state, before: model.original, mode: mode, bounds: chartBounds,
                          reference: model.pinned, samples: chartSamples).draw(into: &grid, box: layout.chart)
            } else {
                drawNoCurve(into: &grid, layout)
            }
        }
        if !model.showsHelp { drawPhone(into: &grid, layout, frame: frame) }
        let metricsWidth = drawMetrics(into: &grid, layout)
        if !legendDrawn, !model.showsHelp, curves.first != nil {
            TuneChart.drawLegend(into: &grid, row: layout.metricsRow + 1, from: metricsWidth + 3, to: columns, mode: mode,
                                 pinned: model.pinned != nil)
        }
        drawMessage(into: &grid, layout)
        for (index, row) in codeRows.enumerated() {
            grid.put(row, row: layout.codeRow + index, column: 0)
        }
        grid.put(Self.keysLine(width: columns), row: layout.keysRow, column: 0, dim: true)
        return grid
    }

    /// The keys the footer names, in the order shown, with the rank each keeps its place by
    /// when the line is too long (0 is dropped last); `?` lists them all.
    static let footerKeys: [(text: String, rank: Int)] = [
        ("Up/Dn key", 4), ("Lt/Rt nudge", 3), ("[ ] x10", 7), ("a action", 2), ("p form", 6), ("l lock", 5), ("r rescale", 8), ("v pin", 9), ("c code", 10), ("s save", 11),
        ("? keys", 0), ("Enter keep", 1), ("Esc revert", 1),
    ]

    /// The footer for a window `width` columns wide: every key that fits, the least needed
    /// dropped first.
    public static func keysLine(width: Int) -> String {
        var kept = footerKeys
        while kept.count > 1, kept.map(\.text).joined(separator: "  ").count > width,
              let drop = kept.indices.max(by: { (kept[$0].rank, $0) < (kept[$1].rank, $1) }) {
            kept.remove(at: drop)
        }
        return kept.map(\.text).joined(separator: "  ")
    }

    /// What `?` shows, and what `help tune` lists.
    public static let keyHelp: [(keys: String, does: String)] = [
        ("Up, Down", "choose a parameter"),
        ("Left, Right", "nudge it by its step, about 2 % of the value (shown under the list)"),
        ("Shift+Left/Right, [ ]", "nudge by ten steps"),
        ("0-9 . - then Enter", "set the value exactly, a unit allowed: 500ms, 20pt (Backspace corrects, Esc clears)"),
        ("a, A", "play the scene's next (previous) action on the phone"),
        ("p", "show the spring in its next form: UIKit, SwiftUI, physical"),
        ("l", "lock the spring's overshoot, then settle, then peak time, then unlock"),
        ("v", "pin the values as they are as a reference curve with its measures (tune --vs pins another spring); v again unpins"),
        ("r", "fit the chart's axes to the curve (they stay put while you nudge)"),
        ("s", "save the values as a preset: type its name, Enter saves (as save NAME does), Esc cancels"),
        ("c", "show the focused spring's code line for the next platform: "
              + SpringCodePlatform.allCases.map(\.title).joined(separator: ", ") + " (as export writes it)"),
        ("Space", "pause or play the action on the phone"),
        ("t", "throw: replay the action a finger ends, released at 1200 pt/s (t again: from rest)"),
        ("?", "show or hide these keys (Esc hides them too)"),
        ("Enter", "keep every value and leave (one set line)"),
        ("Esc, q, Ctrl-C", "put every value back and leave"),
    ]

    private func drawTitle(into grid: inout CellGrid, _ layout: TuneLayout) {
        let entry = model.focused
        var title = "tune \(model.state.scene.name) · \(entry.key)"
        if let group = entry.group, let form = model.forms[group] { title += " · \(TuneModel.formName(form)) form" }
        if let lock = model.lock { title += " · \(lock.group) \(lock.metric.rawValue) locked" }
        // Thrown, the phone plays the thrown action, whichever the focused key shapes.
        let thrown = model.thrown ? TuneThrow.action(in: model.state.scene) : nil
        let action = thrown.map { " " + TuneThrow.describe($0, played: timeline?.action) } ?? model.playedAction.map { played in
            " " + played.name + (model.playsReduced ? " (reduced: \(model.state.scene.reducedStrategy(for: played, in: model.state).rawValue))" : "")
        } ?? ""
        title += (model.playing ? " · playing" : " · paused") + action
        grid.put(Self.fit(title, columns), row: 0, column: 0)
    }

    /// In place of the chart when the focused key shapes none of the scene's curves.
    private func drawNoCurve(into grid: inout CellGrid, _ layout: TuneLayout) {
        let box = layout.chart
        let key = model.focused.key
        let moves = model.focusedActions.isEmpty ? "" : " (it moves " + model.focusedActions.map { model.state.scene.actions[$0].name }.joined(separator: ", ") + " on the phone)"
        let words = "\(key) shapes none of the curves of \(model.state.scene.name)\(moves)"
        for (index, line) in WordWrap.lines(words, width: box.width).prefix(box.height).enumerated() {
            grid.put(line, row: box.row + index, column: box.column, dim: true)
        }
    }

    private func drawList(into grid: inout CellGrid, _ layout: TuneLayout) {
        let box = layout.list
        let entries = model.entries
        let visible = box.height - 1
        let first = max(0, min(entries.count - visible, model.focus - visible / 2))
        let keyWidth = Self.keyWidth(layout, model)
        let valueWidth = layout.list.width - 2 - keyWidth - (layout.showsRanges ? Self.rangeWidth : 0)
        let names = listNames
        let highlight = mode == .monochrome ? TerminalColour.terminalDefault : mode.colour(red: 58, green: 58, blue: 76)
        for (offset, entry) in entries[first..<min(entries.count, first + visible)].enumerated() {
            let index = first + offset
            let row = box.row + offset
            let focused = index == model.focus
            let value = model.state.value(forKey: entry.key)?.number ?? .nan
            let changed = value != model.original.value(forKey: entry.key)?.number
            var text = (focused ? "> " : "  ") + Self.padRight(names[index], keyWidth)
            let shown = value.isFinite ? TuneFormat.value(value, of: entry.parameter) : "-"
            text += Self.pad(shown + (changed ? "*" : " "), valueWidth)
            if layout.showsRanges, let range = entry.range {
                text += "  " + Self.fit(RangeMessage.accepted(range, symbol: entry.parameter.unitSymbol), Self.rangeWidth - 2)
            }
            grid.put(Self.fit(text, box.width), row: row, column: box.column,
                     background: focused ? highlight : .terminalDefault)
        }
        let entry = model.focused
        var detail = "step \(TuneFormat.value(model.focusedStep, of: entry.parameter))"
        if let range = entry.range { detail += ", range \(RangeMessage.accepted(range, symbol: entry.parameter.unitSymbol))" }
        grid.put(Self.fit(detail, box.width), row: box.row + box.height - 1, column: box.column, dim: true)
    }

    /// The list's columns: the value's, the range's (in a wide window) and the key's, what is left.
    /// The value column is as wide as the longest value as opened needs, two more for a nudge
    /// that adds a digit and one for the `*` of a changed value (9 to 14), so key names are cut
    /// only where the list has no room for them.
    private static let rangeWidth = 18
    private static func keyWidth(_ layout: TuneLayout, _ model: TuneModel) -> Int {
        let longest = model.entries.map { entry in
            model.original.value(forKey: entry.key)?.number.map { $0.isFinite ? TuneFormat.value($0, of: entry.parameter).count : 1 } ?? 1
        }.max() ?? 0
        let valueWidth = min(14, max(9, longest + 3))
        return layout.list.width - 2 - valueWidth - (layout.showsRanges ? rangeWidth : 0)
    }

    /// The `?` overlay over the list, chart and phone: every key whole, its text wrapped under
    /// itself; Up and Down scroll it when it is longer than the body.
    private func drawHelp(into grid: inout CellGrid, _ layout: TuneLayout) {
        let lines = Self.helpLines(width: columns)
        let visible = layout.metricsRow - layout.list.row - 1
        let first = min(model.helpScroll, max(0, lines.count - visible))
        let scrolls = lines.count > visible
        grid.put(Self.fit(scrolls ? "keys (lines \(first + 1)–\(min(lines.count, first + visible)) of \(lines.count): Up/Down scroll, "
                              + "any other key closes this)" : "keys (any key closes this)", columns), row: layout.list.row, column: 0)
        for (offset, line) in lines[first..<min(lines.count, first + visible)].enumerated() {
            grid.put(line, row: layout.list.row + 1 + offset, column: 0)
        }
    }

    /// ``keyHelp`` as the overlay shows it in `width` columns: one entry per key, never cut.
    static func helpLines(width: Int) -> [String] {
        let keyWidth = keyHelp.map(\.keys.count).max()!
        return keyHelp.flatMap { item in
            WordWrap.lines(item.does, width: width, first: "  " + padRight(item.keys, keyWidth) + "  ",
                           rest: String(repeating: " ", count: keyWidth + 4))
        }
    }

    private func drawPhone(into grid: inout CellGrid, _ layout: TuneLayout, frame: Int) {
        guard var canvas = phoneCanvas else { return }
        if let timeline, timeline.frames.indices.contains(frame) {
            canvas.drawElements(of: timeline.frames[frame], on: phone)
        }
        let box = layout.phone
        grid.draw(canvas, row: box.row, column: box.column + (box.width - canvas.width) / 2, mode: mode)
    }

    /// A spring curve's measures as opened and of the pinned reference.
    private struct FixedMeasures: Sendable {
        let before: SpringMetrics
        let reference: SpringMetrics?
    }

    /// What stands between two measures on a row.
    private static let metricsGap = "   "

    /// The focused curve's spring measures then and now, or its end value then and now.
    private static func metrics(of curve: Curve?, model: TuneModel, fixed: FixedMeasures?) -> [String] {
        guard let curve else { return [] }
        let now = model.state, before = model.original
        guard let spring = curve.spring else {
            let end = curve.domain(now).upperBound, endBefore = curve.domain(before).upperBound
            let x = { (value: Double) in NumberFormatting.short(value, digits: 4) + (curve.x.unit.symbol.isEmpty ? "" : " " + curve.x.unit.symbol) }
            let y = { (value: Double) in NumberFormatting.short(value, digits: 4) + (curve.y.unit.symbol.isEmpty ? "" : " " + curve.y.unit.symbol) }
            return ["\(curve.name) at the end: " + Self.change(y(curve.evaluate(before, endBefore)), y(curve.evaluate(now, end))),
                    "over " + Self.change(x(endBefore), x(end))]
        }
        let a = fixed?.before ?? SpringMetrics(spring(before)), b = SpringMetrics(spring(now))
        let locked = model.lock.flatMap { $0.group == curve.springGroup ? $0.metric : nil }
        func item(_ metric: TuneLock.Metric, _ then: Double?, _ current: Double?) -> String {
            let text = { (value: Double?) in value.map { TuneFormat.metric(metric, $0) } ?? "none" }
            return "\(metric.rawValue)\(locked == metric ? " (locked)" : "") " + Self.change(text(then), text(current))
        }
        let zeta = { (value: Double) in NumberFormatting.fixed(value, decimals: 3) }
        var items = [item(.overshoot, a.overshoot, b.overshoot), item(.peak, a.peakTime, b.peakTime),
                     item(.settle, a.settlingTime, b.settlingTime),
                     "damping ratio " + Self.change(zeta(a.dampingRatio), zeta(b.dampingRatio))]
        if let pinned = model.pinned, let name = model.pinnedName {
            let r = fixed?.reference ?? SpringMetrics(spring(pinned))
            items.append("\(name): overshoot \(TuneFormat.metric(.overshoot, r.overshoot)), settle \(TuneFormat.seconds(r.settlingTime)), "
                         + "damping ratio \(zeta(r.dampingRatio))")
        }
        return items
    }

    /// Draws the metrics on their two rows; returns how wide the second is.
    @discardableResult
    private func drawMetrics(into grid: inout CellGrid, _ layout: TuneLayout) -> Int {
        var lines: [String] = []
        var line = ""
        for item in metricsItems {
            if line.isEmpty { line = item } else if line.count + Self.metricsGap.count + item.count <= columns { line += Self.metricsGap + item } else {
                lines.append(line)
                line = item
            }
        }
        if !line.isEmpty { lines.append(line) }
        for (index, text) in lines.prefix(2).enumerated() {
            grid.put(text, row: layout.metricsRow + index, column: 0)
        }
        return lines.count > 1 ? lines[1].count : 0
    }

    private func drawMessage(into grid: inout CellGrid, _ layout: TuneLayout) {
        if let name = model.savingName {
            grid.put(Self.fit("save as: \(name)_   Enter saves the values as this preset, Esc cancels", columns), row: layout.messageRow, column: 0)
        } else if !model.typed.isEmpty {
            grid.put("\(model.focused.key) = \(model.typed)_   Enter sets it, Esc clears", row: layout.messageRow, column: 0)
        } else if let message = model.message {
            grid.put(Self.fit(message, columns), row: layout.messageRow, column: 0)
        } else if curves.count > 1 {
            let others = curves.dropFirst().map(\.name).joined(separator: ", ")
            grid.put(Self.fit("\(model.focused.key) also shapes \(others)", columns), row: layout.messageRow, column: 0, dim: true)
        }
    }

    /// The keys as the list shows them in `width` columns, no two alike: whole when they fit,
    /// else the front cut before the last part (`dismiss….damping`), else the end kept
    /// (`…spring.damping`), else a cut in the middle that tells them apart.
    static func listNames(_ keys: [String], width: Int) -> [String] {
        guard width > 1 else { return keys.map { fit($0, width) } }
        func keepingLast(_ key: String) -> String {
            let tail = key.split(separator: ".").last.map { "." + $0 } ?? ""
            let head = width - tail.count - 1
            return head >= 3 ? String(key.prefix(head)) + "…" + tail : "…" + String(key.suffix(width - 1))
        }
        var names = keys.map { $0.count <= width ? $0 : keepingLast($0) }
        func repeated() -> [Int] {
            var seen: [String: Int] = [:]
            for name in names { seen[name, default: 0] += 1 }
            return names.indices.filter { seen[names[$0]]! > 1 && keys[$0].count > width }
        }
        for index in repeated() { names[index] = "…" + String(keys[index].suffix(width - 1)) }
        for front in 1..<width - 1 {
            let clashing = repeated()
            if clashing.isEmpty { break }
            for index in clashing { names[index] = String(keys[index].prefix(front)) + "…" + String(keys[index].suffix(width - 1 - front)) }
        }
        return names
    }

    /// `16.3 % → 6.8 %`, or the one value when it did not change.
    static func change(_ then: String, _ now: String) -> String { then == now ? now : "\(then) → \(now)" }

    static func fit(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        return text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    static func padRight(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
