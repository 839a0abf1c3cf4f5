import AnimTuneCore
import AnimTuneShell
import ArgumentParser
import SafeIO

/// `animtune preview [SCENE] [--port N]`: the live preview page, served until Ctrl-C or the end
/// of standard input; each line read meanwhile runs as a shell command, so `set`, `use` and
/// `run` typed (or piped) here change the page.
struct PreviewCommandLine: CommandLineForms {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve the live preview page of a scene until Ctrl-C or the end of input.",
        discussion: """
        Prints the page's URL (127.0.0.1, a random token in the path) and serves it. Each line \
        of standard input runs as a shell command (set spring.damping=12, use card, run dismiss) \
        and the page follows; the server stops at the end of input or on Ctrl-C.
        """
    )

    static let forms = [CommandLineForm("preview [SCENE] [--port N]", "serve the live preview page until end of input")]

    @Argument(help: "The scene to show (default: \(SceneCatalog.defaultScene.name)).")
    var scene: String?

    @Option(help: "The port on 127.0.0.1 (default 0: any free one).")
    var port: Int = 0

    @Option(help: "Folder for 'save NAME' and 'load NAME'.")
    var presets: String?

    mutating func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is not a port; give 1–65535, or 0 for any free one") }
        if let scene, (try? SceneCatalog.scene(named: scene)) == nil {
            throw ValidationError("no scene '\(TerminalSafe.echo(scene))'; the scenes are \(SceneCatalog.names.joined(separator: ", "))")
        }
    }

    mutating func run() throws {
        let context = CommandContext(environment: ShellEnvironment.current(presetsOverride: presets))
        let runner = ScriptRunner(context: context, keepGoing: true)
        // The scene was checked against the catalog and the port is a number: no user text is spliced.
        guard runner.runLine("preview \(scene ?? "on") --port \(port)", source: "animtune preview", line: 1) else {
            throw ExitCode(context.exitStatus(1))
        }
        var number = 0
        while let line = readLine() {
            number += 1
            _ = runner.runLine(line, source: "<stdin>", line: number)
        }
        throw ExitCode(context.exitStatus(0))
    }
}
