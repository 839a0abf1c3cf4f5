/// The text before the cursor as ``Tokenizer`` reads it, leniently: an unclosed quote or
/// parenthesis is a word still being typed. Only the last `;`-separated command matters for
/// completion.
struct PartialLine: Equatable {
    struct Word: Equatable {
        /// The word without its quotes.
        var text: String
        /// The word as typed.
        var raw: String
        var quoted: Bool
    }

    /// The finished words of the command being typed.
    var words: [Token] = []
    /// The word under the cursor; empty when the cursor follows whitespace.
    var current = Word(text: "", raw: "", quoted: false)
    /// The quote the current word opened and has not closed.
    var openQuote: Character?
    /// The cursor is in a `#` comment: nothing to complete.
    var inComment = false

    init(_ line: String) {
        let lexed = Tokenizer.lex(line)
        inComment = lexed.endsInComment
        var words = lexed.commands.last?.words ?? []
        let length = line.count
        if !inComment, let last = words.last, last.end == length {
            words.removeLast()
            current = Word(text: last.text, raw: last.raw, quoted: last.quoted)
            openQuote = last.openQuote?.character
        }
        self.words = words.map(\.token)
    }
}
