/// Reads lines from standard input without editing: the interactive shell uses it when
/// libedit cannot drive the terminal (`TERM=dumb`, or output that is not a terminal). The
/// prompt goes to `promptOutput` when there is one.
public final class PlainLineReader: LineReader {
    private let promptOutput: TextOutput?

    public init(promptOutput: TextOutput?) {
        self.promptOutput = promptOutput
    }

    public func readLine(prompt: ShellPrompt) -> LineInput {
        promptOutput?.write(prompt.plain)
        guard let line = Swift.readLine(strippingNewline: true) else {
            promptOutput?.line()
            return .endOfInput
        }
        return .line(line)
    }

    public func close() {}
}
