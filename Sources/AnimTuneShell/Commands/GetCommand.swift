import AnimTuneCore

/// `get KEY [KEY…]`: parameters' values, a line each.
struct GetCommand: ShellCommand {
    let help = CommandHelp("get KEY [KEY…] [--json]", in: .parameters,
        summary: "print parameters' values with their units",
        details: "Several keys print a line each (with --json an array of objects); a key the scene lacks prints nothing.",
        examples: ["use spring; get spring.damping", "use card; get card.top present.dampingInterval --json"])
    let options = OptionDeclaration.list(SharedOption.json)
    let arguments: [ArgumentKind] = [.key]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        guard !arguments.positionals.isEmpty else {
            throw CommandError("get needs a key; 'show' lists them", at: arguments.commandToken)
        }
        var found: [(parameter: Parameter, value: ParameterValue)] = []
        for token in arguments.positionals {
            guard let parameter = context.scene.parameter(forKey: token.text),
                  let value = context.state.value(forKey: token.text) else {
                throw CommandError(ParameterError.unknownKey(token.text, scene: context.scene.name,
                    suggestion: Suggestion.closest(to: token.text, in: context.scene.keys)).description, at: token)
            }
            found.append((parameter, value))
        }
        if arguments[SharedOption.json] {
            let objects = found.map { parameter, value -> JSONValue in
                let encoded: JSONValue = value.number.map { $0.isNaN ? .null : .number($0) } ?? .string(value.description)
                return .object([("key", .string(parameter.key)), ("value", encoded), ("unit", .string(parameter.unitSymbol))])
            }
            context.out.line((objects.count == 1 ? objects[0] : .array(objects)).formatted())
            return
        }
        for (parameter, value) in found { context.out.line(line(parameter, value, in: context)) }
    }

    /// `spring.damping = 0.5`, `screen.width = 375 pt`, or `— (why)` for a value the form lacks.
    private func line(_ parameter: Parameter, _ value: ParameterValue, in context: CommandContext) -> String {
        if let number = value.number, number.isNaN {
            let reason = context.state.missingValueReason(forKey: parameter.key) ?? "no value in this form"
            return "\(parameter.key) = — (\(reason))"
        }
        let text = value.number.map(NumberFormatting.exact) ?? value.description
        let unit = parameter.unitSymbol.isEmpty ? "" : " \(parameter.unitSymbol)"
        return "\(parameter.key) = \(text)\(unit)"
    }
}
