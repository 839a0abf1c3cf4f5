/// `undo`: take back the last change (set, reset, use, load, solve).
struct UndoCommand: ShellCommand {
    let name = "undo"
    let group = CommandGroup.parameters
    let synopsis = "undo"
    let summary = "take back the last change"

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(0, usage: synopsis)
        let before = context.state
        guard context.session.undo() else { throw CommandError("nothing to undo", at: arguments.commandToken) }
        for line in ChangeSummary.lines(from: before, to: context.state) {
            context.out.line("undo: " + line)
        }
    }
}
