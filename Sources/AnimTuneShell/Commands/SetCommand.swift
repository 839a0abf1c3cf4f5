import AnimTuneCore

/// `set KEY VALUE` or `set KEY=VALUE…`: all assignments apply, or none.
struct SetCommand: ShellCommand {
    let help = CommandHelp("set KEY VALUE | set KEY=VALUE [KEY=VALUE …]", in: .parameters,
        summary: "change parameters; values may carry units (0.3s, 300ms, 20pt, 180deg, 60%, #24D6C8)",
        details: """
        Several assignments apply together or not at all. Setting one key of a spring group re-derives \
        the others and remembers that form (UIKit duration/damping, SwiftUI response/bounce/dampingFraction, \
        physical mass/stiffness/dampingCoefficient).
        """,
        examples: ["use spring; set spring.damping 0.5", "use spring; set spring.response=0.4s spring.bounce=0.2",
                   "use spring; set curve=cubic-bezier(0.25,0.1,0.25,1)", "use spring; set curve.duration 300ms"])
    let arguments: [ArgumentKind] = [.assignment]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let assignments = try Assignments.parse(arguments.positionals, usage: help.synopsis, command: arguments.commandToken)
        var state = context.state
        for (key, value) in assignments {
            do {
                try state.apply(key: key.text, text: value.text)
            } catch {
                if case .unknownKey = error { throw CommandError(error.description, at: key) }
                throw CommandError(error.description, at: value)
            }
        }
        try context.reportingChanges { context.session.change(to: state) }
    }

}
