/// The interactive loop: prompt, read a line, run it, until `quit` or end of input.
public final class InteractiveShell {
    public let context: CommandContext

    public init(context: CommandContext) {
        self.context = context
    }

    /// The prompt: the scene and a `*` when it has unsaved changes (`animtune tabbar*> `).
    public var prompt: String {
        "animtune \(context.scene.name)\(context.session.isModified ? "*" : "")> "
    }

    /// Runs until quit; returns the exit status.
    public func run() -> Int32 {
        let runner = ScriptRunner(context: context, keepGoing: true)
        context.out.line("animtune — 'help' lists commands, 'quit' or Ctrl-D leaves.")
        var lineNumber = 1
        while !context.wantsQuit {
            context.out.write(prompt)
            guard let line = readLine(strippingNewline: true) else { context.out.line(); break }
            _ = runner.runLine(line, source: "<shell>", line: lineNumber)
            lineNumber += 1
        }
        return 0
    }
}
