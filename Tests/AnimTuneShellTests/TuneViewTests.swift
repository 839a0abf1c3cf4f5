import Foundation
import AnimTuneCore
import Testing
@testable import AnimTuneShell

/// tune's screen as cells, without a terminal.
@Suite("tune: screen")
struct TuneViewTests {
    static func view(_ model: TuneModel, columns: Int = 80, rows: Int = 24, mode: ColourMode = .truecolor,
                     reusing previous: TuneView? = nil) -> TuneView {
        TuneView(model: model, columns: columns, rows: rows, mode: mode, reusing: previous)
    }

    static func rows(_ grid: CellGrid) -> [String] {
        (0..<grid.rows).map { grid.text(ofRow: $0) }
    }

    @Test("at 80×24: title, focused key with its value, the chart, the metrics with their change, the code line, the keys")
    func layout() throws {
        var model = try TuneModel(state: SpringScene().defaultState, focusKey: "spring.damping")
        model.apply(.right)
        model.apply(.right)
        let rows = Self.rows(Self.view(model).grid(frame: 0))
        #expect(rows.count == 24)
        #expect(rows[0].hasPrefix("tune spring · spring.damping · UIKit form · playing transition"))
        #expect(rows.contains { $0.hasPrefix("> spring.damping" + String(repeating: " ", count: 11) + "0.52*") })
        #expect(rows[1].contains("spring: progress vs time"))
        #expect(rows[18].hasPrefix("overshoot 16.3 % → 14.8 %   peak 0.363 s → 0.379 s   settle 0.808 s → 0.804 s"))
        // UIKit form: .spring(response:dampingFraction:), wrapped onto the second code row.
        #expect(rows[21].hasPrefix("swiftui  static let spring = Animation.spring(response: "))
        #expect(rows[22].hasPrefix("dampingFraction: 0.52)"))
        #expect(rows[23].hasPrefix(TuneView.keysLine(width: 80)))
        #expect(rows[17].hasPrefix("step 0.01, range 0.01…1"))
    }

    @Test("the list, chart and phone never share a cell, at the minimum size and larger")
    func noOverlap() throws {
        for (columns, rows) in [(TuneLayout.minimumColumns, TuneLayout.minimumRows), (80, 24), (120, 40), (200, 60)] {
            let layout = try #require(TuneLayout(columns: columns, rows: rows))
            #expect(layout.list.column + layout.list.width < layout.chart.column)
            #expect(layout.chart.column + layout.chart.width < layout.phone.column)
            #expect(layout.phone.column + layout.phone.width <= columns)
            #expect(layout.keysRow == rows - 1)
            #expect(layout.metricsRow == layout.list.row + layout.list.height)
        }
    }

    @Test("the curve as it opened is dimmed behind the current one after a change")
    func abCurves() throws {
        var model = try TuneModel(state: SpringScene().defaultState, focusKey: "spring.damping")
        model.apply(.shiftRight)
        let grid = Self.view(model).grid(frame: 0)
        let braille = grid.cells.filter { (0x2800...0x28FF).contains($0.character.value) }
        #expect(braille.contains { $0.dim })
        #expect(braille.contains { !$0.dim && $0.foreground == .rgb(90, 200, 250) })
    }

    @Test("a window below the minimum shows one line saying what it needs")
    func tooSmall() throws {
        let model = try TuneModel(state: SpringScene().defaultState)
        let rows = Self.rows(Self.view(model, columns: 63, rows: 24).grid(frame: 0))
        #expect(rows[0].hasPrefix("tune needs 64×16, window is 63×24; Esc leaves"))
        #expect(rows.dropFirst().allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("a layout constant shows the curves it shapes: card.top the present curves, header.stopOffset the header")
    func shapedCurves() throws {
        let card = try TuneModel(state: CardScene().defaultState, focusKey: "card.top")
        #expect(TuneView.curves(shapedBy: card.focused, in: card.state).first?.name.hasPrefix("present") == true)
        let profile = try TuneModel(state: ProfileScene().defaultState, focusKey: "header.stopOffset")
        #expect(TuneView.curves(shapedBy: profile.focused, in: profile.state).map(\.name).contains("header.translation"))
    }

    @Test("the footer names the action key at every width from the minimum, and fits; every key when there is room")
    func footer() {
        for width in TuneLayout.minimumColumns...200 {
            let line = TuneView.keysLine(width: width)
            #expect(line.count <= width, "\(width): \(line)")
            for key in ["a action", "? keys", "Enter keep", "Esc revert"] { #expect(line.contains(key), "\(width): \(line)") }
        }
        #expect(TuneView.keysLine(width: 130).components(separatedBy: "  ").count == TuneView.footerKeys.count)
    }

    @Test("card dismiss.spring.damping plays and names dismiss; A and a cycle to present and back")
    func actionFollowsFocus() throws {
        var model = try TuneModel(state: CardScene().defaultState, focusKey: "dismiss.spring.damping")
        #expect(model.playedAction?.name == "dismiss")
        #expect(Self.rows(Self.view(model).grid(frame: 0))[0].contains("· playing dismiss"))
        let view = Self.view(model)
        #expect(view.timeline?.action == "dismiss")
        model.apply(.character("A"))
        #expect(model.playedAction?.name == "present")
        #expect(model.message == "playing present; dismiss.spring.damping does not shape it")
        #expect(Self.view(model).timeline?.action == "present")
        model.apply(.character("a"))
        #expect(model.playedAction?.name == "dismiss")
        #expect(model.message == "playing dismiss")
        // A key that shapes the playing action keeps it; one that does not switches to its own.
        let present = try TuneModel(state: CardScene().defaultState, focusKey: "card.top")
        #expect(present.playedAction?.name == "present")
    }

    @Test("tune --reduced plays the action as its reduced-motion strategy does and names the strategy")
    func playsReduced() throws {
        var model = try TuneModel(state: CardScene().defaultState, focusKey: "dismiss.spring.damping")
        model.playsReduced = true
        let view = Self.view(model, columns: 120, rows: 40)
        #expect(Self.rows(view.grid(frame: 0))[0].contains("· playing dismiss (reduced: fade)"))
        let scene = CardScene()
        let dismiss = try #require(scene.actions.first { $0.name == "dismiss" })
        let reduced = try scene.reducedTimeline(for: dismiss, state: scene.defaultState, options: RunOptions())
        let full = try scene.timeline(for: dismiss, state: scene.defaultState, options: RunOptions())
        #expect(view.timeline?.frames.count == reduced.frames.count)
        #expect(reduced.frames.count != full.frames.count)
        // A view made again for the full motion does not reuse the reduced frames.
        model.playsReduced = false
        #expect(Self.view(model, columns: 120, rows: 40, reusing: view).timeline?.frames.count == full.frames.count)
    }

    @Test("a duration key shows the curve it times: drop.cornerRadius.duration its corner radius, drop.duration the drop curve")
    func durationCurves() throws {
        let state = NotchScene().defaultState
        for (key, curve) in [("drop.cornerRadius.duration", "drop.cornerRadius"), ("drop.duration", "drop.curve"), ("flip.duration", "flip.curve")] {
            let model = try TuneModel(state: state, focusKey: key)
            #expect(TuneView.curves(shapedBy: model.focused, in: model.state).first?.name == curve, "\(key)")
        }
        var model = try TuneModel(state: state, focusKey: "drop.cornerRadius.duration")
        let before = Self.view(model).grid(frame: 0)
        model.apply(.character("]"))
        let after = Self.view(model).grid(frame: 0)
        #expect(Self.rows(after)[1].contains("drop.cornerRadius: corner radi"))
        #expect(Self.rows(before).joined() != Self.rows(after).joined())
    }

    @Test("a key that shapes no curve says so in place of the chart, and names the action it moves")
    func noCurve() throws {
        let model = try TuneModel(state: NotchScene().defaultState, focusKey: "pull.duration")
        let view = Self.view(model, columns: 120, rows: 40)
        #expect(view.curves.isEmpty)
        let text = Self.rows(view.grid(frame: 0)).joined(separator: "\n")
        #expect(text.contains("pull.duration shapes none of the curves of notch"))
        #expect(text.contains("moves pull on the phone)"))
    }

    @Test("the axes stay put while a nudge keeps the curve inside them, follow it when it leaves them, and r fits them again")
    func fixedAxes() throws {
        var model = try TuneModel(state: SpringScene().defaultState, focusKey: "spring.damping")
        let layout = try #require(TuneLayout(columns: 80, rows: 24))
        let fitted = { (model: TuneModel) in
            TuneChart.fitted(SpringScene().curves[0], now: model.state, before: model.original,
                             count: TuneChart.dotColumns(width: layout.chart.width))
        }
        let opened = Self.view(model)
        for _ in 0..<3 { model.apply(.right) }
        let nudged = Self.view(model, reusing: opened)
        #expect(nudged.chartBounds == opened.chartBounds)
        // ζ 0.53 → 0.43: more overshoot than the frame holds.
        model.apply(.character("["))
        let bigger = Self.view(model, reusing: nudged)
        #expect(bigger.chartBounds == fitted(model))
        #expect(bigger.chartBounds!.y1 > opened.chartBounds!.y1)
        // Back up: the frame stays as it is, taller than the curve needs, until r.
        model.apply(.character("]"))
        let back = Self.view(model, reusing: bigger)
        #expect(back.chartBounds == bigger.chartBounds)
        model.apply(.character("r"))
        let refitted = Self.view(model, reusing: back)
        #expect(refitted.chartBounds == fitted(model))
        #expect(refitted.chartBounds != back.chartBounds)
    }

    @Test("every scene at 80 and 120 columns: no two rows of the key list read the same")
    func distinctKeyNames() throws {
        for scene in SceneCatalog.all {
            var model = try TuneModel(state: scene.defaultState)
            while model.focus > 0 { model.apply(.up) }
            for (columns, rows) in [(80, 24), (64, 16), (120, 40)] {
                var seen = Set<String>()
                for _ in model.entries.indices {
                    let screen = Self.rows(Self.view(model, columns: columns, rows: rows).grid(frame: 0))
                    let focused = try #require(screen.first { $0.hasPrefix("> ") })
                    let name = String(focused.dropFirst(2).prefix { $0 != " " })
                    #expect(seen.insert(name).inserted, "\(scene.name) at \(columns): '\(name)' twice")
                    model.apply(.down)
                }
                while model.focus > 0 { model.apply(.up) }
            }
        }
    }

    @Test("a code line too long for its rows keeps whole statements up to the widest cut that leaves room for the tail, never ending on an attribute")
    func codeLineCutAtStatements() throws {
        let uikit = try #require(SpringCodePlatform.allCases.first { $0.rawValue == "uikit" })
        let tail = "; …more in export uikit"
        let statements = ["let a = 1", "let bb = 2", "@available(iOS 17, *)", "let c = 3", "let d = 4", "let e = 5"]
        let line = statements.joined(separator: "; ")
        // Each cut: the statements before it, and whether the last of them is an attribute.
        let cuts = (1..<statements.count).map { n in
            (text: statements[..<n].joined(separator: "; "), endsOnAttribute: statements[n - 1].hasPrefix("@"))
        }
        for width in 0...line.count + 2 {
            let cut = TuneCodeRow.statements(line, platform: uikit, width: width)
            if line.count <= width {
                #expect(cut == line)
                continue
            }
            // The widest cut with room for the tail that does not end on the attribute.
            let fitting = cuts.filter { $0.text.count + tail.count <= width && !$0.endsOnAttribute }
            let expected = fitting.last.map { $0.text + tail } ?? line
            #expect(cut == expected, "width \(width)")
        }
    }

    @Test("the row above the keys shows the focused spring's code line; c cycles SwiftUI, UIKit, Compose, CSS and motion; a key of no spring says so")
    func codeLine() throws {
        var model = try TuneModel(state: CardScene().defaultState, focusKey: "dismiss.spring.damping")
        func row(_ model: TuneModel) -> String {
            let view = Self.view(model, columns: 120, rows: 40)
            return view.grid(frame: 0).text(ofRow: view.layout?.codeRow ?? 0)
        }
        // The dismiss spring as set (UIKit duration 0.6 s, damping 0.7): SwiftUI takes its damping as the fraction.
        #expect(row(model).hasPrefix("swiftui  static let dismissSpring = Animation.spring(response: "))
        #expect(row(model).contains(", dampingFraction: 0.7)"))
        model.apply(.character("c"))
        #expect(row(model).hasPrefix("uikit  static let dismissSpringDuration: TimeInterval = 0.6; static let dismissSpringDamping: CGFloat = 0.7"))
        model.apply(.character("c"))
        #expect(row(model).hasPrefix("compose  fun <T> dismissSpringSpec(): SpringSpec<T> = spring(dampingRatio = 0.7f, stiffness = "))
        model.apply(.character("c"))
        #expect(row(model).hasPrefix("css  --card-dismiss-spring: linear(0, "))
        model.apply(.character("c"))
        #expect(row(model).hasPrefix("motion  dismissSpring: { type: \"spring\", stiffness: "))
        model.apply(.character("c"))
        #expect(model.codePlatform == .swiftui)
        while model.focused.key != "card.top" { model.apply(.up) }
        #expect(row(model).hasPrefix("swiftui  static let presentSpring = Animation.spring("), "card.top shapes the present spring: \(row(model))")
        while model.focused.key != "card.cornerRadius" { model.apply(.down) }
        #expect(row(model).hasPrefix("swiftui  card.cornerRadius is not a spring group's key"))
        #expect(TuneView.keysLine(width: 120).contains("c code"))
    }

    @Test("a CSS linear() longer than the row keeps its first stops as written, says how many more export css writes, keeps the duration where it fits")
    func cssHead() throws {
        var model = try TuneModel(state: CardScene().defaultState, focusKey: "dismiss.spring.damping")
        while model.codePlatform != .css { model.apply(.character("c")) }
        model.exportName = "soft"
        #expect(TuneCodeRow.text(model).hasPrefix("css  --soft-dismiss-spring: linear(0, "))
        model.exportName = "card"
        let full = TuneCodeRow.text(model)
        // linear(a, b, …, z); the stops as the whole line has them.
        let open = try #require(full.range(of: "linear("))
        let close = try #require(full[open.upperBound...].firstIndex(of: ")"))
        let stops = full[open.upperBound..<close].components(separatedBy: ", ")
        let duration = "; --card-dismiss-spring-duration: " + full.split(separator: " ").last!
        #expect(full.hasSuffix(")" + duration))
        #expect(full.count > 120 && stops.count > 10)
        for columns in [120, 80] {
            let view = Self.view(model, columns: columns, rows: columns == 120 ? 40 : 24)
            let grid = view.grid(frame: 0), codeRow = view.layout?.codeRow ?? 0
            let first = grid.text(ofRow: codeRow).trimmingCharacters(in: .whitespaces)
            let second = grid.text(ofRow: codeRow + 1).trimmingCharacters(in: .whitespaces)
            #expect(first.count <= columns && second.count <= columns)
            // The two rows are one line broken at a space.
            let row = first + " " + second
            let start = try #require(row.range(of: "css  --card-dismiss-spring: linear("), "\(columns): \(row)")
            let more = try #require(row.range(of: ", …"), "\(columns): \(row)")
            let head = row[start.upperBound..<more.lowerBound].components(separatedBy: ", ")
            #expect(head.count >= 2 && head == Array(stops.prefix(head.count)), "\(columns): \(row)")
            #expect(row[more.upperBound...].hasPrefix("\(stops.count - head.count) more in export css)"), "\(columns): \(row)")
            #expect(row.hasSuffix(duration), "\(columns): \(row)")
        }
    }

    @Test("v pins the values as a reference: its curve stays while the spring moves, its measures beside the metrics; v again unpins")
    func pinnedReference() throws {
        var model = try TuneModel(state: SpringScene().defaultState, focusKey: "spring.damping")
        model.apply(.character("v"))
        #expect(model.pinned == model.state)
        for _ in 0..<3 { model.apply(.character("]")) }
        let view = Self.view(model, columns: 120, rows: 40)
        let reference = SpringMetrics(SpringScene().defaultState.spring("spring"))
        #expect(view.metricsText.hasSuffix("pinned: overshoot \(TuneFormat.metric(.overshoot, reference.overshoot)), "
                                           + "settle \(TuneFormat.seconds(reference.settlingTime)), damping ratio 0.500"))
        let purple = view.grid(frame: 0).cells.filter { (0x2800...0x28FF).contains($0.character.value) && $0.foreground == .rgb(191, 90, 242) }
        #expect(!purple.isEmpty)
        model.apply(.character("v"))
        #expect(model.pinned == nil)
        #expect(!Self.view(model, columns: 120, rows: 40).metricsText.contains("pinned"))
    }

    @Test("a reference from another scene (tune --vs card:dismiss.spring) is named beside the metrics")
    func pinnedFromAnotherScene() throws {
        var model = try TuneModel(state: SpringScene().defaultState, focusKey: "spring.damping")
        var reference = SpringScene().defaultState
        try reference.apply(spring: CardScene().defaultState.setting("dismiss.spring"), to: "spring")
        model.pin(reference, named: "card:dismiss.spring")
        let zeta = NumberFormatting.fixed(CardScene().defaultState.spring("dismiss.spring").dampingRatio, decimals: 3)
        #expect(Self.view(model, columns: 120, rows: 40).metricsText.contains("card:dismiss.spring: overshoot 4.6 %, settle 0.365 s, damping ratio \(zeta)"))
    }

    @Test("? shows the keys over the list")
    func help() throws {
        var model = try TuneModel(state: SpringScene().defaultState)
        model.apply(.character("?"))
        let rows = Self.rows(Self.view(model).grid(frame: 0))
        #expect(rows[1].hasPrefix("keys (lines 1–16 of \(TuneView.helpLines(width: 80).count): Up/Down scroll, any other key closes this)"))
        let tall = Self.rows(Self.view(model, columns: 120, rows: 40).grid(frame: 0))
        #expect(tall[1].hasPrefix("keys (any key closes this)"))
        #expect(tall.contains { $0.contains("Esc, q, Ctrl-C") && $0.contains("put every value back and leave") })
    }

    @Test("Braille dots: one per bit, layers combined in a cell")
    func braille() {
        var canvas = BrailleCanvas(columns: 1, rows: 1, layers: 2)
        canvas.set(x: 0, y: 0, layer: 0)
        #expect(canvas.cell(row: 0, column: 0)?.character == "⠁")
        canvas.set(x: 1, y: 3, layer: 1)
        #expect(canvas.cell(row: 0, column: 0)?.character == "⢁")
        #expect(canvas.cell(row: 0, column: 0)?.layer == 1)
    }
}
