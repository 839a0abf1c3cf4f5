import AnimTuneCore
import Testing
@testable import AnimTuneShell

/// `help` names the topic pages, and no help page has a line wider than the terminal.
@Suite("help topics")
struct HelpTopicsTests {
    static func shell(width: Int) -> ShellHarness {
        ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(),
                                             environment: ShellEnvironment(terminalWidth: width, workingDirectory: "/tmp")))
    }

    @Test("help lists every topic page, and each one it lists opens")
    func topicsListed() {
        let shell = Self.shell(width: 80)
        let overview = shell.run("help").output
        for topic in ["runtimes", "interruptions", "reduced", "curves"] {
            #expect(overview.contains("help \(topic)"), "\(topic)")
        }
        for (topic, _) in HelpCommand.topics {
            let page = shell.run("help \(topic)")
            #expect(page.succeeded && !page.output.isEmpty, "help \(topic): \(page.errors)")
        }
    }

    @Test("help interruptions is split into pages of at most 60 lines at 80 columns, each listed on the first; a page that is not one is refused")
    func interruptionPages() {
        let shell = Self.shell(width: 80)
        let first = shell.run("help interruptions").output
        for page in [""] + InterruptionsHelp.parts.map(\.name) {
            let result = shell.run("help interruptions \(page)")
            #expect(result.succeeded, "\(page): \(result.errors)")
            #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).count <= 60, "help interruptions \(page)")
            if !page.isEmpty { #expect(first.contains("help interruptions \(page)")) }
        }
        let wrong = shell.run("help interruptions policy")
        #expect(!wrong.succeeded)
        #expect(wrong.errors.contains("no page 'policy' of help interruptions; the pages are runtimes, release, gestures, scenes"))
    }

    @Test("help interruptions runtimes says where a Compose retarget lands, as animation-core's own code does: the last frame drawn, from a frame callback or between frames; at rest the next frame")
    func composeLanding() {
        let page = Self.shell(width: 80).run("help interruptions runtimes").output
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(page.contains("a retarget lands on the last frame at or before it, whether animateTo is called from a frame callback or between frames"))
        #expect(page.contains("shows 125.63 at 0.1167 s"))
        #expect(page.contains("Only an Animatable at rest starts its clock at the next frame"))
    }

    @Test("at 80 columns no line of help, a topic page or a command's help is wider than 80", arguments: SceneCatalog.names)
    func linesFit(_ scene: String) {
        let shell = Self.shell(width: 80)
        shell.run("use \(scene)")
        let pages = [""] + HelpCommand.topics.map(\.0) + InterruptionsHelp.parts.map { "interruptions " + $0.name }
            + CommandTable.standard.commands.map(\.help.name)
        for page in pages {
            for line in shell.run("help \(page)").output.split(separator: "\n") {
                #expect(DisplayWidth.of(String(line)) <= 80, "help \(page) in \(scene): \(DisplayWidth.of(String(line))): \(line)")
            }
        }
    }
}
