import AnimTuneCore

/// `set KEY VALUE` or `set KEY=VALUE…`: all assignments apply, or none.
struct SetCommand: ShellCommand {
    let name = "set"
    let group = CommandGroup.parameters
    let synopsis = "set KEY VALUE | set KEY=VALUE [KEY=VALUE …]"
    let summary = "change parameters; values may carry units (0.3s, 300ms, 20pt, 180deg, 60%, #24D6C8)"
    let details = """
    Several assignments apply together or not at all. Setting one key of a spring group re-derives \
    the others and remembers that form (UIKit duration/damping, SwiftUI response/bounce/dampingFraction, \
    physical mass/stiffness/dampingCoefficient).
    """
    let examples = ["set spring.damping 0.5", "set spring.response=0.4s spring.bounce=0.2",
                    "set curve=cubic-bezier(0.25,0.1,0.25,1)", "set curve.duration 300ms"]
    let arguments: [ArgumentKind] = [.assignment]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let assignments = try Self.assignments(arguments.positionals, usage: synopsis, command: arguments.commandToken)
        var state = context.state
        for (key, value) in assignments {
            do {
                try state.apply(key: key.text, text: value.text)
            } catch {
                if case .unknownKey = error { throw CommandError(error.description, at: key) }
                throw CommandError(error.description, at: value)
            }
        }
        try context.reportingChanges { context.session.change(to: state) }
    }

    /// Pairs `KEY=VALUE` tokens, or the two tokens of `KEY VALUE`.
    static func assignments(_ tokens: [Token], usage: String, command: Token) throws(CommandError) -> [(Token, Token)] {
        guard !tokens.isEmpty else { throw CommandError("set needs KEY VALUE or KEY=VALUE", at: command) }
        if !tokens[0].text.contains("=") {
            let key = tokens[0]
            guard tokens.count >= 2 else {
                throw CommandError("missing value for '\(key.text)'; usage: \(usage)", at: key)
            }
            guard tokens.count == 2 else {
                let extra = tokens[2]
                throw CommandError("unexpected '\(extra.text)' after the value of '\(key.text)'; write a unit without a space "
                                   + "(0.3s), or give several as KEY=VALUE KEY=VALUE", at: extra)
            }
            return [(key, tokens[1])]
        }
        var pairs: [(Token, Token)] = []
        for token in tokens {
            guard let equals = token.text.firstIndex(of: "=") else {
                throw CommandError("expected KEY=VALUE, got '\(token.text)'; after a KEY=VALUE every assignment needs '='", at: token)
            }
            let key = String(token.text[..<equals])
            let value = String(token.text[token.text.index(after: equals)...])
            guard !key.isEmpty else { throw CommandError("missing key before '='", at: token) }
            pairs.append((Token(key, column: token.column),
                          Token(value, column: token.column + key.count + 1, quoted: token.quoted)))
        }
        return pairs
    }
}
