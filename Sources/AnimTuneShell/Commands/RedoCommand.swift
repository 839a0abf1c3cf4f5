/// `redo`: apply again what `undo` took back.
struct RedoCommand: ShellCommand {
    let name = "redo"
    let group = CommandGroup.parameters
    let synopsis = "redo"
    let summary = "apply again what undo took back"

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(0, usage: synopsis)
        let before = context.state
        guard context.session.redo() else { throw CommandError("nothing to redo", at: arguments.commandToken) }
        for line in ChangeSummary.lines(from: before, to: context.state) {
            context.out.line("redo: " + line)
        }
    }
}
