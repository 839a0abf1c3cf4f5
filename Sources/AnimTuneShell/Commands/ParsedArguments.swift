import AnimTuneCore

/// A command's words after its name, split into positionals and `--options`.
public struct ParsedArguments: Sendable {
    /// The command-name token.
    public let commandToken: Token
    public let positionals: [Token]
    public let flags: Set<String>
    public let values: [String: Token]

    /// Parses `tokens` (without the command name) against `options`; `--` ends options.
    /// `owners` names the other commands that have an option, for the message when it is
    /// given to one that does not.
    public init(command: Token, tokens: [Token], options: [CommandOption], commandName: String,
                owners: (String) -> [String] = { _ in [] }) throws(CommandError) {
        commandToken = command
        var positionals: [Token] = []
        var flags: Set<String> = []
        var values: [String: Token] = [:]
        var index = 0
        var optionsEnded = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if !optionsEnded, !token.quoted, token.text.count > 1, token.text.hasPrefix("-"),
               let second = token.text.dropFirst().first, second.isLetter {
                // `-h`, `-v`: a short option, which no command has (negative numbers pass).
                throw CommandError("unknown option '\(token.text)' for '\(commandName)'; "
                    + "'help \(commandName)' explains it and its '--' options", at: token)
            }
            guard !optionsEnded, !token.quoted, token.text.hasPrefix("--") else {
                positionals.append(token)
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
                let known = options.map { "--" + $0.name }
                let list = known.isEmpty ? "'\(commandName)' takes no options" : "options: \(known.joined(separator: ", "))"
                let others = owners(name)
                let hint = !others.isEmpty
                    ? "; --\(name) belongs to \(others.map { "'\($0)'" }.joined(separator: ", ")); \(list)"
                    : Suggestion.closest(to: "--" + name, in: known).map { "; did you mean '\($0)'?" } ?? "; \(list)"
                throw CommandError("unknown option '--\(name)' for '\(commandName)'\(hint)", at: token)
            }
            if let valueName = option.valueName {
                if let inlineValue {
                    values[name] = Token(inlineValue, column: token.column + name.count + 3, quoted: true)
                } else if index < tokens.count {
                    values[name] = tokens[index]
                    index += 1
                } else {
                    throw CommandError("option '--\(name)' needs a value: --\(name) \(valueName)", at: token)
                }
            } else {
                if inlineValue != nil {
                    throw CommandError("option '--\(name)' takes no value", at: token)
                }
                flags.insert(name)
            }
        }
        self.positionals = positionals
        self.flags = flags
        self.values = values
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func value(_ name: String) -> String? { values[name]?.text }

    /// A numeric option value with optional unit suffix, checked against `range`.
    public func number(_ name: String, unit: ParameterUnit, in range: ClosedRange<Double>) throws(CommandError) -> Double? {
        guard let token = values[name] else { return nil }
        guard let value = ValueParser.number(token.text, in: unit) else {
            throw CommandError("--\(name): '\(token.text)' is not \(unit.noun); use \(unit.accepted)", at: token)
        }
        guard range.contains(value) else {
            throw CommandError("--\(name): " + RangeMessage.outOfRange(value, range, symbol: unit.symbol), at: token)
        }
        return value
    }

    /// Fails when more than `count` positionals were given, pointing at the first extra one.
    public func expectAtMost(_ count: Int, usage: String) throws(CommandError) {
        if positionals.count > count {
            throw CommandError("unexpected argument '\(positionals[count].text)'; usage: \(usage)", at: positionals[count])
        }
    }
}
