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
        let springs: [JSONValue] = NamedSpring.all(plan).map { named in
            let s = named.spring
            var members: [(String, JSONValue)] = [
                ("note", .string(named.notes.joined(separator: " "))),
                ("name", .string(named.identifier)),
                ("transition", .object([
                    ("type", .string("SMART_ANIMATE")),
                    ("easing", .object([("type", .string("CUSTOM_SPRING")), ("easingFunctionSpring", .object([
                        ("mass", .number(s.mass)), ("stiffness", .number(s.stiffness)), ("damping", .number(s.damping)),
                        ("initialVelocity", .number(s.initialVelocity)),
                    ]))])),
                    ("duration", .number(ExportNumber.rounded(SpringMetrics(s).settlingTimeEpsilon, 3))),
                ])),
            ]
            if let closed = Self.closedForm(s) { members.append(("closedForm", .string(closed))) }
            return .object(members)
        }
        let curves: [JSONValue] = plan.curves.map { curve in
            let b = curve.curve.bezier
            var transition: [(String, JSONValue)] = [
                ("type", .string("SMART_ANIMATE")),
                ("easing", .object([("type", .string("CUSTOM_CUBIC_BEZIER")), ("easingFunctionCubicBezier", .object([
                    ("x1", .number(b.x1)), ("y1", .number(b.y1)), ("x2", .number(b.x2)), ("y2", .number(b.y2)),
                ]))])),
            ]
            if let duration = curve.duration { transition.append(("duration", .number(duration))) }
            return .object([("note", .string("\(curve.help) \(ExportPlan.curveDescription(curve.curve)).")),
                            ("name", .string(curve.identifier)), ("transition", .object(transition))])
        }
        let root = JSONValue.object([
            ("description", .string(plan.header(platform: "Figma", command: "export figma").joined(separator: " "))),
            ("usage", .string("Each transition is what the plugin API's Reaction.actions[].transition takes (node.setReactionsAsync)."
                + " A spring's duration here is animtune's settling time (within 0.1 % of the move); Figma shows its own duration"
                + " for a spring, which need not match, and the spring's motion comes from mass, stiffness and damping alone."
                + " initialVelocity is in moves per second (Figma does not document its unit).")),
            ("springs", .array(springs)),
            ("curves", .array(curves)),
        ])
        return ExportOutput(text: root.formatted() + "\n")
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
