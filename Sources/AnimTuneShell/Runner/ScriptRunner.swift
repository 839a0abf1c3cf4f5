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
        runLine(line) { error, column in
            context.err.line("\(source):\(lineNumber):\(column): error: \(error.message)")
        }
    }

    /// Runs one line like `runLine(_:source:line:)`, but hands each failure, with the 1-based
    /// column it is about, to `report` instead of printing it (the interactive shell shows the
    /// line with a caret under that column).
    public func runLine(_ line: String, report: (CommandError, Int) -> Void) -> Bool {
        var succeeded = true
        let commands: [[Token]]
        do {
            commands = try Tokenizer.commands(in: line)
        } catch {
            report(error, error.column ?? 1)
            return false
        }
        for tokens in commands {
            do {
                try context.table.execute(tokens, in: context)
            } catch {
                report(error, error.column ?? tokens.first?.column ?? 1)
                succeeded = false
                if !keepGoing { return false }
            }
            if context.wantsQuit { break }
        }
        return succeeded
    }
}
