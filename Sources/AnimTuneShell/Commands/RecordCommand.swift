/// `record FILE.md` / `record off`: keep the session as a notebook.
struct RecordCommand: ShellCommand {
    let name = "record"
    let group = CommandGroup.session
    let synopsis = "record FILE.md | record off"
    let summary = "append each following command and its output to a Markdown notebook"
    let details = "The notebook can be replayed and checked with 'animtune notebook run|check FILE.md'."
    let examples = ["record tuning.md", "record off"]
    let arguments: [ArgumentKind] = [.file]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: synopsis)
        guard let token = arguments.positionals.first else {
            if let recorder = context.recorder {
                context.out.line("recording to \(recorder.path)")
            } else {
                context.out.line("not recording; 'record FILE.md' starts")
            }
            return
        }
        if token.text == "off" {
            guard let recorder = context.recorder else { throw CommandError("not recording", at: token) }
            context.recorder = nil
            context.out.line("stopped recording to \(recorder.path)")
            return
        }
        guard token.text.hasSuffix(".md") else {
            throw CommandError("record writes Markdown; give a file ending in .md, or 'off'", at: token)
        }
        let path = context.environment.absolutePath(token.text)
        do {
            context.recorder = try NotebookRecorder(path: path)
        } catch {
            throw CommandError("cannot record to '\(token.text)': \(error.description)", at: token)
        }
        context.out.line("recording to \(path); 'record off' stops")
    }
}
