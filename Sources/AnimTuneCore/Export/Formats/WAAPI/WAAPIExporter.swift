/// Web Animations API (ES module): each spring as `{ duration, easing: "linear(…)" }` within
/// `--tolerance`, with the best-fitting `cubic-bezier()` as the fallback where `linear()` is
/// not supported; per animated element a function that runs `element.animate(keyframes,
/// { duration, easing, fill })` for each property; the exact additive retarget
/// (`composite: "add"`); a spring function of the scene (the card's present spring) computed
/// for the position it is given; and the reduced-motion branches.
public struct WAAPIExporter: Exporter {
    public init() {}
    public let about = ExportFormat("waapi", extension: "js", options: [ExportOptions.toleranceName, ExportOptions.nameName],
                                    summary: "Web Animations API module: element.animate() per element with springs as linear(), additive retarget, Bézier fallback")

    /// The most seconds between the stops of a `linear()` a spring function computes in the
    /// browser; a stiffer spring gets closer ones (``runtimeBand``).
    static let runtimeStep = 1.0 / 240
    /// The most a straight line between two of those stops strays from the spring (k·h²/8, k the
    /// stiffness: a mass-1 spring from rest accelerates at most k): half the exports' tolerance.
    static let runtimeBand = LinearEasing.defaultTolerance / 2

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let object = ExportIdentifier.camel(plan.typeName(platform: "Waapi"))
        let fits = plan.springs.map { LinearEasing.spring($0.spring, tolerance: options.tolerance) }
        let warnings = zip(plan.springs, fits).compactMap { ExportWarning.linearTolerance($1, key: $0.key, spring: $0.spring) }
        var out = CodeWriter(indent: "  ")
        out.comment("//", plan.header(platform: "the Web Animations API", command: Self.command(options)))
        out.comment("//", ["Each spring is { duration (ms), easing } for element.animate(keyframes, { ...timing, fill: \"both\" }):"
                           + " a linear() easing within \(ExportNumber.plain(options.tolerance, digits: 6)) of the move where the browser"
                           + " has linear() (Baseline 2023), else the best-fitting cubic-bezier() (its own duration, error stated)."])
        out.line("const supportsLinear = typeof CSS !== \"undefined\" && CSS.supports(\"animation-timing-function\", \"linear(0, 1)\");")
        out.line()
        out.block("export const \(object) = {", "};") { out in
            JavaScriptConstants.write(plan, to: &out)
            for function in plan.functions {
                let code = MotionExporter.code(function, object: object)
                for argument in function.arguments {
                    guard let name = function.defaultConstant(argument), let value = argument.defaultValue else { continue }
                    out.comment("//", ["Default of \(argument.name): \(argument.help)."])
                    out.line("get \(name)() { return \(value.render(code.syntax)); },")
                }
            }
            for (animation, fit) in zip(plan.springs, fits) {
                let bezier = BezierFit(animation.spring, tolerance: options.tolerance)
                out.comment("//", [animation.help, "\(animation.origin); \(animation.behaviour).",
                                   "linear(): \(fit.easing.stops.count) stops, at most \(ExportNumber.plain(fit.maxError, digits: 3)) from the spring;"
                                   + " fallback cubic-bezier() at most \(ExportNumber.plain(bezier.maxError, digits: 3))."])
                out.line("\(animation.identifier): supportsLinear")
                out.indented { out in
                    out.line("? { duration: \(ExportNumber.milliseconds(fit.duration)), easing: \(JSONValue.quoted(fit.easing.css)) }")
                    out.line(": { duration: \(ExportNumber.milliseconds(bezier.duration)), easing: \(JSONValue.quoted(CSSExporter.css(bezier.curve))) },")
                }
            }
            for curve in plan.curves where curve.companion == nil {
                guard let duration = curve.duration else { continue }
                out.comment("//", [curve.help, ExportPlan.curveDescription(curve.curve) + "."])
                out.line("\(curve.identifier): { duration: \(ExportNumber.milliseconds(duration)), easing: \(JSONValue.quoted(CSSExporter.css(curve.curve))) },")
            }
            for function in plan.functions {
                let code = MotionExporter.code(function, object: object)
                out.comment("//", [ExportPlan.sentence(function.help)] + function.arguments.map { "\($0.name): \($0.help)." }
                                  + ["UIKit's duration-based spring, computed here for the position given, as linear() stops at most"
                                     + " \(ExportNumber.decimals(Self.runtimeStep * 1000, 4)) ms apart."])
                out.signature(code.name, code.parameters, " {")
                out.indented { out in
                    for step in function.steps { out.line("const \(step.name) = \(step.value.render(code.syntax));") }
                    out.line("return springTiming(\(function.dampingRatio.render(code.syntax)), \(function.duration.render(code.syntax)));")
                }
                out.line("},")
                for companion in function.companions {
                    guard let curve = plan.curves.first(where: { $0.key == companion.curveKey }) else { continue }
                    out.comment("//", [curve.help, ExportPlan.curveDescription(curve.curve) + ", over \(ExportIdentifier.camel(companion.fractionKey))"
                                       + " of the duration of \(code.name)(…)."])
                    out.signature(curve.identifier, code.parameters, " {")
                    out.indented { out in
                        out.line("const duration = \(object).\(ExportIdentifier.camel(companion.fractionKey)) * \(object).\(code.call).uikitDuration * 1000;")
                        out.line("return { duration, easing: \(JSONValue.quoted(CSSExporter.css(curve.curve))) };")
                    }
                    out.line("},")
                }
            }
        }
        if !plan.functions.isEmpty { Self.writeSpringTiming(to: &out) }
        Self.writeElements(plan, object: object, to: &out)
        Self.writeRetarget(to: &out)
        WAAPIReducedMotion(plan: plan.reduced, object: object).write(to: &out)
        return ExportOutput(text: out.text, warnings: warnings)
    }

    static func command(_ options: ExportOptions) -> String {
        options.tolerance == LinearEasing.defaultTolerance ? "export waapi"
            : "export waapi --tolerance \(ExportNumber.plain(options.tolerance, digits: 6))"
    }

    /// One function per animated element: `animateCardPresenting(element, { top: [from, to], … })`
    /// runs each property on its animation, or with `reduce` (by default `reduceMotion()`) on
    /// the reduced branch of the action that moves the element, and returns the Animation objects.
    private static func writeElements(_ plan: ExportPlan, object: String, to out: inout CodeWriter) {
        let functions = Dictionary(plan.functions.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let companions = Dictionary(plan.functions.flatMap { f in f.companions.map { ($0.curveKey, f) } }, uniquingKeysWith: { a, _ in a })
        let reduced = plan.reduced
        let entries = reduced.entries
        if !plan.scene.export.transitions.isEmpty { writePlay(reduced: !reduced.branches.isEmpty, to: &out) }
        for element in plan.scene.export.transitions {
            out.line()
            let name = "animate" + SwiftUIReducedMotion.capitalized(ExportIdentifier.camel(element.element))
            let position = element.properties.compactMap { _, timing -> ExportSpringFunction? in
                guard case .animation(let key) = timing else { return nil }
                return functions[key] ?? companions[key]
            }.first
            var parameters = ["element", "keyframes"]
            if let position { parameters += MotionExporter.code(position, object: object).parameters }
            let branches = reduced.branches.filter { $0.elements.contains { $0.element == element.element } }
            if !reduced.branches.isEmpty { parameters.append("reduce = reduceMotion()") }
            if branches.count > 1 { parameters.append("action = \(JSONValue.quoted(branches[0].action))") }
            let reducedNote = branches.count > 1
                ? "With reduce, each property plays the reduced branch of action (" + branches.map { "\($0.action): \($0.strategy.rawValue)" }.joined(separator: ", ") + ")."
                : branches.first.map { "With reduce, each property plays \($0.action)'s reduced branch (\($0.strategy.rawValue))." }
            out.comment("//", [ExportPlan.sentence(element.help),
                               "keyframes: { " + element.properties.map { "\(Self.jsProperty($0.property)): [from, to]" }.joined(separator: ", ")
                                   + " } (CSS values, e.g. \"0px\"); returns the Animation of each property."] + (reducedNote.map { [$0] } ?? []))
            out.signature("export function \(name)", parameters, " {")
            out.indented { out in
                out.line("return playTimings(element, keyframes, [")
                for (property, timing) in element.properties where ElementMotion(timing, plan: plan) != nil {
                    let js = Self.jsProperty(property)
                    let source: String
                    var animationKey: String?
                    switch timing {
                    case .linear(let durationKey):
                        source = "{ duration: \(object).\(ExportIdentifier.camel(durationKey)) * 1000, easing: \"linear\" }"
                    case .animation(let key):
                        animationKey = key
                        if let function = functions[key] ?? companions[key] {
                            let call = MotionExporter.code(function, object: object).call
                            source = functions[key] != nil ? "\(object).\(call)" : "\(object).\(ExportIdentifier.camel(key))(\(function.arguments.map(\.name).joined(separator: ", ")))"
                        } else {
                            source = "\(object).\(ExportIdentifier.camel(key))"
                        }
                    }
                    func reducer(_ branch: ReducedPlan.Branch) -> String {
                        // A property linear over a duration of its own (a corner radius) follows the action's first animation.
                        let identifier = entries.first { $0.branch.action == branch.action && $0.animation.key == (animationKey ?? branch.animations.first?.key) }?.identifier
                        return identifier.map { "\(object)Reduced.\($0)" } ?? "null"
                    }
                    let reducer = branches.count > 1
                        ? "{ " + branches.map { "\(JSONValue.quoted($0.action)): \(reducer($0))" }.joined(separator: ", ") + " }[action]"
                        : branches.first.map(reducer) ?? "null"
                    out.line("  [\"\(js)\", \(source), \(reducer)],")
                }
                out.line("]\(reduced.branches.isEmpty ? "" : ", reduce"));")
            }
            out.line("}")
        }
    }

    /// `playTimings`, which every element function calls.
    private static func writePlay(reduced: Bool, to out: inout CodeWriter) {
        out.line()
        out.comment("//", ["Animates each [property, full timing, reduced branch or null] of keyframes with fill \"both\". With reduce, a"
                           + " property plays its branch's timing; a fade ({ opacityOnly }) sets the property to its end value at once"
                           + " and fades the element in (opacity from 0) over the fade's duration, as the css export does."])
        out.block("function playTimings(element, keyframes, timings, reduce = false) {", "}") { out in
            out.line("const animations = [];")
            out.line("let faded = false;")
            out.block("for (const [property, full, branch] of timings) {", "}") { out in
                out.line("const timing = reduce && branch ? branch(full) : full;")
                out.block("if (timing.opacityOnly) {", "}") { out in
                    out.line("const to = keyframes[property][keyframes[property].length - 1];")
                    out.line("animations.push(element.animate({ [property]: [to, to] }, { duration: 0, fill: \"both\" }));")
                    out.line("if (property === \"opacity\" || !faded) animations.push(element.animate({ opacity: property === \"opacity\" ? keyframes.opacity : [0, 1] },")
                    out.line("  { duration: timing.duration, easing: timing.easing, fill: property === \"opacity\" ? \"both\" : \"none\" }));")
                    out.line("faded = true;")
                    out.line("continue;")
                }
                out.line("animations.push(element.animate({ [property]: keyframes[property] }, { duration: timing.duration, easing: timing.easing, fill: \"both\" }));")
            }
            out.line("return animations;")
        }
    }

    /// `border-radius` → `borderRadius`, as keyframe objects spell CSS properties.
    static func jsProperty(_ property: String) -> String {
        let parts = property.split(separator: "-")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The additive retarget: exact for the same spring, velocity kept without reading it.
    private static func writeRetarget(to out: inout CodeWriter) {
        out.line()
        out.comment("//", ["Retargets a running spring without a jump in position or velocity: leave the running animation alone and"
                           + " add the change of target on the same spring (composite \"add\"); by superposition the sum is the spring"
                           + " heading for the new target from where it is, at its speed (exact for the same spring).",
                           "zero and delta are keyframes, e.g. { transform: \"translateY(0px)\" } and { transform: \"translateY(40px)\" }."])
        out.block("export function retarget(element, zero, delta, timing) {", "}") { out in
            out.line("return element.animate([zero, delta], { duration: timing.duration, easing: timing.easing, composite: \"add\", fill: \"forwards\" });")
        }
        out.line()
        out.comment("//", ["Keeps the end styles and drops the animation when it finishes, so fill does not pile up."])
        out.block("export function commitWhenFinished(animation) {", "}") { out in
            out.line("return animation.finished.then(() => { animation.commitStyles(); animation.cancel(); });")
        }
    }

    /// `springTiming(dampingRatio, duration)`: UIKit's duration-based spring as linear() stops,
    /// for spring functions evaluated in the browser.
    private static func writeSpringTiming(to out: inout CodeWriter) {
        out.line()
        out.comment("//", ["UIKit's duration-based spring as { duration, easing }: mass 1, damping ratio ζ (at most 1), and the natural"
                           + " frequency ω whose oscillation envelope has decayed to 0.001 of the move at the duration (clamped to 0.01–10 s):"
                           + " ζ/√(1−ζ²)·e^(−ζωd) = 0.001, or e^(−ωd)(1 + ωd) = 0.001 at ζ = 1 (Framer's and motion's reading of UIKit)."
                           + " linear() stops at most \(ExportNumber.decimals(Self.runtimeStep * 1000, 4)) ms apart and close enough that a"
                           + " straight line between two strays at most \(ExportNumber.plain(Self.runtimeBand, digits: 6)) of the move from the"
                           + " spring (k·h²/8), up to the duration, where UIKit ends the animation at its target (the last two stops); ease-out"
                           + " over the UIKit duration where linear() is not supported."])
        out.block("function springTiming(dampingRatio, uikitDuration) {", "}") { out in
            out.line("const zeta = Math.min(dampingRatio, 1), d = Math.min(Math.max(uikitDuration, 0.01), 10), epsilon = 0.001;")
            out.line("let u;")
            out.line("if (zeta < 1) u = (Math.log(zeta / Math.sqrt(1 - zeta * zeta)) - Math.log(epsilon)) / zeta;")
            out.line("else { let lo = 0, hi = 1; while (Math.exp(-hi) * (1 + hi) > epsilon) hi *= 2;")
            out.line("  for (let i = 0; i < 200; i++) { const mid = (lo + hi) / 2; if (Math.exp(-mid) * (1 + mid) > epsilon) lo = mid; else hi = mid; } u = (lo + hi) / 2; }")
            out.line("const k = Math.pow(u / d, 2), sigma = zeta * Math.sqrt(k), q = k - sigma * sigma;")
            out.block("const progress = (t) => {", "};") { out in
                out.line("if (q > 1e-9 * k) { const w = Math.sqrt(q); return 1 - Math.exp(-sigma * t) * (Math.cos(w * t) + sigma / w * Math.sin(w * t)); }")
                out.line("if (q >= -1e-9 * k) return 1 - Math.exp(-sigma * t) * (1 + sigma * t);")
                out.line("const mu = Math.sqrt(-q), r1 = -k / (sigma + mu), r2 = -(sigma + mu), c2 = -r1 / (r2 - r1);")
                out.line("return 1 - ((1 - c2) * Math.exp(r1 * t) + c2 * Math.exp(r2 * t));")
            }
            out.line("if (!supportsLinear) return { duration: uikitDuration * 1000, easing: \"ease-out\", uikitDuration };")
            let step = ExportNumber.decimals(Self.runtimeStep, 9), band = ExportNumber.plain(Self.runtimeBand, digits: 6)
            out.line("const count = Math.ceil(d / Math.min(\(step), Math.sqrt(8 * \(band) / k)) - 1e-9), stops = [];")
            out.line("for (let i = 0; i < count; i++) stops.push(progress(i * d / count).toFixed(5));")
            out.line("stops.push(progress(d).toFixed(5) + \" 100%\", \"1 100%\");")
            out.line("return { duration: d * 1000, easing: \"linear(\" + stops.join(\", \") + \")\", uikitDuration };")
        }
    }
}
