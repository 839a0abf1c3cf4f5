import AnimTuneCore

/// `save [NAME|FILE] [--force]`: write the current scene as a JSON preset, atomically.
struct SaveCommand: ShellCommand {
    let name = "save"
    let group = CommandGroup.presets
    let synopsis = "save [NAME|FILE] [--description TEXT] [--force]"
    let summary = "save the current scene as a JSON preset (atomic; the old file survives a failure)"
    let details = """
    A NAME goes to the presets folder (--presets, $ANIMTUNE_PRESETS, ./Presets, or \
    ~/.local/share/animtune/presets); a path with '/' or ending in .json is used as given. \
    Without a name, the preset last loaded or saved is written again. Overwriting a file that \
    was not loaded or saved in this session needs --force, except in a notebook: there a file \
    that holds what the save writes, or what the notebook itself saved there on its last run, \
    is replaced, so 'animtune notebook run' can run it again.
    """
    let examples = ["save bouncy", "save ~/Desktop/tabbar-soft.json --force"]
    let options = [
        CommandOption("description", value: "TEXT", help: "one line saying what the preset is for"),
        CommandOption("force", help: "overwrite a file that was not loaded or saved in this session"),
    ]
    let arguments: [ArgumentKind] = [.file]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: synopsis)
        let store = PresetStore(environment: context.environment)
        let sceneName = context.scene.name
        guard let reference = arguments.positionals.first?.text ?? context.session.presetPath[sceneName] else {
            throw CommandError("save needs a name or a file: save NAME", at: arguments.commandToken)
        }
        let path = store.path(for: reference)
        let name = FileSystem.displayName(path).replacingSuffix(".json")
        // A new name starts without a description: the old one describes other values.
        let sameFile = path == context.session.presetPath[sceneName]
        let description = arguments.value("description") ?? (sameFile ? context.session.presetDescription[sceneName] : nil) ?? ""
        let preset = Preset(name: name, description: description, state: context.state)
        if FileSystem.exists(path), !context.session.knownPresetFiles.contains(path), !arguments.flag("force"),
           context.presetSink?.mayReplace(path, with: preset.text) != true {
            throw CommandError("'\(reference)' exists and was not loaded or saved in this session; "
                + "use 'save \(reference) --force' to overwrite it", at: arguments.positionals.first)
        }
        do {
            try store.save(preset, to: path)
        } catch {
            throw CommandError(error.message, at: arguments.positionals.first ?? arguments.commandToken)
        }
        context.presetSink?.didSave(preset.text, to: path)
        context.session.knownPresetFiles.insert(path)
        context.session.presetPath[sceneName] = path
        context.session.presetName[sceneName] = name
        context.session.presetDescription[sceneName] = description
        context.session.markSaved()
        context.out.line("saved \(sceneName) to \(context.environment.displayPath(path))")
    }
}

extension String {
    func replacingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
