import AnimTuneCore
import Gnuplot
import SafeIO

/// `run [ACTION] [CHOICE]`: simulate an action; plays it in the terminal, renders it to a GIF
/// or PNG frames, or prints its frames.
struct RunCommand: ShellCommand {
    let help = CommandHelp("run [ACTION [CHOICE]] [--fps N] [--speed X] [--loop] [--velocity V (pt/s or 4/s) [--release D]] [--gesture FILE] [--table | --csv FILE | --gif FILE | --frames DIR] [--size WxH] [--runtime NAME] [--retarget TIME:TARGET… [--policy P]] [--reduced] [--force]", in: .animation,
        summary: "play an action of the scene in the terminal, render it to a GIF, or print its frames",
        details: """
        In a terminal the action plays on a phone-shaped canvas in real time, with the time and the \
        key values of each frame and a legend of its shapes below it; Space pauses and resumes, Left and \
        Right step one frame while paused, q or Ctrl-C stops it. \(Self.speed.spelling) 0.1 plays ten times slower \
        (like the Simulator's slow animations), \(Self.loop.spelling) repeats until stopped. Elsewhere, or with \
        \(Self.table.spelling), the frames are printed as a table; \(Self.csv.spelling) writes every property of every element \
        ('-' for stdout). \(Self.gif.spelling) renders an animated GIF through gnuplot, \(Self.frames.spelling) DIR numbered PNGs; \
        \(Self.size.spelling) sets their size in pixels (default 360x800). \(Self.runtime.spelling) plays the action's spring as \
        that platform renders it over the action's move in points (see 'help runtimes'). \(RetargetArguments.retargetOption.spelling) TIME:TARGET changes \
        the target of the action's spring while it moves, as a second touch does (TARGET a progress of the spring's move: \
        0 = back where it started, 1 = where it was heading, 0.5 = halfway; TIME on the run's clock, after a finger's \
        release; repeat it for more), continued under \(RetargetArguments.policyOption.spelling) or the \(Self.runtime.spelling)'s own: spring transition, card present, \
        dismiss and drag (the dismissal or restore after the release), notch pull (the spring back), tab bar select and \
        swipe; the profile's scroll and fling have no target to change (see 'help interruptions scenes' for what 0 and 1 are in \
        each). \(GestureArguments.gestureOption.spelling) FILE.csv (t,position lines, seconds and points) drives an action a finger drives (spring \
        transition, card drag, notch pull, tab bar swipe, profile fling) by a recorded finger and lets go at its last \
        sample with the velocity the platform's tracker reports (UIKit's pan for the card, the notch, the tab bar and \
        the profile, beginning after 10 pt of movement; the \(Self.runtime.spelling)'s for the spring). \(Self.reduced.spelling) plays the action as \
        reduced motion does, with the strategy of ACTION.reduced (see 'help reduced').
        """,
        examples: ["run", "run --speed 0.25 --loop", "use tabbar; run select right --fps 120 --table", "use card; run present --csv frames.csv",
                   "use card; run present --gif card.gif", "use notch; run pull --frames notch-frames --size 540x1200",
                   "use spring; run --retarget 0.3s:0.5 --runtime motion --table --fps 120",
                   "use card; run present --reduced --table", "use card; run drag --gesture flick.csv --table",
                   "use card; run dismiss --retarget 0.1s:0 --table", "use profile; run fling --gesture scroll.csv --table"])
    /// Frames per second of a `run` table in a notebook without `--fps`.
    static let notebookTableRate = 10.0
    static let fps = CommandOption<Double>.number("fps", value: "N", unit: .count, in: 1...1000,
                                           help: "frames per second (default 60, 10 for a table in a notebook; 120 for ProMotion); with \(runtime.spelling) also "
                                                + "the display rate its frames are drawn at, 30–240 (60 without --fps)")
    static let speed = CommandOption<Double>.number("speed", value: "X", unit: .ratio, in: 0.01...10,
                                             help: "playback speed: 1 is real time, 0.1 ten times slower (terminal and \(gif.spelling))")
    static let loop = CommandOption<Bool>.flag("loop", help: "play again and again until q or Ctrl-C")
    static let table = CommandOption<Bool>.flag("table", help: "print the frames as a table")
    static let csv = CommandOption<Token>.text("csv", value: "FILE", kind: .file, help: "write every property of every frame as CSV ('-' for stdout)")
    static let gif = CommandOption<Token>.text("gif", value: "FILE", kind: .file, help: "render an animated GIF through gnuplot ('-' for stdout)")
    static let frames = CommandOption<Token>.text("frames", value: "DIR", kind: .file, help: "render every frame as DIR/frame-0001.png …")
    static let size = CommandOption<Token>.text("size", value: "WxH", help: "image size in pixels for \(gif.spelling) and \(frames.spelling) (default 360x800)")
    static let runtime = CommandOption<Token>.text("runtime", value: "NAME", kind: .words(Runtime.names),
                                            help: "play the spring as a platform renders it: \(Runtime.names.joined(separator: ", "))")
    static let reduced = CommandOption<Bool>.flag("reduced", help: "play the action's reduced-motion variant (its ACTION.reduced strategy)")
    let options = OptionDeclaration.list(Self.fps, Self.speed, Self.loop, Self.table, Self.csv, Self.gif, Self.frames, Self.size,
                                     Self.runtime, RetargetArguments.options,
                                     GestureArguments.options, Self.reduced, SharedOption.force)
        + Self.actionOptions.map(\.declaration) + [Self.velocityOption.declaration]

    /// `--velocity V`: a finger's release, in pt/s or as UIKit's distance-relative 1/s.
    static let velocityOption = CommandOption<Token>.text(
        "velocity", value: "V",
        help: "the finger's release velocity: pt/s (1200, 1200pt/s) or UIKit's distance-relative 4/s "
            + "(spring: transition; card: drag; notch: pull; profile: fling and tabbar: swipe, pt/s only; see 'help interruptions release')")
    let arguments: [ArgumentKind] = [.action]

    /// The numeric options the actions of every scene declare, once each by name, but
    /// `--velocity` (``velocityOption``). Any number is read: the action checks its own range
    /// and refuses the options it does not take.
    static let actionOptions: [CommandOption<Double>] = SceneCatalog.all.flatMap { $0.actions.flatMap(\.options) }
        .reduce(into: [ActionOption]()) { options, option in
            if option.name != velocityOption.name, !options.contains(where: { $0.name == option.name }) { options.append(option) }
        }
        .map { .number($0.name, value: $0.valueName, unit: $0.unit, in: -Double.infinity...Double.infinity, help: $0.help) }
    /// The densest sampling slow motion may ask for, frames per second of animation time.
    static let maximumSamplingRate = 2000.0

    /// The display rate of `--runtime`'s frames: `--fps` when a runtime is named (30–240), else 60;
    /// the run is still sampled at `--fps`.
    private func displayRate(_ arguments: ParsedArguments) throws(CommandError) -> Double {
        guard arguments[Self.runtime] != nil, let token = arguments.token(Self.fps), let rate = try arguments.number(Self.fps) else {
            return RuntimeSetting.defaultFrameRate
        }
        let range = RuntimeSetting.displayRateRange
        guard range.contains(rate) else {
            throw CommandError("\(Self.fps.spelling): " + RangeMessage.outOfRange(rate, range, symbol: "fps")
                               + " with \(Self.runtime.spelling) (the display rate its frames are drawn at)", at: token)
        }
        return rate
    }

    /// Where the frames go: `table`, `csv`, `gif` or `frames` with its file, or nil to play them.
    private typealias Output = (name: String, file: Token?)

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(2, usage: help.synopsis)
        let output = try self.output(arguments)
        let speed = try arguments.number(Self.speed) ?? 1
        let size = try checkPlayback(arguments, output: output?.name)
        let plays = output == nil && context.environment.isTerminal && context.imageSink == nil
        let actionToken = arguments.positionals.first
        let action: SceneAction
        do {
            action = try context.scene.action(named: actionToken?.text)
        } catch {
            throw CommandError(error.description, at: actionToken)
        }
        var options = RunOptions()
        // A table in a notebook is for reading: a few rows a second unless the cell asks.
        let readsTable = context.imageSink != nil && (output == nil || output?.name == Self.table.name)
        options.fps = try arguments.number(Self.fps) ?? (readsTable ? Self.notebookTableRate : 60)
        options.frameRate = try displayRate(arguments)
        // Slow motion samples more densely, so it stays smooth on screen at the frame rate.
        if (plays || output?.name == Self.gif.name) && speed < 1 {
            options.fps = min(Self.maximumSamplingRate, options.fps / speed)
        }
        options.argument = arguments.positionals.count > 1 ? arguments.positionals[1].text : nil
        try readActionOptions(arguments, of: action, into: &options)
        try readSpringOptions(arguments, of: action, into: &options, context: context)
        try readGesture(arguments, of: action, into: &options, context: context)
        let timeline = try self.timeline(action, options: options, reduced: arguments[Self.reduced], arguments: arguments, context: context)
        // The page plays only a run that is valid: a refused argument or option tells it nothing.
        context.preview?.play(action.name, argument: options.argument.flatMap { action.arguments.contains($0) ? $0 : nil })
        let force = arguments[SharedOption.force]
        switch (output?.name, output?.file) {
        case (Self.csv.name?, let file?):
            try writeCSV(timeline, to: file, force: force, context: context)
        case (Self.gif.name?, let file?):
            try writeGIF(timeline, to: file, size: size, speed: speed, force: force, context: context)
        case (Self.frames.name?, let file?):
            try writeFrames(timeline, to: file, size: size, force: force, context: context)
        default:
            if plays {
                try play(timeline, speed: speed, loops: arguments[Self.loop], context: context, token: arguments.commandToken)
            } else {
                context.out.write(FrameTable(timeline).text)
            }
        }
    }

    /// The one output given (nil: none), refusing two.
    private func output(_ arguments: ParsedArguments) throws(CommandError) -> Output? {
        let given: [Output] = [(Self.table.name, nil), (Self.csv.name, arguments[Self.csv]), (Self.gif.name, arguments[Self.gif]),
                               (Self.frames.name, arguments[Self.frames])]
            .filter { $0.name == Self.table.name ? arguments[Self.table] : $0.file != nil }
        if given.count > 1 {
            throw CommandError("choose one of \(Self.table.spelling), \(Self.csv.spelling), \(Self.gif.spelling), \(Self.frames.spelling)", at: given[1].file ?? arguments.commandToken)
        }
        return given.first
    }

    /// Refuses `--speed`, `--loop`, `--size` and a `--gif` name that do not fit `output`;
    /// the `--size` given, if any.
    private func checkPlayback(_ arguments: ParsedArguments, output: String?) throws(CommandError) -> PlotSize? {
        if let speedToken = arguments.token(Self.speed), let output, output != Self.gif.name {
            throw CommandError("\(Self.speed.spelling) applies to playback and \(Self.gif.spelling), not --\(output)", at: speedToken)
        }
        if arguments[Self.loop], let output {
            throw CommandError("\(Self.loop.spelling) applies to playback in the terminal, not --\(output)", at: arguments.commandToken)
        }
        if let gif = arguments[Self.gif], !gif.text.lowercased().hasSuffix(".gif"), gif.text != CommandContext.standardOutputName {
            throw CommandError("\(Self.gif.spelling) writes an animated GIF: name the file FILE.gif, got '\(TerminalSafe.echo(gif.text))' "
                               + "(\(Self.frames.spelling) DIR writes PNG frames)", at: gif)
        }
        guard let token = arguments[Self.size] else { return nil }
        guard output == Self.gif.name || output == Self.frames.name else {
            throw CommandError("\(Self.size.spelling) applies to \(Self.gif.spelling) and \(Self.frames.spelling)", at: token)
        }
        do { return try PlotSize(parsing: token.text) } catch { throw CommandError(error.description, at: token) }
    }

    /// The actions' own options and `--velocity`, each checked by `action` (in name order).
    private func readActionOptions(_ arguments: ParsedArguments, of action: SceneAction,
                                   into options: inout RunOptions) throws(CommandError) {
        var tokens: [String: Token] = [:]
        for option in Self.actionOptions {
            if let value = try arguments.number(option) {
                options.values[option.name] = value
                tokens[option.name] = arguments.token(option)
            }
        }
        if let token = arguments[Self.velocityOption] {
            tokens[Self.velocityOption.name] = token
            let release = try ReleaseArguments.parse(token)
            options.release = release
            switch release {
            case .pointsPerSecond(let value): options.values[Self.velocityOption.name] = value
            case .relative:
                // Declared by the action? (Its range is in pt/s; a relative velocity is converted by the scene.)
                do { try action.validate([Self.velocityOption.name: 0]) } catch { throw CommandError(error.description, at: token) }
            }
        }
        for (name, value) in options.values.sorted(by: { $0.key < $1.key }) {
            do {
                try action.validate([name: value])
            } catch {
                throw CommandError(error.description, at: tokens[name])
            }
        }
    }

    /// `--runtime`, `--retarget` and `--policy`, which the bare spring scene and the actions
    /// with an interruptible spring play.
    private func readSpringOptions(_ arguments: ParsedArguments, of action: SceneAction, into options: inout RunOptions,
                                   context: CommandContext) throws(CommandError) {
        let scene = context.scene
        let takers = scene.actions.filter { $0.interruption != nil }.map(\.name)
        func refusal(_ option: String) -> String {
            if takers.isEmpty {
                return "--\(option) interrupts an action's spring; scene '\(scene.name)' has none (it moves by its own curves)"
            }
            return "--\(option) interrupts an action's spring; '\(action.name)' has none to interrupt (\(scene.name): \(takers.joined(separator: ", ")))"
        }
        let interruptible = scene.isInterruptible(action)
        if let token = arguments[Self.runtime] {
            guard interruptible else { throw CommandError(refusal(Self.runtime.name), at: token) }
            options.runtime = try RuntimeArguments.runtimes(in: token, several: false).first
        }
        if let token = arguments[RetargetArguments.retargetOption].first ?? arguments[RetargetArguments.policyOption] {
            let option = arguments[RetargetArguments.retargetOption].isEmpty ? RetargetArguments.policyOption.name
                                                                             : RetargetArguments.retargetOption.name
            guard let interruption = action.interruption else { throw CommandError(refusal(option), at: token) }
            let retarget = try RetargetArguments(arguments, distance: 1, inPoints: false,
                                                 pointsHint: "run takes a progress of the action's move (0.5 = halfway, 0 = back where it started)")
            options.retargets = try retarget.resolved(group: interruption.springGroup, curve: "\(scene.name) \(action.name)", in: context)
            options.policy = retarget.policy
        }
    }

    /// `--gesture FILE.csv`, which only an action a finger drives takes.
    private func readGesture(_ arguments: ParsedArguments, of action: SceneAction, into options: inout RunOptions,
                             context: CommandContext) throws(CommandError) {
        guard let token = arguments[GestureArguments.gestureOption] else { return }
        let scene = context.scene
        guard action.followsFinger else {
            let takers = scene.actions.filter(\.followsFinger).map(\.name)
            throw CommandError("\(GestureArguments.gestureOption.spelling) drives an action a finger drives; '\(action.name)' is not one"
                               + (takers.isEmpty ? " (scene '\(scene.name)' has none)" : " (\(scene.name): \(takers.joined(separator: ", ")))"),
                               at: token)
        }
        let gesture = try GestureArguments(arguments, needsDistance: false,
                                           retargetsContinuation: scene.isInterruptible(action), in: context).gesture
        options.gesture = gesture
        // The scenes measure the finger as UIKit's pan does (the spring scene, by each runtime's tracker).
        if let gesture, !scene.playsRuntimes, UIKitPan(gesture).beginIndex == nil {
            let moved = gesture.samples.map { abs($0.position - gesture.samples[0].position) }.max() ?? 0
            context.err.line("note: \(GestureArguments.gestureOption.spelling): the finger moves at most \(NumberFormatting.short(moved, digits: 3)) pt, under UIKit's "
                             + "\(NumberFormatting.short(UIKitPan.threshold)) pt pan threshold: the pan never begins and nothing follows it")
        }
    }

    /// The frames of `action`, as reduced motion plays it when `reduced`.
    private func timeline(_ action: SceneAction, options: RunOptions, reduced: Bool, arguments: ParsedArguments,
                          context: CommandContext) throws(CommandError) -> Timeline {
        let scene = context.scene
        do {
            guard reduced else { return try scene.timeline(for: action, state: context.state, options: options) }
            if scene.reducedStrategy(for: action, in: context.state) == .shorten {
                context.err.line("warning: " + ReducedStrategy.shortenWarning)
            }
            return try scene.reducedTimeline(for: action, state: context.state, options: options)
        } catch {
            throw CommandError(error.description, at: arguments.positionals.count > 1 ? arguments.positionals[1] : arguments.positionals.first)
        }
    }

    private func play(_ timeline: Timeline, speed: Double, loops: Bool, context: CommandContext, token: Token) throws(CommandError) {
        let environment = context.environment
        let player = TerminalPlayer(timeline: timeline, sceneName: context.scene.name, speed: speed, loops: loops,
                                    mode: ColourMode(environment: environment))
        let terminal = StandardTerminal(fallbackSize: (environment.terminalWidth, environment.terminalHeight))
        let report: PlaybackReport
        do {
            report = try player.play(on: terminal, isInterrupted: context.isInterrupted)
        } catch {
            throw CommandError(error.description, at: token)
        }
        context.out.line(report.summary(of: timeline, speed: speed))
    }

    private func writeCSV(_ timeline: Timeline, to destination: Token, force: Bool, context: CommandContext) throws(CommandError) {
        guard let path = try context.writeFile(timeline.csv, to: destination, force: force) else { return }
        context.out.line("wrote \(timeline.frames.count) frames to \(context.environment.displayPath(path))")
    }

    private func renderer(_ size: PlotSize?, path: String, context: CommandContext, token: Token) throws(CommandError) -> GifRenderer {
        let session = context.plotter.session
        guard session.isAvailable else {
            throw CommandError(GnuplotError.fileOutputNeedsGnuplot(context.environment.displayPath(path)).description, at: token)
        }
        return GifRenderer(session: session, size: size ?? GifRenderer.defaultSize)
    }

    private func writeGIF(_ timeline: Timeline, to destination: Token, size: PlotSize?, speed: Double, force: Bool,
                          context: CommandContext) throws(CommandError) {
        let toStandardOutput = destination.text == CommandContext.standardOutputName
        let path = toStandardOutput ? CommandContext.standardOutputName : try context.resolvedPath(destination)
        let renderer = try renderer(size, path: path, context: context, token: destination)
        var summary: GifRenderer.GifSummary?
        let write = { (temporary: String) throws(CommandError) in
            do throws(PlayerError) {
                summary = try renderer.writeGIF(timeline, sceneName: context.scene.name, to: temporary, speed: speed,
                                                isInterrupted: context.isInterrupted)
            } catch {
                throw CommandError(error.description, at: destination)
            }
        }
        let verify = { PlotFileCheck.problem($0, format: .gif) }
        if toStandardOutput {
            return try context.produceToStandardOutput(token: destination, kind: "GIF", verify: verify, write)
        }
        try context.produceFile(at: path, token: destination, force: force, verify: verify, write)
        guard let summary else { return }
        let rate = NumberFormatting.short(100 / Double(summary.delay), digits: 3)
        context.out.line("wrote \(context.environment.displayPath(path)): \(summary.frames) frames at \(rate) fps, \(summary.size)")
    }

    private func writeFrames(_ timeline: Timeline, to destination: Token, size: PlotSize?, force: Bool,
                             context: CommandContext) throws(CommandError) {
        guard destination.text != CommandContext.standardOutputName else {
            throw CommandError("\(Self.frames.spelling) writes a folder of PNG files, which standard output cannot hold; "
                + "name a folder, or use \(Self.gif.spelling) - for one file", at: destination)
        }
        let path = try context.resolvedPath(destination)
        let renderer = try renderer(size, path: path, context: context, token: destination)
        let rule = OverwriteRule(context: context)
        try rule.checkFolder(path, force: force, token: destination)
        try context.makeAssetsFolder(for: FilePath.join(path, "frame"), token: destination)
        let names = GifRenderer.frameFileNames(timeline)
        let environment = context.environment
        try environment.produceFiles(inFolder: path, names: names, verify: { PlotFileCheck.problem($0, format: .png) },
                                     problem: { context.cannotWrite(path, $0, at: destination) }) { folder throws(CommandError) in
            do throws(PlayerError) {
                _ = try renderer.writeFrames(timeline, sceneName: context.scene.name, to: folder, isInterrupted: context.isInterrupted)
            } catch {
                throw CommandError(error.description, at: destination)
            }
        }
        rule.rememberWritten(frames: names, in: path)
        let range = names.count == 1 ? names[0] : "\(names[0]) … \(names[names.count - 1])"
        context.out.line("wrote \(names.count) frames to \(environment.displayPath(path))/: \(range)")
    }
}
