/// `quit`: leave the shell or stop a script.
struct QuitCommand: ShellCommand {
    let name = "quit"
    let aliases = ["exit"]
    let group = CommandGroup.session
    let synopsis = "quit"
    let summary = "leave animtune (Ctrl-D does too)"

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(0, usage: synopsis)
        context.wantsQuit = true
    }
}
