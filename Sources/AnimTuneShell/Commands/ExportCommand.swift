import AnimTuneCore

/// `export FORMAT [--to FILE] [--tolerance X] [--bezier] [--package NAME]`: the current scene
/// for another tool; warnings on stderr, one line each.
struct ExportCommand: ShellCommand {
    let name = "export"
    let group = CommandGroup.presets
    let synopsis = "export FORMAT [--to FILE [--force]] [--tolerance X] [--bezier] [--package NAME] [--fps N] [--whole-frames] [--jsx] [--reduced-check]"
    var summary: String { "export the current scene: \(ExportCatalog.formats.joined(separator: ", "))" }
    var details: String {
        var rows = TextTable()
        for exporter in ExportCatalog.all { rows.add([exporter.format, exporter.summary]) }
        return "formats:\n" + rows.render(indent: "  ")
            + "\nSprings become linear() easings in css (and in tokens' $extensions) with the fewest stops that keep"
            + " within --tolerance of the spring; tokens and css --bezier also give the best-fitting cubic Bézier"
            + " and how far it strays. UIKit's duration-to-stiffness mapping is reverse-engineered (Framer,"
            + " motion.dev); Android and Compose springs have mass 1, other masses are folded into stiffness and"
            + " damping. Kotlin files declare `package animtune.SCENE` unless --package names another. When an export"
            + " cannot match what animtune shows (a spring its linear() cannot follow within the tolerance), export"
            + " still writes it and says so in one warning line on stderr. Every code export has a reduced-motion"
            + " branch per action in its platform's idiom (see 'help reduced'); --reduced-check fails, writing"
            + " nothing, when an action that moves (translation, scale, rotation or blur) has ACTION.reduced none."
            + " lottie (and aftereffects --jsx) bakes each spring into Bézier keyframes, knots at its extrema and influences"
            + " chosen per segment, within --tolerance of the travel at every instant, at --fps (default 60), on whole frames"
            + " with --whole-frames; aftereffects alone prints the exact expression for a property with two keyframes."
    }
    let examples = ["export swiftui", "export css --bezier --to motion.css", "export css --tolerance 0.005",
                    "export compose --package com.example.motion", "export tokens --to motion.tokens.json",
                    "use card; export css --reduced-check", "export lottie --to motion.json", "export aftereffects --jsx --to spring.jsx"]
    let options = [
        CommandOption("to", value: "FILE", kind: .file, help: "write to FILE (atomically) instead of stdout ('-': stdout)"),
        CommandOption.force,
        CommandOption(ExportOptions.toleranceName, value: "X",
                      help: "largest error of a spring's linear() as a fraction of the distance, e.g. 0.001 or 0.1% "
                        + "(default 0.001; css, tokens, waapi, lottie, aftereffects)"),
        CommandOption(ExportOptions.bezierName,
                      help: "also write each spring's best-fitting cubic-bezier() and its error (css)"),
        CommandOption(ExportOptions.packageName, value: "NAME",
                      help: "the Kotlin package of the file, e.g. com.example.motion (default animtune.SCENE; compose, android)"),
        CommandOption(ExportOptions.fpsName, value: "N", help: "frames per second of the baked keyframes, 1 to 240 (default 60; lottie, aftereffects)"),
        CommandOption(ExportOptions.wholeFramesName, help: "put every baked keyframe on a whole frame (lottie, aftereffects)"),
        CommandOption(ExportOptions.jsxName, help: "an ExtendScript that sets the baked keyframes instead of the expression (aftereffects)"),
        CommandOption("reduced-check", help: "fail, naming the action, when an action that moves has no reduced-motion branch (ACTION.reduced none)"),
    ]
    let arguments: [ArgumentKind] = [.exportFormat]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: synopsis)
        guard let token = arguments.positionals.first else {
            throw CommandError("export needs a format: \(ExportCatalog.formats.joined(separator: ", "))", at: arguments.commandToken)
        }
        guard let exporter = ExportCatalog.exporter(for: token.text) else {
            throw CommandError("unknown export format '\(token.text)'" + Suggestion.didYouMean(token.text, in: ExportCatalog.formats)
                + " (formats: \(ExportCatalog.formats.joined(separator: ", ")))", at: token)
        }
        let options = try exportOptions(arguments, for: exporter)
        if arguments.flag("reduced-check") { try checkReduced(in: context, at: arguments.commandToken) }
        let sceneName = context.scene.name
        let presetName = context.session.presetName[sceneName]
        // Changed values are not what the preset's description says.
        let description = !context.session.isModified ? context.session.presetDescription[sceneName] ?? ""
            : presetName != nil ? "modified from the preset and not saved" : "modified from the scene's defaults and not saved"
        let preset = Preset(name: presetName ?? sceneName, description: description, state: context.state)
        let output = exporter.output(preset, options: options)
        try context.stopIfCut()
        for warning in output.warnings { context.err.line("export \(exporter.format): warning: \(warning)") }
        for action in context.scene.actions where context.scene.reducedStrategy(for: action, in: context.state) == .shorten {
            context.err.line("export \(exporter.format): warning: \(ReducedKeys.key(for: action.name)) is shorten: "
                + ReducedStrategy.shortenWarning)
        }
        let text = output.text
        guard let destination = arguments.values["to"] else {
            context.out.write(text)
            return
        }
        guard let path = try context.writeFile(text, to: destination, force: arguments.flag("force")) else { return }
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
            throw CommandError("--reduced-check: no reduced-motion branch for " + missing.joined(separator: "; "), at: token)
        }
    }

    /// `--tolerance` and `--bezier`, refused for formats that do not use them.
    private func exportOptions(_ arguments: ParsedArguments, for exporter: any Exporter) throws(CommandError) -> ExportOptions {
        var options = ExportOptions()
        for name in [ExportOptions.toleranceName, ExportOptions.bezierName, ExportOptions.packageName,
                     ExportOptions.fpsName, ExportOptions.wholeFramesName, ExportOptions.jsxName]
        where (arguments.values[name] != nil || arguments.flag(name)) && !exporter.optionNames.contains(name) {
            let users = ExportCatalog.all.filter { $0.optionNames.contains(name) }.map(\.format)
            throw CommandError("--\(name) does not apply to '\(exporter.format)'; it applies to \(users.joined(separator: " and "))",
                               at: arguments.values[name] ?? arguments.positionals[0])
        }
        let range = LinearEasing.toleranceRange
        if let tolerance = try arguments.number(ExportOptions.toleranceName, unit: .ratio, in: range) {
            options.tolerance = tolerance
        }
        options.bezier = arguments.flag(ExportOptions.bezierName)
        if let fps = try arguments.number(ExportOptions.fpsName, unit: .count, in: ExportOptions.fpsRange) { options.fps = fps }
        options.wholeFrames = arguments.flag(ExportOptions.wholeFramesName)
        options.jsx = arguments.flag(ExportOptions.jsxName)
        if let package = arguments.values[ExportOptions.packageName] {
            if let problem = ExportOptions.packageProblem(package.text) {
                throw CommandError("--package: \(problem); accepted: dot-separated identifiers such as com.example.motion", at: package)
            }
            options.package = package.text
        }
        return options
    }
}
