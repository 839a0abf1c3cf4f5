/// The one lexer of the shell: splits a line into commands (`;`) and words. Whitespace
/// separates, `'…'` and `"…"` quote (backslash escapes inside double quotes), parentheses group
/// (`cubic-bezier(0.25, 0, 0.75, 1)` stays one word), and `#` begins a comment by the rule of
/// ``startsComment(_:at:commandStart:)``.
///
/// Running a line uses the strict ``commands(in:)``, which rejects an open quote or
/// parenthesis; completion (``PartialLine``) and the caret under an error
/// (``wordEnd(_:from:)``) read the same words leniently, as typed so far.
public enum Tokenizer {
    public static func commands(in line: String) throws(CommandError) -> [[Token]] {
        try commandsWithText(in: line).map(\.tokens)
    }

    /// Each command's tokens and its text as typed (without the `;` and any comment).
    public static func commandsWithText(in line: String) throws(CommandError) -> [(tokens: [Token], text: String)] {
        let lexed = lex(line)
        for command in lexed.commands {
            for word in command.words {
                if let (quote, index) = word.openQuote {
                    throw CommandError("unterminated \(quote == "'" ? "single" : "double") quote; close it with \(quote)",
                                       column: index + 1)
                }
                if word.openParentheses > 0 {
                    throw CommandError("unbalanced '(' in '\(word.text)'; close it with ')'", column: word.start + 1)
                }
            }
        }
        return lexed.commands.filter { !$0.words.isEmpty }.map { ($0.words.map(\.token), $0.text) }
    }

    /// The line's commands and words, accepting what is still being typed: an open quote or
    /// parenthesis ends its word at the end of the line.
    static func lex(_ line: String) -> LexedLine {
        let characters = Array(line)
        var commands: [LexedLine.Command] = []
        var words: [LexedWord] = []
        var endsInComment = false
        var index = 0

        func finishCommand(at end: Int) {
            var text = ""
            if let first = words.first {
                text = String(characters[first.start..<end]).trimmingNewline.trimmingTrailingSpaces
            }
            commands.append(LexedLine.Command(words: words, text: text))
            words = []
        }

        while index < characters.count {
            let character = characters[index]
            if isBlank(character) { index += 1; continue }
            if character == ";" { finishCommand(at: index); index += 1; continue }
            if character == "#" && startsComment(characters, at: index, commandStart: words.isEmpty) {
                endsInComment = true
                break
            }
            let word = scanWord(characters, from: index)
            words.append(word)
            index = word.end
        }
        finishCommand(at: index)
        return LexedLine(commands: commands, endsInComment: endsInComment)
    }

    /// Where the word starting at character `start` ends (the caret under an error spans it).
    static func wordEnd(_ characters: [Character], from start: Int) -> Int {
        guard start < characters.count else { return start }
        return scanWord(characters, from: start).end
    }

    /// The colour-or-comment rule. At the start of a command `#` always begins a comment (no
    /// command is named `#…`: `#fade in` is a note, not a command). After a command's name, `#`
    /// followed by letters and digits up to the end of the word is a value when it has a digit
    /// or only hex digits — `#24D6C8`, `#FFFFFF`, `#fade`, and mistyped colours such as
    /// `#FF000` or `#ZZ0000`, which are then reported rather than silently dropped — and a
    /// comment otherwise (`#todo`, `# note`).
    static func startsComment(_ characters: [Character], at index: Int, commandStart: Bool) -> Bool {
        if commandStart { return true }
        var end = index + 1
        var hasDigit = false
        var allHex = true
        while end < characters.count, characters[end].isASCII, characters[end].isLetter || characters[end].isNumber {
            hasDigit = hasDigit || characters[end].isNumber
            allHex = allHex && characters[end].isHexDigit
            end += 1
        }
        guard end > index + 1 else { return true }
        guard end == characters.count || isBlank(characters[end]) || characters[end] == ";" else { return true }
        return !(hasDigit || allHex)
    }

    /// `Character.isWhitespace`, answered for ASCII without a Unicode property lookup (a line
    /// is mostly ASCII, and the lookup was a sixth of lexing it).
    static func isBlank(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return character.isWhitespace
    }

    /// One word from `start`: up to unquoted whitespace or `;` outside parentheses.
    private static func scanWord(_ characters: [Character], from start: Int) -> LexedWord {
        var word = LexedWord(start: start, end: start)
        var index = start
        var depth = 0
        scan: while index < characters.count {
            let character = characters[index]
            switch character {
            case _ where (isBlank(character) || character == ";") && depth == 0:
                break scan
            case "'", "\"":
                word.quoted = true
                word.raw.append(character)
                let opening = index
                index += 1
                var closed = false
                while index < characters.count {
                    let inner = characters[index]
                    word.raw.append(inner)
                    if inner == character { closed = true; break }
                    if character == "\"" && inner == "\\" && index + 1 < characters.count {
                        index += 1
                        word.raw.append(characters[index])
                        word.text.append(characters[index])
                    } else {
                        word.text.append(inner)
                    }
                    index += 1
                }
                if !closed {
                    word.openQuote = (character, opening)
                    break scan
                }
            default:
                if character == "(" { depth += 1 }
                if character == ")" { depth = max(0, depth - 1) }
                word.text.append(character)
                word.raw.append(character)
            }
            index += 1
        }
        word.end = min(index, characters.count)
        word.openParentheses = depth
        return word
    }
}
