/// Splits a line into commands (`;`) and tokens: whitespace separates, `'…'` and `"…"` quote
/// (backslash escapes inside double quotes), parentheses group (`cubic-bezier(0.25, 0, 0.75, 1)`
/// stays one token), and `#` at the start of a word begins a comment — except a word that looks
/// like a colour (see ``looksLikeColour(_:at:)``), which stays a value so that a mistyped colour
/// (`#FF000`, `#ZZ0000`) is reported as a colour rather than silently dropped.
public enum Tokenizer {
    public static func commands(in line: String) throws(CommandError) -> [[Token]] {
        try commandsWithText(in: line).map(\.tokens)
    }

    /// Each command's tokens and its text as typed (without the `;` and any comment).
    public static func commandsWithText(in line: String) throws(CommandError) -> [(tokens: [Token], text: String)] {
        var commands: [(tokens: [Token], text: String)] = []
        var tokens: [Token] = []
        var text = ""
        var start = 0
        var quoted = false
        var inToken = false
        var depth = 0
        let characters = Array(line)
        var index = 0

        func finishToken() {
            if inToken { tokens.append(Token(text, column: start + 1, quoted: quoted)) }
            text = ""
            quoted = false
            inToken = false
            depth = 0
        }
        func finishCommand() {
            finishToken()
            if let first = tokens.first {
                let text = String(characters[(first.column - 1)..<min(index, characters.count)])
                commands.append((tokens, text.trimmingNewline.trimmingTrailingSpaces))
            }
            tokens = []
        }

        while index < characters.count {
            let character = characters[index]
            if !inToken {
                if character.isWhitespace { index += 1; continue }
                if character == ";" { finishCommand(); index += 1; continue }
                if character == "#" && !looksLikeColour(characters, at: index) { break }
                inToken = true
                start = index
            }
            switch character {
            case _ where character.isWhitespace && depth == 0:
                finishToken()
            case ";" where depth == 0:
                finishCommand()
            case "(":
                depth += 1
                text.append(character)
            case ")":
                depth = max(0, depth - 1)
                text.append(character)
            case "'", "\"":
                let quote = character
                let opening = index
                quoted = true
                index += 1
                var closed = false
                while index < characters.count {
                    let inner = characters[index]
                    if inner == quote { closed = true; break }
                    if quote == "\"" && inner == "\\" && index + 1 < characters.count {
                        index += 1
                        text.append(characters[index])
                    } else {
                        text.append(inner)
                    }
                    index += 1
                }
                if !closed {
                    throw CommandError("unterminated \(quote == "'" ? "single" : "double") quote; close it with \(quote)",
                                       column: opening + 1)
                }
            default:
                text.append(character)
            }
            index += 1
        }
        if depth > 0 && inToken {
            throw CommandError("unbalanced '(' in '\(text)'; close it with ')'", column: start + 1)
        }
        finishCommand()
        return commands
    }

    /// `#` then letters and digits up to the end of the word, with at least one digit or only
    /// hex digits: `#24D6C8`, `#fff`, `#FF000`, `#ZZ0000`. `#todo` and `# note` are comments.
    private static func looksLikeColour(_ characters: [Character], at index: Int) -> Bool {
        var end = index + 1
        var hasDigit = false
        var allHex = true
        while end < characters.count, characters[end].isASCII, characters[end].isLetter || characters[end].isNumber {
            hasDigit = hasDigit || characters[end].isNumber
            allHex = allHex && characters[end].isHexDigit
            end += 1
        }
        guard end > index + 1 else { return false }
        guard end == characters.count || characters[end].isWhitespace || characters[end] == ";" else { return false }
        return hasDigit || allHex
    }
}
