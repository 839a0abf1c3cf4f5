import AnimTuneCore

/// `load NAME|FILE`: validate a preset completely, then make it current.
struct LoadCommand: ShellCommand {
    let help = CommandHelp("load NAME|FILE", in: .presets,
        summary: "load a JSON preset (switches to its scene); a bad file changes nothing",
        examples: ["load tabbar", "load Presets/card.json"])
    let arguments: [ArgumentKind] = [.preset]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        guard let token = arguments.positionals.first else {
            throw CommandError("load needs a preset name or file; 'presets' lists them", at: arguments.commandToken)
        }
        let store = PresetStore(environment: context.environment)
        let (preset, path): (Preset, String)
        do {
            (preset, path) = try store.load(token.text)
        } catch {
            throw CommandError(error.message, at: token)
        }
        let sceneName = preset.scene.name
        try context.reportingChanges { context.session.load(preset.state) }
        if context.environment.fileExists(path) { OverwriteRule(context: context).remember(path) }
        // A shipped preset loaded without a presets folder has no file to save back to.
        context.session.presetPath[sceneName] = path.isEmpty ? nil : path
        context.session.presetName[sceneName] = preset.name
        context.session.presetDescription[sceneName] = preset.description
        context.session.markSaved()
    }
}
