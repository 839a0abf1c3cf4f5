/// One word as ``Tokenizer`` scanned it, with what a partial line needs to know about it.
struct LexedWord: Equatable {
    /// The word without its quotes (escapes applied).
    var text = ""
    /// The word as typed.
    var raw = ""
    /// 0-based index of its first character in the line.
    var start: Int
    /// Index just after its last character.
    var end: Int
    /// Whether any part was quoted.
    var quoted = false
    /// The quote it opened and the line ended inside, with that quote's index.
    var openQuote: (character: Character, index: Int)?
    /// Parentheses still open at its end (it then runs to the end of the line).
    var openParentheses = 0

    var token: Token { Token(text, column: start + 1, quoted: quoted) }

    static func == (a: LexedWord, b: LexedWord) -> Bool {
        a.text == b.text && a.raw == b.raw && a.start == b.start && a.end == b.end && a.quoted == b.quoted
            && a.openQuote?.character == b.openQuote?.character && a.openQuote?.index == b.openQuote?.index
            && a.openParentheses == b.openParentheses
    }
}
