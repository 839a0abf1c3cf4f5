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
        let named = try context.namedSpring(arguments.positionals.first)
        let (name, spring) = (named.name, named.setting.spring)
        let metrics = SpringMetrics(spring)
        if arguments.flag("json") {
            context.out.line(Self.json(name, spring, metrics).formatted())
            return
        }
        context.out.write(Self.text(name, spring, metrics))
    }

    static func text(_ prefix: String, _ spring: Spring, _ metrics: SpringMetrics) -> String {
        func seconds(_ value: Double) -> String { value.isFinite ? "\(NumberFormatting.short(value, digits: 4)) s" : "never" }
        var rows = TextTable()
        rows.add(["damping ratio ζ", NumberFormatting.short(metrics.dampingRatio, digits: 4)])
        rows.add(["natural frequency ω0", "\(NumberFormatting.short(metrics.naturalFrequency, digits: 4)) rad/s"])
        rows.add(["overshoot", "\(NumberFormatting.short(metrics.overshoot * 100, digits: 3)) %"])
        rows.add(["peak time", metrics.peakTime.map(seconds) ?? "— (no overshoot)"])
        rows.add(["settling time (2 %)", seconds(metrics.settlingTime)])
        rows.add(["settling time (ε 0.001)", seconds(metrics.settlingTimeEpsilon)])
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
            ("riseTime", number(metrics.riseTime)),
            ("oscillations", .number(Double(metrics.oscillations))),
            ("perceptualDuration", number(metrics.perceptualDuration)),
        ])
    }
}
