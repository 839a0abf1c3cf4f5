import AnimTuneCore
import Gnuplot

/// `plot CURVE… [--vs PRESET…] [--to FILE] [--term …] [--size WxH]`: draw curves with gnuplot.
struct PlotCommand: ShellCommand {
    let help = CommandHelp("plot CURVE… [--vs PRESET] [--to FILE.png|svg|pdf|gif [--force]] [--term dumb|sixel|window] [--size WxH] [--runtime NAME|all] [--distance D] [--fps N] [--retarget TIME:TARGET… [--policy P]] [--velocity V] [--gesture FILE] [--reduced]", in: .animation,
        summary: "plot curves through gnuplot: inline in the terminal, to an image, or in a window",
        details: """
        Springs show the target, the overshoot peak and the settling time in the 2 % band. Curves \
        with other units go on a second axis or in separate panels. \(Self.vs.spelling) overlays a preset's curves \
        dashed (repeat it, or separate presets with commas). Without gnuplot an ASCII plot is drawn. \
        In a notebook a plot, \(Self.term.spelling) sixel or window too, is a PNG image beside it. \(RuntimeArguments.runtimeOption.spelling) draws a \
        spring as platforms render it; with several (or all), runtimes whose curves coincide within 0.1 % of \
        the move are drawn once, named together, with a note. \(RetargetArguments.retargetOption.spelling) changes a spring's target while it \
        moves, marked with a vertical line; with \(RuntimeArguments.runtimeOption.spelling) all every platform's continuation is overlaid (see 'help \
        interruptions'); with \(RuntimeArguments.distanceOption.spelling) D the curves are in points. \(ReleaseArguments.velocityOption.spelling) starts the spring with a finger's \
        release velocity (pt/s with \(RuntimeArguments.distanceOption.spelling), or UIKit's distance-relative 1/s). \(GestureArguments.gestureOption.spelling) FILE.csv follows a \
        recorded finger (t,position lines) and lets go at its last sample; with \(RuntimeArguments.runtimeOption.spelling) all each platform continues with \
        the velocity its tracker reports, the release marked; \(RetargetArguments.retargetOption.spelling) with it is a tap after the release. \
        \(Self.reduced.spelling) overlays the curves as the \
        reduced-motion strategy of the action that plays them draws them (tighten or track: its springs at \
        damping ratio 1); fade, snap and shorten are not a change of the curve: 'run ACTION \(Self.reduced.spelling)' shows them.
        """,
        examples: ["use spring; plot spring", "use tabbar; plot spring --vs tabbar --to tabbar.png", "use spring; plot spring --vs card:dismiss.spring", "use profile; plot blur header.scale --size 1200x700 --to profile.svg",
                   "use spring; plot spring --runtime all --to runtimes.png",
                   "use spring; plot spring --distance 300 --retarget 0.15s:100 --runtime all",
                   "use spring; plot spring --distance 300 --gesture swipe.csv --runtime all",
                   "use tabbar; set select.reduced=tighten; plot spring --reduced"])
    static let vs = CommandOption<Token>.text("vs", value: "PRESET", kind: .preset,
                                       help: "overlay a preset's curves (or the scene's defaults), dashed; SCENE:GROUP or PRESET:GROUP overlays that spring")
    static let to = CommandOption<Token>.text("to", value: "FILE", kind: .file,
                                       help: "write an image; the extension picks png, svg, pdf or gif ('-': PNG to stdout)")
    static let term = CommandOption<Token>.text("term", value: "TERM", kind: .words(["dumb", "sixel", "window"]),
                                         help: "dumb (text), sixel (inline image) or window")
    static let size = CommandOption<Token>.text("size", value: "WxH", help: "image size in pixels (points for pdf), or characters for dumb")
    static let reduced = CommandOption<Bool>.flag("reduced", help: "overlay the curves as their action's tighten or track strategy plays them")
    let options = OptionDeclaration.list(
        Self.vs, Self.to, SharedOption.force, Self.term, Self.size,
        RuntimeArguments.options, RetargetArguments.options, ReleaseArguments.options, GestureArguments.options, Self.reduced)
    let arguments: [ArgumentKind] = [.curve]

    /// The state the action playing `curves` has under its tighten or track strategy: the
    /// first action whose animations include one of them, else the scene's first action.
    private func reducedComparison(_ curves: [String], in context: CommandContext,
                                   at token: Token) throws(CommandError) -> (name: String, state: SceneState) {
        let scene = context.scene
        let owner = scene.export.reducedActions.first { reduced in reduced.animations.contains { curves.contains($0) } }
        guard let action = scene.actions.first(where: { $0.name == owner?.action }) ?? scene.actions.first else {
            throw CommandError("scene '\(scene.name)' has no actions, so nothing is reduced", at: token)
        }
        let strategy = scene.reducedStrategy(for: action, in: context.state)
        guard [.tighten, .track].contains(strategy) else {
            throw CommandError("\(ReducedKeys.key(for: action.name)) is \(strategy.rawValue), which does not redraw the curve"
                + " (\(strategy.summary)); plot \(Self.reduced.spelling) draws tighten and track: use 'run \(action.name) \(Self.reduced.spelling) \(RunCommand.table.spelling)'", at: token)
        }
        return ("reduced (\(ReducedKeys.key(for: action.name)) \(strategy.rawValue))", scene.tightened(context.state, for: action))
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let runtimes = try RuntimeArguments(arguments, several: true)
        try runtimes.requireRuntimeForFrameRate(arguments)
        let release = try ReleaseArguments(arguments, distance: runtimes.distance, inPoints: runtimes.inPoints)
        let named = try release.released(CurveSelection.resolve(arguments, in: context, command: help.name),
                                         distance: runtimes.distance, in: context)
        var comparisons: [(name: String, state: SceneState)] = []
        if let token = arguments[Self.vs] {
            for reference in token.text.split(separator: ",").map(String.init) {
                if SpringReference.isReference(reference) {
                    // Another scene's spring, in place of the plotted spring's group.
                    let spring = try SpringReference(Token(reference, column: token.column), in: context)
                    guard let target = named.compactMap(\.springGroup).first.flatMap(context.scene.springGroup(named:)) else {
                        throw CommandError("\(Self.vs.spelling) \(reference) compares a spring: plot one of \(context.scene.name)'s springs with it", at: token)
                    }
                    comparisons.append((spring.name, try spring.state(replacing: target, in: context, at: token)))
                    continue
                }
                let comparison = try context.comparison(reference, at: token)
                guard comparison.state.scene.name == context.scene.name else {
                    throw CommandError("preset '\(reference)' is for scene '\(comparison.state.scene.name)', not '\(context.scene.name)'", at: token)
                }
                comparisons.append(comparison)
            }
        }
        if arguments[Self.reduced] {
            comparisons.append(try reducedComparison(named.map(\.name), in: context, at: arguments.commandToken))
        }
        let inPoints = runtimes.inPoints
        let retarget = try RetargetArguments(arguments, distance: runtimes.distance, inPoints: inPoints)
        let gesture = try GestureArguments(arguments, needsDistance: true, retargetsContinuation: true, in: context)
        let (curves, notes) = gesture.gesture != nil
            ? try gesture.overlaid(named, runtimes: runtimes, retarget: retarget.isEmpty ? nil : retarget, in: context,
                                   others: comparisons.map(\.state))
            : retarget.isEmpty
            ? try runtimes.overlaid(named, in: context, others: comparisons.map(\.state))
            : try retarget.overlaid(named, runtimes: runtimes, inPoints: inPoints, in: context, others: comparisons.map(\.state))
        for note in notes { context.err.line("note: \(note)") }
        let sceneName = context.scene.name
        let presetName = context.session.presetName[sceneName].map { context.session.isModified ? "\($0) (modified)" : $0 }
            ?? (context.state.isDefault ? "defaults" : "modified")
        let spec = CurvePlot(curves: curves, state: context.state, presetName: presetName, comparisons: comparisons).spec

        var size: PlotSize?
        if let token = arguments[Self.size] {
            do { size = try PlotSize(parsing: token.text) } catch { throw CommandError(error.description, at: token) }
        }
        let output = try self.output(arguments, context: context, size: size)
        if let sink = context.imageSink, Self.showsPicture(output) {
            let title = "plot " + curves.map(\.name).joined(separator: " ")
            let imageSize = size ?? PlotSize(width: 960, height: 600)
            try sink.addImage(title: title, digest: try Self.imageDigest(spec, size: imageSize, token: arguments.commandToken)) { path throws(CommandError) in
                try draw(spec, to: .file(path: path, format: .png, size: imageSize), context: context, token: arguments.commandToken)
            }
            return
        }
        let target = output ?? Self.text(size: size, context: context)
        guard case .file(let path, let format, let fileSize) = target, let destination = arguments[Self.to] else {
            try draw(spec, to: target, context: context, token: arguments.commandToken)
            return
        }
        guard context.plotter.session.isAvailable else {
            throw CommandError(GnuplotError.fileOutputNeedsGnuplot(path).description, at: arguments.commandToken)
        }
        let drawFile = { (temporary: String) throws(CommandError) in
            try draw(spec, to: .file(path: temporary, format: format, size: fileSize), context: context, token: arguments.commandToken)
        }
        let verify = { PlotFileCheck.problem($0, format: format) }
        if destination.text == CommandContext.standardOutputName {
            return try context.produceToStandardOutput(token: destination, kind: format.rawValue.uppercased(), verify: verify, drawFile)
        }
        try context.produceFile(at: path, token: destination, force: arguments[SharedOption.force], verify: verify, drawFile)
        context.out.line("wrote \(context.environment.displayPath(path))")
    }

    /// A text plot of `size`, or the environment's ``ShellEnvironment/textPlotSize``.
    private static func text(size: PlotSize?, context: CommandContext) -> PlotOutput {
        let fallback = context.environment.textPlotSize
        return .dumb(width: size?.width ?? fallback.width, height: size?.height ?? fallback.height,
                     colour: context.environment.useColour)
    }

    /// Whether `output` (nil: the default) shows a picture, rather than writing text or a file.
    /// In a notebook a picture is an image beside it: no terminal escapes, no window.
    private static func showsPicture(_ output: PlotOutput?) -> Bool {
        switch output {
        case nil, .sixel?, .window?: true
        case .dumb?, .file?: false
        }
    }

    /// The explicit output (`--to`, `--term`), or nil for the default.
    private func output(_ arguments: ParsedArguments, context: CommandContext, size: PlotSize?) throws(CommandError) -> PlotOutput? {
        if let token = arguments[Self.to] {
            if token.text == CommandContext.standardOutputName {
                return .file(path: CommandContext.standardOutputName, format: .png, size: size)
            }
            let path = try context.resolvedPath(token)
            do {
                return try PlotOutput.file(path, size: size)
            } catch {
                throw CommandError(error.description, at: token)
            }
        }
        guard let token = arguments[Self.term] else { return nil }
        switch token.text {
        case "dumb":
            return Self.text(size: size, context: context)
        case "sixel":
            return .sixel(width: size?.width ?? 800, height: size?.height ?? 500)
        case "window":
            return .window(size: size)
        default:
            throw CommandError("unknown terminal '\(token.text)'" + Suggestion.didYouMean(token.text, in: ["dumb", "sixel", "window"])
                + " (accepted: dumb, sixel, window)", at: token)
        }
    }

    private func draw(_ spec: PlotSpec, to output: PlotOutput, context: CommandContext, token: Token) throws(CommandError) {
        let rendering: PlotRendering
        do {
            rendering = try context.plotter.plot(spec, to: output, isInterrupted: context.isInterrupted)
        } catch .interrupted {
            throw .interrupted
        } catch {
            throw CommandError(error.description, at: token)
        }
        if rendering.usedFallback && !context.toldToInstallGnuplot {
            context.toldToInstallGnuplot = true
            context.err.line(AsciiPlot.installMessage)
        }
        for warning in rendering.warnings { context.err.line("plot: \(warning)") }
        if case .sixel = output { context.out.writeTerminalCodes(rendering.text) } else { context.out.writeColoured(rendering.text) }
    }
}

extension PlotCommand {
    /// Identifies the picture a notebook stores: the digest of the gnuplot script that draws it
    /// (at a fixed file name), not of how Swift prints the spec.
    static func imageDigest(_ spec: PlotSpec, size: PlotSize, token: Token) throws(CommandError) -> String {
        do {
            let script = try GnuplotScript(spec: spec, output: .file(path: "/image.png", format: .png, size: size))
            return Digest.fnv1a(script.canonicalText)
        } catch {
            throw CommandError(error.description, at: token)
        }
    }
}
