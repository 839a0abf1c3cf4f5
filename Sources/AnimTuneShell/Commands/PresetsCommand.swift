import AnimTuneCore

/// `presets`: the presets in the presets folder.
struct PresetsCommand: ShellCommand {
    let name = "presets"
    let group = CommandGroup.presets
    let synopsis = "presets [--json]"
    let summary = "list presets in the presets folder: name, scene, description"
    let options = [CommandOption.json]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(0, usage: synopsis)
        let store = PresetStore(environment: context.environment)
        let folder = try store.requireDirectory()
        // A notebook names its assets folder relative to itself, the same on every machine.
        let directory = context.environment.workspace == nil ? folder : context.environment.displayPath(folder)
        let entries = store.list()
        if arguments.flag("json") {
            let items = entries.map { entry -> JSONValue in
                switch entry.result {
                case .success(let preset):
                    return .object([("name", .string(entry.name)), ("scene", .string(preset.scene.name)),
                                    ("description", .string(preset.description))])
                case .failure(let error):
                    return .object([("name", .string(entry.name)), ("error", .string(error.description))])
                }
            }
            context.out.line(JSONValue.array(items).formatted())
            return
        }
        guard !entries.isEmpty else {
            context.out.line("no presets in \(directory); 'save NAME' writes one")
            return
        }
        var rows = TextTable()
        rows.add(["name", "scene", "description"])
        for entry in entries {
            switch entry.result {
            case .success(let preset): rows.add([entry.name, preset.scene.name, preset.description])
            case .failure(let error): rows.add([entry.name, "?", "unreadable: \(error.description)"])
            }
        }
        context.out.write("presets in \(directory)\n" + rows.render())
    }
}
