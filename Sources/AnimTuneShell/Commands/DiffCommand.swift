import AnimTuneCore

/// `diff [A] [B]`: what differs between the current values and a preset, or two presets.
struct DiffCommand: ShellCommand {
    let name = "diff"
    let group = CommandGroup.presets
    let synopsis = "diff [A] [B] [--json]"
    let summary = "compare: current vs what the prompt's * compares with, current vs A, or A vs B"
    let details = """
    Without arguments, the current values are compared with the preset last loaded or saved, or with the \
    scene's defaults before that: what the prompt's * marks as unsaved. A and B are preset names or files; \
    'defaults' is the scene's defaults.
    """
    let examples = ["diff", "diff defaults", "use tabbar; diff tabbar", "diff soft bouncy"]
    let options = OptionDeclaration.list(SharedOption.json)
    let arguments: [ArgumentKind] = [.preset]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(2, usage: synopsis)
        func load(_ token: Token) throws(CommandError) -> (String, SceneState) {
            try context.comparison(token.text, at: token)
        }
        let positionals = arguments.positionals
        let left: (String, SceneState)
        let right: (String, SceneState)
        var heading: String?
        switch positionals.count {
        case 0:
            let baseline = context.unsavedBaseline
            left = (baseline.name, baseline.state)
            right = ("current", context.state)
            heading = "current values vs \(baseline.description)"
        case 1:
            left = try load(positionals[0])
            right = ("current", context.state)
        default:
            left = try load(positionals[0])
            right = try load(positionals[1])
        }
        guard left.1.scene.name == right.1.scene.name else {
            throw CommandError("cannot compare scene '\(left.1.scene.name)' (\(left.0)) with scene '\(right.1.scene.name)' (\(right.0))",
                               at: positionals.last)
        }
        let rows = Self.differences(left.1, right.1)
        if arguments[SharedOption.json] {
            context.out.line(JSONValue.array(rows.map {
                .object([("key", .string($0.key)), (left.0, .string($0.left)), (right.0, .string($0.right))])
            }).formatted())
            return
        }
        guard !rows.isEmpty else {
            context.out.line("no differences between \(heading.map { "the " + $0.replacingOccurrences(of: " vs ", with: " and ") } ?? "\(left.0) and \(right.0)")")
            return
        }
        var table = TextTable()
        table.add(["key", left.0, right.0])
        for row in rows { table.add([row.key, row.left, row.right]) }
        context.out.write((heading.map { $0 + ":\n" } ?? "") + table.render())
    }

    /// Keys whose values differ; a spring group lists the keys of both sides' forms.
    static func differences(_ a: SceneState, _ b: SceneState) -> [(key: String, left: String, right: String)] {
        var rows: [(key: String, left: String, right: String)] = []
        func text(_ value: ParameterValue?, _ parameter: Parameter) -> String {
            guard let value else { return "—" }
            let shown = value.shown
            return parameter.unitSymbol.isEmpty || shown == "—" ? shown : "\(shown) \(parameter.unitSymbol)"
        }
        for parameter in a.scene.parameters where a.values[parameter.key] != b.values[parameter.key] {
            rows.append((parameter.key, text(a.values[parameter.key], parameter), text(b.values[parameter.key], parameter)))
        }
        for group in a.scene.springGroups {
            let left = a.setting(group.prefix)
            let right = b.setting(group.prefix)
            guard left != right else { continue }
            var fields = SpringField.allCases.filter { $0.form == left.form || $0.form == right.form || $0 == .velocity }
            if left.form != right.form { rows.append(("\(group.prefix) (form)", left.form.rawValue, right.form.rawValue)) }
            fields = fields.filter { field in
                let l = left.value(of: field)
                let r = right.value(of: field)
                guard let l, let r else { return (l == nil) != (r == nil) }
                return abs(l - r) > 1e-12 * max(1, abs(l))
            }
            for field in fields {
                let parameter = group.parameter(field)
                rows.append((parameter.key, text(left.value(of: field).map { .number($0) }, parameter),
                             text(right.value(of: field).map { .number($0) }, parameter)))
            }
        }
        return rows
    }
}
