import AnimTuneCore
import SafeIO

/// `--gesture FILE.csv` on `table`, `plot`, `metrics` and `run`: a recorded finger (`t,position`
/// lines, seconds and points) that the spring follows and then lets go of, each `--runtime`
/// continuing with the velocity its platform's tracker reports (see 'help interruptions').
struct GestureArguments {
    /// The options every command that reads these arguments declares.
    static let options = OptionGroupDeclaration(gestureOption)

    static let gestureOption = CommandOption<Token>.text(
        "gesture", value: "FILE", kind: .file,
        help: "follow a recorded finger (CSV of t,position in seconds and points), then let go: each \(RuntimeArguments.runtimeOption.spelling) continues "
            + "with the velocity its platform's tracker reports (UIKit pan, Android/Compose VelocityTracker, motion); "
            + "needs \(RuntimeArguments.distanceOption.declaration.usage) (see 'help interruptions gestures')")

    /// The largest gesture file read.
    static let maximumBytes = 4 << 20

    let gesture: Gesture?
    let token: Token?

    /// Reads `--gesture`: refuses it with `--velocity`, with `--retarget` unless
    /// `retargetsContinuation` (a tap after the finger lets go: `table`, `plot` and `metrics`, and
    /// `run` of an action whose spring after the release a tap can send elsewhere), and
    /// without the move in points unless `needsDistance` is false (`run`, where positions are the
    /// action's own).
    init(_ arguments: ParsedArguments, needsDistance: Bool, retargetsContinuation: Bool = false, in context: CommandContext) throws(CommandError) {
        token = arguments[Self.gestureOption]
        guard let token else {
            gesture = nil
            return
        }
        if let clash = arguments.token(ReleaseArguments.velocityOption) {
            throw CommandError("\(ReleaseArguments.velocityOption.spelling) and \(Self.gestureOption.spelling) both decide how the spring starts; give one "
                               + "(\(Self.gestureOption.spelling) hands off with each platform's measured velocity)", at: clash)
        }
        let retargets = [(RetargetArguments.retargetOption.spelling, arguments.token(RetargetArguments.retargetOption)),
                         (RetargetArguments.policyOption.spelling, arguments.token(RetargetArguments.policyOption))]
        for case let (spelling, clash?) in retargets where !retargetsContinuation {
            throw CommandError("\(spelling) with \(Self.gestureOption.spelling) is a tap after the finger lets go, which 'table', 'plot', "
                               + "'metrics' and 'run' (of an action with a spring after the release) take (see 'help interruptions gestures')", at: clash)
        }
        if needsDistance, !arguments.has(RuntimeArguments.distanceOption) {
            throw CommandError("\(Self.gestureOption.spelling) positions are points: add \(RuntimeArguments.distanceOption.declaration.usage) (where the spring heads, in points), "
                               + "e.g. \(RuntimeArguments.distanceOption.spelling) 300", at: token)
        }
        gesture = try Self.read(token, in: context)
    }

    /// The gesture in the file `token` names: a regular file, no link, at most `maximumBytes`.
    static func read(_ token: Token, in context: CommandContext) throws(CommandError) -> Gesture {
        let shown = TerminalSafe.echo(token.text)
        let path = try context.resolvedPath(token)
        let text: String
        do {
            text = try context.environment.readText(path, maximumBytes: maximumBytes, followsLink: false)
        } catch {
            throw CommandError("\(Self.gestureOption.spelling): cannot read '\(shown)': \(error.description)", at: token)
        }
        do {
            return try GestureCSV.parse(text)
        } catch {
            let place = error.line > 0 ? "\(shown):\(error.line)" : shown
            throw CommandError("\(Self.gestureOption.spelling): \(place): \(error.message)", at: token)
        }
    }

    /// Each spring curve of `curves` following the gesture, once per runtime (exact without
    /// `--runtime`), in points of the move; with `retarget`'s taps after the release.
    func curves(_ curves: [Curve], runtimes: RuntimeArguments, retarget: RetargetArguments? = nil, in context: CommandContext,
                others: [SceneState] = []) throws(CommandError) -> [Curve] {
        guard let gesture else { return curves }
        var result: [Curve] = []
        for curve in curves {
            let retargets = try retarget?.resolved(group: curve.springGroup, curve: curve.name, in: context) ?? []
            for runtime in runtimes.runtimes ?? [.exact] {
                let built: Curve?
                do {
                    built = try curve.gestured(gesture, by: runtime, distance: runtimes.distance, frameRate: runtimes.frameRate,
                                               states: [context.state] + others, retargets: retargets, policy: retarget?.policy ?? .carry)
                } catch {
                    throw CommandError("\(RetargetArguments.retargetOption.spelling): \(error.description)", at: retarget?.token ?? token)
                }
                guard let one = built else {
                    throw CommandError("\(Self.gestureOption.spelling) applies to a spring's progress; '\(curve.name)' is not one"
                                       + RuntimeArguments.springCurves(context), at: token)
                }
                result.append(one)
            }
        }
        return result
    }
}

extension GestureArguments {
    /// Like `curves`, with runtimes whose curves coincide drawn once (see `RuntimeArguments.merged`).
    func overlaid(_ curves: [Curve], runtimes: RuntimeArguments, retarget: RetargetArguments? = nil, in context: CommandContext,
                  others: [SceneState]) throws(CommandError) -> (curves: [Curve], notes: [String]) {
        let rendered = try self.curves(curves, runtimes: runtimes, retarget: retarget, in: context, others: others)
        guard let list = runtimes.runtimes, list.count > 1 else { return (rendered, []) }
        return RuntimeArguments.merged(rendered, runtimes: list, tolerance: RuntimeArguments.coincidence * runtimes.distance,
                                       in: context.state)
    }
}
