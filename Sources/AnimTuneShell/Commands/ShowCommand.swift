import AnimTuneCore

/// `show [PATTERN] [--json]`: parameters with value, default, unit, range and help.
struct ShowCommand: ShellCommand {
    let help = CommandHelp("show [PATTERN] [--json]", in: .parameters,
        summary: "list parameters: value, default, unit, range, help; * marks changed ones",
        details: "PATTERN keeps keys that contain it ('show spring', 'show radius'). Spring groups list every form; the form last set is the one exports use.",
        examples: ["show", "use tabbar; show spring.", "show --json"])
    let options = OptionDeclaration.list(SharedOption.json)
    let arguments: [ArgumentKind] = [.key]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        let pattern = arguments.positionals.first
        let state = context.state
        let parameters = context.scene.keys.compactMap { context.scene.parameter(forKey: $0) }
            .filter { pattern == nil || $0.key.localizedCaseInsensitiveContainsText(pattern!.text) }
        if let pattern, parameters.isEmpty {
            throw CommandError("no parameter of scene '\(context.scene.name)' matches '\(pattern.text)'"
                + Suggestion.didYouMean(pattern.text, in: context.scene.keys), at: pattern)
        }
        if arguments[SharedOption.json] {
            context.out.line(JSONValue.array(parameters.map { json($0, state) }).formatted())
            return
        }
        var rows = TextTable()
        rows.add([" ", "key", "value", "unit", "default", "range", "help"])
        for parameter in parameters {
            let value = state.value(forKey: parameter.key) ?? parameter.defaultValue
            rows.add([state.isChanged(parameter.key) ? "*" : " ", parameter.key, value.shown,
                      parameter.unitSymbol, parameter.defaultValue.shown, rangeText(parameter), parameter.help])
        }
        let width = context.environment.terminalWidth
        let fitted = rows.droppingColumns(toFit: width, optional: 3)
        var text = "scene \(context.scene.name)\n" + fitted.table.render(width: width)
        for group in context.scene.springGroups where pattern == nil || group.prefix.contains(pattern!.text) {
            text += WordWrap.lines("\(group.prefix): set as \(formName(state.setting(group.prefix).form))", width: width, rest: "  ")
                .joined(separator: "\n") + "\n"
        }
        if fitted.dropped > 0 {
            let left = ["default", "range", "help"].suffix(fitted.dropped).joined(separator: ", ")
            text += WordWrap.lines("(\(left): a wider terminal shows them; 'help KEY' gives them for one parameter)", width: width)
                .joined(separator: "\n") + "\n"
        }
        context.out.write(text)
    }


    /// The widest a list of choices is shown in the range column; a longer one (the six
    /// reduced-motion strategies) shows its first words and "…", and `help KEY` lists them all.
    static let choicesWidth = 20

    static func choicesText(_ words: [String]) -> String {
        let all = words.joined(separator: "|")
        guard all.count > choicesWidth else { return all }
        var shown: [String] = []
        for word in words {
            guard (shown + [word, "…"]).joined(separator: "|").count <= choicesWidth else { break }
            shown.append(word)
        }
        return (shown + ["…"]).joined(separator: "|")
    }

    private func rangeText(_ parameter: Parameter) -> String {
        switch parameter.kind {
        case .number(_, let range): "\(NumberFormatting.short(range.lowerBound))…\(NumberFormatting.short(range.upperBound))"
        case .integer(let range): "\(range.lowerBound)…\(range.upperBound)"
        case .colour: "#RRGGBB"
        case .timingCurve: "named or cubic-bezier"
        case .choice(let words): Self.choicesText(words)
        }
    }

    private func formName(_ form: SpringForm) -> String {
        switch form {
        case .uikit: "UIKit (duration, damping, velocity)"
        case .swiftui: "SwiftUI (response, dampingFraction / bounce)"
        case .physical: "physical (mass, stiffness, dampingCoefficient)"
        }
    }

    private func json(_ parameter: Parameter, _ state: SceneState) -> JSONValue {
        func encode(_ value: ParameterValue) -> JSONValue {
            if case .number(let number) = value { return number.isNaN ? .null : .number(number) }
            return .string(value.description)
        }
        var members: [(String, JSONValue)] = [
            ("key", .string(parameter.key)),
            ("value", encode(state.value(forKey: parameter.key) ?? parameter.defaultValue)),
            ("default", encode(parameter.defaultValue)),
            ("unit", .string(parameter.unitSymbol)),
        ]
        switch parameter.kind {
        case .number(_, let range): members.append(("range", .array([.number(range.lowerBound), .number(range.upperBound)])))
        case .integer(let range): members.append(("range", .array([.number(Double(range.lowerBound)), .number(Double(range.upperBound))])))
        case .choice(let words): members.append(("choices", .array(words.map { .string($0) })))
        case .colour, .timingCurve: break
        }
        members += [("changed", .bool(state.isChanged(parameter.key))), ("help", .string(parameter.help))]
        return .object(members)
    }
}

extension String {
    func localizedCaseInsensitiveContainsText(_ other: String) -> Bool {
        lowercased().contains(other.lowercased())
    }
}
