import AnimTuneShell
import ArgumentParser
import SafeIO

/// `animtune`: the shell (default) and `animtune notebook run|check`.
@main
struct AnimTune: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animtune",
        abstract: "A line-edited shell and tuning notebook for UI animation parameters.",
        subcommands: [ShellCommandLine.self, NotebookCommandLine.self, SchemaCommandLine.self],
        defaultSubcommand: ShellCommandLine.self
    )

    /// Before anything opens a file or a pipe: closed standard descriptors get /dev/null (so
    /// the gnuplot pipe never becomes stdout or stderr), signals clean up temporary folders,
    /// and folders left by gnuplot sessions of dead processes are removed.
    static func main() {
        Descriptor.reopenClosedStandardDescriptors()
        SignalCleanup.install()
        Self.main(nil)
    }
}
