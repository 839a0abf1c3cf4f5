/// The css export's companion ES module: what a stylesheet cannot compute. The css export's
/// springs hold for the values set in animtune; this module computes a spring's `linear()`
/// within the tolerance for the values an element has at run time and sets the css export's
/// custom properties on it: for the card, `applyPresentSpring(element, cardTop)` gives the
/// present spring exact for any top, which no fixed set of classes can.
public struct CSSScriptExporter: Exporter {
    public let about = ExportFormat("css-js", extension: "js", options: [ExportOptions.toleranceName, ExportOptions.nameName],
                                    summary: "ES module for the css export: linear() springs computed at run time (the card's present spring for any top)")

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset, options: options)
        let object = ExportIdentifier.camel(plan.typeName(platform: "CSS"))
        let tolerance = ExportNumber.plain(options.tolerance, digits: 6)
        var out = CodeWriter(indent: "  ")
        out.comment("//", plan.header(platform: "the web, beside the css export", command: options.command(format)))
        out.comment("//", ["The css export's springs hold for the values set in animtune; call these where an element's"
                           + " values are known only at run time. Each sets the css export's custom properties on the element,"
                           + " with a linear() within \(tolerance) of the distance of the spring."])
        out.line()
        CSSScriptSpring.write(to: &out)
        out.line()
        out.block("export const \(object) = {", "};") { out in
            JavaScriptConstants.write(plan, to: &out, trailer: MotionExporter.unitComment)
            for spring in plan.springs {
                let s = spring.spring, n = ExportNumber.derived
                out.comment("//", [spring.help, "\(spring.origin); \(spring.behaviour)."])
                out.line("\(spring.identifier): { mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)),"
                         + " velocity: \(n(s.initialVelocity)) },")
            }
            for function in plan.functions { write(function, object: object, plan: plan, tolerance: tolerance, to: &out) }
        }
        for spring in plan.springs.prefix(1) {
            out.line()
            out.comment("//", ["For example, with the css export's rules: applySpring(element, \"\(plan.naming.cssProperty(spring.key))\","
                               + " \(object).\(spring.identifier)) before setting the new values."])
        }
        return ExportOutput(text: out.text)
    }

    /// The spring function's timing and `applyX(element, position, …)` setting its properties.
    private func write(_ function: ExportSpringFunction, object: String, plan: ExportPlan, tolerance: String,
                       to out: inout CodeWriter) {
        let code = MotionExporter.code(function, object: object)
        let property = plan.naming.cssProperty(function.key)
        out.comment("//", [ExportPlan.sentence(function.help)] + function.arguments.map { "\($0.name): \($0.help)." }
                    + ["Returns UIKit's duration-based spring for them: its damping ratio, duration (s) and physical values."])
        for argument in function.arguments {
            guard let name = function.defaultConstant(argument), let value = argument.defaultValue else { continue }
            out.comment("//", ["Default of \(argument.name): \(argument.help)."])
            out.line("get \(name)() { return \(value.render(code.syntax)); },")
        }
        out.signature(code.name, code.parameters, " {")
        out.indented { out in
            for step in function.steps { out.line("const \(step.name) = \(step.value.render(code.syntax));") }
            out.line("const dampingRatio = \(function.dampingRatio.render(code.syntax));")
            out.line("const duration = \(function.duration.render(code.syntax));")
            out.line("return { dampingRatio, duration, ...uikitSpring(duration, dampingRatio) };")
        }
        out.line("},")
        let apply = "apply" + code.name.prefix(1).uppercased() + code.name.dropFirst()
        out.comment("//", ["Sets \(property) and \(property)-duration on element for these arguments"
                           + (function.companions.isEmpty ? "" : ", and the durations of the curves that run alongside")
                           + "; put it on the element before the transition starts. With reduced motion the css export's"
                           + " prefers-reduced-motion rules keep theirs."])
        out.signature(apply, ["element"] + code.parameters + ["tolerance = \(tolerance)"], " {")
        out.indented { out in
            out.line("const spring = \(object).\(code.call);")
            out.line("applySpring(element, \"\(property)\", spring, tolerance);")
            for companion in function.companions {
                out.line("if (!reducedMotion()) element.style.setProperty(\"\(plan.naming.cssProperty(companion.curveKey))-duration\","
                         + " `${\(object).\(ExportIdentifier.camel(companion.fractionKey)) * spring.duration * 1000}ms`);")
            }
            out.line("return spring;")
        }
        out.line("},")
    }
}
