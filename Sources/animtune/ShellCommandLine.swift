import AnimTuneShell
import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `animtune [FILE] [-c COMMANDS]`: the interactive shell, or a script without prompts.
struct ShellCommandLine: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "Open the shell, or run commands from FILE, -c or piped input.",
        discussion: """
        With a terminal and no FILE, opens the interactive shell. With FILE, -c or piped input, \
        runs the commands and exits 0 when all succeeded, 1 at the first failure \
        (reported on stderr as SOURCE:LINE:COLUMN: error: MESSAGE).
        """
    )

    @Argument(help: "A file of animtune commands to run.")
    var file: String?

    @Option(name: .customShort("c"), help: "Commands to run, separated by ';'.")
    var commands: String?

    @Flag(help: "Run every command even after one fails; exit 1 at the end if any did.")
    var keepGoing = false

    @Option(help: "Folder for 'save NAME' and 'load NAME' (default: $ANIMTUNE_PRESETS, ./Presets, or ~/.local/share/animtune/presets).")
    var presets: String?

    @Flag(name: [.customShort("v"), .long],
          help: "Say what set, reset and use changed and what it did to the motion, as the shell does in a terminal.")
    var verbose = false

    mutating func run() throws {
        var environment = ShellEnvironment.current(presetsOverride: presets)
        if verbose { environment.reportsChanges = true }
        let context = CommandContext(environment: environment)
        // A recording not stopped with 'record off' is finished as the shell exits.
        defer { context.stopRecording() }
        let runner = ScriptRunner(context: context, keepGoing: keepGoing)
        if let commands {
            throw ExitCode(context.exitStatus(runner.run(commands, source: "-c") ? 0 : 1))
        }
        if let file {
            if file.hasSuffix(".md") {
                // Markdown is a notebook: running it as commands would run its prose.
                context.err.line("animtune: '\(file)' is a notebook; run it with 'animtune notebook run \(file)' "
                    + "or check it with 'animtune notebook check \(file)'")
                throw ExitCode(1)
            }
            let text: String
            do {
                text = try FileSystem.readText(file, maximumBytes: 64 << 20)
            } catch {
                context.err.line("animtune: cannot read '\(file)': \(error.description)")
                throw ExitCode(1)
            }
            throw ExitCode(context.exitStatus(runner.run(text, source: file) ? 0 : 1))
        }
        if isatty(STDIN_FILENO) == 1 {
            throw ExitCode(context.exitStatus(InteractiveShell(context: context).run()))
        }
        var succeeded = true
        var lineNumber = 1
        while let line = readLine(strippingNewline: true) {
            if !runner.runLine(line, source: "<stdin>", line: lineNumber) {
                succeeded = false
                if !keepGoing { break }
            }
            if context.wantsQuit { break }
            lineNumber += 1
        }
        throw ExitCode(context.exitStatus(succeeded ? 0 : 1))
    }
}
