import AnimTuneCore
import Foundation
import Testing
@testable import AnimTuneShell

/// `tune` opens where a person came: the main action's spring; the code line is whole (two
/// rows at most), in the form on screen with the list's numbers; `?` shows every key whole;
/// `t` names the outcome.
@Suite("tune opening, code line, keys and throw")
struct TuneOpeningTests {
    static func screen(_ model: TuneModel, columns: Int, rows: Int) -> (view: TuneView, rows: [String]) {
        let view = TuneView(model: model, columns: columns, rows: rows, mode: .truecolor, reusing: nil)
        let grid = view.grid(frame: 0)
        return (view, (0..<grid.rows).map { grid.text(ofRow: $0) })
    }

    @Test("tune without a key opens on the spring of the scene's first action: a group's first key, or a key shaping the derived spring")
    func primarySpring() throws {
        let spring = try TuneModel(state: SpringScene().defaultState)
        #expect(spring.focused.group == "spring", "\(spring.focused.key)")
        let tabbar = try TuneModel(state: TabBarScene().defaultState)
        #expect(tabbar.focused.group == "spring", "\(tabbar.focused.key)")
        let card = try TuneModel(state: CardScene().defaultState)
        #expect(card.focused.key.hasPrefix("present."), "\(card.focused.key)")
        #expect(TuneProbe.curves(shapedBy: card.focused, in: card.state).first?.name == "present.spring")
        // Its code line is the present spring at the card's top, whole for each platform at 120 columns.
        var model = card
        for platform in ["swiftui", "uikit", "compose", "css"] {
            while model.codePlatform.rawValue != platform { model.apply(.character("c")) }
            let line = TuneCodeRow.text(model)
            #expect(line.hasPrefix(platform + "  ") && !line.contains("not a spring group"), "\(line)")
            #expect(TuneCodeRow.rows(line, platform: model.codePlatform, width: 120).allSatisfy { !$0.hasSuffix("…") }, "\(line)")
        }
        let profile = try TuneModel(state: ProfileScene().defaultState)
        #expect(profile.focus == 0, "the profile's scroll moves on no spring")
        let group = try TuneModel(state: CardScene().defaultState, focusKey: "dismiss.spring")
        #expect(group.focused.key == "dismiss.spring.duration")
    }

    @Test("tune --vs shows the group compared in the reference's form, on its first key")
    func comparedGroup() throws {
        var model = try TuneModel(state: SpringScene().defaultState, focusKey: "spring")
        model.focus(group: "spring", form: .uikit)
        #expect(model.focused.key == "spring.duration" && model.forms["spring"] == .uikit)
    }

    @Test("the code line uses the list's numbers and form, changes on p at once, and wraps onto a second row instead of cutting")
    func codeLine() throws {
        var model = try TuneModel(state: CardScene().defaultState, focusKey: "dismiss.spring.damping")
        model.apply(.character("p"))
        #expect(model.forms["dismiss.spring"] == .swiftui)
        let (view, rows) = Self.screen(model, columns: 120, rows: 40)
        let layout = try #require(view.layout)
        let code = rows[layout.codeRow].trimmingTrailingSpaces
        // The list shows the response to 5 digits; the code says the same number.
        let response = try #require(model.state.value(forKey: "dismiss.spring.response")?.number)
        let shown = NumberFormatting.short(response, digits: 5)
        #expect(rows.contains { $0.contains("dismiss.spring.response") && $0.contains(shown + " s") })
        #expect(code.hasPrefix("swiftui  static let dismissSpring = Animation.spring(duration: \(shown), bounce: "), "\(code)")
        #expect(!code.contains("…"))
        for platform in 0..<4 {
            let (narrow, lines) = Self.screen(model, columns: 80, rows: 24)
            let row = try #require(narrow.layout?.codeRow)
            let both = lines[row].trimmingTrailingSpaces + " " + lines[row + 1].trimmingTrailingSpaces
            #expect(lines[row].count <= 80 && lines[row + 1].count <= 80)
            #expect(model.codePlatform != .swiftui || !both.contains("…"), "\(platform): \(both)")
            model.apply(.character("c"))
        }
    }

    @Test("? shows every key whole in its own overlay at 120×40, and scrolls at 80×24")
    func keysOverlay() throws {
        var model = try TuneModel(state: SpringScene().defaultState)
        model.apply(.character("?"))
        let (_, rows) = Self.screen(model, columns: 120, rows: 40)
        for item in TuneView.keyHelp {
            let words = item.does.split(separator: " ")
            #expect(rows.contains { $0.hasPrefix("  " + item.keys) }, "\(item.keys)")
            let text = rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
            #expect(text.contains(words.joined(separator: " ")), "\(item.keys): \(item.does)")
        }
        #expect(!rows.joined().contains("…"))
        let (_, small) = Self.screen(model, columns: 80, rows: 24)
        #expect(small[1].contains("Up/Down scroll"), "\(small[1])")
        model.apply(.down)
        #expect(model.showsHelp && model.helpScroll == 1)
        model.apply(.character("x"))
        #expect(!model.showsHelp)
    }

    @Test("Esc over the keys hides them and keeps every value; the next Esc reverts and leaves")
    func escapeHidesTheKeysFirst() throws {
        var model = try TuneModel(state: CardScene().defaultState)
        model.apply(.right)
        let nudged = model.focusedValue
        model.apply(.character("?"))
        model.apply(.escape)
        #expect(!model.showsHelp && model.outcome == nil && model.focusedValue == nudged)
        model.apply(.escape)
        #expect(model.outcome == .revert)
    }

    @Test("t names the throw and its outcome, as run names it")
    func throwOutcome() throws {
        var model = try TuneModel(state: CardScene().defaultState)
        model.apply(.character("t"))
        // 1200 pt/s projects far past shrink.distance (run drag --velocity 1200 plays drag → dismiss).
        #expect(model.message == "t: drag thrown at 1200 pt/s → dismiss; t again plays it from rest", "\(model.message ?? "")")
        let title = Self.screen(model, columns: 120, rows: 40).rows[0]
        #expect(title.contains("drag thrown at 1200 pt/s → dismiss"), "\(title)")
    }

    @Test("s asks a name: typed letters form it, Enter asks the loop to save, Esc cancels; keys do not move values meanwhile")
    func saveKey() throws {
        var model = try TuneModel(state: SpringScene().defaultState, focusKey: "spring.damping")
        model.apply(.character("s"))
        #expect(model.savingName == "")
        for character in "soft" { model.apply(.character(character)) }
        model.apply(.right)
        #expect(model.state == model.original, "Right while naming changes nothing")
        model.apply(.enter)
        #expect(model.saveRequest == "soft" && model.savingName == nil && model.outcome == nil)
        model.saved("saved soft (spring) to soft.json")
        #expect(model.saveRequest == nil && model.message == "saved soft (spring) to soft.json")
        model.apply(.character("s"))
        model.apply(.escape)
        #expect(model.savingName == nil && model.message == "not saved" && model.outcome == nil)
    }

    @Test("s in tune writes the values as a preset where save NAME would, and says where")
    func saveWrites() throws {
        let folder = try NotebookFolder()
        let context = CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment)
        var state = SpringScene().defaultState
        try state.apply(key: "spring.damping", value: .number(0.6))
        let line = TuneCommand.save(state, as: "./soft.json", in: context)
        #expect(line.hasPrefix("saved soft (spring) to "), "\(line)")
        let shell = ShellHarness(context: context)
        let loaded = shell.run("load ./soft.json; show spring.damping")
        #expect(loaded.succeeded && loaded.output.contains("0.6"), "\(loaded.errors)")
    }
}
