import AnimTuneCore

/// `use SCENE`: switch scenes; each scene keeps its values.
struct UseCommand: ShellCommand {
    let help = CommandHelp("use SCENE", in: .discover,
        summary: "select the scene to tune",
        details: "Each scene keeps its own values while another is in use; 'undo' switches back.",
        examples: ["use tabbar"])
    let arguments: [ArgumentKind] = [.scene]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        guard let token = arguments.positionals.first else {
            throw CommandError("use needs a scene: \(SceneCatalog.names.joined(separator: ", "))", at: arguments.commandToken)
        }
        let scene: any Scene
        do {
            scene = try SceneCatalog.scene(named: token.text)
        } catch {
            throw CommandError(error.description, at: token)
        }
        try context.reportingChanges { context.session.use(scene) }
    }
}
