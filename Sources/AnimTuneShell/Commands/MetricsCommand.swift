import AnimTuneCore

/// `metrics [GROUP] [--json]`: how a spring moves, in numbers.
struct MetricsCommand: ShellCommand {
    let name = "metrics"
    let group = CommandGroup.springs
    let synopsis = "metrics [GROUP|CURVE] [--json]"
    let summary = "a spring's ζ, ω0, overshoot, peak, settling and rise times, oscillations"
    let details = """
    Settling is the last time the motion leaves the band around the target: 2 % and ε = 0.001 (SwiftUI's \
    settlingDuration). A curve that follows a spring derived from other parameters (the card's present.spring) \
    is measured too.
    """
    let examples = ["metrics", "metrics dismiss.spring --json", "use card; metrics present.spring"]
    let options = [CommandOption.json]
    let arguments: [ArgumentKind] = [.anyOf([.springGroup, .springCurve])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: synopsis)
        let (name, spring) = try Self.spring(arguments.positionals.first, in: context)
        let metrics = SpringMetrics(spring)
        if arguments.flag("json") {
            context.out.line(SpringMetricsReport.json(name, spring, metrics).formatted())
            return
        }
        context.out.write(SpringMetricsReport.text(name, spring, metrics))
    }

    /// A spring group, or else a curve that follows a spring, by name.
    static func spring(_ token: Token?, in context: CommandContext) throws(CommandError) -> (String, Spring) {
        let scene = context.scene
        if let token, scene.springGroup(named: token.text) == nil,
           let curve = try? scene.curve(named: token.text), let spring = curve.spring {
            return (curve.name, spring(context.state))
        }
        do {
            let group = try context.springGroup(token)
            return (group.prefix, context.state.spring(group.prefix))
        } catch {
            let curves = scene.derivedSpringCurves.map(\.name)
            guard !curves.isEmpty, let token else { throw error }
            let names = scene.springGroups.map(\.prefix) + curves
            throw CommandError("'\(token.text)' is not a spring of scene '\(scene.name)'" + Suggestion.didYouMean(token.text, in: names)
                + " (springs: \(names.joined(separator: ", ")))", at: token)
        }
    }
}
