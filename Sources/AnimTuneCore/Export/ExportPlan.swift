/// A preset as every code exporter walks it, generic over the scene tables: each numeric,
/// colour and choice parameter is a named constant, each timing-curve parameter an
/// animation (with its sibling duration), each spring group an animation in the form the
/// user last set. Order follows the scene's parameter table, springs last.
struct ExportPlan {
    struct Constant {
        let parameter: Parameter
        let value: ParameterValue
        /// The timing curve this is the duration of, if any.
        let durationOf: String?
        var key: String { parameter.key }
        var identifier: String { ExportIdentifier.camel(key) }
        var number: Double { value.number ?? .nan }
        var help: String { ExportPlan.sentence(parameter.help) }
    }

    struct CurveAnimation {
        let parameter: Parameter
        let curve: TimingCurve
        /// The sibling duration parameter (`curve.duration` for `curve`, `drop.duration` for
        /// `drop.curve`) and its value, when the scene has one.
        let durationKey: String?
        let duration: Double?
        /// A key that is not a constant of the export whose value is the duration
        /// (`dismiss.spring.duration`); `duration` holds it.
        var durationSource: String? = nil
        /// The spring function whose duration (times a fraction) this curve runs over.
        var companion: (function: ExportSpringFunction, fractionKey: String)? = nil
        var key: String { parameter.key }
        var identifier: String { ExportIdentifier.camel(key) }
        var durationIdentifier: String? { durationKey.map(ExportIdentifier.camel) }
        var help: String { ExportPlan.sentence(parameter.help) }
    }

    struct SpringAnimation {
        let group: SpringGroup
        let setting: SpringSetting
        /// The parameters a derived spring is built from (the profile's bounce), else empty.
        var builtFrom: [String] = []
        /// False for code alone (`tune`'s code line, whose comments are not written):
        /// ``origin`` and ``behaviour`` are left empty rather than worked out.
        var describes = true
        var key: String { group.prefix }
        var identifier: String { ExportIdentifier.camel(key) }
        var spring: Spring { setting.spring }
        var help: String { ExportPlan.sentence(group.help) }
        /// "UIKit duration 0.5 s, damping 0.7" — the values as the user set them.
        var formDescription: String { ExportPlan.formDescription(setting) }
        /// "Set in the UIKit form: …", or for a derived spring "Built from bounce.stiffness and
        /// bounce.dampingRatio: mass 1, stiffness 100, damping 20".
        var origin: String {
            guard describes else { return "" }
            guard !builtFrom.isEmpty else { return "Set in the \(formDescription)" }
            let n = ExportNumber.typed, d = ExportNumber.derived
            return "Built from \(builtFrom.joined(separator: " and ")): mass \(n(spring.mass)), stiffness \(n(spring.stiffness)),"
                + " damping \(d(spring.damping))"
        }
        /// "ζ 0.5, overshoot 16.3%, settles within 0.1% in 1.09 s".
        var behaviour: String { describes ? ExportPlan.behaviour(spring) : "" }
    }

    enum Item {
        case constant(Constant)
        case curve(CurveAnimation)
        case spring(SpringAnimation)
        case function(ExportSpringFunction)
    }

    let preset: Preset
    let items: [Item]
    /// What the export's types, properties and groups are named after.
    let naming: ExportNaming

    init(_ preset: Preset, options: ExportOptions = ExportOptions()) {
        self.preset = preset
        naming = ExportNaming(preset: preset, options: options)
        let scene = preset.scene, state = preset.state
        var durationOwner: [String: String] = [:]
        for parameter in scene.parameters where parameter.kind == .timingCurve {
            if let durationKey = Self.durationKey(for: parameter.key, in: scene) { durationOwner[durationKey] = parameter.key }
        }
        let export = scene.export
        var items: [Item] = []
        for parameter in scene.parameters where !Self.isReduced(parameter.key) {
            let value = state.values[parameter.key] ?? parameter.defaultValue
            if case .curve(let curve) = value {
                let durationKey = Self.durationKey(for: parameter.key, in: scene)
                var animation = CurveAnimation(parameter: parameter, curve: curve, durationKey: durationKey,
                                               duration: durationKey.map { state.number($0) })
                if durationKey == nil, let source = export.curveDurations[parameter.key] {
                    animation = CurveAnimation(parameter: parameter, curve: curve, durationKey: nil,
                                               duration: state.number(source), durationSource: source)
                }
                for function in export.springFunctions {
                    for companion in function.companions where companion.curveKey == parameter.key {
                        animation.companion = (function, companion.fractionKey)
                    }
                }
                items.append(.curve(animation))
            } else {
                items.append(.constant(Constant(parameter: parameter, value: value, durationOf: durationOwner[parameter.key])))
            }
        }
        for group in scene.springGroups {
            items.append(.spring(SpringAnimation(group: group, setting: state.setting(group.prefix))))
        }
        for derived in export.derivedSprings {
            let spring = derived.spring(state)
            items.append(.spring(SpringAnimation(group: SpringGroup(derived.key, default: .physical(spring), help: derived.help),
                                                 setting: .physical(spring), builtFrom: derived.from)))
        }
        items += export.springFunctions.map(Item.function)
        self.items = items
    }

    var scene: any Scene { preset.scene }

    /// The reduced-motion parameters (`present.reduced`, `reduced.fadeDuration`): not
    /// constants of an export, each export writes them as its reduced-motion branches.
    static func isReduced(_ key: String) -> Bool {
        key.hasSuffix(".reduced") || key.hasPrefix("reduced.")
    }

    /// The reduced-motion branches, one per action.
    var reduced: ReducedPlan { ReducedPlan(preset) }
    /// The enum or object of a code export: `CardSwiftUIMotion`, `SoftCardUIKitMotion`.
    func typeName(platform: String) -> String { naming.typeName(platform: platform) }
    var constants: [Constant] { items.compactMap { if case .constant(let c) = $0 { c } else { nil } } }
    var curves: [CurveAnimation] { items.compactMap { if case .curve(let c) = $0 { c } else { nil } } }
    var springs: [SpringAnimation] { items.compactMap { if case .spring(let s) = $0 { s } else { nil } } }
    var functions: [ExportSpringFunction] { items.compactMap { if case .function(let f) = $0 { f } else { nil } } }

    /// The sentences every export starts with (without comment markers).
    func header(platform: String, command: String) -> [String] {
        var preset = "Preset '\(self.preset.name)'"
        preset += self.preset.description.isEmpty ? "." : ": \(Self.sentence(self.preset.description))"
        return [
            "animtune export for \(platform) of scene '\(scene.name)': \(Self.sentence(scene.summary))",
            preset,
            "Scene after \(Self.ending(scene.source))",
            "Generated by `\(command)`; change the preset in animtune and export again rather than editing.",
            valuesNote.text,
        ].map(Self.commentSafe)
    }

    /// Every parameter that is not a timing curve, as set, for `import --from` (curves and
    /// springs have their own notes).
    var valuesNote: ExportNote {
        .values(scene.parameters.filter { $0.kind != .timingCurve }.map { ($0.key, preset.state.values[$0.key] ?? $0.defaultValue) })
    }

    /// The duration parameter of a timing curve: `KEY.duration`, or for `PREFIX.curve` also
    /// `PREFIX.duration` (`drop.curve` ↔ `drop.duration`); it must be a number in seconds. A
    /// curve like `blur.dismissCurve` has none: its duration comes from elsewhere.
    static func durationKey(for curveKey: String, in scene: any Scene) -> String? {
        var candidates = [curveKey + ".duration"]
        if let dot = curveKey.lastIndex(of: "."), curveKey[curveKey.index(after: dot)...] == "curve" {
            candidates.append(String(curveKey[..<dot]) + ".duration")
        }
        return candidates.first { key in
            guard let parameter = scene.parameters.first(where: { $0.key == key }),
                  case .number(.seconds, _) = parameter.kind else { return false }
            return true
        }
    }

    /// Help text as a sentence: capital first letter, full stop at the end. A symbol stays as
    /// it is (`ζ of the bounce spring`: a capital Ζ would be another letter).
    static func sentence(_ text: String) -> String {
        let isLatin = text.unicodeScalars.first.map { $0.isASCII } ?? false
        return ending(isLatin ? text.prefix(1).uppercased() + text.dropFirst() : text)
    }

    /// Text that ends a sentence begun elsewhere ("Scene after aunnnn/…"): a full stop at the
    /// end, the first letter as written.
    static func ending(_ text: String) -> String {
        if let last = text.last, !".!?".contains(last) { return text + "." }
        return text
    }

    /// User text made safe inside any comment of the exported languages: every line break
    /// (CRLF, U+2028, NEL, …) and control character becomes a space, so a `//` comment cannot
    /// end early; `*/` and `/*` are split so a block comment (nested in Swift and Kotlin)
    /// cannot close or open; `</` and `<!--` are split so CSS pasted into an HTML `<style>`
    /// element cannot end it (`</style><script>`) or open an HTML comment.
    static func commentSafe(_ text: String) -> String {
        let line = OneLine.text(text)
        // Each of the four has a slash or a `<`.
        guard line.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "<") }) else { return line }
        return line.replacing("*/", with: "* /").replacing("/*", with: "/ *")
            .replacing("</", with: "< /").replacing("<!--", with: "< !--")
    }

    static func formDescription(_ setting: SpringSetting) -> String { ExportNote.form(setting).text }

    static func behaviour(_ spring: Spring) -> String {
        let metrics = SpringMetrics(spring)
        let n = { (value: Double) in NumberFormatting.short(value, digits: 3) }
        var text = "ζ \(n(metrics.dampingRatio))"
        if metrics.overshoot > 0 { text += ", overshoot \(n(metrics.overshoot * 100))%" }
        if metrics.settlingTimeEpsilon.isFinite {
            text += ", settles within 0.1% in \(n(metrics.settlingTimeEpsilon)) s"
        } else {
            text += ", never settles"
        }
        return text
    }

    /// The spring an over-damped `spring` runs as where over-damping is missing: critically
    /// damped, damping 2√(mk), mass, stiffness and velocity kept.
    static func critical(_ spring: Spring) -> Spring {
        Spring(mass: spring.mass, stiffness: spring.stiffness, damping: 2 * (spring.mass * spring.stiffness).squareRoot(),
               initialVelocity: spring.initialVelocity)
    }

    /// "ζ 1.58 is over-damped: before iOS 17 Core Animation runs it critically damped (ζ 1),
    /// settling within 0.1% in 0.584 s instead of 1.27 s."
    static func criticalFallback(_ spring: Spring, runtime: String) -> String {
        let n = { (value: Double) in NumberFormatting.short(value, digits: 3) }
        return "ζ \(n(SpringMetrics(spring).dampingRatio)) is over-damped: before iOS 17 \(runtime) runs it critically damped"
            + " (ζ 1), settling within 0.1% in \(n(SpringMetrics(critical(spring)).settlingTimeEpsilon)) s instead of"
            + " \(n(SpringMetrics(spring).settlingTimeEpsilon)) s."
    }

    /// "mass 2 folded in: stiffness 100/2 = 50, damping 10/2 = 5 (same ζ and ω0)", or nil
    /// for mass 1 — Android and Compose springs have mass 1.
    static func massFolding(_ spring: Spring) -> String? {
        guard abs(spring.mass - 1) > 1e-12 else { return nil }
        let n = ExportNumber.typed, d = ExportNumber.derived
        return "mass \(n(spring.mass)) folded in (mass 1 here): stiffness k/m = \(n(spring.stiffness))/\(n(spring.mass))"
            + " = \(d(spring.stiffness / spring.mass)), damping c/m = \(n(spring.damping))/\(n(spring.mass))"
            + " = \(d(spring.damping / spring.mass)); the motion is the same (ζ and ω0 unchanged)"
    }

    /// How a timing curve is named in the comments: "easeInOut (0.42, 0, 0.58, 1)".
    static func curveDescription(_ curve: TimingCurve) -> String { ExportNote.curve(curve).text }
}
