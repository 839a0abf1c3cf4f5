import AnimTuneCore

/// Every command, registered once; `help` and completion read this table.
public struct CommandTable: Sendable {
    public let commands: [any ShellCommand]

    public init(_ commands: [any ShellCommand]) {
        self.commands = commands
    }

    public static let standard = CommandTable([
        HelpCommand(), ScenesCommand(), UseCommand(),
        ShowCommand(), GetCommand(), SetCommand(), ResetCommand(), CopyCommand(), UndoRedoCommand.undo, UndoRedoCommand.redo,
        MetricsCommand(), ConvertCommand(), SolveCommand(), ImportCommand(), FitCommand(),
        RunCommand(), PlotCommand(), TableCommand(), PreviewCommand(),
        SaveCommand(), LoadCommand(), PresetsCommand(), DiffCommand(), ExportCommand(),
        RecordCommand(), HistoryCommand(), QuitCommand(),
        TuneCommand(),
    ])

    /// Words people type as commands that name something other commands do.
    static let notCommands = [
        "defaults": "'show' lists every value beside its default, 'reset all' puts them all back, 'reset KEY' one",
    ]

    /// Names and aliases, for completion and suggestions.
    public var names: [String] { commands.flatMap { [$0.help.name] + $0.help.aliases } }

    public func command(named name: String) -> (any ShellCommand)? {
        commands.first { $0.help.name == name || $0.help.aliases.contains(name) }
    }

    /// Runs one tokenized command.
    public func execute(_ tokens: [Token], in context: CommandContext) throws(CommandError) {
        guard let first = tokens.first else { return }
        guard let command = command(named: first.text) else {
            if let hint = Self.notCommands[first.text] {
                throw CommandError("'\(first.text)' is not a command; \(hint)", at: first)
            }
            let hint = Suggestion.closest(to: first.text, in: commands.map(\.help.name)).map { "did you mean '\($0)'? " } ?? ""
            throw CommandError("unknown command '\(first.text)'; \(hint)'help' lists commands", at: first)
        }
        let arguments = try ParsedArguments(command: first, tokens: Array(tokens.dropFirst()),
                                            options: command.options, commandName: command.help.name,
                                            owners: { option in commands.filter { $0.options.contains { $0.name == option } }.map(\.help.name) })
        try command.run(arguments, in: context)
    }
}
