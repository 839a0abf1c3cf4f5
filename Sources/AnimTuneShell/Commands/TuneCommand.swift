import AnimTuneCore

/// `tune [KEY|GROUP]`: the full-screen live mode; Enter keeps the values as one `set` line
/// (history, recording, one undo step), Esc puts them back.
struct TuneCommand: ShellCommand {
    let help = CommandHelp("tune [KEY | GROUP] [--vs SCENE:GROUP|PRESET:GROUP] [--reduced]", in: .parameters,
        summary: "tune live: arrows nudge a value, the curve, metrics and motion redraw at once",
        details: TuneCommand.details(),
        examples: ["tune", "use spring; tune spring.damping", "use card; tune dismiss.spring", "use profile; tune header.stopOffset",
                   "use spring; tune spring --vs card:dismiss.spring", "use card; tune dismiss.spring --reduced"])

    /// What tune shows and its table of keys, built when help is read (not at start-up).
    static func details() -> String {
        let width = TuneView.keyHelp.map(\.keys.count).max()!
        let keys = TuneView.keyHelp.map { "  " + TuneView.padRight($0.keys, width) + "  " + $0.does }.joined(separator: "\n")
        return """
        Opens a full-screen view of the scene in the interactive shell: the numeric parameters \
        and springs on the left, the curve the chosen one shapes (dimmed: as it was when tune \
        opened; a spring's 2 % band, settling time and peak marked), its metrics with their \
        change, and the action the chosen one shapes playing on the phone (a and A cycle the \
        actions). With a KEY or a spring GROUP it opens there. --vs pins another scene's spring (or \
        a preset's) as a reference: its curve drawn under the spring's and its measures beside them; \
        v pins the values as they are, or unpins. --reduced plays each action as its reduced-motion \
        strategy does (ACTION.reduced; see 'help reduced'), named in the title. Leaving with Enter adds one 'set KEY=VALUE …' line for what changed to \
        the history and to a notebook being recorded, and one step to undo. Needs a terminal of \
        at least \(TuneLayout.minimumColumns)×\(TuneLayout.minimumRows); elsewhere use set.

        Keys:
        \(keys)
        """
    }

    static let vs = CommandOption<Token>.text("vs", value: "SCENE:GROUP", kind: .preset, help: "pin that spring of another scene or preset as a reference")
    static let reduced = CommandOption<Bool>.flag("reduced", help: "play each action as its reduced-motion strategy (ACTION.reduced) does")
    let options = OptionDeclaration.list(Self.vs, Self.reduced)
    let arguments: [ArgumentKind] = [.anyOf([.key, .springGroup])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        let token = arguments.positionals.first
        guard context.history != nil, context.environment.isTerminal, context.imageSink == nil else {
            throw CommandError("tune needs the interactive shell in a terminal; here change values with "
                               + "set KEY=VALUE (e.g. set spring.damping=0.6)", at: arguments.commandToken)
        }
        var model: TuneModel
        do { model = try TuneModel(state: context.state, focusKey: token?.text) } catch {
            throw CommandError(error.description, at: token)
        }
        model.playsReduced = arguments[Self.reduced]
        model.exportName = context.session.presetName[context.scene.name] ?? context.scene.name
        if let vs = arguments[Self.vs] {
            guard SpringReference.isReference(vs.text) else {
                throw CommandError("\(Self.vs.spelling) takes a spring of another scene or preset, SCENE:GROUP or PRESET:GROUP (e.g. card:dismiss.spring)", at: vs)
            }
            let reference = try SpringReference(vs, in: context)
            let target: SpringGroup
            if let group = model.focused.group.flatMap(context.scene.springGroup(named:)) {
                target = group
            } else {
                target = try context.springGroup(nil)
            }
            model.pin(try reference.state(replacing: target, in: context, at: vs), named: reference.name)
            if token == nil || context.scene.springGroup(named: token!.text) != nil {
                model.focus(group: target.prefix, form: reference.setting.form)
            }
        }
        let environment = context.environment
        let terminal = StandardTerminal(fallbackSize: (environment.terminalWidth, environment.terminalHeight))
        let final: TuneModel
        do {
            var screen = TuneScreen(mode: ColourMode(environment: environment))
            screen.onState = { [session = context.session] in session.show($0) }
            screen.onSave = { name, state in Self.save(state, as: name, in: context) }
            final = try screen.run(model, on: terminal, input: terminal.input, output: terminal.output)
        } catch {
            context.session.show(context.state)
            throw CommandError(error.description, at: arguments.commandToken)
        }
        guard final.outcome == .keep else {
            context.session.show(context.state)
            context.out.line("tune: every value is back as it was")
            return
        }
        guard let line = final.setLine else {
            context.out.line("tune: nothing changed")
            return
        }
        // The values the line gives when replayed, so history, notebook and undo agree exactly.
        let state: SceneState
        do { state = try final.original.setting(final.assignments) } catch {
            context.session.show(context.state)
            throw CommandError("tune: \(error.description)", at: arguments.commandToken)
        }
        context.session.change(to: state)
        context.session.show(context.state)
        context.out.line(line)
        context.addEquivalent(line)
    }

    /// `s` in tune: `state` saved as `save NAME` would save it (the presets folder, the same
    /// overwrite rule); one line saying where, or why not. The session's values change only
    /// when tune is left with Enter.
    static func save(_ state: SceneState, as name: String, in context: CommandContext) -> String {
        let store = PresetStore(environment: context.environment)
        let path: String
        do { path = try store.path(for: name) } catch { return "not saved: \(error.message)" }
        let presetName = FileSystem.displayName(path).replacingSuffix(".json")
        let preset = Preset(name: presetName, description: "", state: state)
        let rule = OverwriteRule(context: context)
        do {
            try rule.check(path, force: false, token: nil, replacingWith: preset.text)
            _ = try store.save(preset, to: path)
        } catch {
            return "not saved: \(error.message)"
        }
        rule.rememberWritten(path, isPreset: true)
        context.session.presetPath[state.scene.name] = path
        context.session.presetName[state.scene.name] = presetName
        return "saved \(presetName) (\(state.scene.name)) to \(context.environment.displayPath(path))"
    }
}
