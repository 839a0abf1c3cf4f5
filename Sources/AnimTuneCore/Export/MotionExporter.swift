/// An ES module for Motion (motion.dev, formerly Framer Motion): one object with the
/// constants and a transition per animation, `{ type: "spring", stiffness, damping, mass }`
/// or `{ duration, ease: [x1, y1, x2, y2] }`, durations in seconds as Motion takes them. A
/// spring's velocity is left out: Motion starts it from the value's current velocity, so an
/// interrupting animation carries on smoothly.
public struct MotionExporter: Exporter {
    public init() {}
    public let format = "motion"
    public let summary = "JavaScript module of Motion (motion.dev / Framer Motion) transitions and constants"
    public let fileExtension = "js"

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset)
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
                    out.comment("//", [curve.help, ExportPlan.curveDescription(curve.curve) + "."])
                    var members: [String] = []
                    if let duration = curve.duration { members.append("duration: \(ExportNumber.typed(duration))") }
                    members.append("ease: " + Self.ease(curve.curve))
                    out.line("\(Self.key(curve.identifier)): { \(members.joined(separator: ", ")) },")
                case .spring(let animation):
                    let spring = animation.spring
                    var notes = [animation.help, "Set in the \(animation.formDescription); \(animation.behaviour)."]
                    let members = ["type: \"spring\"", "stiffness: \(Self.number(spring.stiffness, animation, .physical))",
                                   "damping: \(Self.number(spring.damping, animation, .physical))",
                                   "mass: \(Self.number(spring.mass, animation, .physical))"]
                    // Without a velocity Motion keeps the one an interrupted animation had.
                    if spring.initialVelocity != 0 {
                        notes.append("Motion's velocity is in the animated value's units per second: pass velocity:"
                                     + " \(animation.identifier)Velocity * distance (it is \(ExportNumber.typed(spring.initialVelocity))"
                                     + " distance fractions per second).")
                    }
                    out.comment("//", notes)
                    out.line("\(Self.key(animation.identifier)): { \(members.joined(separator: ", ")) },")
                    if spring.initialVelocity != 0 {
                        out.line("\(Self.key(animation.identifier + "Velocity")): \(ExportNumber.typed(spring.initialVelocity)), // distance fractions per second")
                    }
                }
            }
        }
        return ExportOutput(text: out.text)
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

    private static func unitComment(_ constant: ExportPlan.Constant) -> String {
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
