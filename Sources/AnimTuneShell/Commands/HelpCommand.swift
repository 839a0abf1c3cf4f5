import AnimTuneCore

/// `help [CMD|KEY|CURVE]`: everything here is generated from the command table and the scene.
struct HelpCommand: ShellCommand {
    let help = CommandHelp("help [COMMAND|KEY|CURVE]", in: .discover, aliases: ["?"],
        summary: "list commands, or explain one command, parameter or curve",
        examples: ["help", "help set", "use spring; help spring.damping", "help curves", "help runtimes", "help interruptions",
                   "help interruptions release", "help reduced"])
    let arguments: [ArgumentKind] = [.anyOf([.command, .key, .curve, .words(["curves", "keys", "runtimes", "interruptions", "reduced"])]),
                                     .words(InterruptionsHelp.parts.map(\.name))]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        let positionals = arguments.positionals
        if positionals.count == 2, positionals[0].text == "interruptions" {
            let part = positionals[1]
            guard InterruptionsHelp.parts.contains(where: { $0.name == part.text }) else {
                throw CommandError("no page '\(part.text)' of help interruptions; the pages are "
                    + InterruptionsHelp.parts.map(\.name).joined(separator: ", "), at: part)
            }
            context.out.write(InterruptionsHelp.text(part: part.text, width: context.environment.terminalWidth))
            return
        }
        try arguments.expectAtMost(1, usage: help.synopsis)
        guard let topic = positionals.first else {
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
            context.out.write(InterruptionsHelp.text(width: context.environment.terminalWidth))
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
        var topics = TextTable()
        for (topic, about) in Self.topics { topics.add(["help " + topic, about]) }
        return text + "\ntopics:\n" + topics.render(indent: "  ", width: width)
    }

    /// The pages `help TOPIC` shows besides commands and keys, as the overview lists them.
    static let topics: [(String, String)] = [
        ("curves", "the curves of the scene: what each plots, its axes and what shapes it"),
        ("runtimes", "the platforms \(RuntimeArguments.runtimeOption.spelling) models: what each renders, follows and infers"),
        ("interruptions", "retargeting a moving spring; its pages: runtimes, release, gestures, scenes"),
        ("reduced", "reduced-motion strategies per action and how each platform's export writes them"),
        ("keys", "the keys of the interactive shell"),
    ]

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
        var text = "runtimes for \(RuntimeArguments.runtimeOption.spelling) (table, plot, run, metrics); all of them with 'all' (table, plot, metrics):\n"
        for runtime in Runtime.allCases {
            text += "\n  \(runtime.name): \(runtime.summary)\n    \(runtime.provenance)\n"
        }
        return text
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
        text += "\nrun ACTION \(RunCommand.reduced.spelling) plays it, plot CURVE \(PlotCommand.reduced.spelling) draws the curve as tighten or track plays it, metrics \(MetricsCommand.reduced.spelling)"
            + " measures what is left of translation, scale, rotation and blur, export writes each platform's branch and"
            + " export FORMAT \(ExportCommand.reducedCheck.spelling) fails when an action that moves has none. Guidance: Apple HIG (Accessibility,"
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
