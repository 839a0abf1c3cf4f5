/// W3C Design Tokens (DTCG Format Module 2025.10) JSON: one group per scene with a
/// `duration`, `dimension`, `color` or `number` token per constant, a `cubicBezier` token
/// and a `transition` token per timing curve, and per spring a `transition` token whose
/// timing function is the best-fitting Bézier, the spring itself kept under
/// `$extensions["dev.animtune.spring"]`. Choices (`transition.from = camera`) have no DTCG
/// type, so they are kept in the group's `$extensions["dev.animtune.choices"]`.
public struct TokensExporter: Exporter {
    public init() {}
    public let about = ExportFormat("tokens", extension: "tokens.json", options: [ExportOptions.toleranceName, ExportOptions.nameName],
                                    summary: "W3C design tokens (DTCG 2025.10): duration, cubicBezier, transition; springs in $extensions")

    /// The `$extensions` key for springs (reverse domain name, as the format asks).
    public static let springExtension = "dev.animtune.spring"
    public static let presetExtension = "dev.animtune.preset"
    /// The group's `$extensions` key for parameters that are a word from a set.
    public static let choicesExtension = "dev.animtune.choices"

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let group = plan.naming.camel()
        func reference(_ key: String) -> JSONValue { .string("{\(group).\(ExportIdentifier.camel(key))}") }
        var tokens: [(String, JSONValue)] = [("$description", .string(plan.scene.summary))]
        var warnings: [ExportWarning] = []
        var choices: [(String, JSONValue)] = []
        for item in plan.items {
            switch item {
            case .constant(let constant):
                if let token = Self.token(constant) {
                    tokens.append((constant.identifier, token))
                } else if case .word(let word) = constant.value {
                    choices.append((constant.identifier, .object([("value", .string(word)),
                                                                  ("description", .string(constant.help))])))
                }
            case .curve(let curve):
                let b = curve.curve.bezier
                tokens.append((curve.identifier, .object([
                    ("$type", .string("cubicBezier")),
                    ("$value", .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) })),
                    ("$description", .string("\(curve.help) \(ExportPlan.curveDescription(curve.curve)).")),
                ])))
                if let durationKey = curve.durationKey {
                    tokens.append((curve.identifier + "Transition", .object([
                        ("$type", .string("transition")),
                        ("$value", .object([("duration", reference(durationKey)), ("delay", Self.duration(0)),
                                            ("timingFunction", reference(curve.key))])),
                        ("$description", .string("The '\(curve.key)' curve over '\(durationKey)'.")),
                    ])))
                }
            case .spring(let animation):
                let fit = LinearEasing.spring(animation.spring, tolerance: options.tolerance)
                tokens.append((animation.identifier, Self.token(animation, fit: fit, options: options,
                                                                reduced: TokensReducedMotion(plan: plan.reduced).entry(for: animation.key))))
                if let warning = ExportWarning.linearTolerance(fit, key: animation.key, spring: animation.spring) { warnings.append(warning) }
            case .function(let function):
                tokens += Self.tokens(function, state: preset.state, options: options)
            }
        }
        var extensions: [(String, JSONValue)] = choices.isEmpty ? [] : [(Self.choicesExtension, .object(choices))]
        let reduced = plan.reduced
        if !reduced.branches.isEmpty { extensions.append((TokensReducedMotion.key, TokensReducedMotion(plan: reduced).json)) }
        if !extensions.isEmpty {
            tokens.insert(("$extensions", .object(extensions)), at: 1)
        }
        let header = plan.header(platform: "design tokens (DTCG 2025.10)", command: options.command(format))
        let root = JSONValue.object([
            ("$description", .string(header.joined(separator: " "))),
            ("$extensions", .object([(Self.presetExtension, .object([
                ("scene", .string(plan.scene.name)), ("name", .string(preset.name)),
                ("description", .string(preset.description)), ("tolerance", .number(options.tolerance)),
            ]))])),
            (group, .object(tokens)),
        ])
        return ExportOutput(text: root.formatted() + "\n", warnings: warnings)
    }

    /// `{"value": 300, "unit": "ms"}`, milliseconds to 3 decimals.
    static func duration(_ seconds: Double) -> JSONValue {
        .object([("value", .number(ExportNumber.rounded(seconds * 1000, 3))), ("unit", .string("ms"))])
    }

    /// A typed token for the constant; nil for a word, which DTCG has no type for.
    private static func token(_ constant: ExportPlan.Constant) -> JSONValue? {
        var note: String?
        let type: String
        let value: JSONValue
        switch constant.value {
        case .colour(let colour):
            type = "color"
            value = .object([("colorSpace", .string("srgb")),
                             ("components", .array([colour.red, colour.green, colour.blue].map { .number($0) })),
                             ("hex", .string(colour.description.lowercased()))])
        case .word:
            return nil
        case .curve(let curve):
            type = "cubicBezier"
            let b = curve.bezier
            value = .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) })
        case .number(let number):
            switch constant.parameter.kind {
            case .number(.seconds, _):
                type = "duration"
                value = duration(number)
            case .number(.points, _):
                type = "dimension"
                value = .object([("value", .number(number)), ("unit", .string("px"))])
                note = "In iOS points, as px."
            case .number(let unit, _):
                type = "number"
                value = .number(number)
                switch unit {
                case .degrees: note = "In degrees."
                case .pointsPerSecond: note = "In points per second."
                case .perSecond: note = "In fractions of the distance per second."
                case .mass, .stiffness, .dampingCoefficient: note = "A spring \(unit.rawValue)."
                default: break
                }
            default:
                type = "number"
                value = .number(number)
            }
        }
        return .object([("$type", .string(type)), ("$value", value),
                        ("$description", .string(constant.help + (note.map { " " + $0 } ?? "")))])
    }

    /// A spring function as one transition token per sample position (`presentSpringAt203`):
    /// design tools have no functions, so the file gives the spring at a few positions, each with
    /// the positions it stands for and how far their springs are from it (`range`).
    private static func tokens(_ function: ExportSpringFunction, state: SceneState, options: ExportOptions) -> [(String, JSONValue)] {
        let argument = function.arguments.first?.name ?? "position"
        return SpringFunctionSampleRange.ranges(function, state: state).map { range in
            let position = range.sample
            let timing = function.timing(state, at: position)
            let setting = SpringSetting.uikit(UIKitSpring(duration: timing.duration, dampingRatio: timing.dampingRatio))
            let key = function.key + ".at." + ExportNumber.decimals(position, 0)
            let group = SpringGroup(key, default: setting, help: ExportPlan.sentence(function.help.prefix { $0 != ";" }
                + " with \(argument) \(ExportNumber.typed(position))"))
            let animation = ExportPlan.SpringAnimation(group: group, setting: setting,
                                                       builtFrom: ["\(function.positionKey) \(ExportNumber.typed(position))"])
            let n = { (value: Double) in ExportNumber.plain(value, digits: 4) }
            let stands = "It stands for \(argument) \(n(range.from)) to \(n(range.to)) (the positions nearer to it than to another sample):"
                + " the spring of any of them is at most \(ExportNumber.plain(range.maxError, digits: 3)) of the distance from this one"
                + " at any moment (measured every \(n(SpringFunctionSampleRange.positionStep)) of \(argument) and every millisecond)."
            let rangeJSON = JSONValue.object([("from", .number(range.from)), ("to", .number(range.to)), ("maxError", .number(range.maxError))])
            return (ExportIdentifier.camel(key), token(animation, fit: LinearEasing.spring(animation.spring, tolerance: options.tolerance),
                                                       options: options, range: (stands, rangeJSON)))
        }
    }

    /// `reduced`: the spring's reduced-motion entry (``TokensReducedMotion/entry(for:)``), if any;
    /// `range`: for a sample of a spring function, the sentence and entry saying what it stands for.
    private static func token(_ animation: ExportPlan.SpringAnimation, fit linear: LinearEasing.SpringFit,
                              options: ExportOptions, reduced: JSONValue? = nil, range: (String, JSONValue)? = nil) -> JSONValue {
        let spring = animation.spring
        let metrics = SpringMetrics(spring)
        let bezier = BezierFit(spring, tolerance: options.tolerance)
        let b = bezier.curve
        let error = ExportNumber.plain(bezier.maxError, digits: 3)
        let description = "\(animation.help) \(animation.origin); \(animation.behaviour)." + (range.map { " " + $0.0 } ?? "")
            + " The transition is a stand-in for the spring: the best-fitting cubic Bézier, at most \(error) of the"
            + " distance away from it at any moment;"
            + " the spring itself is in $extensions[\"\(springExtension)\"]. Its settle times differ by what they measure:"
            + " settlingTime (\"settles within 0.1% in\" above) is the closed form's time to stay within 0.1 % of the distance;"
            + " settlingDuration is SwiftUI's own estimate (Spring.settlingDuration), which Apple computes another way;"
            + " linear.duration is when the linear() stops, within its maxError; the transition's duration is the Bézier's."
        var spec: [(String, JSONValue)] = [
            ("set", Preset.encode(animation.setting)),
            ("mass", .number(spring.mass)),
            ("stiffness", .number(spring.stiffness)),
            ("damping", .number(spring.damping)),
            ("initialVelocity", .number(spring.initialVelocity)),
            ("dampingRatio", .number(Double(ExportNumber.derived(metrics.dampingRatio)) ?? metrics.dampingRatio)),
        ]
        // The closed form's 0.1 % band time, then SwiftUI's `settlingDuration` as `metrics` gives it.
        let settle = metrics.settlingTimeEpsilon
        if settle.isFinite { spec.append(("settlingTime", duration(settle))) }
        let settling = SwiftUISettling(spring).duration()
        if settling.isFinite { spec.append(("settlingDuration", duration(settling))) }
        spec.append(("linear", .object([("easing", .string(linear.easing.css)), ("duration", duration(linear.duration)),
                                        ("maxError", .number(linear.maxError))])))
        spec.append(("fallbackMaxError", .number(bezier.maxError)))
        if let reduced { spec.append(("reduced", reduced)) }
        if let range { spec.append(("range", range.1)) }
        return .object([
            ("$type", .string("transition")),
            ("$value", .object([("duration", duration(bezier.duration)), ("delay", duration(0)),
                                ("timingFunction", .array([b.x1, b.y1, b.x2, b.y2].map { .number($0) }))])),
            ("$description", .string(description)),
            ("$extensions", .object([(springExtension, .object(spec))])),
        ])
    }
}
