import Testing
@testable import AnimTuneShell

/// Issue 26: a preset's name and description are text from a file, so no command shows an
/// escape sequence from them raw, not even a colour in a coloured text plot (gnuplot draws its
/// legend, and a colour sequence of animtune's own is let through there).
@Suite("escape sequences in presets")
struct PresetEscapeTests {
    /// An unusual colour sequence, so animtune's own colours are not mistaken for it.
    static let colour = "\u{1B}[38;5;99m"

    static let commands = [
        "presets", "show", "diff", "metrics", "convert", "export swiftui", "export css", "export json",
        "table spring --to 0.02", "plot spring --vs planted --term dumb", "plot spring --term dumb", "save",
    ]

    @Test("a preset whose name and description hold a colour sequence never puts it on a colour terminal, in any command",
          arguments: commands)
    func noRawEscape(command: String) throws {
        let folder = try NotebookFolder()
        try folder.write("Presets/planted.json", """
            {"format": "animtune-preset", "version": 1, "scene": "spring", "name": "\\u001b[38;5;99mred",
             "description": "\\u001b[38;5;99mpainted \\u001b]0;title\\u0007", "parameters": {"spring": {"form": "uikit", "duration": 0.5, "damping": 0.4, "velocity": 0}}}
            """)
        var environment = folder.environment
        environment.isTerminal = true
        environment.useColour = true
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: environment))
        let loaded = shell.run("load planted")
        #expect(loaded.errors == "")
        let result = shell.run(command)
        let shown = loaded.output + result.output + result.errors
        #expect(!shown.contains(Self.colour), "\(command) showed \(shown.debugDescription)")
        #expect(!shown.contains("\u{1B}]"), "\(command)")
        #expect(!shown.contains("\u{07}"), "\(command)")
    }
}
