import AnimTuneShell
import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct AnimTune: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animtune",
        abstract: "A line-edited shell and tuning notebook for UI animation parameters.",
        discussion: """
        With a terminal and no FILE, opens the interactive shell. With FILE, -c or piped input, \
        runs the commands and exits 0 when all succeeded, 1 at the first failure.
        """
    )

    @Argument(help: "A file of animtune commands to run.")
    var file: String?

    @Option(name: .customShort("c"), help: "Commands to run, separated by ';'.")
    var commands: String?

    @Flag(help: "Run every command even after one fails; exit 1 at the end if any did.")
    var keepGoing = false

    @Option(help: "Folder for 'save NAME' and 'load NAME' (default: $ANIMTUNE_PRESETS, ./Presets, or the data folder).")
    var presets: String?

    mutating func run() throws {
        let environment = ShellEnvironment.current(presetsOverride: presets)
        let context = CommandContext(environment: environment)
        let runner = ScriptRunner(context: context, keepGoing: keepGoing)
        if let commands {
            throw ExitCode(runner.run(commands, source: "-c") ? 0 : 1)
        }
        if let file {
            guard let text = Self.read(file) else {
                context.err.line("animtune: cannot read '\(file)': \(String(cString: strerror(errno)))")
                throw ExitCode(1)
            }
            throw ExitCode(runner.run(text, source: file) ? 0 : 1)
        }
        if isatty(STDIN_FILENO) == 1 {
            throw ExitCode(InteractiveShell(context: context).run())
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
        throw ExitCode(succeeded ? 0 : 1)
    }

    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes += buffer[0..<count] }
            if count < buffer.count { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
