import AnimTuneCore

/// A command's words after its name, split into positionals and `--options`.
public struct ParsedArguments: Sendable {
    /// The command-name token.
    public let commandToken: Token
    public let positionals: [Token]
    public let flags: Set<String>
    public let values: [String: Token]
    /// Every value of each option, in order (`values` keeps the last): for repeatable options.
    public let lists: [String: [Token]]

    /// Parses `tokens` (without the command name) against `options`; `--` ends options.
    /// `owners` names the other commands that have an option, for the message when it is
    /// given to one that does not.
    public init(command: Token, tokens: [Token], options: [CommandOption], commandName: String,
                owners: (String) -> [String] = { _ in [] }) throws(CommandError) {
        commandToken = command
        var positionals: [Token] = []
        var flags: Set<String> = []
        var values: [String: Token] = [:]
        var lists: [String: [Token]] = [:]
        for step in ArgumentWalk(tokens, options: options).steps {
            switch step {
            case .shortOption(let token):
                // `-h`, `-v`: a short option, which no command has (negative numbers pass).
                throw CommandError("unknown option '\(token.text)' for '\(commandName)'; "
                    + "'help \(commandName)' explains it and its '--' options", at: token)
            case .positional(let token):
                positionals.append(token)
            case .flag(let option, _):
                flags.insert(option.name)
            case .value(let option, _, let value):
                values[option.name] = value
                lists[option.name, default: []].append(value)
            case .unknownOption(let name, let token):
                let known = options.map { "--" + $0.name }
                let list = known.isEmpty ? "'\(commandName)' takes no options" : "options: \(known.joined(separator: ", "))"
                let others = owners(name)
                let hint = !others.isEmpty
                    ? "; --\(name) belongs to \(others.map { "'\($0)'" }.joined(separator: ", ")); \(list)"
                    : Suggestion.closest(to: "--" + name, in: known).map { "; did you mean '\($0)'?" } ?? "; \(list)"
                throw CommandError("unknown option '--\(name)' for '\(commandName)'\(hint)", at: token)
            case .missingValue(let option, let token):
                throw CommandError("option '--\(option.name)' needs a value: \(option.usage)", at: token)
            case .unwantedValue(let option, let token):
                throw CommandError("option '--\(option.name)' takes no value", at: token)
            }
        }
        self.positionals = positionals
        self.flags = flags
        self.values = values
        self.lists = lists
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    public func value(_ name: String) -> String? { values[name]?.text }

    /// Every value given to a repeatable option, in order.
    public func all(_ name: String) -> [Token] { lists[name] ?? [] }

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
