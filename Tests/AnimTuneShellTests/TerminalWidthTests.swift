import AnimTuneCore
import Testing
@testable import AnimTuneShell

/// Listings fit the terminal: no line is wider, and words are never split.
@Suite("listings fit the terminal width")
struct TerminalWidthTests {
    static func harness(width: Int) -> ShellHarness {
        ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(),
                                             environment: ShellEnvironment(terminalWidth: width, workingDirectory: "/tmp")))
    }

    static func widest(_ text: String) -> (Int, String) {
        text.split(separator: "\n").map { (DisplayWidth.of($0), String($0)) }.max { $0.0 < $1.0 } ?? (0, "")
    }

    @Test("at 80 columns no line of help, help COMMAND, show, scenes or help curves is wider, in any scene",
          arguments: SceneCatalog.all.map(\.name))
    func eightyColumns(_ scene: String) {
        let shell = Self.harness(width: 80)
        var commands = ["help", "show", "scenes", "help curves"] + CommandTable.standard.commands.map { "help \($0.help.name)" }
        commands += (try? SceneCatalog.scene(named: scene))?.keys.map { "help \($0)" } ?? []
        for command in commands {
            let result = shell.run("use \(scene); \(command)")
            #expect(result.errors == "")
            let (width, line) = Self.widest(result.output)
            #expect(width <= 80, "\(command) in \(scene): \(width) columns: \(line)")
        }
    }

    @Test("a narrow show leaves the help column out and says where help is; a wide one shows it beside")
    func showHelpColumn() {
        let narrow = Self.harness(width: 80).run("show spring.damping").output
        #expect(narrow.hasSuffix("(help: a wider terminal shows them; 'help KEY' gives them for one parameter)\n"))
        let wide = Self.harness(width: 200).run("show spring.damping").output
        #expect(wide.contains("UIKit usingSpringWithDamping"))
        #expect(Self.widest(wide).0 <= 200)
    }

    @Test("a help column that cannot fit beside goes under its row, which keeps its alignment")
    func helpUnderTheRow() {
        let text = Self.harness(width: 80).run("use card; help curves").output
        #expect(text.contains("\n  present.spring       progress vs time (s)\n      progress of the present spring: UIKit"))
    }

    @Test("a usage too long for one line keeps its group's indent, and its continuation is indented under it")
    func wrappedUsageKeepsIndent() {
        let text = Self.harness(width: 100).run("help").output
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let run = lines.firstIndex(where: { $0.contains("run [ACTION") }) else {
            Issue.record("no run line in: \(text)")
            return
        }
        #expect(lines[run].hasPrefix("  run [ACTION"), "\(lines[run])")
        #expect(lines[run + 1].hasPrefix("    ") && !lines[run + 1].hasPrefix("      "), "\(lines[run + 1])")
    }

    @Test("help wraps at spaces: every word of a summary is whole on some line")
    func wholeWords() {
        let text = Self.harness(width: 60).run("help run").output
        for word in RunCommand().help.details.split(separator: " ") {
            #expect(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains(word), "\(word) was split")
        }
    }
}
