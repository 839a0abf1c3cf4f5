import AnimTuneCore

/// `import [GROUP] TEXT | import [GROUP] --from FILE`: a spring or timing curve from a snippet
/// of any platform or design tool, or every group of an animtune export or preset.
struct ImportCommand: ShellCommand {
    let help = CommandHelp("import [GROUP|CURVE] TEXT|--from FILE", in: .springs,
        summary: "a spring or curve from a snippet of any platform or design tool; says the dialect and what it assumed",
        details: """
        Paste the code or settings as they are (quote them when they hold ';' or '#'). The dialect is \
        detected; the spring goes into GROUP (default: the scene's first) in the form the snippet uses, a \
        timing curve into CURVE (default: the scene's first). An animtune export or preset file sets every \
        group, curve and value it states (and switches to its scene); one 'not in this file:' line lists \
        what it cannot carry (a CSV has no durations or colours). Every mapping the dialect's owner does not \
        document, and every API default the snippet leaves out, prints an 'assumed:' line (each default \
        with its value). Every number in the snippet is accounted for: each one read is shown as \
        'stiffness 100 ← "stiffness: 100"', each one left out (a delay, an end threshold, the animated \
        values) on an 'ignored:' line with the reason, and a number that is neither refuses the import \
        quoting it. A dialect is chosen only on a name of its own (a call, type or key); a snippet with \
        none is refused, and one two dialects could be is refused naming the word that decides. The numbers keep to the ranges of 'set' (so 'save' writes \
        what 'load' reads): outside them the import is refused, or clamped with a warning where the \
        dialect itself takes more (UIKit's damping above 1, SwiftUI's bounce to -1 and 1). One undo \
        step. Sources: SwiftUI, UIKit and Core Animation: \
        Apple's documentation (UIKit's duration mapping: Framer, motion.dev); Android SpringForce and \
        Compose spring() (positional in its order dampingRatio, stiffness) and SpringAnimation's default force: \
        developer.android.com; popmotion spring(): popmotion.io; motion: motion.dev and its springDefaults; react-spring: \
        react-spring.dev config presets; Reanimated: docs.swmansion.com and its springConfigs; Flutter: \
        api.flutter.dev SpringDescription; Figma: the plugin API Easing (preset values as its panel \
        shows them, assumed) and its closed form 1 − exp(−a·t)·(cos(b·t) + c·sin(b·t)) (t in seconds, \
        assumed); Origami/Rebound and POP: rebound-js, POPAnimationExtras.mm; ProtoPie: \
        assumed Rebound units; After Effects: the community inertial-bounce expression; CSS: CSS Easing \
        Functions 1 and 2 (also one transition: shorthand); Lottie keyframe o/i tangents: the Lottie \
        JSON format; CASpringAnimation(perceptualDuration:bounce:), UIKit's (iOS 17) \
        UIView.animate(springDuration:bounce:…) and UISpringTimingParameters(duration:bounce:): read as \
        SwiftUI's Spring(duration:bounce:); Material 3 MotionScheme standard()/expressive() and its six \
        specs, MaterialTheme.motionScheme.… and md.sys.motion.spring.*: androidx material3 \
        Standard/ExpressiveMotionTokens v0_14_0; Reanimated 4 named configs: springConfigs.ts 4.3.0 \
        (overshootClamping warns: animtune's springs do not clamp); anime.js v4 spring({ bounce, duration }): \
        its src/easings/spring 4.5.0; Remotion spring({ config }): its spring-utils (mass 1, damping 10, \
        stiffness 100). One example per dialect: \(DialectExamples.help).
        """,
        examples: [
        "import '.spring(response: 0.5, dampingFraction: 0.7)'",
        "import 'SpringForce().setStiffness(SpringForce.STIFFNESS_LOW).setDampingRatio(0.5f)'",
        "import 'react-spring config: { tension: 280, friction: 20.5 }'",
        "import '{\"type\": \"CUSTOM_SPRING\", \"easingFunctionSpring\": {\"mass\": 1, \"stiffness\": 80, \"damping\": 30}}'",
        "import curve 'cubic-bezier(0.2, 0, 0, 1)'",
        "import --from Export/CardMotion.swift",
    ])
    static let from = CommandOption<Token>.text("from", value: "FILE", kind: .file, help: "read the snippet or a whole animtune file from FILE")
    let options = OptionDeclaration.list(Self.from)
    let arguments: [ArgumentKind] = [.anyOf([.springGroup, .curve]), .text]

    static let maximumBytes = 1 << 20

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        var tokens = arguments.positionals
        var target: Token?
        if let first = tokens.first, Self.isTarget(first.text, in: context.scene), tokens.count > 1 || arguments[Self.from] != nil {
            target = first
            tokens.removeFirst()
        }
        let text: String
        let anchor: Token?
        if let file = arguments[Self.from] {
            guard tokens.isEmpty else {
                throw CommandError("give the snippet or \(Self.from.spelling) FILE, not both", at: tokens.first)
            }
            let path = try context.resolvedPath(file)
            do {
                text = try context.environment.readText(path, maximumBytes: Self.maximumBytes)
            } catch {
                throw CommandError("cannot read '\(file.text)': \(error.description)", at: file)
            }
            anchor = file
        } else {
            guard !tokens.isEmpty else {
                throw CommandError("import needs a snippet or \(Self.from.spelling) FILE, e.g. import '.spring(duration: 0.5, bounce: 0.3)'",
                                   at: arguments.commandToken)
            }
            text = tokens.map(\.text).joined(separator: " ")
            anchor = tokens.first
        }
        let result: ImportResult
        do {
            result = try DialectDetector.read(text)
        } catch {
            // A scan cut short by Ctrl-C finds no dialect: that is no reason to show.
            try context.stopIfCut()
            throw CommandError("import: \(error.description)", at: anchor)
        }
        try context.stopIfCut()
        let lines = try apply(result, target: target, at: anchor, in: context)
        for warning in result.warnings { context.err.line("import: warning: " + warning) }
        var out = lines
        out += result.read.map { "  " + $0 }
        out += result.ignored.map { "ignored: " + $0 }
        out += result.assumptions.map { "assumed: " + $0 }
        out += result.notes.map { "note: " + $0 }
        context.out.write(out.map { OneLine.text($0) + "\n" }.joined())
    }

    private static func isTarget(_ name: String, in scene: any Scene) -> Bool {
        scene.springGroup(named: name) != nil || scene.parameters.contains { $0.key == name && $0.kind == .timingCurve }
    }

    /// Changes the session (one undo step) and says what was set.
    private func apply(_ result: ImportResult, target: Token?, at anchor: Token?, in context: CommandContext) throws(CommandError) -> [String] {
        var state = context.state
        switch result.value {
        case .spring(let imported):
            if let target, context.scene.springGroup(named: target.text) == nil {
                throw CommandError("'\(target.text)' is a timing curve; this snippet is a spring (springs: "
                    + context.scene.springGroups.map(\.prefix).joined(separator: ", ") + ")", at: target)
            }
            let group = try context.springGroup(target)
            let setting = try Self.ranged(imported, group: group.prefix, wider: result.widerRanges, dialect: result.dialect,
                                          at: anchor, in: context)
            do { try state.apply(spring: setting, to: group.prefix) } catch { throw CommandError(error.description, at: target) }
            context.session.change(to: state)
            let spring = setting.spring
            return ["\(result.dialect) → \(group.prefix): \(setting.formDescription)",
                    "  mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), velocity \(n(spring.initialVelocity)); "
                        + spring.behaviourDescription]
        case .curve(let curve, let duration):
            let curves = context.scene.parameters.filter { $0.kind == .timingCurve }
            guard let parameter = target.flatMap({ t in curves.first { $0.key == t.text } }) ?? curves.first else {
                throw CommandError("scene '\(context.scene.name)' has no timing curve; this snippet is one", at: target)
            }
            if let target, parameter.key != target.text {
                throw CommandError("'\(target.text)' is a spring; this snippet is a timing curve (curves: "
                    + curves.map(\.key).joined(separator: ", ") + ")", at: target)
            }
            do {
                try state.apply(key: parameter.key, value: .curve(curve))
            } catch {
                throw CommandError("import: \(result.dialect): \(error.description)", at: target ?? anchor)
            }
            var lines = ["\(result.dialect) → \(parameter.key): \(curve)"]
            if let duration, let durationKey = context.scene.durationKey(ofCurve: parameter.key) {
                do {
                    try state.apply(key: durationKey, value: .number(duration))
                    lines.append("  \(durationKey) \(n(duration)) s")
                } catch {
                    throw CommandError(error.description, at: target)
                }
            }
            context.session.change(to: state)
            return lines
        case .file(let sceneName, let springs, let curves):
            if let target { throw CommandError("a whole animtune file sets every group it names; leave out '\(target.text)'", at: target) }
            guard let scene = SceneCatalog.all.first(where: { $0.name == sceneName }) else {
                throw CommandError("the file is for scene '\(sceneName)', which animtune does not know")
            }
            state = context.session.state(of: scene)
            var lines = ["\(result.dialect) of scene '\(sceneName)': \(springs.count) spring\(springs.count == 1 ? "" : "s"), "
                + "\(curves.count) curve\(curves.count == 1 ? "" : "s")"]
            var ranged: [String: SpringSetting] = [:]
            for key in springs.keys.sorted() {
                ranged[key] = try Self.ranged(springs[key]!, group: key, wider: [], dialect: result.dialect, at: anchor, in: context)
            }
            do {
                for key in result.values.keys.sorted() { try state.apply(key: key, value: result.values[key]!) }
                if !result.values.isEmpty {
                    lines.append("  \(result.values.count) other value\(result.values.count == 1 ? "" : "s"): "
                        + result.values.keys.sorted().map { "\($0) \(result.values[$0]!)" }.joined(separator: ", "))
                }
                for key in ranged.keys.sorted() {
                    try state.apply(spring: ranged[key]!, to: key)
                    lines.append("  \(key): \(ranged[key]!.formDescription)")
                }
                for key in curves.keys.sorted() {
                    try state.apply(key: key, value: .curve(curves[key]!))
                    lines.append("  \(key): \(curves[key]!)")
                }
            } catch {
                throw CommandError(error.description)
            }
            if scene.name == context.scene.name { context.session.change(to: state) } else { context.session.load(state) }
            if !result.missing.isEmpty { lines.append("not in this file: " + result.missing.joined(separator: ", ")) }
            return lines
        }
    }

    /// The spring held to the ranges `set` and `load` accept: refused with one line, or clamped
    /// with a warning on stderr where the dialect documents a wider range.
    private static func ranged(_ setting: SpringSetting, group: String, wider: [WiderRange], dialect: String,
                               at anchor: Token?, in context: CommandContext) throws(CommandError) -> SpringSetting {
        let check: SpringRangeCheck
        do {
            check = try SpringRangeCheck(setting, group: group, wider: wider)
        } catch {
            throw CommandError("import: \(dialect): \(error.description)", at: anchor)
        }
        for warning in check.warnings { context.err.line("import: warning: " + warning) }
        return check.setting
    }

    private func n(_ value: Double) -> String { NumberFormatting.short(value, digits: 6) }
}
