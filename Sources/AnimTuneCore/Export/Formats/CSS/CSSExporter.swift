/// CSS custom properties on `:root`: constants with CSS units, timing curves as keywords or
/// `cubic-bezier()`, springs as `linear()` easings with the duration they need (and, with
/// `--bezier`, the best-fitting `cubic-bezier()` and its error).
public struct CSSExporter: SpringCodeExporter {
    let codeTitle = "CSS"
    public init() {}
    public let about = ExportFormat("css", extension: "css", options: [ExportOptions.toleranceName, ExportOptions.bezierName, ExportOptions.nameName, ExportOptions.handoffName],
                                    summary: "CSS custom properties (durations, constants, cubic-bezier(), springs as linear()) and a transition rule per animated element")

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let property = plan.naming.cssProperty
        let fits = plan.springs.map { LinearEasing.spring($0.spring, tolerance: options.tolerance) }
        let warnings = zip(plan.springs, fits).compactMap { ExportWarning.linearTolerance($1, key: $0.key, spring: $0.spring) }
            + plan.functions.map { Self.positionWarning($0, state: preset.state) }
        var out = CodeWriter(indent: "  ")
        out.blockComment(plan.header(platform: "CSS", command: options.command(format)))
        if let first = plan.springs.first {
            out.blockComment([Self.toleranceNote(fits, plan.springs, options: options)
                + " Each has the duration it needs; use the two together, e.g. transition: transform"
                + " var(\(property(first.key))-duration) var(\(property(first.key)));"])
        }
        var fitsLeft = fits[...]
        out.block(":root {", "}") { out in
            for item in plan.items {
                switch item {
                case .constant(let constant):
                    if let viewport = Self.viewport[constant.key] {
                        out.blockComment([constant.help, "The viewport's by default; the scene's is \(ExportNumber.typed(constant.number)) pt."])
                        out.line("\(property(constant.key)): \(viewport);")
                        continue
                    }
                    out.blockComment([constant.help] + Self.unitNote(constant))
                    out.line("\(property(constant.key)): \(Self.value(constant));")
                case .curve(let curve):
                    var note = ExportPlan.curveDescription(curve.curve)
                    if let durationKey = curve.durationKey { note += ", over var(\(property(durationKey)))" }
                    if let source = curve.durationSource { note += ", over \(source)" }
                    if let (function, fraction) = curve.companion {
                        note += ", over \(fraction) of the duration of \(function.key) (set with it below)"
                    }
                    out.blockComment([curve.help, note + "."])
                    out.line("\(property(curve.key)): \(Self.css(curve.curve));")
                    if curve.durationSource != nil, let duration = curve.duration {
                        out.line("\(property(curve.key))-duration: \(ExportNumber.milliseconds(duration))ms;")
                    }
                case .spring(let spring):
                    Self.write(spring, fit: fitsLeft.removeFirst(), name: property(spring.key), options: options, to: &out)
                case .function(let function):
                    let position = preset.state.number(function.positionKey)
                    out.blockComment([ExportPlan.sentence(function.help), "At \(function.positionKey) \(ExportNumber.typed(position)),"
                                      + " the scene's, only: for an element's own \(function.positionKey), the css-js export's"
                                      + " \(Self.applyName(function))(element, \(function.arguments.first?.name ?? "position")) sets these"
                                      + " properties on it within the tolerance."])
                    Self.write(function, at: position, state: preset.state, property: property, options: options, to: &out)
                }
            }
        }
        Self.writeRules(plan, property: property, options: options, to: &out)
        if options.handoff { HandoffSnippetCSS(plan: plan).write(to: &out) }
        return ExportOutput(text: out.text, warnings: warnings)
    }

    /// One rule per animated element with the `transition` shorthand of its properties, and a
    /// `prefers-reduced-motion` rule each with the strategy of its action.
    private static func writeRules(_ plan: ExportPlan, property: (String) -> String, options: ExportOptions,
                                   to out: inout CodeWriter) {
        let transitions = plan.scene.export.transitions
        guard !transitions.isEmpty else { return }
        let curves = Dictionary(plan.curves.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        func timing(_ timing: ElementTransition.Timing) -> String {
            switch timing {
            case .linear(let durationKey):
                return "var(\(property(durationKey))) linear"
            case .animation(let key):
                let duration = curves[key]?.durationKey.map(property) ?? property(key) + "-duration"
                return "var(\(duration)) var(\(property(key)))"
            }
        }
        out.line()
        out.blockComment(["Ready-made rules: put the class on the element while it animates (set the new values with it);"
                          + " each property runs on its animation above."])
        let selectors = transitions.map { plan.naming.cssClass($0.element) }
        for (transition, selector) in zip(transitions, selectors) {
            out.block("\(selector) {", "}") { out in
                out.blockComment([ExportPlan.sentence(transition.help)])
                let parts = transition.properties.map { "\($0.property) \(timing($0.timing))" }
                if parts.count == 1 {
                    out.line("transition: \(parts[0]);")
                } else {
                    out.line("transition:")
                    for (index, part) in parts.enumerated() { out.line("  " + part + (index == parts.count - 1 ? ";" : ",")) }
                }
            }
        }
        let full = Dictionary(uniqueKeysWithValues: transitions.map { transition in
            (transition.element, transition.properties.map { "\($0.property) \(timing($0.timing))" }.joined(separator: ", "))
        })
        writeReduced(plan, selectors: Dictionary(uniqueKeysWithValues: zip(transitions.map(\.element), selectors)),
                     full: full, property: property, options: options, to: &out)
    }

    /// One `prefers-reduced-motion: reduce` rule per animated element with the strategy of
    /// the action that moves it: fade runs only opacity (fading in an element whose opacity
    /// does not change) and lets every other property jump; tighten and track give its
    /// springs damping ratio 1 at the same duration; snap alone uses 0.01ms (which keeps
    /// transitionend firing); shorten scales the durations; none leaves the element alone.
    /// An element a previous action's rule already covers gets the action's class too
    /// (`.tabbar-indicator.tabbar-swipe`): more specific, it restates the element's whole
    /// `transition` (`full`) and `animation: none`, so the earlier action's rule cannot win.
    private static func writeReduced(_ plan: ExportPlan, selectors: [String: String], full: [String: String],
                                     property: (String) -> String,
                                     options: ExportOptions, to out: inout CodeWriter) {
        let reduced = plan.reduced
        let curves = Dictionary(plan.curves.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let fade = property(ReducedKeys.fadeDuration.key), fadeIn = plan.naming.cssName("reduced-fade-in")
        func duration(_ timing: ElementTransition.Timing) -> String {
            switch timing {
            case .linear(let durationKey): return property(durationKey)
            case .animation(let key): return curves[key]?.durationKey.map(property) ?? property(key) + "-duration"
            }
        }
        let springs = tightenedSprings(reduced)
        out.line()
        out.block("@media (prefers-reduced-motion: reduce) {", "}") { out in
            out.blockComment([reduced.intro(signal: "prefers-reduced-motion: reduce")])
            writeReducedRoot(reduced, springs: springs, fade: fade, property: property, options: options, to: &out)
            out.block("@keyframes \(fadeIn) {", "}") { out in out.line("from { opacity: 0; }") }
            var covered: Set<String> = []
            for branch in reduced.branches {
                if branch.elements.isEmpty {
                    out.blockComment(["\(branch.action) — \(branch.description): no element rule here, the finger or a"
                                      + " script drives it; the other exports carry its branch."])
                }
                for element in branch.elements {
                    guard var selector = selectors[element.element] else { continue }
                    let scoped = !covered.insert(element.element).inserted
                    let actionClass = plan.naming.cssClass(branch.action)
                    if scoped { selector += actionClass }
                    out.block("\(selector) {", "}") { out in
                        out.blockComment(["\(branch.action) — \(branch.description)."]
                            + (scoped ? ["Put \(actionClass) on the element too during \(branch.action): an earlier action's rule covers it."] : []))
                        if scoped, branch.strategy != .fade, let transition = full[element.element] {
                            out.line("transition: \(transition);")
                            out.line("animation: none;")
                        }
                        switch branch.strategy {
                        case .fade:
                            out.line("transition: opacity var(\(fade)) ease-out;")
                            if !element.properties.contains(where: { $0.property == "opacity" }) {
                                out.line("animation: \(fadeIn) var(\(fade)) ease-out;")
                            } else if scoped {
                                out.line("animation: none;")
                            }
                        case .tighten, .track:
                            var keys: [String] = []
                            for (_, timing) in element.properties {
                                guard case .animation(let key) = timing, !keys.contains(key),
                                      springs.contains(where: { $0.key == key }) else { continue }
                                keys.append(key)
                                out.line("\(property(key)): var(\(property(key))-tightened);")
                                out.line("\(property(key))-duration: var(\(property(key))-tightened-duration);")
                            }
                            if keys.isEmpty { out.blockComment(["Its timing curves have no bounce to take out: unchanged."]) }
                        case .snap:
                            out.line("transition-duration: 0.01ms;")
                        case .shorten:
                            let scale = ExportNumber.typed(reduced.timeScale)
                            out.line("transition-duration: " + element.properties
                                .map { "calc(var(\(duration($0.timing))) * \(scale))" }.joined(separator: ", ") + ";")
                        case .none:
                            out.blockComment(["Essential motion: unchanged."])
                        }
                    }
                }
            }
        }
    }

    /// The springs a tightened (or tracked) element's properties run on, once each.
    private static func tightenedSprings(_ reduced: ReducedPlan) -> [ReducedPlan.Animation] {
        let tightened = reduced.branches.filter { [.tighten, .track].contains($0.strategy) }.flatMap { branch in
            branch.animations.filter { animation in
                animation.tightened != nil && branch.elements.contains { element in
                    element.properties.contains { $0.timing == .animation(animation.key) }
                }
            }
        }
        var seen: Set<String> = []
        return tightened.filter { seen.insert($0.key).inserted }
    }

    /// The reduced `:root`: the fade's duration, and each tightened spring's `linear()` and duration.
    private static func writeReducedRoot(_ reduced: ReducedPlan, springs: [ReducedPlan.Animation], fade: String,
                                         property: (String) -> String, options: ExportOptions, to out: inout CodeWriter) {
        out.block(":root {", "}") { out in
            out.line("\(fade): \(ExportNumber.milliseconds(reduced.fadeDuration))ms;")
            for animation in springs {
                guard let spring = animation.tightened else { continue }
                let fit = LinearEasing.spring(spring, tolerance: options.tolerance)
                out.blockComment(["\(animation.key) tightened: damping ratio 1, \(ExportPlan.behaviour(spring))."])
                out.write(Self.linear(fit.easing, name: property(animation.key) + "-tightened"))
                out.line("\(property(animation.key))-tightened-duration: \(ExportNumber.milliseconds(animation.duration ?? fit.duration))ms;")
            }
        }
    }

    /// A spring function at one position: its `linear()`, its duration and its companions' durations.
    private static func write(_ function: ExportSpringFunction, at position: Double, state: SceneState,
                              property: (String) -> String, options: ExportOptions, to out: inout CodeWriter) {
        let timing = function.timing(state, at: position)
        let spring = UIKitSpring(duration: timing.duration, dampingRatio: timing.dampingRatio).spring
        let fit = LinearEasing.spring(spring, tolerance: options.tolerance)
        out.blockComment(["\(function.positionKey) \(ExportNumber.typed(position)): damping ratio"
                          + " \(ExportNumber.derived(timing.dampingRatio)), UIKit duration \(ExportNumber.derived(timing.duration)) s;"
                          + " linear(): \(fit.easing.stops.count) stops, at most \(ExportNumber.plain(fit.maxError, digits: 3)) from the spring."])
        out.write(Self.linear(fit.easing, name: property(function.key)))
        out.line("\(property(function.key))-duration: \(ExportNumber.milliseconds(fit.duration))ms;")
        for companion in function.companions {
            let duration = state.number(companion.fractionKey) * timing.duration
            out.line("\(property(companion.curveKey))-duration: \(ExportNumber.milliseconds(duration))ms;")
        }
    }

    /// Screen sizes as the viewport's: the scene's iPhone sizes are only its defaults.
    static let viewport = ["screen.width": "100vw", "screen.height": "100dvh"]

    /// `applyPresentSpring`, the css-js export's setter for a spring function.
    static func applyName(_ function: ExportSpringFunction) -> String {
        let name = ExportIdentifier.camel(function.key)
        return "apply" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// A spring function's properties hold at the scene's position only.
    static func positionWarning(_ function: ExportSpringFunction, state: SceneState) -> ExportWarning {
        ExportWarning(key: function.key, message: "its linear() is the spring at \(function.positionKey)"
            + " \(ExportNumber.typed(state.number(function.positionKey))) only, since CSS cannot compute it from the element's own;"
            + " export css-js for \(applyName(function))(), which sets it for any \(function.positionKey) within the tolerance")
    }

    /// The tolerance that holds for every spring of the file: the one asked for, and the
    /// springs whose `linear()` cannot keep to it with what they reach instead.
    static func toleranceNote(_ fits: [LinearEasing.SpringFit], _ springs: [ExportPlan.SpringAnimation],
                              options: ExportOptions) -> String {
        let asked = ExportNumber.plain(options.tolerance, digits: 6)
        let missed = zip(springs, fits).filter { $1.maxError > $1.tolerance }
            .map { "\($0.key) (at most \(ExportNumber.plain($1.maxError, digits: 3)))" }
        var text = "Springs are linear() easings within \(asked) of the distance of the true spring (export css --tolerance X)"
        if !missed.isEmpty { text += ", except " + missed.joined(separator: ", ") + ", which cannot be met within it" }
        return text + "."
    }

    private static func write(_ animation: ExportPlan.SpringAnimation, fit: LinearEasing.SpringFit, name: String,
                              options: ExportOptions, to out: inout CodeWriter) {
        let error = ExportNumber.plain(fit.maxError, digits: 3)
        out.blockComment([animation.help, "\(animation.origin); \(animation.behaviour).",
                          "linear(): \(fit.easing.stops.count) stops, at most \(error) from the spring."])
        out.write(declarations(fit, name: name))
        guard options.bezier else { return }
        let bezier = BezierFit(animation.spring, tolerance: options.tolerance)
        out.blockComment(["Best-fitting cubic-bezier() with its own duration: at most \(ExportNumber.plain(bezier.maxError, digits: 3))"
                          + " from the spring (a Bézier can overshoot once and cannot oscillate)."])
        out.line("\(name)-bezier: \(css(bezier.curve));")
        out.line("\(name)-bezier-duration: \(ExportNumber.milliseconds(bezier.duration))ms;")
    }

    /// A spring's two custom properties as the export writes them: `--x: linear(…);` and
    /// `--x-duration: 600ms;`.
    static func declarations(_ fit: LinearEasing.SpringFit, name: String) -> [CodeStatement] {
        [Self.linear(fit.easing, name: name),
         .line("\(name)-duration: \(ExportNumber.milliseconds(fit.duration))ms;")]
    }

    /// `--x: linear(0, …, 1);` on one line when short, else wrapped inside the parentheses.
    private static func linear(_ easing: LinearEasing, name: String) -> CodeStatement {
        .call(CodeCall(head: "\(name): linear", arguments: easing.cssStops, tail: ";", layout: .filled))
    }

    /// `tune`'s code row: the spring's declarations at the default tolerance.
    func springStatements(_ animation: ExportPlan.SpringAnimation, naming: ExportNaming) -> [CodeStatement] {
        Self.declarations(LinearEasing.spring(animation.spring, tolerance: ExportOptions().tolerance), name: naming.cssProperty(animation.key))
    }

    static func css(_ curve: TimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case .easeInOut: "ease-in-out"
        case .default: "ease"
        case .cubicBezier(let bezier): css(bezier)
        }
    }

    static func css(_ bezier: CubicBezier) -> String {
        "cubic-bezier(" + [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(ExportNumber.typed).joined(separator: ", ") + ")"
    }

    private static func unitNote(_ constant: ExportPlan.Constant) -> [String] {
        guard case .number(let unit, _) = constant.parameter.kind else { return [] }
        switch unit {
        case .points: return ["iOS points as CSS px."]
        case .pointsPerSecond: return ["In px per second."]
        case .perSecond: return ["In fractions of the distance per second."]
        case .mass, .stiffness, .dampingCoefficient: return ["Spring \(unit.rawValue), no CSS unit."]
        default: return []
        }
    }

    static func value(_ constant: ExportPlan.Constant) -> String {
        switch constant.value {
        case .colour(let colour): return colour.description
        case .curve(let curve): return css(curve)
        case .word(let word): return isIdentifier(word) ? word : StringLiteral.quoted(word, in: .css)
        case .number(let number):
            guard case .number(let unit, _) = constant.parameter.kind else { return ExportNumber.typed(number) }
            switch unit {
            case .seconds: return ExportNumber.milliseconds(number) + "ms"
            case .points: return ExportNumber.typed(number) + "px"
            case .degrees: return ExportNumber.typed(number) + "deg"
            default: return ExportNumber.typed(number)
            }
        }
    }

    private static func isIdentifier(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
            && !word.hasPrefix("--")
    }
}
