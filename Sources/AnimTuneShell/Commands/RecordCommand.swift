import SafeIO

/// `record FILE.md` / `record off`: keep the session as a notebook.
struct RecordCommand: ShellCommand {
    let help = CommandHelp("record FILE.md | record off", in: .session,
        summary: "keep the following commands as a Markdown notebook, then run it to write their outputs",
        details: """
        Each command that succeeds becomes a cell (not record, history or quit). 'record off', \
        or leaving the shell, runs the notebook like 'animtune notebook run FILE.md': the outputs \
        and plots are what a replay writes, so 'animtune notebook check FILE.md' passes. The \
        replay starts in a fresh session in the notebook's folder (relative paths in commands are \
        read from there); when your session has another scene or changed values, or the notebook \
        has cells already, the first recorded cell brings the replay to where you are.
        """,
        examples: ["record tuning.md", "record off"])
    let arguments: [ArgumentKind] = [.anyOf([.words(["off"]), .file])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        guard let token = arguments.positionals.first else {
            if let recorder = context.recorder {
                context.out.line("recording to \(recorder.displayPath)")
            } else {
                context.out.line("not recording; 'record FILE.md' starts")
            }
            return
        }
        guard context.imageSink == nil else {
            throw CommandError("record cannot be used while a notebook runs", at: arguments.commandToken)
        }
        if token.text == "off" {
            guard let recorder = context.recorder else { throw CommandError("not recording", at: token) }
            guard context.stopRecording() else {
                throw CommandError("running the recorded notebook \(recorder.displayPath) failed; its cells are kept", at: token)
            }
            return
        }
        guard token.text.hasSuffix(".md") else {
            throw CommandError("record writes Markdown; give a file ending in .md, or 'off'", at: token)
        }
        let path = context.environment.absolutePath(token.text)
        if let folder = VersionControlFolder.containing(path) {
            throw CommandError("cannot record to '\(TerminalSafe.echo(token.text))': \(VersionControlFolder.refusal(folder: folder).description)",
                               at: token)
        }
        do {
            try context.startRecording(to: path, displayPath: token.text)
        } catch {
            throw CommandError(error.message, at: token)
        }
    }
}
