import ArgumentParser

/// `animtune [FILE] [-c COMMANDS]`: the interactive shell, or a script without prompts.
struct ShellCommandLine: CommandLineForms {
    static let configuration = CommandConfiguration(
        commandName: "shell",
        abstract: "Open the shell, or run commands from FILE, -c or piped input.",
        discussion: """
        With a terminal and no FILE, opens the interactive shell. With FILE, -c or piped input, \
        runs the commands and exits 0 when all succeeded, 1 at the first failure \
        (reported on stderr as SOURCE:LINE:COLUMN: error: MESSAGE).
        """
    )

    static let forms = [CommandLineForm("", "open the shell (in a terminal)"), CommandLineForm("FILE", "run the commands in FILE"),
                        CommandLineForm("-c 'COMMAND; COMMAND'", "run these commands")]

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
        throw ExitCode(ShellLaunch(file: file, commands: commands, keepGoing: keepGoing, presets: presets, verbose: verbose).run())
    }
}
