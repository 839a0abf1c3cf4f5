/// What reading one line gave.
public enum LineInput: Sendable, Equatable {
    /// A line, without its line break.
    case line(String)
    /// Ctrl-C while typing: the line is dropped, the shell prompts again.
    case interrupted
    /// Ctrl-D on an empty line, or the input ended.
    case endOfInput
}
