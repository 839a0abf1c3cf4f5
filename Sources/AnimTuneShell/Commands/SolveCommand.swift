import AnimTuneCore

/// `solve GROUP overshoot=10% settle=0.5s`: design a spring from two targets.
struct SolveCommand: ShellCommand {
    let help = CommandHelp("solve [GROUP] TARGET=VALUE TARGET=VALUE", in: .springs,
        summary: "inverse design: the spring (mass 1) that meets two targets",
        details: "Targets (any two): overshoot (ratio or %), settle (2 % settling time), peak (peak time), duration (perceptual duration 2π/ω0). The result replaces the group in physical form; 'undo' takes it back.",
        examples: ["solve overshoot=10% settle=0.5s", "use spring; solve spring overshoot=5% peak=0.2s"])
    /// A bare number of seconds above this is taken for milliseconds typed without `ms`.
    static let longestBareSeconds = 10.0
    let arguments: [ArgumentKind] = [.anyOf([.springGroup, .words(Self.targets)]), .words(Self.targets)]
    static let targets = SpringTargets.names.map { $0 + "=" }

    static let targetNames = SpringTargets.names

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        var tokens = arguments.positionals
        var groupToken: Token?
        if let first = tokens.first, !first.text.contains("=") {
            groupToken = first
            tokens.removeFirst()
        }
        let group = try context.springGroup(groupToken)
        guard !tokens.isEmpty else {
            throw CommandError("solve needs two targets: \(Self.targets.joined(separator: ", "))", at: arguments.commandToken)
        }
        var targets = SpringTargets()
        for (key, value) in try Assignments.parse(tokens, usage: help.synopsis, command: arguments.commandToken) {
            let unit: ParameterUnit = key.text == "overshoot" ? .ratio : .seconds
            guard Self.targetNames.contains(key.text) else {
                throw CommandError("unknown target '\(key.text)'" + Suggestion.didYouMean(key.text, in: Self.targetNames)
                    + " (targets: \(Self.targetNames.joined(separator: ", ")))", at: key)
            }
            guard let number = ValueParser.number(value.text, in: unit) else {
                throw CommandError("\(key.text): '\(value.text)' is not \(unit.noun); use \(unit.accepted)", at: value)
            }
            if unit == .seconds, number > Self.longestBareSeconds, Double(value.text) != nil {
                throw CommandError("\(key.text): \(value.text) s is longer than a UI animation; did you mean \(value.text)ms? "
                    + "(a number without a unit is in seconds)", at: value)
            }
            switch key.text {
            case "overshoot": targets.overshoot = number
            case "settle": targets.settlingTime = number
            case "peak": targets.peakTime = number
            default: targets.perceptualDuration = number
            }
        }
        let spring: Spring
        do {
            spring = try targets.solve()
        } catch {
            throw CommandError("solve: \(error.description)", at: tokens.first)
        }
        var state = context.state
        do {
            // Held to the ranges `set` and `load` accept, so `save` writes what `load` reads.
            _ = try SpringRangeCheck(.physical(spring), group: group.prefix, source: "solved")
        } catch {
            throw CommandError("solve: the spring that meets these targets is not valid here: \(error.description)", at: tokens.first)
        }
        do {
            try state.apply(spring: .physical(spring), to: group.prefix)
        } catch {
            throw CommandError(error.description, at: tokens.first)
        }
        context.session.change(to: state)
        context.out.write(SpringMetricsReport.text(group.prefix, spring, SpringMetrics(spring)))
    }
}
