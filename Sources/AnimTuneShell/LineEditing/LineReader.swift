/// What reading one line gave.
public enum LineInput: Sendable, Equatable {
    /// A line, without its line break.
    case line(String)
    /// Ctrl-C while typing: the line is dropped, the shell prompts again.
    case interrupted
    /// Ctrl-D on an empty line, or the input ended.
    case endOfInput
}

/// Where the interactive shell gets its lines: libedit in a terminal, a plain reader otherwise.
public protocol LineReader: AnyObject {
    func readLine(prompt: ShellPrompt) -> LineInput
    /// Puts the terminal back as it was; reading afterwards is not allowed.
    func close()
}
