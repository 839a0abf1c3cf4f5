import ArgumentParser

/// `animtune`: the shell (default) and `animtune notebook run|check`.
@main
struct AnimTune: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animtune",
        abstract: "A line-edited shell and tuning notebook for UI animation parameters.",
        subcommands: [ShellCommandLine.self, NotebookCommandLine.self, SchemaCommandLine.self],
        defaultSubcommand: ShellCommandLine.self
    )
}
