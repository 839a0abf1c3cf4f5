import AnimTuneCore

/// `fit [GROUP] FILE.csv|TEXT …`: the spring that best matches data, with its error and the
/// best cubic Bézier beside it; the data stays plottable as `fit.data`.
struct FitCommand: ShellCommand {
    let help = CommandHelp("fit [GROUP] FILE.csv|FILE.json|EASING [--from V] [--to V] [--duration T] [--layer NAME --property NAME] [--delay] [--component N] [--json]", in: .springs,
        summary: "the spring that best matches samples, a Bézier, a linear() or a Lottie property; reports its error",
        details: """
        Least squares on the exact closed form (Levenberg–Marquardt over stiffness, damping and initial \
        velocity, mass 1; --delay adds a start delay), from starting points read off the data and a few \
        restarts. A CSV has 't,value' lines (seconds; any travel and direction); its first and last \
        values are the start and target unless --from and --to say otherwise. An easing \
        (cubic-bezier(…), ease-out, easeInOut …) or a CSS linear(…) needs --duration. A Lottie file \
        needs --layer and --property (position, scale, rotation, opacity; the component that moves most, \
        or --component N from 1). The \
        spring replaces GROUP (default: the scene's first) in physical form, when it keeps to the \
        ranges of 'set' (else the fit is refused); 'undo' takes it back. Over 2,000 samples are thinned \
        evenly for the search; the error is measured on all of them. The \
        data becomes the curve fit.data: 'plot spring fit.data'. A hold before the motion starts is \
        found: when the spring after a delay fits and the spring from 0 does not, the delayed one is \
        shown (as --delay does); when it only fits much better, the report suggests --delay. The model \
        is judged from the errors printed, at the data's own noise (the RMS residual of the best fit): \
        the spring shown and the best cubic Bézier each fit when their RMS is within 1.25 × the noise + \
        0.1 % of the travel, the best fit's residuals look like noise, and their max error is at most \
        the other's plus the noise; the verdict is spring, bezier, either or neither ('model' in \
        --json, with both fits' max and RMS errors and the noise).
        """,
        examples: [
        "fit samples.csv", "fit press.csv --from 1 --to 0.93", "fit 'cubic-bezier(0.2, 0.9, 0.3, 1.1)' --duration 0.5s",
        "use card; fit dismiss.spring 'linear(0, 0.6 20%, 1.04 45%, 1)' --duration 600ms",
        "fit anim.json --layer Card --property position", "use spring; fit 'cubic-bezier(0.2, 0.9, 0.3, 1.1)' --duration 0.5s; plot spring fit.data",
    ])
    static let from = CommandOption<Double>.number("from", value: "V", unit: .ratio, in: -1e12...1e12,
                                            help: "the start value (default: the first sample's)")
    static let to = CommandOption<Double>.number("to", value: "V", unit: .ratio, in: -1e12...1e12,
                                          help: "the target value (default: the last sample's)")
    static let duration = CommandOption<Double>.number("duration", value: "T", unit: .seconds, in: 0.001...600,
                                                help: "the duration of an easing or linear()")
    static let layer = CommandOption<Token>.text("layer", value: "NAME", help: "the Lottie layer (its nm)")
    static let property = CommandOption<Token>.text("property", value: "NAME",
                                             help: "the Lottie transform property: position, scale, rotation, opacity, anchor")
    static let delay = CommandOption<Bool>.flag("delay", help: "also fit a delay before the spring starts")
    static let component = CommandOption<Double>.number("component", value: "N", unit: .count, in: 1...16,
                                                 help: "the Lottie property's component (1 x, 2 y …; default the one that moves most)")
    let options = OptionDeclaration.list(Self.from, Self.to, Self.duration, Self.layer, Self.property, Self.delay, Self.component,
                                         SharedOption.json)
    let arguments: [ArgumentKind] = [.anyOf([.springGroup, .file]), .file]

    static let maximumBytes = 16 << 20

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        var tokens = arguments.positionals
        var groupToken: Token?
        // A word named like a spring group is one, known here or not (then the error says so
        // rather than looking for a file of that name).
        if tokens.count > 1, context.scene.springGroup(named: tokens[0].text) != nil
            || tokens[0].text == "spring" || tokens[0].text.hasSuffix(".spring") {
            groupToken = tokens.removeFirst()
        }
        let group = try context.springGroup(groupToken)
        guard let first = tokens.first else {
            throw CommandError("fit needs a CSV file, an easing or linear() with \(Self.duration.spelling), or a Lottie file", at: arguments.commandToken)
        }
        let data = try self.data(tokens.map(\.text).joined(separator: " "), at: first, arguments: arguments, context: context)
        let model = FitModel(data.samples, delay: arguments[Self.delay])
        let fit = model.fit
        try context.stopIfCut()
        var state = context.state
        do {
            // Held to the ranges `set` and `load` accept, so `save` writes what `load` reads.
            _ = try SpringRangeCheck(.physical(fit.spring), group: group.prefix, source: "fitted")
        } catch {
            throw CommandError("fit: the best spring is not valid here: \(error.description)", at: first)
        }
        do {
            try state.apply(spring: .physical(fit.spring), to: group.prefix)
        } catch {
            throw CommandError("fit: the best spring is not valid here: \(error.description)", at: first)
        }
        context.session.change(to: state)
        context.session.dataCurves.removeAll { $0.name == "fit.data" }
        context.session.dataCurves.append(Curve.samples("fit.data", summary: "the data of the last fit: \(data.source)", data.samples))
        context.out.write(arguments[SharedOption.json] ? Self.json(model, fit: fit, group: group.prefix, data: data).formatted() + "\n"
                          : Self.report(fit, model: model, group: group.prefix, data: data))
    }

    static func json(_ model: FitModel, fit: SpringFit, group: String, data: FitData) -> JSONValue {
        let spring = fit.spring, b = model.bezier
        return .object([
            ("group", .string(group)), ("source", .string(data.source)), ("model", .string(model.verdict.rawValue)),
            ("noise", .number(model.noise)), ("holdDetected", .bool(model.holdDetected)),
            ("spring", .object([
                ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
                ("velocity", .number(spring.initialVelocity)), ("delay", .number(fit.delay)),
                ("maxError", .number(fit.maxError)), ("rmsError", .number(fit.rmsError)),
            ])),
            ("bezier", .object([
                ("x1", .number(b.curve.x1)), ("y1", .number(b.curve.y1)), ("x2", .number(b.curve.x2)), ("y2", .number(b.curve.y2)),
                ("duration", .number(b.duration)), ("maxError", .number(b.maxError)), ("rmsError", .number(model.bezierRMS)),
            ])),
        ])
    }

    static func report(_ fit: SpringFit, model: FitModel, group: String, data: FitData) -> String {
        let bezier = model.bezier
        func n(_ value: Double) -> String { NumberFormatting.short(value, digits: 6) }
        func percent(_ value: Double) -> String { NumberFormatting.short(value * 100, digits: 3) + " %" }
        let spring = fit.spring, swiftui = SwiftUISpring(spring)
        var lines = ["fit \(group) to \(data.source): mass 1, stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), "
            + "velocity \(n(spring.initialVelocity))"]
        lines.append("  response \(n(swiftui.response)) s, damping fraction \(NumberFormatting.short(swiftui.dampingRatio, digits: 4)); "
            + spring.behaviourDescription)
        if fit.delay > 0 {
            lines.append("  delay \(n(fit.delay)) s before the spring starts"
                + (model.holdDetected ? " (the data holds before it moves: fitted with a delay, as \(Self.delay.spelling) does)" : ""))
        }
        lines.append("  error: max \(percent(fit.maxError)), RMS \(percent(fit.rmsError)) of the travel")
        if model.delaySuggested {
            let delayed = model.delayedSpring
            lines.append("  the data may start with a hold: with a delay of \(n(delayed.delay)) s the spring's error is max "
                + "\(percent(delayed.maxError)), RMS \(percent(delayed.rmsError)); try \(Self.delay.spelling)")
        }
        let curve = "cubic-bezier(" + [bezier.curve.x1, bezier.curve.y1, bezier.curve.x2, bezier.curve.y2].map { n($0) }.joined(separator: ", ")
            + ") over \(n(bezier.duration)) s: max \(percent(bezier.maxError)), RMS \(percent(model.bezierRMS))"
        let noise = "the data's noise \(percent(model.noise)) RMS"
        let verdict = switch model.verdict {
        case .spring: "model: spring (it fits within \(noise); a Bézier does not, or strays further)"
        case .bezier: "model: bezier (not a spring: a cubic Bézier fits within \(noise); the spring does not, or strays further)"
        case .either: "model: either (a spring and a cubic Bézier both fit within \(noise))"
        case .neither: "model: neither (no spring nor cubic Bézier fits within \(noise))"
        }
        lines.append("  \(verdict); best \(curve)")
        lines.append("  the data is the curve fit.data: plot \(group) fit.data")
        return lines.joined(separator: "\n") + "\n"
    }

    private func data(_ text: String, at token: Token, arguments: ParsedArguments, context: CommandContext) throws(CommandError) -> FitData {
        let duration = try arguments.number(Self.duration)
        let isEasing = text.hasPrefix("cubic-bezier") || text.hasPrefix("linear(") || (try? TimingCurve(parsing: text)) != nil
        if isEasing {
            guard let duration else {
                throw CommandError("an easing needs its duration: add \(Self.duration.spelling) 0.5s", at: token)
            }
            if text.hasPrefix("linear(") {
                do { return FitData.linear(try LinearStops(parsing: text), duration: duration) } catch { throw CommandError(error.description, at: token) }
            }
            do { return FitData.easing(try TimingCurve(parsing: text), duration: duration) } catch { throw CommandError(error.description, at: token) }
        }
        let path: String
        do { path = try context.environment.resolve(text) } catch { throw CommandError(error.description, at: token) }
        let contents: String
        do {
            contents = try context.environment.readText(path, maximumBytes: Self.maximumBytes)
        } catch {
            throw CommandError("cannot read '\(text)': \(error.description)", at: token)
        }
        let from = try arguments.number(Self.from)
        let to = try arguments.number(Self.to)
        let isLottie = arguments[Self.layer] != nil || arguments[Self.property] != nil || text.hasSuffix(".json")
        if isLottie {
            guard let layer = arguments[Self.layer]?.text, let property = arguments[Self.property]?.text else {
                throw CommandError("a Lottie file needs \(Self.layer.spelling) NAME and \(Self.property.spelling) NAME", at: token)
            }
            let component = try arguments.number(Self.component).map { Int($0) - 1 }
            do {
                return try LottieTrack(json: contents, layer: layer, property: property, component: component).data
            } catch {
                throw CommandError("\(FileSystem.displayName(path)): \(error.description)", at: token)
            }
        }
        do {
            return try FitData.csv(contents, from: from, to: to)
        } catch {
            throw CommandError("\(FileSystem.displayName(path)): \(error.description)", at: token)
        }
    }
}
