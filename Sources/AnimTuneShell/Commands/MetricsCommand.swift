import AnimTuneCore

/// `metrics [GROUP] [--json]`: how a spring moves, in numbers.
struct MetricsCommand: ShellCommand {
    let name = "metrics"
    let group = CommandGroup.springs
    let synopsis = "metrics [GROUP|CURVE] [--distance D] [--runtime NAME|all] [--json]"
    let summary = "a spring's ζ, ω0, overshoot, peak, settling and rise times, oscillations"
    let details = """
    Settling time is the last time the motion leaves a band around the target: 2 % and 0.1 % of the \
    distance, from the closed form. SwiftUI's settlingDuration is SwiftUI's own estimate (an envelope bound for \
    ζ < 1, a 0.1 s scan otherwise, ζ > 1 treated as critical), computed as SwiftUI does; it is usually later. \
    With --distance or --runtime: per platform (all by default), when the animation ends (onComplete), how far \
    it still was from the target then, and its largest deviation from the exact curve, for a move of D \
    points/px/dp at 60 fps. A curve that follows a spring derived from other parameters (the card's \
    present.spring) is measured too.
    """
    let examples = ["metrics", "metrics dismiss.spring --json", "use card; metrics present.spring",
                    "metrics --distance 300", "metrics --distance 2 --runtime android,compose --json"]
    let options = [CommandOption.json, RuntimeArguments.runtimeOption, RuntimeArguments.distanceOption]
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
        if arguments.flag("json") {
            context.out.line(Self.json(name, spring, metrics).formatted())
            return
        }
        context.out.write(Self.text(name, spring, metrics))
    }

    /// The runtime setting of a spring group (its UIKit duration, if written so), or of a derived spring.
    static func runtimeSetting(_ name: String, _ spring: Spring, _ distance: Double, in context: CommandContext) -> RuntimeSetting {
        guard context.scene.springGroup(named: name) != nil else { return RuntimeSetting(distance: distance) }
        return RuntimeSetting(context.state.setting(name), distance: distance)
    }

    static func text(_ prefix: String, _ spring: Spring, _ metrics: SpringMetrics) -> String {
        func seconds(_ value: Double) -> String { value.isFinite ? "\(NumberFormatting.short(value, digits: 4)) s" : "never" }
        var rows = TextTable()
        rows.add(["damping ratio ζ", NumberFormatting.short(metrics.dampingRatio, digits: 4)])
        rows.add(["natural frequency ω0", "\(NumberFormatting.short(metrics.naturalFrequency, digits: 4)) rad/s"])
        rows.add(["overshoot", "\(NumberFormatting.short(metrics.overshoot * 100, digits: 3)) %"])
        rows.add(["peak time", metrics.peakTime.map(seconds) ?? "— (no overshoot)"])
        rows.add(["settling time (2 % band)", seconds(metrics.settlingTime)])
        rows.add(["settling time (0.1 % band)", seconds(metrics.settlingTimeEpsilon)])
        rows.add(["SwiftUI settlingDuration", seconds(SwiftUISettling(spring).duration())])
        rows.add(["rise time (10–90 %)", seconds(metrics.riseTime)])
        rows.add(["oscillations (outside 2 %)", String(metrics.oscillations)])
        rows.add(["perceptual duration", seconds(metrics.perceptualDuration)])
        return "\(prefix): mass \(NumberFormatting.short(spring.mass)), stiffness \(NumberFormatting.short(spring.stiffness)), "
            + "damping \(NumberFormatting.short(spring.damping)), velocity \(NumberFormatting.short(spring.initialVelocity))\n"
            + rows.render(indent: "  ")
    }

    static func json(_ prefix: String, _ spring: Spring, _ metrics: SpringMetrics) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { $0.isFinite ? .number($0) : .null } ?? .null }
        return .object([
            ("group", .string(prefix)),
            ("dampingRatio", number(metrics.dampingRatio)),
            ("naturalFrequency", number(metrics.naturalFrequency)),
            ("overshoot", number(metrics.overshoot)),
            ("peakTime", number(metrics.peakTime)),
            ("settlingTime", number(metrics.settlingTime)),
            ("settlingTimeEpsilon", number(metrics.settlingTimeEpsilon)),
            ("swiftUISettlingDuration", number(SwiftUISettling(spring).duration())),
            ("riseTime", number(metrics.riseTime)),
            ("oscillations", .number(Double(metrics.oscillations))),
            ("perceptualDuration", number(metrics.perceptualDuration)),
        ])
    }
}
