/// Figma prototype transitions as the plugin API types them (`Transition`, `Easing`): each
/// spring a `CUSTOM_SPRING` with `easingFunctionSpring` { mass, stiffness, damping,
/// initialVelocity } — the same numbers, exactly — and for an under-damped one Figma's closed
/// form `1 − exp(−a·t)·(cos(b·t) + c·sin(b·t))`; each timing curve a `CUSTOM_CUBIC_BEZIER`.
public struct FigmaExporter: Exporter {
    public init() {}
    public let about = ExportFormat("figma", extension: "json",
                                    summary: "Figma prototype transitions (plugin API JSON): CUSTOM_SPRING with the exact mass, stiffness, damping; CUSTOM_CUBIC_BEZIER curves")

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        var full: [String: JSONValue] = [:]
        let springs: [JSONValue] = NamedSpring.all(plan).map { named in
            let transition = Self.springTransition(named.spring)
            full[named.key] = transition
            var members: [(String, JSONValue)] = [
                ("note", .string(named.notes.joined(separator: " "))), ("name", .string(named.identifier)), ("transition", transition),
            ]
            if let closed = Self.closedForm(named.spring) { members.append(("closedForm", .string(closed))) }
            return .object(members)
        }
        let curves: [JSONValue] = plan.curves.map { curve in
            var note = "\(curve.help) \(ExportPlan.curveDescription(curve.curve))."
            var duration = curve.duration
            if let companion = curve.companion {
                let state = preset.state, position = companion.function.positionKey
                duration = state.number(companion.fractionKey) * companion.function.timing(state).duration
                note += " Its duration is \(companion.fractionKey) of \(companion.function.key)'s UIKit duration at \(position)"
                    + " \(ExportNumber.typed(state.number(position))), the scene's (seconds); export again for another \(position)."
            }
            let transition = Self.curveTransition(curve.curve.bezier, duration: duration)
            full[curve.key] = transition
            return .object([("note", .string(note)), ("name", .string(curve.identifier)), ("transition", transition)])
        }
        let root = JSONValue.object([
            ("description", .string(plan.header(platform: "Figma", command: "export figma").joined(separator: " "))),
            ("usage", .string("Each transition is what the plugin API's Reaction.actions[].transition takes (node.setReactionsAsync);"
                + " durations are in seconds, as the plugin API takes them."
                + " A spring's duration here is animtune's settling time (within 0.1 % of the move); Figma shows its own duration"
                + " for a spring, which need not match, and the spring's motion comes from mass, stiffness and damping alone."
                + " initialVelocity is in moves per second (Figma does not document its unit).")),
            ("springs", .array(springs)),
            ("curves", .array(curves)),
            ("reducedUsage", .string(plan.reduced.intro(signal: "Figma has no reduced-motion setting: use these in a second prototype flow")
                + " Each entry NAMEReduced replaces NAME in that flow: fade is a DISSOLVE (opacity only) over the fade duration, snap"
                + " is null (Figma's Instant), shorten scales a spring's stiffness by 1/s² and damping by 1/s (the same motion s times"
                + " as fast) and a curve's duration by s.")),
            ("reduced", .array(Self.reduced(plan.reduced, full: full))),
        ])
        return ExportOutput(text: root.formatted() + "\n")
    }

    static func springTransition(_ s: Spring) -> JSONValue {
        .object([
            ("type", .string("SMART_ANIMATE")),
            ("easing", .object([("type", .string("CUSTOM_SPRING")), ("easingFunctionSpring", .object([
                ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
                ("initialVelocity", .number(s.initialVelocity)),
            ]))])),
            ("duration", .number(ExportNumber.rounded(SpringMetrics(s).settlingTimeEpsilon, 3))),
        ])
    }

    static func curveTransition(_ b: CubicBezier, duration: Double?) -> JSONValue {
        var transition: [(String, JSONValue)] = [
            ("type", .string("SMART_ANIMATE")),
            ("easing", .object([("type", .string("CUSTOM_CUBIC_BEZIER")), ("easingFunctionCubicBezier", .object([
                ("x1", .number(b.x1)), ("y1", .number(b.y1)), ("x2", .number(b.x2)), ("y2", .number(b.y2)),
            ]))])),
        ]
        if let duration { transition.append(("duration", .number(ExportNumber.rounded(duration, 6)))) }
        return .object(transition)
    }

    /// One `NAMEReduced` transition per action and animation, in Figma's idiom for the strategy.
    static func reduced(_ plan: ReducedPlan, full: [String: JSONValue]) -> [JSONValue] {
        plan.entries.map { branch, animation, identifier in
            let transition: JSONValue
            switch branch.strategy {
            case .fade:
                transition = .object([("type", .string("DISSOLVE")), ("easing", .object([("type", .string("EASE_OUT"))])),
                                      ("duration", .number(plan.fadeDuration))])
            case .snap: transition = .null
            case .shorten:
                let s = plan.timeScale
                if let spring = animation.spring {
                    transition = springTransition(Spring(mass: spring.mass, stiffness: spring.stiffness / (s * s),
                                                         damping: spring.damping / s, initialVelocity: spring.initialVelocity / s))
                } else {
                    transition = shortened(full[animation.key], by: s)
                }
            case .tighten, .track:
                transition = animation.tightened.map(springTransition) ?? full[animation.key] ?? .null
            case .none: transition = full[animation.key] ?? .null
            }
            return .object([("note", .string("\(branch.action) — \(branch.description).")), ("name", .string(identifier + "Reduced")),
                            ("action", .string(branch.action)), ("strategy", .string(branch.strategy.rawValue)),
                            ("transition", transition)])
        }
    }

    /// A curve transition with its duration times `scale`.
    static func shortened(_ transition: JSONValue?, by scale: Double) -> JSONValue {
        guard case .object(let members)? = transition else { return .null }
        return .object(members.map { key, value in
            if key == "duration", case .number(let duration) = value { return (key, .number(ExportNumber.rounded(duration * scale, 6))) }
            return (key, value)
        })
    }

    /// Figma's closed form `t => 1 - Math.exp(-a * t) * (Math.cos(b * t) + c * Math.sin(b * t))`
    /// (t in seconds) of an under-damped spring: a = c/2m, b = ω_d, c = (a − v0)/ω_d.
    static func closedForm(_ spring: Spring) -> String? {
        let a = spring.damping / (2 * spring.mass), q = spring.stiffness / spring.mass - a * a
        guard q > 0 else { return nil }
        let b = q.squareRoot(), c = (a - spring.initialVelocity) / b
        let n = { (value: Double) in ExportNumber.plain(value, digits: 17) }
        return "t => 1 - Math.exp(-\(n(a)) * t) * (Math.cos(\(n(b)) * t) + \(n(c)) * Math.sin(\(n(b)) * t))"
    }
}
