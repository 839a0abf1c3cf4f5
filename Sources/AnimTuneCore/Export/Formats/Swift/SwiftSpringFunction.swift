/// A scene's spring function (the card's present spring from its top) in Swift, shared by the
/// SwiftUI and UIKit exports: a `…Timing` function returning the damping ratio and duration,
/// and the helper turning UIKit's duration into SwiftUI's response.
struct SwiftSpringFunction {
    let function: ExportSpringFunction
    /// The enum the constants live in, to name them unambiguously from default arguments.
    let typeName: String
    let plan: ExportPlan

    var base: String { ExportIdentifier.camel(function.key) }
    var timingName: String { ExportIdentifier.swift(base + "Timing") }

    /// `cardTop: Double`, `cardHeight: Double = CardSwiftUIMotion.presentSpringCardHeight`, …
    var parameters: [String] {
        function.arguments.map { argument in
            let name = ExportIdentifier.swift(argument.name)
            guard let value = argument.defaultValue else { return "\(name): Double" }
            let text = function.defaultConstant(argument).map { "\(typeName).\(ExportIdentifier.swift($0))" } ?? value.render(syntax(qualified: true))
            return "\(name): Double = \(text)"
        }
    }

    /// `cardTop: cardTop, cardHeight: cardHeight, …`
    var passing: String {
        function.arguments.map { "\($0.name): \(ExportIdentifier.swift($0.name))" }.joined(separator: ", ")
    }

    /// Constants as Double in base units, arguments by name; `qualified` names the enum, as
    /// a default argument must.
    func syntax(qualified: Bool) -> ExportExpression.Syntax {
        ExportExpression.Syntax(
            parameter: { key in
                let bare = ExportIdentifier.swift(ExportIdentifier.camel(key))
                let name = qualified ? "\(typeName).\(bare)" : bare
                guard case .number(let unit, _)? = plan.scene.parameter(forKey: key)?.kind, unit == .points else { return name }
                return "Double(\(name))"
            },
            argument: { ExportIdentifier.swift($0) },
            number: { ExportNumber.typed($0) },
            absolute: "abs", minimum: "min", maximum: "max",
            conditional: { "\($0) < 0 ? \($1) : \($2)" })
    }

    /// The defaults that are formulas as computed properties, the comment and
    /// `static func presentSpringTiming(…) -> (dampingRatio: Double, duration: TimeInterval)`.
    func writeTiming(to out: inout CodeWriter) {
        let body = syntax(qualified: false)
        for argument in function.arguments {
            guard let name = function.defaultConstant(argument), let value = argument.defaultValue else { continue }
            out.comment("///", ["Default of `\(argument.name)`: \(argument.help)."])
            out.line("static var \(ExportIdentifier.swift(name)): Double { \(value.render(body)) }")
            out.line()
        }
        out.comment("///", [ExportPlan.sentence(function.help)] + function.arguments.map { "- \($0.name): \($0.help)." })
        out.signature("static func \(timingName)", parameters, " -> (dampingRatio: Double, duration: TimeInterval) {")
        out.indented { out in
            for step in function.steps { out.line("let \(ExportIdentifier.swift(step.name)) = \(step.value.render(body))") }
            out.line("let dampingRatio = \(function.dampingRatio.render(body))")
            out.line("let duration = \(function.duration.render(body))")
            out.line("return (dampingRatio, duration)")
        }
        out.line("}")
    }

    /// `…Timing(cardTop: cardTop, …)`.
    var timingCall: String { "\(timingName)(\(passing))" }

    /// The companion curve over its fraction of the spring's duration: the duration expression.
    func companionDuration(_ fractionKey: String) -> String {
        "\(ExportIdentifier.swift(ExportIdentifier.camel(fractionKey))) * \(timingCall).duration"
    }

    /// SwiftUI's response for UIKit's duration-based spring (mass 1, no initial velocity).
    static func writeResponseHelper(to out: inout CodeWriter) {
        let critical = UIKitSpring(duration: 1, dampingRatio: 1).spring
        let u = (critical.stiffness / critical.mass).squareRoot()
        out.comment("///", ["SwiftUI's response of UIKit's duration-based spring (mass 1, no initial velocity): the natural"
            + " frequency whose decay envelope reaches 0.001 of the distance at `duration`, UIKit's mapping as"
            + " reverse-engineered after Framer and motion.dev."])
        out.block("static func uikitResponse(duration: TimeInterval, dampingRatio: Double) -> TimeInterval {", "}") { out in
            out.line("let d = min(max(duration, 0.01), 10), zeta = min(dampingRatio, 1)")
            out.line("let u = zeta < 1 ? (log(zeta / (1 - zeta * zeta).squareRoot()) - log(0.001)) / zeta : \(ExportNumber.plain(u, digits: 15))")
            out.line("return 2 * .pi * d / u")
        }
    }
}
