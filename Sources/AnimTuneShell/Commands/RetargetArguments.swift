import AnimTuneCore

/// `--retarget TIME:TARGET` (repeatable), `--policy carry|additive|restart` and `--within D`,
/// shared by `table`, `plot` and `metrics`: the spring's target changes while it moves.
/// Targets are points with `--distance`, else progress (a fraction of the move).
struct RetargetArguments {
    /// The options every command that reads these arguments declares.
    static let options = OptionGroupDeclaration(retargetOption, policyOption)

    static let retargetOption = CommandOption<[Token]>.repeatable(
        "retarget", value: "TIME:TARGET",
        help: "change a spring's target at TIME (0.15s, 150ms) to TARGET (points with \(RuntimeArguments.distanceOption.spelling), else progress "
            + "like 0.3); repeat for more; TIME:TARGET@response=0.3,dampingFraction=1 gives the new leg another "
            + "spring, @blendDuration=0.25 blends SwiftUI's response into it (see 'help interruptions')")
    static let policyOption = CommandOption<Token>.text(
        "policy", value: "POLICY", kind: .words(RetargetPolicy.names),
        help: "how the exact curve continues after \(retargetOption.spelling): carry (default), additive or restart; "
            + "each \(RuntimeArguments.runtimeOption.spelling) applies its own platform's")
    static let withinOption = CommandOption<Double>.number(
        "within", value: "D", unit: .points, in: 1e-9...1e6,
        help: "with \(retargetOption.spelling) or \(GestureArguments.gestureOption.spelling): settled means within D points of the target (default \(NumberFormatting.short(defaultBand)))")

    static let defaultBand = 0.5
    /// Most retargets one command takes (each adds a leg to every later moment of an additive motion).
    static let maximumRetargets = 100
    /// Accepted retarget times, seconds from the start.
    static let timeRange = 0.0...InterruptedSpring.horizon
    /// Accepted targets in points, and in progress.
    static let pointRange = -100_000.0...100_000.0
    static let progressRange = -1000.0...1000.0

    /// Targets in points of the move; the new legs' springs are not resolved yet (see `resolved`).
    let retargets: [Retarget]
    /// Per retarget, the `@KEY=VALUE,…` that give its new leg another spring; nil: the same spring.
    let legChanges: [(token: Token, assignments: [(key: String, text: String)])?]
    let policy: RetargetPolicy
    /// Whether `--policy` was given.
    let policyGiven: Bool
    /// The first `--retarget` value, for errors.
    let token: Token?

    var isEmpty: Bool { retargets.isEmpty }

    /// Reads `--retarget` and `--policy` for a move of
    /// `distance` points; targets are points when `inPoints`, else progress.
    /// `pointsHint` is what to say about a target given in points without `inPoints`.
    init(_ arguments: ParsedArguments, distance: Double, inPoints: Bool,
         pointsHint: String = "a target in points needs \(RuntimeArguments.distanceOption.declaration.usage) (the move in points)") throws(CommandError) {
        let tokens = arguments[Self.retargetOption]
        token = tokens.first
        if tokens.count > Self.maximumRetargets {
            throw CommandError("\(Self.retargetOption.spelling): \(tokens.count) retargets is too many; at most \(Self.maximumRetargets)",
                               at: tokens[Self.maximumRetargets])
        }
        var retargets: [Retarget] = []
        var legChanges: [(token: Token, assignments: [(key: String, text: String)])?] = []
        for token in tokens {
            var text = token.text
            var changes: (token: Token, assignments: [(key: String, text: String)])?
            if let at = text.firstIndex(of: "@") {
                changes = (token, try Self.legAssignments(String(text[text.index(after: at)...]), token: token))
                text = String(text[..<at])
            }
            let plain = Token(text, column: token.column, quoted: token.quoted)
            retargets.append(try Self.parse(plain, distance: distance, inPoints: inPoints, pointsHint: pointsHint))
            legChanges.append(changes)
        }
        self.retargets = retargets
        self.legChanges = legChanges
        if let policyToken = arguments[Self.policyOption] {
            guard let policy = RetargetPolicy(rawValue: policyToken.text) else {
                throw CommandError("\(Self.policyOption.spelling): unknown policy '\(policyToken.text)'" + Suggestion.didYouMean(policyToken.text, in: RetargetPolicy.names)
                                   + " (policies: \(RetargetPolicy.names.joined(separator: ", ")))", at: policyToken)
            }
            guard !tokens.isEmpty else {
                throw CommandError("\(Self.policyOption.spelling) applies after a retarget: add \(Self.retargetOption.spelling) TIME:TARGET (e.g. \(Self.retargetOption.spelling) 0.15s:\(inPoints ? "100" : "0.3"))",
                                   at: policyToken)
            }
            self.policy = policy
            policyGiven = true
        } else {
            policy = .carry
            policyGiven = false
        }
    }

    /// Refuses `--within` without a retarget, for the command that declares it (`metrics`).
    func refuseBandWithoutRetarget(_ arguments: ParsedArguments) throws(CommandError) {
        if token == nil, let within = arguments.token(Self.withinOption) {
            throw CommandError("\(Self.withinOption.spelling) applies with \(Self.retargetOption.spelling) TIME:TARGET: it is the band the retargeted spring settles in", at: within)
        }
    }

    /// `response=0.3,dampingFraction=1` → the keys (within the spring group) and their texts.
    static func legAssignments(_ text: String, token: Token) throws(CommandError) -> [(key: String, text: String)] {
        var result: [(key: String, text: String)] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let equals = part.firstIndex(of: "="), equals != part.startIndex, part.index(after: equals) != part.endIndex else {
                throw CommandError("\(Self.retargetOption.spelling): '@\(text)' in '\(token.text)' is not KEY=VALUE[,KEY=VALUE…] of the spring; "
                                   + "e.g. @response=0.3,dampingFraction=1", at: token)
            }
            result.append((String(part[..<equals]), String(part[part.index(after: equals)...])))
        }
        return result
    }

    /// The retargets with their new legs' springs: the spring group `group`'s spring in the
    /// current state with each `@KEY=VALUE` applied (`group` nil: a derived spring, which takes none).
    func resolved(group: String?, curve: String, in context: CommandContext) throws(CommandError) -> [Retarget] {
        var result = retargets
        for (index, found) in legChanges.enumerated() {
            guard var changes = found else { continue }
            if let blend = changes.assignments.lastIndex(where: { $0.key == Self.blendKey }) {
                result[index].blendDuration = try Self.blendDuration(changes.assignments[blend].text, token: changes.token)
                changes.assignments.removeAll { $0.key == Self.blendKey }
                if changes.assignments.isEmpty { continue }
            }
            guard let group else {
                throw CommandError("\(Self.retargetOption.spelling): '@…' gives the new leg another setting of a spring group; '\(curve)' follows a "
                                   + "spring derived from other parameters", at: changes.token)
            }
            do {
                let state = try context.state.setting(changes.assignments.map { ("\(group).\($0.key)", $0.text) })
                result[index].spring = state.spring(group)
            } catch {
                throw CommandError("\(Self.retargetOption.spelling): \(error.description)", at: changes.token)
            }
        }
        return result
    }

    /// The `@KEY` of SwiftUI's response blend, which is not a key of the spring group.
    static let blendKey = "blendDuration"
    /// Accepted `@blendDuration` values, seconds.
    static let blendRange = 0.0...10.0

    /// `@blendDuration=0.25` → 0.25 s.
    static func blendDuration(_ text: String, token: Token) throws(CommandError) -> Double {
        guard let seconds = ValueParser.number(text, in: .seconds) else {
            throw CommandError("\(Self.retargetOption.spelling): \(blendKey) '\(text)' in '\(token.text)' is not a time; use \(ParameterUnit.seconds.accepted), "
                               + "as in @blendDuration=0.25", at: token)
        }
        guard blendRange.contains(seconds) else {
            throw CommandError("\(Self.retargetOption.spelling): \(blendKey) " + RangeMessage.outOfRange(seconds, blendRange, symbol: "s"), at: token)
        }
        return seconds
    }

    /// `0.15s:100` → a retarget at 0.15 s to 100 pt (or to 0.3 × distance for `0.15s:0.3` without --distance).
    static func parse(_ token: Token, distance: Double, inPoints: Bool, pointsHint: String) throws(CommandError) -> Retarget {
        let text = token.text, example = inPoints ? "0.15s:100" : "0.15s:0.3"
        guard let colon = text.firstIndex(of: ":"), text.index(after: colon) != text.endIndex else {
            throw CommandError("\(Self.retargetOption.spelling): '\(text)' has no target; use TIME:TARGET, e.g. \(example)", at: token)
        }
        guard colon != text.startIndex else {
            throw CommandError("\(Self.retargetOption.spelling): '\(text)' has no time; use TIME:TARGET, e.g. \(example)", at: token)
        }
        let timeText = String(text[..<colon]), targetText = String(text[text.index(after: colon)...])
        guard let time = ValueParser.number(timeText, in: .seconds) else {
            throw CommandError("\(Self.retargetOption.spelling): '\(timeText)' in '\(text)' is not a time; use \(ParameterUnit.seconds.accepted), "
                               + "as in \(example)", at: token)
        }
        guard timeRange.contains(time) else {
            throw CommandError("\(Self.retargetOption.spelling): time " + RangeMessage.outOfRange(time, timeRange, symbol: "s"), at: token)
        }
        if inPoints {
            guard let target = ValueParser.number(targetText, in: .points) else {
                throw CommandError("\(Self.retargetOption.spelling): '\(targetText)' in '\(text)' is not a length; use \(ParameterUnit.points.accepted), "
                                   + "as in \(example)", at: token)
            }
            guard pointRange.contains(target) else {
                throw CommandError("\(Self.retargetOption.spelling): target " + RangeMessage.outOfRange(target, pointRange, symbol: "pt"), at: token)
            }
            return Retarget(time: time, target: target)
        }
        guard let progress = ValueParser.number(targetText, in: .ratio) else {
            let pointsHint = ValueParser.number(targetText, in: .points) != nil
                ? pointsHint : "use a progress like 0.3 or 30%"
            throw CommandError("\(Self.retargetOption.spelling): '\(targetText)' in '\(text)' is not a progress; \(pointsHint), as in \(example)", at: token)
        }
        guard progressRange.contains(progress) else {
            throw CommandError("\(Self.retargetOption.spelling): target " + RangeMessage.outOfRange(progress, progressRange, symbol: ""), at: token)
        }
        return Retarget(time: time, target: progress * distance)
    }

    /// Like `curves`, but with several runtimes those whose curves stay within
    /// `RuntimeArguments.coincidence` of the move of each other become one curve named for the
    /// first and how many more (`spring@exact+3`); `notes` says which.
    func overlaid(_ curves: [Curve], runtimes: RuntimeArguments, inPoints: Bool, in context: CommandContext,
                  others: [SceneState]) throws(CommandError) -> (curves: [Curve], notes: [String]) {
        let rendered = try self.curves(curves, runtimes: runtimes, inPoints: inPoints, in: context, others: others)
        guard let list = runtimes.runtimes, list.count > 1 else { return (rendered, []) }
        return RuntimeArguments.merged(rendered, runtimes: list, tolerance: RuntimeArguments.coincidence * (inPoints ? runtimes.distance : 1),
                                       in: context.state)
    }

    /// `curves` retargeted: one per runtime of `runtimes` (or the exact curve under `policy`
    /// without --runtime). Every curve must be a spring's progress.
    func curves(_ curves: [Curve], runtimes: RuntimeArguments, inPoints: Bool, in context: CommandContext,
                others: [SceneState] = []) throws(CommandError) -> [Curve] {
        let list: [Runtime?] = runtimes.runtimes ?? [nil]
        var result: [Curve] = []
        for curve in curves {
            for runtime in list {
                let built: Curve?
                let retargets = try resolved(group: curve.springGroup, curve: curve.name, in: context)
                do {
                    built = try curve.retargeted(by: runtime, policy: policy, retargets: retargets, distance: runtimes.distance,
                                                 frameRate: runtimes.frameRate, inPoints: inPoints,
                                                 states: [context.state] + others)
                } catch {
                    throw CommandError("\(Self.retargetOption.spelling): \(error.description)", at: token)
                }
                guard let built else {
                    throw CommandError("\(Self.retargetOption.spelling) applies to a spring's progress; '\(curve.name)' is not one"
                                       + RuntimeArguments.springCurves(context), at: token)
                }
                result.append(built)
            }
        }
        return result
    }
}
