import AnimTuneCore

/// `help [CMD|KEY|CURVE]`: everything here is generated from the command table and the scene.
struct HelpCommand: ShellCommand {
    let help = CommandHelp("help [COMMAND|KEY|CURVE]", in: .discover, aliases: ["?"],
        summary: "list commands, or explain one command, parameter or curve",
        examples: ["help", "help set", "use spring; help spring.damping", "help curves", "help runtimes", "help interruptions",
                   "help reduced"])
    let arguments: [ArgumentKind] = [.anyOf([.command, .key, .curve, .words(["curves", "keys", "runtimes", "interruptions", "reduced"])])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        guard let topic = arguments.positionals.first else {
            context.out.write(overview(context.table, width: context.environment.terminalWidth))
            return
        }
        if let command = context.table.command(named: topic.text) {
            context.out.write(Self.manual(for: command, width: context.environment.terminalWidth))
        } else if topic.text == "curves" {
            context.out.write(curves(of: context.scene, width: context.environment.terminalWidth))
        } else if topic.text == "runtimes" {
            context.out.write(WordWrap.paragraphs(Self.runtimes, width: context.environment.terminalWidth, hanging: "  "))
        } else if topic.text == "interruptions" {
            context.out.write(Self.interruptions(width: context.environment.terminalWidth))
        } else if topic.text == "reduced" {
            context.out.write(WordWrap.paragraphs(Self.reduced(context.scene, context.state), width: context.environment.terminalWidth,
                                                  hanging: "  "))
        } else if topic.text == "keys" {
            context.out.write(context.scene.keys.joined(separator: "\n") + "\n")
        } else if let parameter = context.scene.parameter(forKey: topic.text) {
            context.out.write(WordWrap.paragraphs(describe(parameter, in: context.state), width: context.environment.terminalWidth,
                                                  hanging: "  "))
        } else if let curve = try? context.scene.curve(named: topic.text) {
            context.out.write(WordWrap.paragraphs("\(curve.name): \(curve.summary)\n  x: \(curve.x.title)\n  y: \(curve.y.title)\n",
                                                  width: context.environment.terminalWidth, hanging: "  "))
        } else {
            let candidates = context.table.names + context.scene.keys + context.scene.curves.map(\.name)
            throw CommandError("no help for '\(topic.text)'" + Suggestion.didYouMean(topic.text, in: candidates)
                + " ('help' lists commands, 'show' lists parameters)", at: topic)
        }
    }

    private func overview(_ table: CommandTable, width: Int) -> String {
        var text = WordWrap.paragraphs("animtune — tune UI animation parameters. 'help COMMAND' for details, 'help KEY' for a parameter.",
                                       width: width) + "\n"
        for group in CommandGroup.allCases {
            let members = table.commands.filter { $0.help.group == group }
            guard !members.isEmpty else { continue }
            var rows = TextTable()
            for command in members { rows.add([command.help.synopsis, command.help.summary]) }
            text += "\n\(group.rawValue):\n" + rows.render(indent: "  ", width: width)
        }
        return text
    }

    /// The full help of one command: synopsis, summary, details, options, examples, each
    /// line within `width` columns.
    static func manual(for command: any ShellCommand, width: Int = .max) -> String {
        var text = WordWrap.lines(command.help.synopsis, width: width, first: "usage: ", rest: "         ").joined(separator: "\n")
        text += "\n\n" + WordWrap.paragraphs(command.help.summary, width: width) + "\n"
        if !command.help.aliases.isEmpty { text += "aliases: \(command.help.aliases.joined(separator: ", "))\n" }
        if !command.help.details.isEmpty { text += "\n" + WordWrap.paragraphs(command.help.details, width: width) + "\n" }
        if !command.options.isEmpty {
            var rows = TextTable()
            for option in command.options { rows.add([option.usage, option.help]) }
            text += "\noptions:\n" + rows.render(indent: "  ", width: width)
        }
        if !command.help.examples.isEmpty {
            text += "\nexamples:\n" + command.help.examples.map { WordWrap.lines($0, width: width, first: "  ", rest: "    ").joined(separator: "\n") + "\n" }.joined()
        }
        return text
    }

    private func describe(_ parameter: Parameter, in state: SceneState) -> String {
        let unit = parameter.unitSymbol.isEmpty ? "" : " \(parameter.unitSymbol)"
        let current = state.value(forKey: parameter.key).map(\.shown) ?? "—"
        return """
        \(parameter.key): \(parameter.help)
          value:   \(current)\(unit)\(state.isChanged(parameter.key) ? " (changed)" : "")
          default: \(parameter.defaultValue.shown)\(unit)
          range:   \(parameter.kind.acceptedDescription)

        """
    }

    /// `help runtimes`: each runtime, what it renders, what its model follows and what is inferred.
    static var runtimes: String {
        var text = "runtimes for --runtime (table, plot, run, metrics); all of them with 'all' (table, plot, metrics):\n"
        for runtime in Runtime.allCases {
            text += "\n  \(runtime.name): \(runtime.summary)\n    \(runtime.provenance)\n"
        }
        return text
    }

    /// `help interruptions`: the retarget policies and what each runtime applies.
    static func interruptions(width: Int = .max) -> String {
        var text = WordWrap.paragraphs(
            "interruptions: --retarget TIME:TARGET (table, plot, metrics) changes a spring's target while it moves; "
                + "repeat it to chain retargets. With --distance D the move is 0 → D points and TARGET is in points; "
                + "without it TARGET is a progress (0.3 = 30 % of the move). TIME:TARGET@KEY=VALUE,… gives the new leg "
                + "the spring group with those keys changed (0.15s:100@response=0.3,dampingFraction=1); without it the "
                + "spring stays the same, and additive then equals carry. @blendDuration=S eases SwiftUI's .spring from the old "
                + "response to the new over S seconds, as .spring(response:dampingFraction:blendDuration:) and "
                + "interactiveSpring (0.25 s) do (--runtime swiftui; the other runtimes have no blend). The exact curve continues under --policy; "
                + "each --runtime under its platform's own policy (CSS keeps its timing function).", width: width) + "\n"
        let policies = """
        policies (--policy, default carry):
          carry: a spring to the new target from the current position and velocity; x and v stay continuous. \
        SwiftUI .spring, Compose Animatable, Android animateToFinalPosition, motion physics springs.
          additive: the running animation goes on and one from 0 to (new − old target) is added on top; x and v stay \
        continuous, and with the same spring it equals carry. SwiftUI interpolatingSpring, UIKit since iOS 8, Core \
        Animation isAdditive, WAAPI composite: "add".
          restart: a spring to the new target from the current position at rest; v jumps to 0. CSS transitions, \
        motion duration springs, UIKit without initialSpringVelocity.

        """
        text += "\n" + WordWrap.paragraphs(policies, width: width, hanging: "    ")
        var runtimes = TextTable()
        for runtime in Runtime.allCases { runtimes.add([runtime.name, runtime.retargetPolicy]) }
        text += "\nwhat each --runtime does:\n" + runtimes.render(indent: "  ", width: width)
        text += "\n" + WordWrap.paragraphs("""
            motion reads velocity as (x(t_f) − x(t_f − h))/h over the last frame (0 when it is older than 30 ms). \
            Android applies the new target on the next frame, half of it toward each target. A CSS transition \
            sent back to where it came from takes duration × S, S = clamp(|f(p)·S_old + 1 − S_old|, 0, 1) \
            (CSS Transitions 1). metrics --retarget reports, after the last retarget: the state handed over, the \
            velocity jump, the peak, the undershoot past the new target, when it settles within --within D pt \
            and when the platform ends it.
            """, width: width) + "\n"
        text += "\n" + WordWrap.paragraphs("""
            release velocity: --velocity V (table, plot, metrics, run) starts the spring with the velocity a finger lets \
            go with, in pt/s (1200, 1200pt/s; table, plot and metrics need --distance D) or as UIKit's \
            distance-relative velocity (4/s = 4 × the distance left per second; pt/s = 1/s × distance). Every runtime and \
            retarget starts from it. In the card scene, run drag --velocity V [--release D] lets go at D (default half of \
            shrink.distance) and decides as UIKit apps do, which the original does not (it dismisses only once the drag \
            reaches shrink.distance): the projected drag D + V/1000 · 0.998/(1 − 0.998) past shrink.distance dismisses, \
            short of it the card springs back on dismiss.spring (restore); either spring starts with V. The notch's run pull --velocity V \
            [--release D] decides the same way whether the drop starts (reaching |pull.maxOffset|, where the original needs \
            the finger there) or the list springs back to rest. The profile's fling takes pt/s only.
            """, width: width) + "\n"
        text += "\n" + WordWrap.paragraphs("""
            recorded gestures: --gesture FILE.csv (table, plot, metrics, run) reads a finger as t,position lines (seconds, \
            points; a t,position header, blank lines and # comments are allowed; times must increase; at most \
            \(Gesture.maximumSamples) samples, 4 MB, no links). The move follows the finger, linear between samples, and \
            lets go at the last sample heading for --distance D; each runtime continues with the velocity its \
            platform's tracker reports from those samples:
            """, width: width) + "\n"
        var trackers = TextTable()
        for tracker in VelocityTracker.allCases {
            let users = Runtime.allCases.filter { $0.velocityTracker == tracker }.map(\.name)
            trackers.add([tracker.name, users.joined(separator: ", "), tracker.provenance])
        }
        text += trackers.render(indent: "  ", width: width)
        text += WordWrap.paragraphs(
            "run drag (card), run pull (notch), run swipe (tab bar), run fling (profile) and run transition (spring, with --runtime) "
                + "take --gesture too: the card, the notch, the tab bar and the profile's scroll view measure as UIKit's pan does — "
                + "it begins only once the touch has moved \(NumberFormatting.short(UIKitPan.threshold)) pt (Apple does not document "
                + "the figure; 10 pt is UILongPressGestureRecognizer's documented allowableMovement and the commonly measured one), "
                + "the scene follows its translation from that begin point, and its velocity counts the events from there — then decide by the projection as with "
                + "--velocity (the tab bar's swipe, which the original lacks, switches past half the way to the next tab; the "
                + "profile flings from the finger's last offset as UIScrollView decelerates, v(t) = v0·0.998^(1000t)). "
                + "export PLATFORM --handoff writes per spring the code that starts it with a gesture's velocity: "
                + "interpolatingSpring, UISpringTimingParameters and CASpringAnimation take velocity ÷ distance left (0 when none "
                + "is left), with a GROUPHandoffVelocity(elapsed:…) helper since UIKit and Core Animation cannot report a running "
                + "animation's velocity; Compose, Android and motion take value units per second; css gets the Web Animations "
                + "additive retarget (composite: \"add\").", width: width) + "\n"
        text += "\n" + WordWrap.paragraphs(
            "in the scenes: run ACTION --retarget TIME:TARGET [--policy P] [--runtime R] interrupts the action's spring, and the "
                + "frames (--table, --csv, --gif, the terminal) follow the retargeted curve mapped through the action's layout. "
                + "TARGET is a progress of that spring's move (0 = back where it started, 1 = where it was heading; no points), "
                + "TIME is on the run's clock as the table shows it; --runtime alone plays the spring as that platform renders it. "
                + "table, plot and metrics take the action's spring by its key or by the action's name (use card; metrics dismiss "
                + "--retarget 0.1s:0). What a target means per action:", width: width) + "\n"
        var actions = TextTable()
        for scene in SceneCatalog.all {
            for action in scene.actions {
                actions.add([scene.name, action.name, action.interruption?.meaning ?? Self.noInterruption(scene, action)])
            }
        }
        text += actions.render(indent: "  ", width: width)
        text += "\nexamples:\n  use spring; table spring --distance 300 --retarget 0.15s:100 --policy restart\n"
            + "  plot spring --distance 300 --retarget 0.15s:100 --runtime all\n"
            + "  metrics --distance 300 --retarget 0.15s:100 --runtime motion,android,css\n"
            + "  table spring --distance 300 --velocity 1200pt/s --runtime coreanimation,android\n"
            + "  use card; run drag --velocity 1500 --table\n"
            + "  use card; run dismiss --retarget 0.1s:0 --table     (tapped again: back to presented)\n"
            + "  use tabbar; run select right --retarget 0.15s:0 --runtime motion --table\n"
            + "  metrics --distance 300 --gesture swipe.csv\n"
            + "  use card; export uikit --handoff\n"
        return text
    }

    /// Why `action` takes no `--retarget`, for the table of `help interruptions`.
    static func noInterruption(_ scene: any Scene, _ action: SceneAction) -> String {
        switch (scene.name, action.name) {
        case ("card", "highlight"): "none (a touch-down feedback; lifting the finger is a new action)"
        case ("profile", "scroll"): "none (a timing curve driven by the scroll, no target to change)"
        case ("profile", "fling"): "none (a deceleration has no target; a finger catching it is a new --gesture)"
        default: "none (no spring to interrupt)"
        }
    }

    /// `help reduced`: the strategies, the scene's choices and the commands that use them.
    static func reduced(_ scene: any Scene, _ state: SceneState) -> String {
        var text = "reduced motion: each action has a strategy ACTION.reduced for when the person asks for less motion"
            + " (iOS Reduce Motion, prefers-reduced-motion: reduce, Android Remove animations):\n"
        for strategy in ReducedStrategy.allCases { text += "  \(strategy.rawValue): \(strategy.summary)\n" }
        text += "\nscene '\(scene.name)':\n"
        for action in scene.actions {
            text += "  \(ReducedKeys.key(for: action.name)) = \(scene.reducedStrategy(for: action, in: state).rawValue)\n"
        }
        text += "\nrun ACTION --reduced plays it, plot CURVE --reduced draws the curve as tighten or track plays it, metrics --reduced"
            + " measures what is left of translation, scale, rotation and blur, export writes each platform's branch and"
            + " export FORMAT --reduced-check fails when an action that moves has none. Guidance: Apple HIG (Accessibility,"
            + " Motion): tighten springs, track gestures, replace x/y/z movement with fades, avoid animating blur and depth;"
            + " do not remove every animation. " + ReducedStrategy.shortenWarning + ".\n"
        return text
    }

    private func curves(of scene: any Scene, width: Int) -> String {
        var rows = TextTable()
        for curve in scene.curves { rows.add([curve.name, "\(curve.y.title) vs \(curve.x.title)", curve.summary]) }
        return "curves of scene '\(scene.name)' (any unambiguous prefix works):\n" + rows.render(indent: "  ", width: width)
    }
}
