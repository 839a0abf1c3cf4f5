import AnimTuneCore

/// `copy SCENE:GROUP [TO]` (or `PRESET:GROUP`): another scene's spring, as it is in this
/// session or in a preset, into a spring of the current scene, in the form it was set in.
struct CopyCommand: ShellCommand {
    let name = "copy"
    let group = CommandGroup.parameters
    let synopsis = "copy SCENE:GROUP|PRESET:GROUP [TO]"
    let summary = "copy a spring from another scene or a preset into one of this scene's springs"
    let details = """
        SCENE:GROUP takes the spring as it is in this session (the scene's defaults if it was never \
        used); PRESET:GROUP takes it from a saved or shipped preset. TO is a spring of the current \
        scene: by default the one with the same name, else the scene's first. The spring keeps the \
        form it was set in (UIKit, SwiftUI or physical); 'undo' takes it back.
        """
    let examples = ["use spring; copy card:dismiss.spring", "use card; copy tabbar:spring dismiss.spring"]
    let arguments: [ArgumentKind] = [.anyOf([.scene, .preset]), .springGroup]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(2, usage: synopsis)
        guard let source = arguments.positionals.first else {
            throw CommandError("copy needs a spring to copy: copy SCENE:GROUP [TO], e.g. copy card:dismiss.spring",
                               at: arguments.commandToken)
        }
        let parts = source.text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw CommandError("'\(source.text)' names no spring; write SCENE:GROUP or PRESET:GROUP, e.g. card:dismiss.spring", at: source)
        }
        let origin: SceneState
        if let scene = SceneCatalog.all.first(where: { $0.name == parts[0] }) {
            origin = context.session.state(of: scene)
        } else {
            origin = try context.comparison(parts[0], at: source).state
        }
        guard let from = origin.scene.springGroup(named: parts[1]) else {
            let names = origin.scene.springGroups.map(\.prefix)
            throw CommandError("'\(parts[1])' is not a spring of scene '\(origin.scene.name)'" + Suggestion.didYouMean(parts[1], in: names)
                + (names.isEmpty ? " (it has none)" : " (springs: \(names.joined(separator: ", ")))"), at: source)
        }
        let targetToken = arguments.positionals.dropFirst().first
        let target: SpringGroup
        if targetToken == nil, let same = context.scene.springGroup(named: from.prefix) {
            target = same
        } else {
            target = try context.springGroup(targetToken)
        }
        var state = context.state
        do {
            try state.apply(spring: origin.setting(from.prefix), to: target.prefix)
        } catch {
            throw CommandError(error.description, at: targetToken ?? source)
        }
        try context.reportingChanges { context.session.change(to: state) }
        context.out.line("copied \(origin.scene.name):\(from.prefix) to \(target.prefix)")
    }
}
