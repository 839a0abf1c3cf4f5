import AnimTuneCore

/// `get KEY`: one parameter's value.
struct GetCommand: ShellCommand {
    let name = "get"
    let group = CommandGroup.parameters
    let synopsis = "get KEY [--json]"
    let summary = "print one parameter's value with its unit"
    let examples = ["use spring; get spring.damping"]
    let options = OptionDeclaration.list(SharedOption.json)
    let arguments: [ArgumentKind] = [.key]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: synopsis)
        guard let token = arguments.positionals.first else {
            throw CommandError("get needs a key; 'show' lists them", at: arguments.commandToken)
        }
        guard let parameter = context.scene.parameter(forKey: token.text),
              let value = context.state.value(forKey: token.text) else {
            throw CommandError(ParameterError.unknownKey(token.text, scene: context.scene.name,
                suggestion: Suggestion.closest(to: token.text, in: context.scene.keys)).description, at: token)
        }
        if arguments[SharedOption.json] {
            let encoded: JSONValue = value.number.map { $0.isNaN ? .null : .number($0) } ?? .string(value.description)
            context.out.line(JSONValue.object([("key", .string(parameter.key)), ("value", encoded),
                                               ("unit", .string(parameter.unitSymbol))]).formatted())
            return
        }
        if let number = value.number, number.isNaN {
            let reason = context.state.missingValueReason(forKey: parameter.key) ?? "no value in this form"
            context.out.line("\(parameter.key) = — (\(reason))")
            return
        }
        let text = value.number.map(NumberFormatting.exact) ?? value.description
        let unit = parameter.unitSymbol.isEmpty ? "" : " \(parameter.unitSymbol)"
        context.out.line("\(parameter.key) = \(text)\(unit)")
    }
}
