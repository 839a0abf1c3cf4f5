import AnimTuneShell
import SafeIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `animtune [FILE] [-c COMMANDS]` does once its arguments are read: the interactive
/// shell, or a script without prompts. ``ShellCommandLine`` runs it after parsing, and
/// ``init(directArguments:)`` recognises the commonest command lines without the parser.
struct ShellLaunch {
    var file: String?
    var commands: String?
    var keepGoing = false
    var presets: String?
    var verbose = false

    /// `animtune` alone or `animtune -c COMMANDS`, read without swift-argument-parser, whose
    /// reflection over every subcommand was a third of start-up; nil for every other command
    /// line (options, a file, a subcommand, COMMANDS that look like an option), which the
    /// parser reads as before.
    init?(directArguments arguments: [String]) {
        switch arguments.count {
        case 0:
            break
        case 2 where arguments[0] == "-c" && !arguments[1].hasPrefix("-"):
            commands = arguments[1]
        default:
            return nil
        }
    }

    init(file: String?, commands: String?, keepGoing: Bool, presets: String?, verbose: Bool) {
        self.file = file
        self.commands = commands
        self.keepGoing = keepGoing
        self.presets = presets
        self.verbose = verbose
    }

    /// Runs and ends the process with the exit status.
    func runAndExit() -> Never {
        exit(run())
    }

    /// Runs and returns the exit status.
    func run() -> Int32 {
        var environment = ShellEnvironment.current(presetsOverride: presets)
        if verbose { environment.reportsChanges = true }
        let context = CommandContext(environment: environment)
        // A recording not stopped with 'record off' is finished as the shell exits.
        defer { context.stopRecording() }
        let runner = ScriptRunner(context: context, keepGoing: keepGoing)
        if let commands {
            return context.exitStatus(runner.run(commands, source: "-c") ? 0 : 1)
        }
        if let file {
            if file.hasSuffix(".md") {
                // Markdown is a notebook: running it as commands would run its prose.
                context.err.line("animtune: '\(file)' is a notebook; run it with 'animtune notebook run \(file)' "
                    + "or check it with 'animtune notebook check \(file)'")
                return 1
            }
            let text: String
            do {
                text = try FileSystem.readText(file, maximumBytes: 64 << 20)
            } catch {
                context.err.line("animtune: cannot read '\(file)': \(error.description)")
                return 1
            }
            return context.exitStatus(runner.run(text, source: file) ? 0 : 1)
        }
        if isatty(STDIN_FILENO) == 1 {
            return context.exitStatus(InteractiveShell(context: context).run())
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
        return context.exitStatus(succeeded ? 0 : 1)
    }
}
