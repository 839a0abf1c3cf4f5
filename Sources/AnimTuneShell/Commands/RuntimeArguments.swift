import AnimTuneCore

/// `--runtime NAME[,NAME…]|all`, `--distance D` and `--fps N`, shared by `table`, `plot` and
/// `metrics`: which platforms' renderings to show, for a move of how many points/px/dp, on a
/// display of how many frames per second.
struct RuntimeArguments {
    /// The options every command that reads these arguments declares.
    static let options = OptionGroupDeclaration(runtimeOption, distanceOption, fpsOption)

    static let runtimeOption = CommandOption<Token>.text(
        "runtime", value: "NAME", kind: .words(Runtime.names + [Runtime.allName]),
        help: "show the spring as a platform renders it: \(Runtime.names.joined(separator: ", ")); "
            + "several separated by commas, or all (see 'help runtimes')")
    static let distanceOption = CommandOption<Double>.number(
        "distance", value: "D", unit: .points, in: RuntimeSetting.distanceRange,
        help: "the move in points/px/dp that the runtimes' absolute thresholds apply to "
            + "(default \(NumberFormatting.short(RuntimeSetting.defaultDistance)))")

    static let fpsOption = CommandOption<Double>.number(
        "fps", value: "N", unit: .count, in: RuntimeSetting.displayRateRange,
        help: "the display's frame rate for the frame-driven runtimes (android, compose, motion, swiftui) and the trackers: "
            + "\(NumberFormatting.short(RuntimeSetting.displayRateRange.lowerBound))–\(NumberFormatting.short(RuntimeSetting.displayRateRange.upperBound)) "
            + "(default \(NumberFormatting.short(RuntimeSetting.defaultFrameRate)); 120 for ProMotion)")

    /// Nil when `--runtime` was not given.
    let runtimes: [Runtime]?
    private(set) var distance: Double
    /// Whether `--distance` was given: values are then points of the move rather than progress.
    let inPoints: Bool
    /// Where the distance comes from when `--distance` was not given (``measure(over:)``), for
    /// the header: ` (the dismiss move in scene 'card')`; empty with `--distance`.
    private(set) var distanceNote = ""
    let token: Token?
    /// `--fps`, or 60.
    let frameRate: Double
    /// Whether `--fps` was given.
    private(set) var frameRateGiven = false

    /// Reads the options; `several` allows a list and `all`.
    init(_ arguments: ParsedArguments, several: Bool) throws(CommandError) {
        token = arguments[Self.runtimeOption]
        inPoints = arguments.has(Self.distanceOption)
        distance = try arguments.number(Self.distanceOption) ?? RuntimeSetting.defaultDistance
        frameRate = try arguments.number(Self.fpsOption) ?? RuntimeSetting.defaultFrameRate
        frameRateGiven = arguments.has(Self.fpsOption)
        runtimes = try token.map { token throws(CommandError) in try Self.runtimes(in: token, several: several) }
    }

    /// The runtimes `--runtime` names; `several` allows a list and `all`.
    static func runtimes(in token: Token, several: Bool) throws(CommandError) -> [Runtime] {
        var runtimes: [Runtime] = []
        for word in token.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if word == Runtime.allName, several {
                runtimes += Runtime.allCases.filter { !runtimes.contains($0) }
                continue
            }
            guard let runtime = Runtime(rawValue: word) else {
                let accepted = Runtime.names + (several ? [Runtime.allName] : [])
                throw CommandError("\(Self.runtimeOption.spelling): unknown runtime '\(word)'" + Suggestion.didYouMean(word, in: accepted)
                                   + " (runtimes: \(accepted.joined(separator: ", ")))", at: token)
            }
            if !runtimes.contains(runtime) { runtimes.append(runtime) }
        }
        if !several, runtimes.count > 1 {
            throw CommandError("\(Self.runtimeOption.spelling) takes one runtime here: \(Runtime.names.joined(separator: ", "))", at: token)
        }
        return runtimes
    }

    /// Without `--distance`, the move is the spring's own in its scene (`travel`), so what is
    /// measured is what the scene shows; a spring that moves nothing keeps
    /// ``RuntimeSetting/defaultDistance``, and the note says it was assumed.
    mutating func measure(over travel: ActionTravel?) {
        guard !inPoints else { return }
        if let travel {
            distance = travel.distance
            distanceNote = " (\(travel.source); \(Self.distanceOption.declaration.usage) sets another)"
        } else {
            distanceNote = " (assumed: the spring moves no element of its scene; \(Self.distanceOption.declaration.usage) sets the move)"
        }
    }

    /// Refuses `--fps` without `--runtime` (`table`, `plot`): the exact curves have no frames.
    func requireRuntimeForFrameRate(_ arguments: ParsedArguments) throws(CommandError) {
        if runtimes == nil, let fps = arguments.token(Self.fpsOption) {
            throw CommandError("\(Self.fpsOption.spelling) sets the display rate of the frame-driven runtimes: add \(Self.runtimeOption.spelling) NAME (e.g. \(Self.runtimeOption.spelling) android,motion)",
                               at: fps)
        }
    }

    /// `curves` as the chosen runtimes render them, one curve per runtime (or `curves`
    /// unchanged without `--runtime`), with models built for the current state and `others`.
    /// Every curve must be a spring's progress.
    func rendered(_ curves: [Curve], in context: CommandContext, others: [SceneState] = []) throws(CommandError) -> [Curve] {
        guard let runtimes else { return curves }
        var rendered: [Curve] = []
        for curve in curves {
            for runtime in runtimes {
                guard let one = curve.rendered(by: [runtime], distance: distance, frameRate: frameRate,
                                               states: [context.state] + others) else {
                    throw CommandError("\(Self.runtimeOption.spelling) applies to a spring's progress; '\(curve.name)' is not one"
                                       + Self.springCurves(context), at: token)
                }
                rendered.append(one)
            }
        }
        return rendered
    }

    /// Largest gap, as a fraction of the move, at which two runtimes' curves count as one.
    static let coincidence = 0.001

    /// Like `rendered`, but runtimes whose curves stay within `coincidence` of each other over
    /// the plotted range become one curve named for all of them; `notes` says which.
    func overlaid(_ curves: [Curve], in context: CommandContext, others: [SceneState]) throws(CommandError) -> (curves: [Curve], notes: [String]) {
        guard let runtimes, runtimes.count > 1 else { return (try rendered(curves, in: context, others: others), []) }
        var result: [Curve] = []
        var notes: [String] = []
        for (base, each) in zip(curves, try rendered(curves, in: context, others: others).chunked(runtimes.count)) {
            for group in Self.coincidentGroups(each, in: context.state, tolerance: Self.coincidence) {
                let members = group.map { runtimes[$0] }
                guard members.count > 1 else {
                    result.append(each[group[0]])
                    continue
                }
                result.append(base.rendered(by: members, distance: distance, frameRate: frameRate,
                                            states: [context.state] + others)!)
                notes.append("\(members.map(\.name).joined(separator: ", ")) coincide (within "
                             + "\(NumberFormatting.short(Self.coincidence * 100)) % of the move): drawn once as \(result.last!.name)")
            }
        }
        return (result, notes)
    }

    /// `rendered` (a run of one curve per runtime of `runtimes` for each curve) with the runs'
    /// curves that stay within `tolerance` of each other drawn once, named for the first and how
    /// many more (`spring@exact+3`); `notes` says which.
    static func merged(_ rendered: [Curve], runtimes: [Runtime], tolerance: Double,
                       in state: SceneState) -> (curves: [Curve], notes: [String]) {
        var result: [Curve] = []
        var notes: [String] = []
        for each in rendered.chunked(runtimes.count) {
            for group in coincidentGroups(each, in: state, tolerance: tolerance) {
                let first = each[group[0]]
                guard group.count > 1 else {
                    result.append(first)
                    continue
                }
                let members = group.map { runtimes[$0].name }
                result.append(first.renamed(first.name + "+\(group.count - 1)",
                                            summary: first.summary + " (and as \(members.dropFirst().joined(separator: ", ")) continue it)"))
                notes.append("\(members.joined(separator: ", ")) coincide (within "
                             + "\(NumberFormatting.short(coincidence * 100)) % of the move): drawn once as \(result.last!.name)")
            }
        }
        return (result, notes)
    }

    /// The indices of `curves` in groups whose members stay within `tolerance` of the group's
    /// first over the plotted range (the longest domain, ``CurvePlot/samples`` samples), in order.
    static func coincidentGroups(_ curves: [Curve], in state: SceneState, tolerance: Double) -> [[Int]] {
        let range = curves.map { $0.domain(state).upperBound }.max() ?? 1
        let times = (0...CurvePlot.samples).map { Double($0) / Double(CurvePlot.samples) * range }
        let samples = curves.map { $0.values(state, at: times) }
        var groups: [[Int]] = []
        for index in samples.indices {
            if let group = groups.firstIndex(where: { group in
                zip(samples[group[0]], samples[index]).allSatisfy { abs($0 - $1) <= tolerance }
            }) {
                groups[group].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }

    /// ` (springs: spring)` for errors.
    static func springCurves(_ context: CommandContext) -> String {
        let names = context.scene.curves.filter { $0.spring != nil && $0.y == .progress }.map(\.name)
        return names.isEmpty ? " (scene '\(context.scene.name)' has no spring curve)" : " (spring curves: \(names.joined(separator: ", ")))"
    }
}

extension Array {
    /// Consecutive runs of `size` elements.
    func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
