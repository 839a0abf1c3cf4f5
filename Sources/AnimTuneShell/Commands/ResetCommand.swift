import AnimTuneCore

/// `reset [KEY|all]`: back to defaults.
struct ResetCommand: ShellCommand {
    let help = CommandHelp("reset [KEY|GROUP|all]", in: .parameters,
        summary: "restore defaults: one key (a spring key resets its whole group), or all",
        examples: ["use spring; reset spring", "reset all"])
    let arguments: [ArgumentKind] = [.anyOf([.key, .springGroup, .words(["all"])])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
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
