import AnimTuneCore

/// `--runtime NAME[,NAME…]|all` and `--distance D`, shared by `table`, `plot`, `run` and
/// `metrics`: which platforms' renderings to show, for a move of how many points/px/dp.
struct RuntimeArguments {
    static let runtimeOption = CommandOption(
        "runtime", value: "NAME", kind: .words(Runtime.names + [Runtime.allName]),
        help: "show the spring as a platform renders it: \(Runtime.names.joined(separator: ", ")); "
            + "several separated by commas, or all (see 'help runtimes')")
    static let distanceOption = CommandOption(
        "distance", value: "D",
        help: "the move in points/px/dp that the runtimes' absolute thresholds apply to "
            + "(default \(NumberFormatting.short(RuntimeSetting.defaultDistance)))")

    /// Nil when `--runtime` was not given.
    let runtimes: [Runtime]?
    let distance: Double
    let token: Token?

    /// Reads both options; `several` allows a list and `all`.
    init(_ arguments: ParsedArguments, several: Bool) throws(CommandError) {
        token = arguments.values["runtime"]
        distance = try arguments.number("distance", unit: .points, in: RuntimeSetting.distanceRange) ?? RuntimeSetting.defaultDistance
        guard let token else {
            runtimes = nil
            return
        }
        var runtimes: [Runtime] = []
        for word in token.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if word == Runtime.allName, several {
                runtimes += Runtime.allCases.filter { !runtimes.contains($0) }
                continue
            }
            guard let runtime = Runtime(rawValue: word) else {
                let accepted = Runtime.names + (several ? [Runtime.allName] : [])
                throw CommandError("--runtime: unknown runtime '\(word)'" + Suggestion.didYouMean(word, in: accepted)
                                   + " (runtimes: \(accepted.joined(separator: ", ")))", at: token)
            }
            if !runtimes.contains(runtime) { runtimes.append(runtime) }
        }
        if !several, runtimes.count > 1 {
            throw CommandError("--runtime takes one runtime here: \(Runtime.names.joined(separator: ", "))", at: token)
        }
        self.runtimes = runtimes
    }

    /// `curves` as the chosen runtimes render them, one curve per runtime (or `curves`
    /// unchanged without `--runtime`). Every curve must be a spring's progress.
    func rendered(_ curves: [Curve], in context: CommandContext, frameRate: Double = RuntimeSetting.defaultFrameRate) throws(CommandError) -> [Curve] {
        guard let runtimes else { return curves }
        var rendered: [Curve] = []
        for curve in curves {
            for runtime in runtimes {
                guard let one = curve.rendered(by: [runtime], distance: distance, frameRate: frameRate, current: context.state) else {
                    throw CommandError("--runtime applies to a spring's progress; '\(curve.name)' is not one"
                                       + Self.springCurves(context), at: token)
                }
                rendered.append(one)
            }
        }
        return rendered
    }

    /// ` (springs: spring)` for errors.
    static func springCurves(_ context: CommandContext) -> String {
        let names = context.scene.curves.filter { $0.springGroup != nil && $0.y == .progress }.map(\.name)
        return names.isEmpty ? " (scene '\(context.scene.name)' has no spring curve)" : " (spring curves: \(names.joined(separator: ", ")))"
    }
}
