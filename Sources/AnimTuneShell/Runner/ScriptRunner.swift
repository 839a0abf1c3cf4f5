/// Runs command text without prompts: a script file, `-c 'cmd; cmd'` or piped stdin.
/// Errors are printed as `SOURCE:LINE:COLUMN: error: MESSAGE`.
public struct ScriptRunner {
    public let context: CommandContext
    /// Go on after a failing command (and still report failure at the end).
    public var keepGoing: Bool

    public init(context: CommandContext, keepGoing: Bool = false) {
        self.context = context
        self.keepGoing = keepGoing
    }

    /// Runs every line of `text`; true when every command succeeded.
    @discardableResult
    public func run(_ text: String, source: String, firstLine: Int = 1) -> Bool {
        var succeeded = true
        var lineNumber = firstLine
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            defer { lineNumber += 1 }
            if !runLine(String(line), source: source, line: lineNumber) {
                succeeded = false
                if !keepGoing { return false }
            }
            if context.wantsQuit { break }
        }
        return succeeded
    }

    /// Runs one line (possibly several `;`-separated commands); prints errors with their place.
    public func runLine(_ line: String, source: String, line lineNumber: Int) -> Bool {
        var succeeded = true
        let commands: [(tokens: [Token], text: String)]
        do {
            commands = try Tokenizer.commandsWithText(in: line)
        } catch {
            report(error, source: source, line: lineNumber, fallbackColumn: 1)
            return false
        }
        for command in commands {
            if !execute(command, source: source, line: lineNumber) {
                succeeded = false
                if !keepGoing { return false }
            }
            if context.wantsQuit { break }
        }
        return succeeded
    }

    /// Runs one command; while recording, appends it and what it printed to the notebook.
    private func execute(_ command: (tokens: [Token], text: String), source: String, line: Int) -> Bool {
        guard let recorder = context.recorder, command.tokens.first?.text != "record" else {
            return perform(command.tokens, source: source, line: line)
        }
        var transcript = ""
        context.out.tap = { transcript += $0 }
        context.err.tap = { transcript += $0 }
        let succeeded = perform(command.tokens, source: source, line: line)
        context.out.tap = nil
        context.err.tap = nil
        do {
            try recorder.append(command: command.text, output: transcript)
        } catch {
            context.recorder = nil
            context.err.line("record: \(error.description); recording stopped")
        }
        return succeeded
    }

    private func perform(_ tokens: [Token], source: String, line: Int) -> Bool {
        do {
            try context.table.execute(tokens, in: context)
            return true
        } catch {
            report(error, source: source, line: line, fallbackColumn: tokens.first?.column ?? 1)
            return false
        }
    }

    private func report(_ error: CommandError, source: String, line: Int, fallbackColumn: Int) {
        context.err.line("\(source):\(line):\(error.column ?? fallbackColumn): error: \(error.message)")
    }
}
