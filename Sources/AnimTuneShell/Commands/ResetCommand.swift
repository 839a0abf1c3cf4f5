import AnimTuneCore

/// `reset [KEY|all]`: back to defaults.
struct ResetCommand: ShellCommand {
    let name = "reset"
    let group = CommandGroup.parameters
    let synopsis = "reset [KEY|GROUP|all]"
    let summary = "restore defaults: one key (a spring key resets its whole group), or all"
    let examples = ["use spring; reset spring", "reset all"]
    let arguments: [ArgumentKind] = [.anyOf([.key, .springGroup, .words(["all"])])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: synopsis)
        guard let token = arguments.positionals.first, token.text != "all" else {
            try context.reportingChanges { context.session.change(to: context.scene.defaultState) }
            return
        }
        var state = context.state
        do {
            try state.reset(key: token.text)
        } catch {
            throw CommandError(error.description, at: token)
        }
        try context.reportingChanges { context.session.change(to: state) }
    }
}
