/// The text before the cursor split as the tokenizer would split it, but tolerant of what is
/// still being typed: an unclosed quote or parenthesis. Only the last `;`-separated command
/// matters for completion.
struct PartialLine: Equatable {
    struct Word: Equatable {
        /// The word without its quotes.
        var text: String
        /// The word as typed.
        var raw: String
        var quoted: Bool
    }

    /// The finished words of the command being typed.
    var words: [Word] = []
    /// The word under the cursor; empty when the cursor follows whitespace.
    var current = Word(text: "", raw: "", quoted: false)
    /// The quote the current word opened and has not closed.
    var openQuote: Character?
    /// The cursor is in a `#` comment: nothing to complete.
    var inComment = false

    init(_ line: String) {
        let characters = Array(line)
        var index = 0
        var word: Word?
        var depth = 0

        func finish() {
            if let finished = word { words.append(finished) }
            word = nil
            depth = 0
        }

        while index < characters.count {
            let character = characters[index]
            if word == nil {
                if character.isWhitespace { index += 1; continue }
                if character == ";" { words = []; index += 1; continue }
                if character == "#" && !Self.mayBeColour(characters, at: index) {
                    inComment = true
                    return
                }
                word = Word(text: "", raw: "", quoted: false)
            }
            switch character {
            case _ where character.isWhitespace && depth == 0:
                finish()
            case ";" where depth == 0:
                finish()
                words = []
            case "'", "\"":
                word!.quoted = true
                word!.raw.append(character)
                index += 1
                var closed = false
                while index < characters.count {
                    let inner = characters[index]
                    word!.raw.append(inner)
                    if inner == character { closed = true; break }
                    if character == "\"" && inner == "\\" && index + 1 < characters.count {
                        index += 1
                        word!.raw.append(characters[index])
                        word!.text.append(characters[index])
                    } else {
                        word!.text.append(inner)
                    }
                    index += 1
                }
                if !closed {
                    openQuote = character
                    current = word!
                    return
                }
            default:
                if character == "(" { depth += 1 }
                if character == ")" { depth = max(0, depth - 1) }
                word!.text.append(character)
                word!.raw.append(character)
            }
            index += 1
        }
        if let unfinished = word { current = unfinished }
    }

    /// `#` followed only by up to six hex digits: a colour being typed, not a comment.
    private static func mayBeColour(_ characters: [Character], at index: Int) -> Bool {
        var end = index + 1
        while end < characters.count, characters[end].isHexDigit { end += 1 }
        return end == characters.count && end - index - 1 <= 6
    }
}
