/// A scene's spring function (the card's present spring from its top) in Dart, as the other
/// web and mobile exports write it: the damping ratio and UIKit duration as functions of the
/// position, `uikitSpring` turning them into a `SpringDescription`, the spring and its
/// companion curve's `Duration` for any position, and `animate…` taking the position.
struct DartSpringFunction {
    let function: ExportSpringFunction
    /// The class the constants live in (`CardFlutterMotion`): a default that has an argument's
    /// name (`screenHeight`) is written qualified.
    let type: String
    /// Keys of the parameters in seconds: Dart holds them as `Duration`.
    let seconds: Set<String>

    var base: String { ExportIdentifier.camel(function.key) }
    var ratioName: String { base + "DampingRatio" }
    var durationName: String { base + "Duration" }
    /// `cardTop, cardHeight, screenHeight`.
    var passing: String { function.arguments.map(\.name).joined(separator: ", ") }

    /// `double cardTop, [double? cardHeight, double? screenHeight]`.
    var parameters: [String] {
        let required = function.arguments.filter { $0.defaultValue == nil }.map { "double \($0.name)" }
        let optional = function.arguments.filter { $0.defaultValue != nil }.map { "double? \($0.name)" }
        guard !optional.isEmpty else { return required }
        return required + ["[" + optional.joined(separator: ", ") + "]"]
    }

    var syntax: ExportExpression.Syntax {
        ExportExpression.Syntax(
            parameter: { key in
                let name = "\(type).\(ExportIdentifier.camel(key))"
                return seconds.contains(key) ? "(\(name).inMicroseconds / 1e6)" : name
            },
            argument: { $0 }, number: Self.double,
            absolute: "_abs", minimum: "math.min", maximum: "math.max", conditional: { "\($0) < 0 ? \($1) : \($2)" })
    }

    /// Every line of the spring function's part of the class.
    func write(notes: [String], to out: inout CodeWriter) {
        for argument in function.arguments {
            guard let name = function.defaultConstant(argument), let value = argument.defaultValue else { continue }
            out.line()
            out.comment("///", ["Default of [\(argument.name)]: \(argument.help)."])
            out.line("static double get \(name) => \(value.render(syntax));")
        }
        out.line()
        out.comment("///", [ExportPlan.sentence(function.help)] + function.arguments.map { "[\($0.name)]: \($0.help)." })
        writeFunction(ratioName, function.dampingRatio)
        out.line()
        out.comment("///", ["UIKit's duration of \(base) in seconds, for the same arguments."])
        writeFunction(durationName, function.duration)
        out.line()
        out.comment("///", notes + ["The spring for any position: UIKit's duration-based spring, mass 1 (uikitSpring)."])
        out.signature("static SpringDescription \(base)", parameters, " =>")
        out.line("    uikitSpring(\(durationName)(\(passing)), \(ratioName)(\(passing)));")
        out.line()
        out.comment("///", ["Runs [controller] (AnimationController.unbounded) from its value to [target] on \(base)(\(passing))."])
        let named = function.arguments.filter { $0.defaultValue != nil }.map { "double? \($0.name)" }
        out.signature("static TickerFuture animate\(SwiftUIReducedMotion.capitalized(base))",
                      ["AnimationController controller", "double target", "double \(function.arguments[0].name)",
                       "{" + (named + ["Tolerance tolerance = pixelTolerance}"]).joined(separator: ", ")], " {")
        out.indented { out in
            out.line("return controller.animateWith(SpringSimulation(\(base)(\(passing)), controller.value, target, 0,")
            out.line("    tolerance: tolerance));")
        }
        out.line("}")

        func writeFunction(_ name: String, _ result: ExportExpression) {
            out.signature("static double \(name)", parameters, " {")
            out.indented { out in
                for argument in function.arguments {
                    guard let value = argument.defaultValue else { continue }
                    let fallback = function.defaultConstant(argument) ?? value.render(syntax)
                    out.line("\(argument.name) ??= \(fallback);")
                }
                for step in function.steps { out.line("final \(step.name) = \(step.value.render(syntax));") }
                out.line("return \(result.render(syntax));")
            }
            out.line("}")
        }
    }

    /// The curve running over `fraction` of the spring's duration, as a `Duration`.
    func writeCompanion(_ curve: ExportPlan.CurveAnimation, fractionKey: String, to out: inout CodeWriter) {
        let fraction = ExportIdentifier.camel(fractionKey)
        out.comment("///", ["How long \(curve.identifier) runs: \(fraction) of \(durationName)(\(passing))."])
        out.signature("static Duration \(curve.identifier)Duration", parameters, " =>")
        out.line("    Duration(microseconds: (\(fraction) * \(durationName)(\(passing)) * 1e6).round());")
    }

    /// A number as a Dart double literal (`1.0`, not the int `1`, which `math.min` would make a num).
    static func double(_ value: Double) -> String {
        let text = ExportNumber.typed(value)
        return text.contains(where: { ".eE".contains($0) }) ? text : text + ".0"
    }

    /// `uikitSpring` and `_abs`, once per file that has a spring function.
    static func writeHelpers(to out: inout CodeWriter) {
        let critical = UIKitSpring(duration: 1, dampingRatio: 1).spring
        let u = (critical.stiffness / critical.mass).squareRoot()
        out.line()
        out.comment("///", ["UIKit's duration-based spring without initial velocity, mass 1: the natural frequency whose decay"
            + " envelope reaches 0.001 of the distance at [duration] seconds, UIKit's mapping as reverse-engineered after"
            + " Framer and motion.dev."])
        out.block("static SpringDescription uikitSpring(double duration, double dampingRatio) {", "}") { out in
            out.line("final d = math.min(math.max(duration, 0.01), 10.0);")
            out.line("final zeta = math.min(dampingRatio, 1.0);")
            out.line("final u = zeta < 1 ? (math.log(zeta / math.sqrt(1 - zeta * zeta)) - math.log(0.001)) / zeta"
                     + " : \(ExportNumber.plain(u, digits: 15));")
            out.line("final omega = u / d;")
            out.line("return SpringDescription(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega);")
        }
        out.line()
        out.line("static double _abs(double value) => value.abs();")
    }
}
