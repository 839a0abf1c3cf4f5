import AnimTuneCore

/// `save [NAME|FILE] [--force]`: write the current scene as a JSON preset, atomically.
struct SaveCommand: ShellCommand {
    let help = CommandHelp("save [NAME|FILE] [--description TEXT] [--force]", in: .presets,
        summary: "save the current scene as a JSON preset (atomic; the old file survives a failure)",
        details: """
        A NAME goes to the presets folder (--presets, $ANIMTUNE_PRESETS, ./Presets, or \
        ~/.local/share/animtune/presets); a path with '/' or ending in .json is used as given. \
        Without a name, the preset last loaded or saved is written again. Overwriting a file that \
        was not loaded or saved in this session, or that changed on disk since, needs --force. In a \
        notebook a NAME goes to the notebook's NAME.assets folder, which is the notebook's own; \
        elsewhere a file that holds what the save writes, or what the notebook itself saved there \
        on its last run, is replaced, so 'animtune notebook run' can run it again. 'save -' prints \
        the preset on stdout and saves nothing.
        """,
        examples: ["save bouncy", "save ~/Desktop/tabbar-soft.json --force"])
    static let description = CommandOption<Token>.text("description", value: "TEXT", help: "one line saying what the preset is for")
    let options = OptionDeclaration.list(Self.description, SharedOption.force)
    let arguments: [ArgumentKind] = [.file]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        let store = PresetStore(environment: context.environment)
        let sceneName = context.scene.name
        guard let reference = arguments.positionals.first?.text ?? context.session.presetPath[sceneName] else {
            throw CommandError("save needs a name or a file: save NAME", at: arguments.commandToken)
        }
        let token = arguments.positionals.first ?? arguments.commandToken
        if reference == CommandContext.standardOutputName {
            let name = context.session.presetName[sceneName] ?? sceneName
            let description = arguments[Self.description]?.text ?? context.session.presetDescription[sceneName] ?? ""
            context.out.write(Preset(name: name, description: description, state: context.state).text)
            return
        }
        let path: String
        do { path = try store.path(for: reference) } catch { throw CommandError(error.message, at: token) }
        let name = FileSystem.displayName(path).replacingSuffix(".json")
        // A new name starts without a description: the old one describes other values.
        let sameFile = path == context.session.presetPath[sceneName]
        let description = arguments[Self.description]?.text ?? (sameFile ? context.session.presetDescription[sceneName] : nil) ?? ""
        let preset = Preset(name: name, description: description, state: context.state)
        let rule = OverwriteRule(context: context)
        try rule.check(path, force: arguments[SharedOption.force], token: arguments.positionals.first, replacingWith: preset.text)
        do {
            if let warning = try store.save(preset, to: path) { context.err.line(warning) }
        } catch {
            throw CommandError(error.message, at: token)
        }
        rule.rememberWritten(path, isPreset: true)
        context.session.presetPath[sceneName] = path
        context.session.presetName[sceneName] = name
        context.session.presetDescription[sceneName] = description
        context.session.markSaved()
        context.out.line("saved \(name) (\(sceneName)) to \(context.environment.displayPath(path))")
    }
}

extension String {
    func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
