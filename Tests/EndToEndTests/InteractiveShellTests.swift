import Foundation
import TestPrerequisites
import Testing

/// The shell as a person uses it, in a real terminal (tmux): banner, prompt, Tab, a UTF-8
/// value with its error, history across restarts, Ctrl-C, Ctrl-D, Ctrl-Z and fg.
@Suite("interactive shell in a terminal", .enabled(if: TmuxSession.runs, "needs tmux (make deps installs it)"))
struct InteractiveShellTests {
    static let prompt = "animtune spring> "
    static let modifiedPrompt = "animtune spring*> "

    @Test("banner, prompt, Tab completes a command and a key segment by segment, lists candidates")
    func completion() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        let start = try shell.waitFor(Self.prompt.trimmed)
        #expect(start.found, "no prompt:\n\(start.screen)")
        #expect(start.screen.lines.first?.contains("'help' lists commands") == true)
        #expect(start.screen.lines.first?.contains("Ctrl-D") == true)
        #expect(start.screen.lines.first?.contains("\\e[") == false, "the banner's dim style is shown as text")

        try shell.type("sho")
        try shell.press("Tab")
        #expect(try shell.waitFor(Self.prompt + "show").found)
        try shell.type("sp")
        try shell.press("Tab")
        #expect(try shell.waitFor(Self.prompt + "show spring.").found)
        try shell.type("da")
        try shell.press("Tab")
        #expect(try shell.waitFor(Self.prompt + "show spring.damping").found)
        try shell.press("Tab")
        let listed = try shell.waitFor { screen in
            screen.lines.contains {
                $0.contains("spring.damping ") && $0.contains("spring.dampingCoefficient") && $0.contains("spring.dampingFraction")
            }
        }
        #expect(listed.found, "\(listed.screen)")
        #expect(!listed.screen.contains("\\r"), "the list's line breaks are shown as text")
        // The line is redrawn under the list, still editable.
        try shell.type("Fraction")
        try shell.press("Enter")
        let shown = try shell.waitFor { $0.lines.contains { $0.contains("spring.dampingFraction") && $0.contains("0.5") } }
        #expect(shown.found, "\(shown.screen)")

        try shell.type("set spring.damping 0.3")
        try shell.press("Enter")
        #expect(try shell.waitFor(Self.modifiedPrompt.trimmed).found)
        // Unsaved: the first Ctrl-D asks, the second leaves.
        try shell.press("C-d")
        #expect(try shell.waitFor("Ctrl-D again leaves unsaved").found)
        try shell.press("C-d")
        try expectExit(shell)
    }

    @Test("a UTF-8 value is read intact; the error has a caret under it and names the closest scene")
    func utf8Error() throws {
        let home = try TestFolder()
        // No LANG: animtune must still read UTF-8 (it falls back to a UTF-8 LC_CTYPE).
        let shell = try TmuxSession(home: home, environment: ["LANG": nil])
        #expect(try shell.waitFor(Self.prompt.trimmed).found)
        try shell.type("set curve.duration 0,3…")
        try shell.press("Enter")
        let error = try shell.waitFor("^~~~")
        #expect(error.found, "\(error.screen)")
        let lines = error.screen.lines
        let index = try #require(lines.firstIndex { $0.hasPrefix("error: curve.duration: '0,3…' is not a duration") })
        #expect(lines[index + 1] == "  set curve.duration 0,3…")
        #expect(lines[index + 2] == "  " + String(repeating: " ", count: 19) + "^~~~")

        try shell.type("use spríng")
        try shell.press("Enter")
        let second = try shell.waitFor("did you mean 'spring'?")
        #expect(second.found, "\(second.screen)")
        let again = second.screen.lines
        let at = try #require(again.firstIndex { $0.hasPrefix("error: unknown scene 'spríng'; did you mean 'spring'?") })
        #expect(again[at + 1] == "  use spríng")
        #expect(again[at + 2] == "      ^~~~~~")
        // The prompt came back and the terminal still works.
        try shell.type("get travel")
        try shell.press("Enter")
        #expect(try shell.waitFor("travel = 200 pt").found)
        try shell.press("C-d")
        try expectExit(shell)
    }

    @Test("history survives a restart (Up recalls it), Ctrl-C clears the line, 'history' lists, file is 0600")
    func historyAndControlC() throws {
        let home = try TestFolder()
        do {
            let first = try TmuxSession(home: home)
            #expect(try first.waitFor(Self.prompt.trimmed).found)
            try first.type("get spring.stiffness")
            try first.press("Enter")
            #expect(try first.waitFor("spring.stiffness = 100 N/m").found)
            try first.press("C-d")
            try expectExit(first)
        }
        #expect(home.permissions(home.historyPath) == 0o600)
        #expect(home.permissions(home.path + "/state/animtune") == 0o700)

        let second = try TmuxSession(home: home)
        #expect(try second.waitFor(Self.prompt.trimmed).found)
        try second.press("Up")
        #expect(try second.waitFor(Self.prompt + "get spring.stiffness").found)

        // Ctrl-C drops the recalled line without running it and prompts again.
        try second.press("C-c")
        let cleared = try second.waitFor { screen in
            let lines = screen.lines
            guard let index = lines.firstIndex(of: Self.prompt + "get spring.stiffness^C") else { return false }
            return lines.count > index + 1 && lines[index + 1] == Self.prompt.trimmed
        }
        #expect(cleared.found, "\(cleared.screen)")

        try second.type("set spring.damping 0.9")
        #expect(try second.waitFor(Self.prompt + "set spring.damping 0.9").found)
        try second.press("C-c")
        #expect(try second.waitFor("set spring.damping 0.9^C").found)
        try second.type("history")
        try second.press("Enter")
        let listed = try second.waitFor("  2  history")
        #expect(listed.found, "\(listed.screen)")
        #expect(listed.screen.contains("  1  get spring.stiffness"))
        #expect(!listed.screen.contains("  2  set spring.damping"))
        // The cleared `set` never ran: no unsaved changes.
        #expect(!listed.screen.contains("spring*>"))
        try second.type("quit")
        try second.press("Enter")
        try expectExit(second)
        let saved = try #require(home.read("state/animtune/history"))
        #expect(saved == "_HiStOrY_V2_\nget\\040spring.stiffness\nhistory\nquit\n")
    }

    @Test("Ctrl-C pressed while the shell waits, after a pause and a window resize, discards the line; Enter then runs nothing")
    func controlCWhileWaitingDiscardsTheLine() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor(Self.prompt.trimmed).found)
        // A resize while libedit reads re-arms its signal handlers; the typing echoed after
        // it shows it was handled. The key then comes while libedit is blocked reading.
        try shell.resize(columns: 100, rows: 30)
        try shell.type("set spring.damping 0.9")
        #expect(try shell.waitFor(Self.prompt + "set spring.damping 0.9").found)
        try shell.press("C-c")
        let cleared = try shell.waitFor { screen in
            let lines = screen.lines
            guard let index = lines.firstIndex(of: Self.prompt + "set spring.damping 0.9^C") else { return false }
            return lines.count > index + 1 && lines[index + 1] == Self.prompt.trimmed
        }
        #expect(cleared.found, "\(cleared.screen)")
        try shell.press("Enter")
        try shell.type("history")
        try shell.press("Enter")
        let listed = try shell.waitFor("  1  history")
        #expect(listed.found, "\(listed.screen)")
        #expect(!listed.screen.contains("set spring.damping 0.9\n"))
        #expect(!listed.screen.contains("spring*>"))
        try shell.press("C-d")
        try expectExit(shell)
    }

    @Test("Ctrl-C at the prompt is a key of the line editor: no SIGINT reaches the programs that started animtune (make run)")
    func controlCAtThePromptSignalsNobody() throws {
        guard let binary = AnimTuneBinary.path else { return }
        let home = try TestFolder()
        // A parent in the terminal's process group, as `make run` is, notes every SIGINT.
        let parent = "trap 'echo SIGINT >> parent-signals' INT; \"$0\"; echo done >> parent-signals"
        let shell = try TmuxSession(home: home, command: ["/bin/sh", "-c", parent, binary])
        #expect(try shell.waitFor(Self.prompt.trimmed).found)
        try shell.type("reset all")
        #expect(try shell.waitFor(Self.prompt + "reset all").found)
        try shell.press("C-c")
        #expect(try shell.waitFor(Self.prompt + "reset all^C").found)
        try shell.press("C-d")
        try expectExit(shell)
        #expect(home.read("parent-signals") == "done\n")
    }

    @Test("Ctrl-D or quit with unsaved changes asks once; the second leaves")
    func leavingWithUnsavedChangesAsksOnce() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor(Self.prompt.trimmed).found)
        try shell.type("set spring.damping 0.3")
        try shell.press("Enter")
        #expect(try shell.waitFor("animtune spring*>").found)
        try shell.type("quit")
        try shell.press("Enter")
        let warned = "unsaved changes in 'spring' ('diff', 'save NAME'); 'quit' again leaves unsaved"
        #expect(try shell.waitFor(warned).found)
        #expect(warned.count <= 80 && "unsaved changes in 'profile' ('diff', 'save NAME'); Ctrl-D again leaves unsaved".count <= 80)
        // Asked once: Ctrl-D now leaves.
        try shell.press("C-d")
        try expectExit(shell)
        #expect(!(try shell.screen()).contains("Ctrl-D again"))
        let second = try TmuxSession(home: home)
        #expect(try second.waitFor(Self.prompt.trimmed).found)
        try second.type("set spring.damping 0.3")
        try second.press("Enter")
        #expect(try second.waitFor("animtune spring*>").found)
        try second.press("C-d")
        #expect(try second.waitFor("'save NAME'); Ctrl-D again leaves unsaved").found)
        try second.press("C-d")
        try expectExit(second)
    }

    @Test("Ctrl-C during a Ctrl-R history search cancels the search and keeps the shell open")
    func controlCCancelsHistorySearch() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor(Self.prompt.trimmed).found)
        try shell.type("get spring.stiffness")
        try shell.press("Enter")
        #expect(try shell.waitFor("spring.stiffness = 100 N/m").found)
        try shell.press("C-r")
        try shell.type("stiff")
        #expect(try shell.waitFor("stiff").found)
        try shell.press("C-c")
        let cancelled = try shell.waitFor("^C")
        #expect(cancelled.found, "\(cancelled.screen)")
        try shell.type("get spring.damping")
        try shell.press("Enter")
        let answered = try shell.waitFor("spring.damping = 0.5")
        #expect(answered.found, "\(answered.screen)")
        try shell.press("C-d")
        try expectExit(shell)
    }

    @Test("errors are coloured in a terminal; NO_COLOR turns colour off")
    func colour() throws {
        let home = try TestFolder()
        let coloured = try TmuxSession(home: home)
        #expect(try coloured.waitFor(Self.prompt.trimmed).found)
        try coloured.type("sho spring")
        try coloured.press("Enter")
        let withColour = try coloured.waitFor(escapes: true) { $0.contains("did you mean") && $0.contains("^~~") }
        #expect(withColour.found, "\(withColour.screen)")
        #expect(withColour.screen.contains("\u{1B}["))

        let plain = try TmuxSession(home: home, environment: ["NO_COLOR": "1"])
        #expect(try plain.waitFor(Self.prompt.trimmed).found)
        try plain.type("sho spring")
        try plain.press("Enter")
        let without = try plain.waitFor(escapes: true) { $0.contains("did you mean") && $0.contains("^~~") }
        #expect(without.found, "\(without.screen)")
        #expect(!without.screen.contains("\u{1B}["))
        #expect(without.screen.contains("error: unknown command 'sho'; did you mean 'show'?"))
    }

    @Test("Ctrl-Z then fg in a job-control shell keeps the half-typed line")
    func suspendAndResume() throws {
        let binary = try #require(AnimTuneBinary.path, "the animtune binary is built beside the tests")
        try #require(FileManager.default.isExecutableFile(atPath: "/bin/bash"), "needs /bin/bash")
        let home = try TestFolder()
        let shell = try TmuxSession(home: home, environment: ["PS1": "$ ", "HISTFILE": ""],
                                    command: ["/bin/bash", "--norc", "--noprofile", "-i"])
        #expect(try shell.waitFor("$").found)
        try shell.type(TmuxSession.quote(binary))
        try shell.press("Enter")
        #expect(try shell.waitFor(Self.prompt.trimmed).found)
        try shell.type("show spring.st")
        #expect(try shell.waitFor(Self.prompt + "show spring.st").found)
        try shell.press("C-z")
        #expect(try shell.waitFor("Stopped").found)
        try shell.type("fg")
        try shell.press("Enter")
        // libedit redraws the prompt with the line as it was.
        let resumed = try shell.waitFor { $0.lines.filter { $0 == Self.prompt + "show spring.st" }.count >= 2 }
        #expect(resumed.found, "\(resumed.screen)")
        try shell.type("iffness")
        try shell.press("Enter")
        #expect(try shell.waitFor { $0.lines.contains { $0.contains("spring.stiffness") && $0.contains("100") } }.found)
        try shell.press("C-d")
        // bash's prompt is back on the last line before anything is typed to it.
        let back = try shell.waitFor { $0.lines.last(where: { !$0.isEmpty }) == "$" }
        #expect(back.found, "\(back.screen)")
        try shell.type("echo \"status=$?\"")
        try shell.press("Enter")
        let status = try shell.waitFor("status=0")
        #expect(status.found, "\(status.screen)")
    }
}

/// The program has ended with status 0; otherwise the screen is shown.
private func expectExit(_ shell: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let status = try shell.exitStatus()
    let screen = try shell.screen()
    #expect(status == 0, "exit status \(status.map(String.init) ?? "none (still running)"):\n\(screen)",
            sourceLocation: sourceLocation)
}

private extension String {
    var trimmed: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
