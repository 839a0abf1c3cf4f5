import AnimTuneShell
import ArgumentParser
import SafeIO

/// `animtune`: the shell (default) and `animtune notebook run|check`.
@main
struct AnimTune: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animtune",
        abstract: "A line-edited shell and tuning notebook for UI animation parameters.",
        usage: CommandLineForm.usage(of: commandLines),
        discussion: """
        FILE, -c and piped input run without prompts and exit 0 when every command succeeded, \
        1 at the first failure (stderr: SOURCE:LINE:COLUMN: error: MESSAGE); --keep-going runs \
        on and exits 1 at the end. --presets DIR is the folder for 'save NAME' and 'load NAME'. \
        In the shell, 'help' lists its commands.
        """,
        version: "animtune \(AnimTuneVersion.current)",
        subcommands: commandLines,
        defaultSubcommand: ShellCommandLine.self
    )

    /// The subcommands, in the order the usage lists their forms.
    static let commandLines: [any CommandLineForms.Type] = [ShellCommandLine.self, NotebookCommandLine.self, SchemaCommandLine.self,
                                                            PreviewCommandLine.self]

    /// Before anything opens a file or a pipe: closed standard descriptors get /dev/null (so
    /// the gnuplot pipe never becomes stdout or stderr), signals clean up temporary folders,
    /// and folders left by gnuplot sessions of dead processes are removed. The shell's commonest
    /// command lines skip the argument parser (see ``ShellLaunch/init(directArguments:)``).
    static func main() {
        Descriptor.reopenClosedStandardDescriptors()
        SignalCleanup.install()
        if let launch = ShellLaunch(directArguments: Array(CommandLine.arguments.dropFirst())) { launch.runAndExit() }
        Self.main(nil)
    }
}
