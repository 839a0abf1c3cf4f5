import Foundation
import Testing

/// `tune` as a person uses it, in a real terminal (tmux): nudges redraw value, curve and
/// metrics; Enter leaves one set line, Esc nothing; the window's size; the terminal's state
/// after every way out.
@Suite("tune in a terminal", .enabled(if: TmuxSession.runs, "needs tmux (make deps installs it)"))
struct TuneEndToEndTests {
    /// Types a line at the prompt and presses Enter once the shell shows it.
    static func enter(_ line: String, in shell: TmuxSession) throws {
        try shell.type(line)
        #expect(try shell.waitFor(line).found)
        try shell.press("Enter")
    }

    /// The Braille dots of the screen (the chart), row by row.
    static func chart(_ screen: String) -> String {
        String(screen.unicodeScalars.filter { (0x2800...0x28FF).contains($0.value) || $0 == "\n" })
    }

    static func line(startingWith prefix: String, in screen: String) -> String? {
        screen.lines.first { $0.hasPrefix(prefix) }
    }

    /// The history's entries as `history` lists them, without their numbers.
    static func history(_ screen: String) -> [String] {
        screen.lines.compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard let space = trimmed.firstIndex(of: " "), Int(trimmed[..<space]) != nil else { return nil }
            return String(trimmed[space...].drop { $0 == " " })
        }
    }

    @Test("tune spring.damping, Right ×3 redraws value, curve and overshoot each time; Enter leaves one set line; undo restores")
    func nudgeAndKeep() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("tune spring.damping", in: shell)
        let opened = try shell.waitFor { $0.contains("> spring.damping") && $0.contains(TuneKeys.line) }
        #expect(opened.found, "\(opened.screen)")
        var previous = opened.screen
        for value in ["0.51", "0.52", "0.53"] {
            try shell.press("Right")
            let shown = try shell.waitFor { screen in
                screen.lines.contains { $0.hasPrefix("> spring.damping") && $0.contains(value + "*") }
                    && Self.line(startingWith: "overshoot 16.3 % → ", in: screen) != nil
                    && Self.line(startingWith: "overshoot", in: screen) != Self.line(startingWith: "overshoot", in: previous)
            }
            #expect(shown.found, "\(value):\n\(shown.screen)")
            #expect(Self.chart(shown.screen) != Self.chart(previous), "the curve did not change at \(value)")
            previous = shown.screen
        }
        try shell.press("Enter")
        #expect(try shell.waitFor("set spring.damping=0.53\n").found)
        try Self.enter("get spring.damping", in: shell)
        #expect(try shell.waitFor("spring.damping = 0.53").found)
        try Self.enter("history", in: shell)
        let listed = try shell.waitFor { Self.history($0).last == "history" }
        let entries = Self.history(listed.screen)
        #expect(entries.filter { $0.hasPrefix("set ") } == ["set spring.damping=0.53"], "\(listed.screen)")
        #expect(entries.suffix(3) == ["set spring.damping=0.53", "get spring.damping", "history"])
        try Self.enter("undo", in: shell)
        try Self.enter("get spring.damping", in: shell)
        #expect(try shell.waitFor("spring.damping = 0.5\n").found)
    }

    @Test("tune spring.damping, Right, Esc: nothing changed, nothing in the history")
    func escapeChangesNothing() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("tune spring.damping", in: shell)
        #expect(try shell.waitFor(TuneKeys.line).found)
        try shell.press("Right")
        #expect(try shell.waitFor("0.51*").found)
        try shell.press("Escape")
        #expect(try shell.waitFor("tune: every value is back as it was").found)
        try Self.enter("get spring.damping", in: shell)
        #expect(try shell.waitFor("spring.damping = 0.5\n").found)
        try Self.enter("undo", in: shell)
        #expect(try shell.waitFor("nothing to undo").found)
        try Self.enter("history", in: shell)
        let listed = try shell.waitFor { Self.history($0).last == "history" }
        #expect(listed.found, "\(listed.screen)")
        #expect(!Self.history(listed.screen).contains { $0.hasPrefix("set ") }, "\(listed.screen)")
    }

    @Test("l locks the overshoot: nudging the SwiftUI response keeps it while the settle time changes")
    func lockOvershoot() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("tune spring.response", in: shell)
        #expect(try shell.waitFor { $0.contains("> spring.response") && $0.contains(TuneKeys.line) }.found)
        try shell.press("l")
        #expect(try shell.waitFor("locked spring overshoot 16.3 %: nudges solve the rest").found)
        for value in ["0.64 s*", "0.65 s*", "0.66 s*"] {
            try shell.press("Right")
            let shown = try shell.waitFor { $0.lines.contains { $0.hasPrefix("> spring.response") && $0.contains(value) } }
            #expect(shown.found, "\(value):\n\(shown.screen)")
            let metrics = try #require(Self.line(startingWith: "overshoot", in: shown.screen))
            #expect(metrics.hasPrefix("overshoot (locked) 16.3 %   peak 0.363 s → "), "\(metrics)")
            #expect(metrics.contains("settle 0.808 s → "), "\(metrics)")
        }
        try shell.press("Enter")
        #expect(try shell.waitFor("set spring.response=0.66").found)
        try Self.enter("metrics", in: shell)
        #expect(try shell.waitFor("16.3").found)
    }

    @Test("while recording, Enter adds the set line as a cell instead of tune, and the notebook replays it")
    func recording() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("record tuned.md", in: shell)
        #expect(try shell.waitFor("recording to tuned.md").found)
        try Self.enter("tune spring.damping", in: shell)
        #expect(try shell.waitFor(TuneKeys.line).found)
        try shell.press("Right")
        #expect(try shell.waitFor("0.51*").found)
        try shell.press("Enter")
        #expect(try shell.waitFor("set spring.damping=0.51\n").found)
        try Self.enter("get spring.damping", in: shell)
        try Self.enter("record off", in: shell)
        #expect(try shell.waitFor("stopped recording to tuned.md; its outputs are written").found)
        let notebook = try #require(home.read("tuned.md"))
        #expect(notebook.contains("```animtune\nset spring.damping=0.51\n```"))
        #expect(notebook.contains("spring.damping = 0.51"))
        #expect(!notebook.contains("tune spring.damping"))
    }

    @Test("every scene: a layout constant nudged, kept, read back and undone",
          arguments: [("notch", "notch.width", "215 pt", "209 pt"), ("tabbar", "indicator.width", "61 pt", "60 pt"),
                      ("card", "card.top", "73 pt", "72.04 pt"), ("profile", "header.stopOffset", "41 pt", "40 pt")])
    func layoutConstant(scene: String, key: String, nudged: String, original: String) throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("use \(scene)", in: shell)
        #expect(try shell.waitFor("animtune \(scene)>").found)
        try Self.enter("tune \(key)", in: shell)
        #expect(try shell.waitFor { $0.contains("> \(key)") && $0.contains(TuneKeys.line) }.found)
        try shell.press("Right")
        let shown = try shell.waitFor { $0.lines.contains { $0.hasPrefix("> \(key)") && $0.contains(nudged + "*") } }
        #expect(shown.found, "\(shown.screen)")
        try shell.press("Enter")
        let value = nudged.split(separator: " ")[0]
        #expect(try shell.waitFor("set \(key)=\(value)\n").found)
        try Self.enter("get \(key)", in: shell)
        #expect(try shell.waitFor("\(key) = \(nudged)").found)
        try Self.enter("undo", in: shell)
        try Self.enter("get \(key)", in: shell)
        #expect(try shell.waitFor("\(key) = \(original)\n").found)
    }

    @Test("at 80×24 every part is in place; below the minimum one line says so; growing again redraws")
    func windowSizes() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        try shell.resize(columns: 80, rows: 24)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("tune spring.damping", in: shell)
        let full = try shell.waitFor { $0.lines.count >= 24 && $0.lines[23] == TuneKeys.narrow }
        #expect(full.found, "\(full.screen)")
        let lines = full.screen.lines
        #expect(lines[0].hasPrefix("tune spring · spring.damping · UIKit form"))
        #expect(lines.contains { $0.hasPrefix("> spring.damping" + String(repeating: " ", count: 12) + "0.5") })
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines[17].hasPrefix("step 0.01, range 0.01…1"))
        #expect(lines[18].hasPrefix("overshoot 16.3 %   peak 0.363 s   settle 0.808 s"))
        // The code line in the form on screen (UIKit, since spring.damping is focused), on two rows.
        #expect(lines[21].hasPrefix("swiftui  static let spring = Animation.spring(response: "))
        #expect(lines[22].hasPrefix("dampingFraction: 0.5)"))
        try shell.resize(columns: 50, rows: 12)
        #expect(try shell.waitFor("tune needs 64×16, window is 50×12; Esc leaves").found)
        try shell.resize(columns: 80, rows: 24)
        let again = try shell.waitFor { $0.lines.count >= 24 && $0.lines[23] == TuneKeys.narrow && !$0.contains("too small") }
        #expect(again.found, "\(again.screen)")
        try shell.press("Escape")
        #expect(try shell.waitFor("tune: every value is back as it was").found)
    }

    @Test("the phone plays what the focused key shapes: card dismiss.spring.damping plays dismiss, a and A cycle to present and back",
          arguments: [(120, 40), (80, 24)])
    func actionFollowsFocus(columns: Int, rows: Int) throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        try shell.resize(columns: columns, rows: rows)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("use card", in: shell)
        #expect(try shell.waitFor("animtune card>").found)
        try Self.enter("tune dismiss.spring.damping", in: shell)
        let keys = columns >= 100 ? TuneKeys.line : TuneKeys.narrow
        let opened = try shell.waitFor { $0.lines.first?.contains("playing dismiss") == true && $0.contains(keys) }
        #expect(opened.found, "\(opened.screen)")
        #expect(opened.screen.contains("a action"))
        try shell.press("A")
        // Wait for the whole frame (title and message), not a capture taken while it is drawn.
        let present = try shell.waitFor { $0.lines.first?.contains("playing present") == true && $0.contains("does not shape it") }
        #expect(present.found, "\(present.screen)")
        #expect(present.screen.contains("playing present; dismiss.spring.damping does not shape it"), "\(present.screen)")
        try shell.press("a")
        let back = try shell.waitFor { $0.lines.first?.contains("playing dismiss") == true && $0.contains("playing dismiss") }
        #expect(back.found, "\(back.screen)")
        try shell.press("Escape")
        #expect(try shell.waitFor("tune: every value is back as it was").found)
    }

    @Test("notch: a duration key shows its own curve, and the curve changes as it is nudged", arguments: [(120, 40), (80, 24)])
    func durationShowsItsCurve(columns: Int, rows: Int) throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        try shell.resize(columns: columns, rows: rows)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("use notch", in: shell)
        #expect(try shell.waitFor("animtune notch>").found)
        try Self.enter("tune drop.cornerRadius.duration", in: shell)
        let opened = try shell.waitFor { $0.contains("drop.cornerRadius: corner radi") && $0.lines.first?.contains("playing pull") == true }
        #expect(opened.found, "\(opened.screen)")
        try shell.press("]")
        let nudged = try shell.waitFor { $0.lines.contains { $0.hasPrefix("> drop.c") && $0.contains("0.35 s*") } }
        #expect(nudged.found, "\(nudged.screen)")
        #expect(nudged.screen.contains("drop.cornerRadius: corner radi"))
        #expect(Self.chart(nudged.screen) != Self.chart(opened.screen), "the corner radius curve did not change")
        try shell.press("Escape")
        #expect(try shell.waitFor("tune: every value is back as it was").found)
    }

    @Test("tune spring --vs card:dismiss.spring pins the card's dismissal: named beside the metrics as the spring is nudged")
    func pinnedReference() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("tune spring.damping --vs card:dismiss.spring", in: shell)
        let opened = try shell.waitFor { $0.contains("card:dismiss.spring: overshoot 4.6 %") && $0.contains(TuneKeys.line) }
        #expect(opened.found, "\(opened.screen)")
        try shell.press("Right")
        let nudged = try shell.waitFor { $0.contains("0.51*") && $0.contains("card:dismiss.spring: overshoot 4.6 %") }
        #expect(nudged.found, "\(nudged.screen)")
        try shell.press("Escape")
        #expect(try shell.waitFor("tune: every value is back as it was").found)
    }

    enum WayOut: String, CaseIterable, Sendable {
        case enter, escape, controlC, sigterm, sighup, sigquit, sigsegv, sigabrt

        var signal: Int32? {
            switch self {
            case .sigterm: SIGTERM
            case .sighup: SIGHUP
            case .sigquit: SIGQUIT
            case .sigsegv: SIGSEGV
            case .sigabrt: SIGABRT
            case .enter, .escape, .controlC: nil
            }
        }
    }

    @Test("the terminal's settings (stty -a) are the same after every way out of tune, crashes included",
          arguments: WayOut.allCases)
    func terminalRestored(way: WayOut) throws {
        let home = try TestFolder()
        let binary = try #require(AnimTuneBinary.path)
        // The program runs as a child the test can signal; its input is the terminal. A crash
        // report follows the restore; Swift's backtracer must not wait for a key after it.
        let script = "exec 3<&0; stty -a > stty-before.txt; SWIFT_BACKTRACE=interactive=no \"$0\" <&3 3<&- & echo $! > animtune.pid; "
            + "wait $!; stty -a > stty-after.txt"
        let shell = try TmuxSession(home: home, command: ["/bin/sh", "-c", script, binary])
        #expect(try shell.waitFor("animtune spring>").found)
        try Self.enter("tune spring.damping", in: shell)
        #expect(try shell.waitFor(TuneKeys.line).found)
        try shell.press("Right")
        #expect(try shell.waitFor("0.51*").found)
        switch way {
        case .enter: try shell.press("Enter")
        case .escape: try shell.press("Escape")
        case .controlC: try shell.press("C-c")
        case .sigterm, .sighup, .sigquit, .sigsegv, .sigabrt:
            let pid = try #require(home.read("animtune.pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
            kill(pid, try #require(way.signal))
        }
        if way == .enter || way == .escape || way == .controlC {
            #expect(try shell.waitFor(way == .enter ? "set spring.damping=0.51" : "tune: every value is back as it was").found)
            try Self.enter("quit", in: shell)
            if way == .enter {
                // The kept value is unsaved: the first quit asks, the second leaves.
                #expect(try shell.waitFor("'quit' again leaves unsaved").found)
                try Self.enter("quit", in: shell)
            }
        }
        _ = try shell.exitStatus()
        let before = try #require(home.read("stty-before.txt"))
        let after = try #require(home.read("stty-after.txt"), "no stty after \(way)")
        #expect(before == after)
        #expect(!before.isEmpty)
    }
}

/// The keys line at the bottom of tune's screen, at 120 columns and at 80 (where the least
/// needed keys give way; ? lists them all).
enum TuneKeys {
    static let line = "Up/Dn key  Lt/Rt nudge  [ ] x10  a action  p form  l lock  r rescale  v pin  c code  ? keys  Enter keep  Esc revert"
    static let narrow = "Up/Dn key  Lt/Rt nudge  a action  p form  l lock  ? keys  Enter keep  Esc revert"
}
