import AnimTuneCore

/// `diff [A] [B]`: what differs between the current values and a preset, or two presets.
struct DiffCommand: ShellCommand {
    let help = CommandHelp("diff [A] [B] [--json] | diff [GROUP] --vs SCENE:GROUP|PRESET:GROUP [--json]", in: .presets,
        summary: "compare: current vs what the prompt's * compares with, current vs A, or A vs B",
        details: """
        Without arguments, the current values are compared with the preset last loaded or saved, or with the \
        scene's defaults before that: what the prompt's * marks as unsaved. A and B are preset names or files; \
        'defaults' is the scene's defaults. With --vs, one spring of this scene (GROUP, or the scene's first) is \
        compared with a spring of another scene or preset, field by field in the forms either was set in: what \
        'copy SCENE:GROUP' would change.
        """,
        examples: ["diff", "diff defaults", "use tabbar; diff tabbar", "diff soft bouncy", "diff --vs card:dismiss.spring",
                   "use card; diff highlight.spring --vs tabbar:spring"])
    static let vs = CommandOption<Token>.text("vs", value: "SCENE:GROUP", kind: .preset,
                                              help: "compare one spring with this spring of another scene or preset")
    let options = OptionDeclaration.list(SharedOption.json, Self.vs)
    let arguments: [ArgumentKind] = [.anyOf([.preset, .springGroup])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        if let token = arguments[Self.vs] {
            try compareSpring(with: token, arguments, in: context)
            return
        }
        try arguments.expectAtMost(2, usage: help.synopsis)
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
        report(Self.differences(left.1, right.1), left: left.0, right: right.0, heading: heading, json: arguments[SharedOption.json], in: context)
    }

    /// `diff [GROUP] --vs SCENE:GROUP`: one spring of this scene against another scene's.
    private func compareSpring(with token: Token, _ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.usage(of: Self.vs.spelling))
        guard SpringReference.isReference(token.text) else {
            throw CommandError("\(Self.vs.spelling) takes a spring of another scene or preset, SCENE:GROUP or PRESET:GROUP (e.g. card:dismiss.spring)", at: token)
        }
        let reference = try SpringReference(token, in: context)
        let group = try context.springGroup(arguments.positionals.first)
        let rows = Self.springDifferences(context.state.setting(group.prefix), reference.setting, group: group, formLabel: "form") { $0.field.rawValue }
        report(rows, left: group.prefix, right: reference.name, heading: "\(group.prefix) vs \(reference.name)",
              json: arguments[SharedOption.json], in: context)
    }

    private func report(_ rows: [Row], left: String, right: String, heading: String?, json: Bool, in context: CommandContext) {
        if json {
            context.out.line(JSONValue.array(rows.map {
                .object([("key", .string($0.key)), (left, .string($0.left)), (right, .string($0.right))])
            }).formatted())
            return
        }
        guard !rows.isEmpty else {
            context.out.line("no differences between \(heading.map { "the " + $0.replacingOccurrences(of: " vs ", with: " and ") } ?? "\(left) and \(right)")")
            return
        }
        var table = TextTable()
        table.add(["key", left, right])
        for row in rows { table.add([row.key, row.left, row.right]) }
        context.out.write((heading.map { $0 + ":\n" } ?? "") + table.render())
    }

    typealias Row = (key: String, left: String, right: String)

    /// Keys whose values differ; a spring group lists the keys of both sides' forms.
    static func differences(_ a: SceneState, _ b: SceneState) -> [Row] {
        var rows: [Row] = []
        for parameter in a.scene.parameters where a.values[parameter.key] != b.values[parameter.key] {
            rows.append((parameter.key, text(a.values[parameter.key], parameter), text(b.values[parameter.key], parameter)))
        }
        for group in a.scene.springGroups {
            rows += springDifferences(a.setting(group.prefix), b.setting(group.prefix), group: group, formLabel: "\(group.prefix) (form)") { $0.parameter.key }
        }
        return rows
    }

    /// The fields where two springs differ, in the forms either was set in (velocity always
    /// compared), after a `formLabel` row when the forms differ; `label` names a field's row.
    static func springDifferences(_ left: SpringSetting, _ right: SpringSetting, group: SpringGroup, formLabel: String,
                                  label: ((field: SpringField, parameter: Parameter)) -> String) -> [Row] {
        guard left != right else { return [] }
        var rows: [Row] = []
        if left.form != right.form { rows.append((formLabel, left.form.rawValue, right.form.rawValue)) }
        let fields = SpringField.allCases.filter { $0.form == left.form || $0.form == right.form || $0 == .velocity }.filter { field in
            let l = left.value(of: field)
            let r = right.value(of: field)
            guard let l, let r else { return (l == nil) != (r == nil) }
            return abs(l - r) > 1e-12 * max(1, abs(l))
        }
        for field in fields {
            let parameter = group.parameter(field)
            rows.append((label((field, parameter)), text(left.value(of: field).map { .number($0) }, parameter),
                         text(right.value(of: field).map { .number($0) }, parameter)))
        }
        return rows
    }

    private static func text(_ value: ParameterValue?, _ parameter: Parameter) -> String {
        guard let value else { return "—" }
        let shown = value.shown
        return parameter.unitSymbol.isEmpty || shown == "—" ? shown : "\(shown) \(parameter.unitSymbol)"
    }
}
