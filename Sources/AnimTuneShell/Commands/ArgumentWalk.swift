/// The one reading of a command's words after its name, shared by running a command
/// (``ParsedArguments``) and completing one (``Completer``): an unquoted `--name` or
/// `--name=value` is an option, an option that takes a value takes the next word unless it
/// has one inline, `--` ends the options, and everything else is a positional.
struct ArgumentWalk {
    enum Step {
        case positional(Token)
        /// `-h`, `-v`: a one-dash word starting with a letter, which no command takes
        /// (negative numbers are positionals).
        case shortOption(Token)
        case flag(OptionDeclaration, Token)
        /// `value` is the next word, or the text after `=` (then quoted, so it is never an option).
        case value(OptionDeclaration, Token, value: Token)
        case unknownOption(name: String, Token)
        /// An option that takes a value, as the last word.
        case missingValue(OptionDeclaration, Token)
        /// `--flag=…` for an option that takes no value.
        case unwantedValue(OptionDeclaration, Token)
    }

    private(set) var steps: [Step] = []
    /// Whether `--` was seen: later words are positionals however they look.
    private(set) var optionsEnded = false

    init(_ tokens: [Token], options: [OptionDeclaration]) {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard !optionsEnded, Self.isOption(token) else {
                steps.append(!optionsEnded && Self.isShortOption(token) ? .shortOption(token) : .positional(token))
                continue
            }
            if token.text == "--" { optionsEnded = true; continue }
            var name = String(token.text.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                steps.append(.unknownOption(name: name, token))
                continue
            }
            switch (option.valueName, inlineValue) {
            case (nil, nil):
                steps.append(.flag(option, token))
            case (nil, _?):
                steps.append(.unwantedValue(option, token))
            case (_?, let inline?):
                steps.append(.value(option, token, value: Token(inline, column: token.column + name.count + 3, quoted: true)))
            case (_?, nil) where index < tokens.count:
                steps.append(.value(option, token, value: tokens[index]))
                index += 1
            case (_?, nil):
                steps.append(.missingValue(option, token))
            }
        }
    }

    /// An unquoted word starting with `--`.
    static func isOption(_ token: Token) -> Bool {
        !token.quoted && token.text.hasPrefix("--")
    }

    /// An unquoted `-x…` word whose second character is a letter.
    static func isShortOption(_ token: Token) -> Bool {
        guard !token.quoted, token.text.count > 1, token.text.hasPrefix("-"), let second = token.text.dropFirst().first else {
            return false
        }
        return second.isLetter
    }

    var positionals: [Token] {
        steps.compactMap { if case .positional(let token) = $0 { token } else { nil } }
    }
}
