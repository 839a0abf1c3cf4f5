/// A line as ``Tokenizer`` scanned it, leniently: every `;`-separated command (empty ones
/// too) and whether the line ends inside a comment.
struct LexedLine {
    struct Command {
        var words: [LexedWord]
        /// The command as typed, without the `;`, a comment or trailing blanks.
        var text: String
    }

    var commands: [Command]
    /// The line ends in a `#` comment.
    var endsInComment: Bool
}
