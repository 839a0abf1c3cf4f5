import AnimTuneCore

/// `metrics [GROUP] [--json]`: how a spring moves, in numbers.
struct MetricsCommand: ShellCommand {
    let name = "metrics"
    let group = CommandGroup.springs
    let synopsis = "metrics [GROUP|CURVE] [--vs SCENE:GROUP|PRESET:GROUP] [--distance D] [--runtime NAME|all] [--json]"
    let summary = "a spring's ζ, ω0, overshoot, peak, settling and rise times, oscillations"
    let details = """
    Settling time is the last time the motion leaves a band around the target: 2 % and 0.1 % of the \
    distance, from the closed form. SwiftUI's settlingDuration is SwiftUI's own estimate (an envelope bound for \
    ζ < 1, a 0.1 s scan otherwise, ζ > 1 treated as critical), computed as SwiftUI does; it is usually later. \
    With --distance or --runtime: per platform (all by default), when the animation ends (onComplete), how far \
    it still was from the target then, and its largest deviation from the exact curve, for a move of D \
    points/px/dp at 60 fps. A curve that follows a spring derived from other parameters (the card's \
    present.spring) is measured too. --vs measures another scene's spring (or a preset's) after it, \
    to match one to the other (copy SCENE:GROUP takes it over).
    """
    let examples = ["metrics", "use card; metrics dismiss.spring --json", "use card; metrics present.spring", "metrics --vs card:dismiss.spring",
                    "metrics --distance 300", "metrics --distance 2 --runtime android,compose --json"]
    let options = [CommandOption.json, RuntimeArguments.runtimeOption, RuntimeArguments.distanceOption,
                   CommandOption("vs", value: "SCENE:GROUP", kind: .preset, help: "also measure this spring of another scene or preset")]
    let arguments: [ArgumentKind] = [.anyOf([.springGroup, .springCurve])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: synopsis)
        let named = try context.namedSpring(arguments.positionals.first)
        let (name, spring) = (named.name, named.setting.spring)
        let runtimes = try RuntimeArguments(arguments, several: true)
        if runtimes.runtimes != nil || arguments.values["distance"] != nil {
            let report = RuntimeReport(spring, Self.runtimeSetting(name, spring, runtimes.distance, in: context),
                                       runtimes: runtimes.runtimes ?? Runtime.allCases)
            context.out.write(arguments.flag("json") ? RuntimeMetricsText.json(name, report).formatted() + "\n"
                                                     : RuntimeMetricsText.text(name, spring, report))
            return
        }
        let metrics = SpringMetrics(spring)
        var reference: SpringReference?
        if let token = arguments.values["vs"] {
            guard SpringReference.isReference(token.text) else {
                throw CommandError("--vs takes a spring of another scene or preset, SCENE:GROUP or PRESET:GROUP (e.g. card:dismiss.spring)", at: token)
            }
            reference = try SpringReference(token, in: context)
        }
        if arguments.flag("json") {
            let own = SpringMetricsReport.json(name, spring, metrics)
            guard let reference else {
                context.out.line(own.formatted())
                return
            }
            let other = reference.setting.spring
            context.out.line(JSONValue.array([own, SpringMetricsReport.json(reference.name, other, SpringMetrics(other))]).formatted())
            return
        }
        context.out.write(SpringMetricsReport.text(name, spring, metrics))
        if let reference {
            let other = reference.setting.spring
            context.out.write(SpringMetricsReport.text(reference.name, other, SpringMetrics(other)))
        }
    }

    /// The runtime setting of a spring group (its UIKit duration, if written so), or of a derived spring.
    static func runtimeSetting(_ name: String, _ spring: Spring, _ distance: Double, in context: CommandContext) -> RuntimeSetting {
        guard context.scene.springGroup(named: name) != nil else { return RuntimeSetting(distance: distance) }
        return RuntimeSetting(context.state.setting(name), distance: distance)
    }
}
