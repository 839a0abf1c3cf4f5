import AnimTuneCore

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

    /// Runs every line of `text` (LF or CRLF line ends); true when every command succeeded.
    @discardableResult
    public func run(_ text: String, source: String, firstLine: Int = 1) -> Bool {
        var succeeded = true
        var lineNumber = firstLine
        // "\r\n" is one Character in Swift, so it needs naming beside "\n".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
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
        runLine(line) { error, column in
            context.err.line("\(source):\(lineNumber):\(column): error: \(error.message)")
        }
    }

    /// Runs one line like `runLine(_:source:line:)`, but hands each failure, with the 1-based
    /// column it is about, to `report` instead of printing it (the interactive shell shows the
    /// line with a caret under that column).
    public func runLine(_ line: String, report: (CommandError, Int) -> Void) -> Bool {
        var succeeded = true
        let commands: [(tokens: [Token], text: String)]
        do {
            commands = try Tokenizer.commandsWithText(in: line)
        } catch {
            report(error, error.column ?? 1)
            return false
        }
        for command in commands {
            if !execute(command, report: report) {
                succeeded = false
                if !keepGoing { return false }
            }
            if context.wantsQuit { break }
        }
        return succeeded
    }

    /// Runs one command; while recording, a command that succeeded is appended to the notebook
    /// (its output is written when the recording stops, by running the notebook).
    private func execute(_ command: (tokens: [Token], text: String), report: (CommandError, Int) -> Void) -> Bool {
        let succeeded = perform(command.tokens, report: report)
        guard succeeded, let recorder = context.recorder,
              NotebookRecorder.records(command.tokens.first.flatMap { context.table.command(named: $0.text) }) else {
            return succeeded
        }
        do {
            try recorder.append(command: command.text)
        } catch {
            context.recorder = nil
            context.err.line("record: \(error.description); recording stopped")
        }
        return succeeded
    }

    private func perform(_ tokens: [Token], report: (CommandError, Int) -> Void) -> Bool {
        do throws(CommandError) {
            _ = Cancellation.takeCut()
            try context.table.execute(tokens, in: context)
            // A command whose computation was cut short (the core's searches stop at Ctrl-C or
            // a notebook cell's time limit) did not finish: the rest of the line does not run.
            if Cancellation.takeCut() { throw CommandError.interrupted }
            return true
        } catch {
            report(error, error.column ?? tokens.first?.column ?? 1)
            return false
        }
    }
}
