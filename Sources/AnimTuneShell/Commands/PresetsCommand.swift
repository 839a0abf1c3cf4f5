import AnimTuneCore
import SafeIO

/// `presets`: the presets in the presets folder, then the shipped ones built into animtune.
struct PresetsCommand: ShellCommand {
    let help = CommandHelp("presets [--json]", in: .presets,
        summary: "list presets: those in the presets folder, then the ones built into animtune",
        details: "A name loads from the presets folder first; the built-in presets (one per scene, with the "
        + "original projects' values) load by name anywhere unless the folder has a preset of the same name.")
    let options = OptionDeclaration.list(SharedOption.json)

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(0, usage: help.synopsis)
        let store = PresetStore(environment: context.environment)
        let entries = store.list()
        let builtIns = store.builtIns()
        if arguments[SharedOption.json] {
            var items = entries.map { entry -> JSONValue in
                switch entry.result {
                case .success(let preset):
                    return .object([("name", .string(entry.name)), ("scene", .string(preset.scene.name)),
                                    ("description", .string(preset.description)), ("builtIn", .bool(false))])
                case .failure(let error):
                    return .object([("name", .string(entry.name)), ("error", .string(error.description)), ("builtIn", .bool(false))])
                }
            }
            items += builtIns.map { entry in
                .object([("name", .string(entry.name)), ("scene", .string(entry.preset.scene.name)),
                         ("description", .string(entry.preset.description)), ("builtIn", .bool(true))])
            }
            context.out.line(JSONValue.array(items).formatted())
            return
        }
        context.out.write(folderListing(store, entries, in: context))
        if let folder = store.directory {
            for name in context.environment.folderEntriesNotUTF8(folder) where name.hasSuffix(".json") {
                context.err.line("warning: '\(TerminalSafe.echo(name))' is left out: its name is not UTF-8; rename it to load it")
            }
        }
        guard !builtIns.isEmpty else { return }
        var rows = TextTable()
        rows.add(["name", "scene", "description"])
        for entry in builtIns { rows.add([entry.name, entry.preset.scene.name, entry.preset.description]) }
        context.out.write("\nbuilt into animtune (load by name anywhere):\n" + rows.render(width: context.environment.terminalWidth))
    }

    private func folderListing(_ store: PresetStore, _ entries: [(name: String, result: Result<Preset, PresetError>)],
                               in context: CommandContext) -> String {
        guard let folder = store.directory else {
            return "no presets folder: \(store.missingDirectory.message)\n"
        }
        // A notebook names its assets folder relative to itself, the same on every machine.
        let directory = context.environment.workspace == nil ? folder : context.environment.displayPath(folder)
        guard !entries.isEmpty else { return "no presets in \(directory); 'save NAME' writes one\n" }
        var rows = TextTable()
        rows.add(["name", "scene", "description"])
        for entry in entries {
            switch entry.result {
            case .success(let preset): rows.add([entry.name, preset.scene.name, preset.description])
            case .failure(let error): rows.add([entry.name, "?", "unreadable: \(error.description)"])
            }
        }
        return "presets in \(directory)\n" + rows.render()
    }
}
