import AnimTuneCore

/// `scenes`: the animations animtune models.
struct ScenesCommand: ShellCommand {
    let help = CommandHelp("scenes [--json]", in: .discover,
        summary: "list the animations animtune models")
    let options = OptionDeclaration.list(SharedOption.json)

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(0, usage: help.synopsis)
        if arguments[SharedOption.json] {
            let scenes = SceneCatalog.all.map { scene in
                JSONValue.object([
                    ("name", .string(scene.name)), ("summary", .string(scene.summary)),
                    ("actions", .array(scene.actions.map { .string($0.name) })),
                    ("curves", .array(scene.curves.map { .string($0.name) })),
                ])
            }
            context.out.line(JSONValue.array(scenes).formatted())
            return
        }
        var rows = TextTable()
        for scene in SceneCatalog.all {
            rows.add([scene.name == context.scene.name ? "*" : " ", scene.name, scene.summary])
        }
        context.out.write(rows.render(width: context.environment.terminalWidth))
    }
}
