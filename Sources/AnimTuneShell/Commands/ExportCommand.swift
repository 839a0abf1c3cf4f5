import AnimTuneCore

/// `export FORMAT [--to FILE] [--tolerance X] [--bezier] [--package NAME] [--name NAME]
/// [--public]`: the current scene for another tool; warnings on stderr, one line each.
struct ExportCommand: ShellCommand {
    let help = CommandHelp("export FORMAT [--to FILE [--force]] [--tolerance X] [--bezier] [--package NAME] [--name NAME] [--public] [--handoff] [--fps N] [--whole-frames] [--jsx] [--motion-scheme] [--reduced-check] [--verbose]", in: .presets,
        summary: "export the current scene: \(ExportCatalog.formats.joined(separator: ", "))",
        details: ExportCommand.details(),
        examples: ["export swiftui", "export css --bezier --to motion.css", "export css --tolerance 0.005",
                   "export compose --package com.example.motion", "export tokens --to motion.tokens.json",
                   "export swiftui --name Soft --public",
                   "use card; export css --reduced-check", "use card; export uikit --handoff", "use card; export compose --motion-scheme",
                   "export lottie --to motion.json", "export aftereffects --jsx --to spring.jsx"])

    /// The formats table and what each export does, built when help is read (not at start-up).
    static func details() -> String {
        var rows = TextTable()
        for exporter in ExportCatalog.all { rows.add([exporter.format, exporter.summary]) }
        return "formats:\n" + rows.render(indent: "  ")
            + "\nSprings become linear() easings in css (and in tokens' $extensions) with the fewest stops that keep"
            + " within \(Self.tolerance.spelling) of the spring; tokens and css \(Self.bezier.spelling) also give the best-fitting cubic Bézier"
            + " and how far it strays, and name each settle time (settlingTime: the closed form within 0.1 %;"
            + " settlingDuration: SwiftUI's estimate); a spring that depends on a position (the card's present spring)"
            + " is listed at a few positions, each saying which positions it stands for and how far their springs are"
            + " from it. UIKit's duration-to-stiffness mapping is reverse-engineered (Framer,"
            + " motion.dev); Android and Compose springs have mass 1, other masses are folded into stiffness and"
            + " damping. Kotlin files declare `package animtune.SCENE` unless \(Self.package.spelling) names another. Types, objects,"
            + " CSS custom properties and classes and token groups are named after the loaded or saved preset"
            + " (soft-card: SoftCardSwiftUIMotion, --soft-card-top), else the scene, or \(Self.name.declaration.usage), so two presets of"
            + " one scene compile side by side; \(Self.isPublic.spelling) makes the Swift declarations public for a framework target."
            + " When an export cannot match what animtune shows (a spring its linear() cannot follow within the"
            + " tolerance, a platform that runs the spring more than 0.1 % of the move off it, such as SwiftUI's"
            + " 300 Hz integrator or Android's snap at the end), export still writes it and says so in one warning"
            + " line of at most 100 characters on stderr with the size of the difference; \(Self.verbose.spelling) gives each whole, why"
            + " and the closed-form alternative where the platform has one. What comes with the API an export writes for"
            + " every spring (SwiftUI's 300 Hz .spring, Android's snap at the end, Compose's end at its estimate) is"
            + " listed only with \(Self.verbose.spelling). swiftui, uikit, compose, android, flutter, motion, waapi (its animate… functions take reduce) and"
            + " css (css-js sets css's properties) have a reduced-motion branch per action in the platform's idiom (see"
            + " 'help reduced'), tokens a reduced entry per action, figma a second set of transitions named NAMEReduced;"
            + " lottie, aftereffects, json and csv have none (lottie only names each action's strategy in a marker, json"
            + " keeps ACTION.reduced as a value). \(Self.reducedCheck.spelling) fails, writing"
            + " nothing, when an action that moves (translation, scale, rotation or blur) has ACTION.reduced none."
            + " \(Self.handoff.spelling) adds, per spring, the code that starts it with a gesture's velocity in the platform's unit:"
            + " interpolatingSpring, UISpringTimingParameters and CASpringAnimation take velocity ÷ distance left (0 when"
            + " none is left), with a GROUPHandoffVelocity(elapsed:…) helper for UIKit and Core Animation, which cannot report a"
            + " running animation's velocity; Compose, Android and motion take value units per second; css gets the Web"
            + " Animations additive retarget (composite: \"add\") as script in a comment (see 'help interruptions')."
            + " compose \(Self.motionScheme.spelling) adds a Material 3 MotionScheme: its default spatial spec the scene's main spring, the"
            + " other five scaled from it as Material's standard scheme scales its own (the effects critically damped)."
            + " lottie (and aftereffects \(Self.jsx.spelling)) bakes each spring into Bézier keyframes, knots at its extrema and influences"
            + " chosen per segment, within \(Self.tolerance.spelling) of the travel at every instant, at \(Self.fps.spelling) (default 60), on whole frames"
            + " with \(Self.wholeFrames.spelling); aftereffects alone prints the exact expression for a property with two keyframes."
            + " Checked in each format's consumer by `make conformance` (every scene, action, and reduced motion; last run): "
            + ExportCatalog.formats.map { "\($0): \(ExportConformance.claims[$0] ?? "not checked")" }.joined(separator: "; ") + "."
    }

    static let to = CommandOption<Token>.text("to", value: "FILE", kind: .file,
                                       help: "write to FILE (atomically) instead of stdout ('-': stdout)")
    static let tolerance = CommandOption<Double>.number(
        ExportOptions.toleranceName, value: "X", unit: .ratio, in: LinearEasing.toleranceRange,
        help: "largest error of a spring's linear() as a fraction of the distance, e.g. 0.001 or 0.1% (default 0.001; css, css-js, tokens, waapi, lottie, aftereffects)")
    static let bezier = CommandOption<Bool>.flag(ExportOptions.bezierName,
                                          help: "also write each spring's best-fitting cubic-bezier() and its error (css)")
    static let package = CommandOption<Token>.text(
        ExportOptions.packageName, value: "NAME",
        help: "the Kotlin package of the file, e.g. com.example.motion (default animtune.SCENE; compose, android)")
    static let handoff = CommandOption<Bool>.flag(
        ExportOptions.handoffName,
        help: "add per spring the code that starts it with a gesture's velocity (swiftui, uikit, compose, android, motion, css)")
    static let reducedCheck = CommandOption<Bool>.flag(
        "reduced-check", help: "fail, naming the action, when an action that moves has no reduced-motion branch (ACTION.reduced none)")
    static let name = CommandOption<Token>.text(
        ExportOptions.nameName, value: "NAME",
        help: "what types, objects, CSS properties and token groups are named after, e.g. Soft (default: the preset, else the scene)")
    static let isPublic = CommandOption<Bool>.flag(ExportOptions.publicName,
                                                 help: "declare the Swift enum and its members public (swiftui, uikit)")
    static let fps = CommandOption<Double>.number(
        ExportOptions.fpsName, value: "N", unit: .count, in: ExportOptions.fpsRange,
        help: "frames per second of the baked keyframes, 1 to 240 (default 60; lottie, aftereffects)")
    static let wholeFrames = CommandOption<Bool>.flag(ExportOptions.wholeFramesName,
                                               help: "put every baked keyframe on a whole frame (lottie, aftereffects)")
    static let jsx = CommandOption<Bool>.flag(ExportOptions.jsxName,
                                       help: "an ExtendScript that sets the baked keyframes instead of the expression (aftereffects)")
    static let motionScheme = CommandOption<Bool>.flag(
        ExportOptions.motionSchemeName, help: "compose: also a Material 3 MotionScheme whose six specs come from the scene's main spring")
    static let verbose = CommandOption<Bool>.flag(
        "verbose", help: "each warning whole (why, and what to use instead), and also those about the API the export writes for every spring")
    /// The longest warning line without --verbose.
    static let warningWidth = 100
    let options = OptionDeclaration.list(Self.to, SharedOption.force, Self.tolerance, Self.bezier, Self.package, Self.name,
                                         Self.isPublic, Self.handoff, Self.fps, Self.wholeFrames, Self.jsx, Self.motionScheme,
                                         Self.reducedCheck, Self.verbose)
    let arguments: [ArgumentKind] = [.exportFormat]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        guard let token = arguments.positionals.first else {
            throw CommandError("export needs a format: \(ExportCatalog.formats.joined(separator: ", "))", at: arguments.commandToken)
        }
        guard let exporter = ExportCatalog.exporter(for: token.text) else {
            throw CommandError("unknown export format '\(token.text)'" + Suggestion.didYouMean(token.text, in: ExportCatalog.formats)
                + " (formats: \(ExportCatalog.formats.joined(separator: ", ")))", at: token)
        }
        let options = try exportOptions(arguments, for: exporter)
        if arguments[Self.reducedCheck] { try checkReduced(in: context, at: arguments.commandToken) }
        let sceneName = context.scene.name
        let presetName = context.session.presetName[sceneName]
        // Changed values are not what the preset's description says.
        let description = !context.session.isModified ? context.session.presetDescription[sceneName] ?? ""
            : presetName != nil ? "modified from the preset and not saved" : "modified from the scene's defaults and not saved"
        let preset = Preset(name: presetName ?? sceneName, description: description, state: context.state)
        let output = exporter.output(preset, options: options)
        try context.stopIfCut()
        if let refusal = output.refusal { throw CommandError("export \(exporter.format): \(refusal)", at: token) }
        let verbose = arguments[Self.verbose]
        var warnings = output.warnings
        for action in context.scene.actions where context.scene.reducedStrategy(for: action, in: context.state) == .shorten {
            warnings.append(ExportWarning(key: ReducedKeys.key(for: action.name) + " is shorten", message: ReducedStrategy.shortenWarning,
                                          summary: "keeps every move; fade or tighten"))
        }
        let prefix = "export \(exporter.format): warning: "
        for warning in warnings where verbose || !warning.isExportersChoice {
            context.err.line(verbose ? prefix + warning.description : warning.line(prefix: prefix, width: Self.warningWidth))
        }
        let text = output.text
        guard let destination = arguments[Self.to] else {
            context.out.write(text)
            return
        }
        guard let path = try context.writeFile(text, to: destination, force: arguments[SharedOption.force]) else { return }
        context.out.line("exported \(exporter.format) to \(context.environment.displayPath(path))")
    }

    /// Throws, naming every such action, when an action that moves has the strategy `none`.
    private func checkReduced(in context: CommandContext, at token: Token) throws(CommandError) {
        let reports: [ReducedMotionReport]
        do {
            reports = try ReducedMotionReport.all(context.scene, state: context.state)
        } catch {
            throw CommandError(error.description, at: token)
        }
        let missing = reports.compactMap(\.missingBranch)
        guard missing.isEmpty else {
            throw CommandError("\(Self.reducedCheck.spelling): no reduced-motion branch for " + missing.joined(separator: "; "), at: token)
        }
    }

    /// `--tolerance` and `--bezier`, refused for formats that do not use them.
    private func exportOptions(_ arguments: ParsedArguments, for exporter: any Exporter) throws(CommandError) -> ExportOptions {
        var options = ExportOptions()
        let given = [(Self.tolerance.name, arguments.has(Self.tolerance), arguments.token(Self.tolerance)),
                     (Self.bezier.name, arguments.has(Self.bezier), arguments.token(Self.bezier)),
                     (Self.package.name, arguments.has(Self.package), arguments.token(Self.package)),
                     (Self.name.name, arguments.has(Self.name), arguments.token(Self.name)),
                     (Self.isPublic.name, arguments.has(Self.isPublic), arguments.token(Self.isPublic)),
                     (Self.handoff.name, arguments.has(Self.handoff), arguments.token(Self.handoff)),
                     (Self.fps.name, arguments.has(Self.fps), arguments.token(Self.fps)),
                     (Self.wholeFrames.name, arguments.has(Self.wholeFrames), arguments.token(Self.wholeFrames)),
                     (Self.jsx.name, arguments.has(Self.jsx), arguments.token(Self.jsx)),
                     (Self.motionScheme.name, arguments.has(Self.motionScheme), arguments.token(Self.motionScheme))]
        for (name, isGiven, token) in given where isGiven && !exporter.optionNames.contains(name) {
            let users = ExportCatalog.all.filter { $0.optionNames.contains(name) }.map(\.format)
            let list = users.count > 1 ? users.dropLast().joined(separator: ", ") + " and " + users[users.count - 1] : users.joined()
            throw CommandError("--\(name) does not apply to '\(exporter.format)'; it applies to \(list)",
                               at: token ?? arguments.positionals[0])
        }
        if let tolerance = try arguments.number(Self.tolerance) {
            options.tolerance = tolerance
        }
        options.bezier = arguments[Self.bezier]
        options.handoff = arguments[Self.handoff]
        if let fps = try arguments.number(Self.fps) { options.fps = fps }
        options.wholeFrames = arguments[Self.wholeFrames]
        options.jsx = arguments[Self.jsx]
        options.motionScheme = arguments[Self.motionScheme]
        if let package = arguments[Self.package] {
            if let problem = ExportOptions.packageProblem(package.text) {
                throw CommandError("\(Self.package.spelling): \(problem); accepted: dot-separated identifiers such as com.example.motion", at: package)
            }
            options.package = package.text
        }
        if let name = arguments[Self.name] {
            if let problem = ExportNaming.problem(name.text) {
                throw CommandError("\(Self.name.spelling): \(problem); accepted: a letter, then letters, digits, - and _ (at most 64), such as Soft", at: name)
            }
            options.name = name.text
        }
        options.isPublic = arguments[Self.isPublic]
        return options
    }
}
