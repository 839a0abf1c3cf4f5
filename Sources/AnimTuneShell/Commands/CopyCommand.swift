import AnimTuneCore

/// `copy SCENE:GROUP [TO]` (or `PRESET:GROUP`): another scene's spring, as it is in this
/// session or in a preset, into a spring of the current scene, in the form it was set in.
struct CopyCommand: ShellCommand {
    let help = CommandHelp("copy SCENE:GROUP|PRESET:GROUP [TO]", in: .parameters,
        summary: "copy a spring from another scene or a preset into one of this scene's springs",
        details: """
        SCENE:GROUP takes the spring as it is in this session (the scene's defaults if it was never \
        used); PRESET:GROUP takes it from a saved or shipped preset. TO is a spring of the current \
        scene: by default the one with the same name, else the scene's first. The spring keeps the \
        form it was set in (UIKit, SwiftUI or physical); 'undo' takes it back.
        """,
        examples: ["use spring; copy card:dismiss.spring", "use card; copy tabbar:spring dismiss.spring"])
    let arguments: [ArgumentKind] = [.anyOf([.scene, .preset]), .springGroup]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(2, usage: help.synopsis)
        guard let source = arguments.positionals.first else {
            throw CommandError("copy needs a spring to copy: copy SCENE:GROUP [TO], e.g. copy card:dismiss.spring",
                               at: arguments.commandToken)
        }
        let reference = try SpringReference(source, in: context)
        let targetToken = arguments.positionals.dropFirst().first
        let target: SpringGroup
        if targetToken == nil, let same = context.scene.springGroup(named: reference.group.prefix) {
            target = same
        } else {
            target = try context.springGroup(targetToken)
        }
        let state = try reference.state(replacing: target, in: context, at: targetToken ?? source)
        try context.reportingChanges { context.session.change(to: state) }
        context.out.line("copied \(reference.name) to \(target.prefix)")
    }
}
