import AnimTuneCore

/// A command's words after its name, split into positionals and `--options`. Options are read
/// back only through their declarations (``CommandOption``): `arguments[Self.json]`,
/// `arguments[Self.to]`, `try arguments.number(Self.fps)`. Reading an option the command does
/// not declare traps in debug builds (in release builds it reads as not given).
public struct ParsedArguments: Sendable {
    /// The command-name token.
    public let commandToken: Token
    public let positionals: [Token]
    private let flags: Set<String>
    /// Every value of each option, in order.
    private let lists: [String: [Token]]
    #if DEBUG
    /// The declared options' names, and whose they are: what ``read(_:)`` checks.
    private let declared: Set<String>
    private let commandName: String
    #endif

    /// Parses `tokens` (without the command name) against `options`; `--` ends options.
    /// `owners` names the other commands that have an option, for the message when it is
    /// given to one that does not.
    public init(command: Token, tokens: [Token], options: [OptionDeclaration], commandName: String,
                owners: (String) -> [String] = { _ in [] }) throws(CommandError) {
        commandToken = command
        var positionals: [Token] = []
        var flags: Set<String> = []
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
                throw CommandError("option '\(option.spelling)' needs a value: \(option.usage)", at: token)
            case .unwantedValue(let option, let token):
                throw CommandError("option '\(option.spelling)' takes no value", at: token)
            }
        }
        self.positionals = positionals
        self.flags = flags
        self.lists = lists
        #if DEBUG
        declared = Set(options.map(\.name))
        self.commandName = commandName
        #endif
    }

    /// `option`'s name, after checking in debug builds that the command declares it.
    private func read<Value>(_ option: CommandOption<Value>) -> String {
        #if DEBUG
        precondition(declared.contains(option.name), "'\(commandName)' reads \(option.spelling), which it does not declare")
        #endif
        return option.name
    }

    /// Whether the flag was given.
    public subscript(option: CommandOption<Bool>) -> Bool { flags.contains(read(option)) }

    /// The option's value (the last one when given twice); nil when not given.
    public subscript(option: CommandOption<Token>) -> Token? { lists[read(option)]?.last }

    /// Every value given to a repeatable option, in order.
    public subscript(option: CommandOption<[Token]>) -> [Token] { lists[read(option)] ?? [] }

    /// The word given as the option's (last) value, to point at in a message; nil for a flag or when not given.
    public func token<Value>(_ option: CommandOption<Value>) -> Token? { lists[read(option)]?.last }

    /// Whether the option was given (a flag, or with a value).
    public func has<Value>(_ option: CommandOption<Value>) -> Bool {
        let name = read(option)
        return flags.contains(name) || lists[name] != nil
    }

    /// The numeric option's value (with an optional unit suffix) in its declared unit, checked
    /// against its declared range; nil when not given.
    public func number(_ option: CommandOption<Double>) throws(CommandError) -> Double? {
        try number(option, in: option.declaration.unit ?? .ratio)
    }

    /// The numeric option's value read in `unit` instead of the declared one (`table --from X`
    /// takes the curve's axis unit), checked against the declared range.
    public func number(_ option: CommandOption<Double>, in unit: ParameterUnit) throws(CommandError) -> Double? {
        let name = read(option), range = option.declaration.range ?? -Double.infinity...Double.infinity
        guard let token = lists[name]?.last else { return nil }
        guard let value = ValueParser.number(token.text, in: unit) else {
            throw CommandError("\(option.spelling): '\(token.text)' is not \(unit.noun); use \(unit.accepted)", at: token)
        }
        guard range.contains(value) else {
            throw CommandError("\(option.spelling): " + RangeMessage.outOfRange(value, range, symbol: unit.symbol), at: token)
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
