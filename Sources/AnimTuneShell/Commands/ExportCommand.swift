import AnimTuneCore

/// `export FORMAT [--to FILE]`: the current scene for another tool.
struct ExportCommand: ShellCommand {
    let name = "export"
    let group = CommandGroup.presets
    let synopsis = "export FORMAT [--to FILE]"
    var summary: String { "export the current scene: \(ExportCatalog.formats.joined(separator: ", "))" }
    var details: String {
        var rows = TextTable()
        for exporter in ExportCatalog.all { rows.add([exporter.format, exporter.summary]) }
        return "formats:\n" + rows.render(indent: "  ")
    }
    let examples = ["export json", "export csv --to curves.csv"]
    let options = [CommandOption("to", value: "FILE", kind: .file, help: "write to FILE (atomically) instead of stdout")]
    let arguments: [ArgumentKind] = [.exportFormat]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: synopsis)
        guard let token = arguments.positionals.first else {
            throw CommandError("export needs a format: \(ExportCatalog.formats.joined(separator: ", "))", at: arguments.commandToken)
        }
        guard let exporter = ExportCatalog.exporter(for: token.text) else {
            throw CommandError("unknown export format '\(token.text)'" + Suggestion.didYouMean(token.text, in: ExportCatalog.formats)
                + " (formats: \(ExportCatalog.formats.joined(separator: ", ")))", at: token)
        }
        let sceneName = context.scene.name
        let preset = Preset(name: context.session.presetName[sceneName] ?? sceneName,
                            description: context.session.presetDescription[sceneName] ?? "", state: context.state)
        let text = exporter.export(preset)
        guard let destination = arguments.values["to"] else {
            context.out.write(text)
            return
        }
        let path = context.environment.absolutePath(destination.text)
        do {
            try FileSystem.writeAtomically(text, to: path)
        } catch {
            throw CommandError("cannot write '\(destination.text)': \(error.description)", at: destination)
        }
        context.out.line("exported \(exporter.format) to \(context.environment.displayPath(path))")
    }
}
