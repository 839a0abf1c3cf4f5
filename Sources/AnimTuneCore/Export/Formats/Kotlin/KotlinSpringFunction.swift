/// A scene's spring function (the card's present spring from its top) in Kotlin, shared by
/// the Compose and Android exports: functions for its damping ratio and duration, and the
/// helper turning UIKit's duration into a stiffness.
struct KotlinSpringFunction {
    let function: ExportSpringFunction
    /// How the file names a constant as a Float in base units (s, pt).
    let constant: (String) -> String

    var base: String { ExportIdentifier.camel(function.key) }

    /// `cardTop: Float`, `cardHeight: Float = presentSpringCardHeight`, …
    var parameters: [String] {
        function.arguments.map { argument in
            let name = ExportIdentifier.kotlin(argument.name)
            guard let value = argument.defaultValue else { return "\(name): Float" }
            return "\(name): Float = \(function.defaultConstant(argument).map(ExportIdentifier.kotlin) ?? value.render(syntax))"
        }
    }

    var passing: String { function.arguments.map { ExportIdentifier.kotlin($0.name) }.joined(separator: ", ") }

    var syntax: ExportExpression.Syntax {
        ExportExpression.Syntax(
            parameter: constant, argument: { ExportIdentifier.kotlin($0) }, number: { KotlinText.float($0) },
            absolute: "abs", minimum: "minOf", maximum: "maxOf",
            conditional: { "if (\($0) < 0f) \($1) else \($2)" })
    }

    var ratioName: String { ExportIdentifier.kotlin(base + "DampingRatio") }
    var durationName: String { ExportIdentifier.kotlin(base + "Duration") }
    var ratioCall: String { "\(ratioName)(\(passing))" }
    var durationCall: String { "\(durationName)(\(passing))" }
    /// Kotlin functions it calls from kotlin.math.
    static let imports: Set<String> = ["kotlin.math.abs", "kotlin.math.ln", "kotlin.math.sqrt"]

    /// The defaults that are formulas, then the damping ratio and the duration (seconds) as
    /// functions of the arguments.
    func writeTiming(to out: inout CodeWriter) {
        for argument in function.arguments {
            guard let name = function.defaultConstant(argument), let value = argument.defaultValue else { continue }
            KotlinText.kdoc(["Default of [\(argument.name)]: \(Self.inDp(argument.help))."], to: &out)
            out.line("val \(ExportIdentifier.kotlin(name)): Float get() = \(value.render(syntax))")
            out.line()
        }
        KotlinText.kdoc([ExportPlan.sentence(function.help)] + function.arguments.map { "[\($0.name)]: \(Self.inDp($0.help))." }, to: &out)
        writeFunction(ratioName, function.dampingRatio, to: &out)
        out.line()
        KotlinText.kdoc(["The duration of the spring in seconds, for the same arguments."], to: &out)
        writeFunction(durationName, function.duration, to: &out)
    }

    private func writeFunction(_ name: String, _ result: ExportExpression, to out: inout CodeWriter) {
        out.signature("fun \(name)", parameters, ": Float {")
        out.indented { out in
            for step in function.steps { out.line("val \(ExportIdentifier.kotlin(step.name)) = \(step.value.render(syntax))") }
            out.line("return \(result.render(syntax))")
        }
        out.line("}")
    }

    /// An argument's help as Kotlin files take it: iOS points are dp there.
    static func inDp(_ help: String) -> String { help.replacing("in points", with: "in dp (iOS points)") }

    /// The stiffness (mass 1) of UIKit's duration-based spring.
    static func writeStiffnessHelper(to out: inout CodeWriter) {
        let critical = UIKitSpring(duration: 1, dampingRatio: 1).spring
        let u = (critical.stiffness / critical.mass).squareRoot()
        KotlinText.kdoc(["The stiffness (mass 1) of UIKit's duration-based spring without initial velocity: the natural"
            + " frequency whose decay envelope reaches 0.001 of the distance at [duration] seconds, UIKit's mapping as"
            + " reverse-engineered after Framer and motion.dev."], to: &out)
        out.block("fun uikitStiffness(duration: Float, dampingRatio: Float): Float {", "}") { out in
            out.line("val d = duration.coerceIn(0.01f, 10f)")
            out.line("val zeta = minOf(dampingRatio, 1f)")
            out.line("val u = if (zeta < 1f) (ln(zeta / sqrt(1f - zeta * zeta)) - ln(0.001f)) / zeta else \(KotlinText.float(u, derived: true))")
            out.line("val omega = u / d")
            out.line("return omega * omega")
        }
    }
}
