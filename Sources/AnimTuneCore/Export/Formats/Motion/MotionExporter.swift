/// An ES module for Motion (motion.dev, formerly Framer Motion): one object with the
/// constants and a transition per animation, `{ type: "spring", stiffness, damping, mass }`
/// or `{ duration, ease: [x1, y1, x2, y2] }`, durations in seconds as Motion takes them. A
/// spring's velocity is left out: Motion starts it from the value's current velocity, so an
/// interrupting animation carries on smoothly.
public struct MotionExporter: SpringCodeExporter {
    let codeTitle = "motion"
    public init() {}
    public let about = ExportFormat("motion", extension: "js", options: [ExportOptions.nameName, ExportOptions.handoffName],
                                    summary: "JavaScript module of Motion (motion.dev / Framer Motion) transitions and constants")

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let object = ExportIdentifier.camel(plan.typeName(platform: ""))
        var out = CodeWriter(indent: "  ")
        out.comment("//", plan.header(platform: "Motion (motion.dev, Framer Motion)", command: "export motion"))
        out.comment("//", ["Use a transition as <motion.div animate={…} transition={\(object).\(plan.springs.first?.identifier ?? plan.curves.first?.identifier ?? "…")} />"
                           + " or animate(element, keyframes, \(object).…). Springs are physical (stiffness, damping, mass),"
                           + " whichever form they were set in, so Motion runs the same spring."])
        out.line()
        out.block("export const \(object) = {", "};") { out in
            for item in plan.items {
                switch item {
                case .constant(let constant):
                    out.comment("//", [constant.help])
                    out.line("\(Self.key(constant.identifier)): \(Self.value(constant)),\(Self.unitComment(constant))")
                case .curve(let curve):
                    var note = ExportPlan.curveDescription(curve.curve)
                    if let source = curve.durationSource { note += ", over \(source)" }
                    if let (function, fraction) = curve.companion {
                        let code = Self.code(function, object: object)
                        out.comment("//", [curve.help, note + ", over \(ExportIdentifier.camel(fraction)) of the duration of"
                                           + " \(code.name)(…)."])
                        out.signature(Self.key(curve.identifier), code.parameters, " {")
                        out.indented { out in
                            out.line("const duration = \(object).\(ExportIdentifier.camel(fraction)) * \(object).\(code.call).duration;")
                            out.line("return { duration, ease: \(Self.ease(curve.curve)) };")
                        }
                        out.line("},")
                        continue
                    }
                    out.comment("//", [curve.help, note + "."])
                    var members: [String] = []
                    if let duration = curve.duration { members.append("duration: \(ExportNumber.typed(duration))") }
                    members.append("ease: " + Self.ease(curve.curve))
                    out.line("\(Self.key(curve.identifier)): { \(members.joined(separator: ", ")) },")
                case .function(let function):
                    let code = Self.code(function, object: object)
                    out.comment("//", [ExportPlan.sentence(function.help)] + function.arguments.map { "\($0.name): \($0.help)." }
                                + ["The spring is UIKit's duration-based one, which Motion's { duration, bounce } spring computes"
                                   + " the same way (bounce = 1 − damping ratio)."])
                    for argument in function.arguments {
                        guard let name = function.defaultConstant(argument), let value = argument.defaultValue else { continue }
                        out.comment("//", ["Default of \(argument.name): \(argument.help)."])
                        out.line("get \(name)() { return \(value.render(code.syntax)); },")
                    }
                    out.signature(Self.key(code.name), code.parameters, " {")
                    out.indented { out in
                        for step in function.steps { out.line("const \(step.name) = \(step.value.render(code.syntax));") }
                        out.line("const dampingRatio = \(function.dampingRatio.render(code.syntax));")
                        out.line("const duration = \(function.duration.render(code.syntax));")
                        out.line("return { type: \"spring\", duration, bounce: 1 - dampingRatio };")
                    }
                    out.line("},")
                case .spring(let animation): out.write(Self.springStatements(animation))
                }
            }
        }
        let plain = plan.springs.map(\.identifier) + plan.curves.filter { $0.companion == nil && $0.duration != nil }.map(\.identifier)
        MotionReducedMotion(plan: plan.reduced, object: object, transitions: Set(plain)).write(to: &out)
        if options.handoff { HandoffSnippetMotion(plan: plan).write(to: &out) }
        return ExportOutput(text: out.text)
    }

    /// A spring group as a member of the object: `{ type: "spring", stiffness, damping, mass }`,
    /// with its velocity beside it when it has one (also `tune`'s code line).
    func springStatements(_ animation: ExportPlan.SpringAnimation, naming _: ExportNaming) -> [CodeStatement] {
        Self.springStatements(animation)
    }

    /// `key: { type: "spring", … },` after its comment, and the initial velocity if it has one.
    static func springStatements(_ animation: ExportPlan.SpringAnimation) -> [CodeStatement] {
        let spring = animation.spring
        var notes = [animation.help, "\(animation.origin); \(animation.behaviour)."]
        let members = ["type: \"spring\"", "stiffness: \(Self.number(spring.stiffness, animation, .physical))",
                       "damping: \(Self.number(spring.damping, animation, .physical))",
                       "mass: \(Self.number(spring.mass, animation, .physical))"]
        // Without a velocity Motion keeps the one an interrupted animation had.
        if spring.initialVelocity != 0 {
            notes.append("Motion's velocity is in the animated value's units per second: pass velocity:"
                         + " \(animation.identifier)Velocity * distance (it is \(ExportNumber.typed(spring.initialVelocity))"
                         + " distance fractions per second).")
        }
        var statements: [CodeStatement] = [.fileOnly { $0.comment("//", notes) },
                                           .line("\(Self.key(animation.identifier)): { \(members.joined(separator: ", ")) },")]
        if spring.initialVelocity != 0 {
            statements.append(.line("\(Self.key(animation.identifier + "Velocity")): \(ExportNumber.typed(spring.initialVelocity)),",
                                    note: "distance fractions per second"))
        }
        return statements
    }

    /// A spring function as an object method: its name, parameters with defaults, how to call it.
    struct FunctionCode {
        let name: String
        let parameters: [String]
        let call: String
        let syntax: ExportExpression.Syntax
    }

    static func code(_ function: ExportSpringFunction, object: String) -> FunctionCode {
        let syntax = ExportExpression.Syntax(
            parameter: { "\(object).\(ExportIdentifier.camel($0))" }, argument: { $0 }, number: { ExportNumber.typed($0) },
            absolute: "Math.abs", minimum: "Math.min", maximum: "Math.max", conditional: { "\($0) < 0 ? \($1) : \($2)" })
        let parameters = function.arguments.map { argument in
            guard let value = argument.defaultValue else { return argument.name }
            return "\(argument.name) = " + (function.defaultConstant(argument).map { "\(object).\($0)" } ?? value.render(syntax))
        }
        let name = ExportIdentifier.camel(function.key)
        return FunctionCode(name: name, parameters: parameters,
                            call: "\(name)(\(function.arguments.map(\.name).joined(separator: ", ")))", syntax: syntax)
    }

    /// Typed values as typed, derived ones to 6 digits.
    private static func number(_ value: Double, _ animation: ExportPlan.SpringAnimation, _ form: SpringForm) -> String {
        animation.setting.form == form ? ExportNumber.typed(value) : ExportNumber.derived(value)
    }

    static func ease(_ curve: TimingCurve) -> String {
        if curve == .linear { return "\"linear\"" }
        let b = curve.bezier
        return "[" + [b.x1, b.y1, b.x2, b.y2].map(ExportNumber.typed).joined(separator: ", ") + "]"
    }

    private static func key(_ identifier: String) -> String {
        let valid = identifier.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" }
        return valid ? identifier : JSONValue.quoted(identifier)
    }

    private static func value(_ constant: ExportPlan.Constant) -> String {
        switch constant.value {
        case .colour(let colour): JSONValue.quoted(colour.description)
        case .word(let word): JSONValue.quoted(word)
        case .curve(let curve): ease(curve)
        case .number(let number): ExportNumber.typed(number)
        }
    }

    /// ` // s`, ` // pt (CSS px)`: a constant's unit as a JavaScript comment.
    static func unitComment(_ constant: ExportPlan.Constant) -> String {
        guard case .number(let unit, _) = constant.parameter.kind else { return "" }
        switch unit {
        case .seconds: return " // s"
        case .points: return " // pt (CSS px)"
        case .degrees: return " // degrees"
        case .pointsPerSecond: return " // pt per second"
        case .perSecond: return " // distance fractions per second"
        case .ratio, .count: return ""
        case .mass, .stiffness, .dampingCoefficient: return unit.symbol.isEmpty ? "" : " // \(unit.symbol)"
        }
    }
}
