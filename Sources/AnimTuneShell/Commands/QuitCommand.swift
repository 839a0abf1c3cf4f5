/// `quit`: leave the shell or stop a script.
struct QuitCommand: ShellCommand {
    let help = CommandHelp("quit", in: .session, aliases: ["exit"],
        summary: "leave animtune (Ctrl-D does too)")

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(0, usage: help.synopsis)
        context.wantsQuit = true
    }
}
