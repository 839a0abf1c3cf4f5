/// `undo`: take back the last change (set, reset, use, load, solve); `redo`: apply again what
/// `undo` took back. One command type, two directions through the session's history.
struct UndoRedoCommand: ShellCommand {
    static let undo = UndoRedoCommand(help: CommandHelp("undo", in: .parameters, summary: "take back the last change"),
                                      step: { $0.undo() })
    static let redo = UndoRedoCommand(help: CommandHelp("redo", in: .parameters, summary: "apply again what undo took back"),
                                      step: { $0.redo() })

    let help: CommandHelp
    /// Moves the session one step through its history; false when there is no step to take.
    let step: @Sendable (Session) -> Bool

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(0, usage: help.synopsis)
        let before = context.state
        guard step(context.session) else { throw CommandError("nothing to \(help.name)", at: arguments.commandToken) }
        for line in ChangeSummary.lines(from: before, to: context.state) {
            context.out.line("\(help.name): " + line)
        }
    }
}
