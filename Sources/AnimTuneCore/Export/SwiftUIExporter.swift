/// A Swift file for SwiftUI: `enum SceneMotion` with every constant and every animation of
/// the scene as `Animation` values, each spring in the API of the form the user set it in.
public struct SwiftUIExporter: Exporter {
    public init() {}
    public let format = "swiftui"
    public let summary = "Swift enum of constants and SwiftUI Animations (.spring, .interpolatingSpring, .timingCurve)"
    /// The platform in the type's name: `CardSwiftUIMotion`.
    static let typePlatform = "SwiftUI"
    public let fileExtension = "swift"

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset)
        var out = CodeWriter()
        out.comment("//", plan.header(platform: "SwiftUI", command: "export swiftui"))
        out.line()
        out.line("import SwiftUI")
        out.line()
        let typeName = ExportIdentifier.swift(plan.typeName(platform: Self.typePlatform))
        func code(_ function: ExportSpringFunction) -> SwiftSpringFunction {
            SwiftSpringFunction(function: function, typeName: typeName, plan: plan)
        }
        out.block("enum \(typeName) {", "}") { out in
            for item in plan.items {
                out.gap()
                switch item {
                case .constant(let constant): Self.write(constant, to: &out)
                case .curve(let curve): Self.write(curve, companion: curve.companion.map { code($0.function) }, to: &out)
                case .spring(let spring): Self.write(spring, to: &out)
                case .function(let function): Self.write(code(function), to: &out)
                }
            }
            if !plan.functions.isEmpty {
                out.gap()
                SwiftSpringFunction.writeResponseHelper(to: &out)
            }
            SwiftUIReducedMotion(plan: plan.reduced).write(to: &out)
        }
        return ExportOutput(text: out.text, warnings: ExportWarning.runtimeDifferences(format: format, state: preset.state))
    }

    /// The timing function and `static func presentSpring(cardTop:…) -> Animation`.
    private static func write(_ code: SwiftSpringFunction, to out: inout CodeWriter) {
        code.writeTiming(to: &out)
        out.line()
        out.comment("///", ["The spring for those arguments: UIKit's duration-based spring as SwiftUI's response and damping fraction."])
        out.signature("static func \(ExportIdentifier.swift(code.base))", code.parameters, " -> Animation {")
        out.indented { out in
            out.line("let timing = \(code.timingCall)")
            out.line("return .spring(response: uikitResponse(duration: timing.duration, dampingRatio: timing.dampingRatio),")
            out.line("               dampingFraction: timing.dampingRatio)")
        }
        out.line("}")
    }

    /// Spring(…, allowOverDamping:) and Animation.interpolatingSpring(_:initialVelocity:).
    static let iOS17 = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"

    private static func write(_ constant: ExportPlan.Constant, to out: inout CodeWriter) {
        out.comment("///", [constant.help])
        let name = ExportIdentifier.swift(constant.identifier)
        out.line(SwiftDeclaration.constant(constant, name: name, colour: { name, colour in
            "static let \(name) = Color(red: \(SwiftDeclaration.byteFraction(colour.red)), "
                + "green: \(SwiftDeclaration.byteFraction(colour.green)), "
                + "blue: \(SwiftDeclaration.byteFraction(colour.blue))) // \(colour)"
        }, angle: { name, degrees in "static let \(name) = Angle.degrees(\(degrees))" }))
    }

    private static func write(_ curve: ExportPlan.CurveAnimation, companion: SwiftSpringFunction?, to out: inout CodeWriter) {
        let name = ExportIdentifier.swift(curve.identifier)
        let bezier = curve.curve.bezier
        let points = [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(ExportNumber.typed).joined(separator: ", ")
        func animation(_ duration: String) -> String {
            curve.curve == .linear ? ".linear(duration: \(duration))" : ".timingCurve(\(points), duration: \(duration))"
        }
        var notes = [curve.help, ExportPlan.curveDescription(curve.curve)]
        if let companion, let fraction = curve.companion?.fractionKey {
            notes[1] += " over `\(ExportIdentifier.camel(fraction))` of the duration of `\(companion.timingName)`."
            out.comment("///", notes)
            out.signature("static func \(name)", companion.parameters, " -> Animation {")
            out.indented { out in out.line(animation(companion.companionDuration(fraction))) }
            out.line("}")
            return
        }
        if let source = curve.durationSource, let duration = curve.duration {
            notes[1] += " over \(source) (\(ExportNumber.typed(duration)) s)."
            out.comment("///", notes)
            out.line("static let \(name) = Animation\(animation(ExportNumber.typed(duration)))")
            return
        }
        guard let durationName = curve.durationIdentifier.map(ExportIdentifier.swift) else {
            notes[1] += "; the scene gives it no duration, so pass one."
            out.comment("///", notes)
            out.block("static func \(name)(duration: TimeInterval) -> Animation {", "}") { out in
                out.line(curve.curve == .linear ? ".linear(duration: duration)" : ".timingCurve(\(points), duration: duration)")
            }
            return
        }
        notes[1] += " over `\(durationName)`."
        out.comment("///", notes)
        if curve.curve == .linear {
            out.line("static let \(name) = Animation.linear(duration: \(durationName))")
        } else {
            out.line("static let \(name) = Animation.timingCurve(\(points), duration: \(durationName))")
        }
    }

    private static func write(_ animation: ExportPlan.SpringAnimation, to out: inout CodeWriter) {
        let name = ExportIdentifier.swift(animation.identifier)
        let n = ExportNumber.typed, d = ExportNumber.derived
        let spring = animation.spring
        let swiftui = animation.setting.swiftui
        var notes = [animation.help]
        switch animation.setting {
        case .physical(let physical) where SpringMetrics(physical).dampingRatio > 1:
            notes.append("\(animation.origin); \(animation.behaviour). Over-damped:"
                + " Spring(…, allowOverDamping: true) keeps it so; without it SwiftUI runs it critically damped (ζ 1).")
            out.comment("///", notes)
            out.line(Self.iOS17)
            out.block("static var \(name): Animation {", "}") { out in
                out.line(".interpolatingSpring(Spring(mass: \(n(physical.mass)), stiffness: \(n(physical.stiffness)),"
                    + " damping: \(n(physical.damping)), allowOverDamping: true),")
                out.line("                     initialVelocity: \(n(physical.initialVelocity)))")
            }
        case .physical(let physical):
            notes.append("\(animation.origin); \(animation.behaviour).")
            out.comment("///", notes)
            out.line("static let \(name) = Animation.interpolatingSpring(mass: \(n(physical.mass)), stiffness: "
                + "\(n(physical.stiffness)), damping: \(n(physical.damping)), initialVelocity: \(n(physical.initialVelocity)))")
        case .uikit(let uikit) where uikit.velocity == 0:
            notes.append("\(animation.origin): the same spring as response \(d(swiftui.response)) s"
                + " with damping fraction \(n(uikit.dampingRatio)) (UIKit's duration-to-stiffness mapping is"
                + " reverse-engineered, after Framer and motion.dev); \(animation.behaviour).")
            out.comment("///", notes)
            out.line("static let \(name) = Animation.spring(response: \(d(swiftui.response)), dampingFraction: \(n(uikit.dampingRatio)))")
        case .swiftui(let value, let velocity, .bounce) where velocity == 0:
            notes.append("\(animation.origin); \(animation.behaviour).")
            out.comment("///", notes)
            out.line("static let \(name) = Animation.spring(duration: \(n(value.response)), bounce: \(n(value.bounce)))")
        case .swiftui(let value, let velocity, .dampingFraction) where velocity == 0:
            notes.append("\(animation.origin); \(animation.behaviour).")
            out.comment("///", notes)
            out.line("static let \(name) = Animation.spring(response: \(n(value.response)), dampingFraction: \(n(value.dampingRatio)))")
        default:
            // A UIKit or SwiftUI form with an initial velocity: only interpolatingSpring takes one.
            let bounce = animation.setting.form == .swiftui ? n(swiftui.bounce) : d(swiftui.bounce)
            let duration = animation.setting.form == .swiftui ? n(swiftui.response) : d(swiftui.response)
            notes.append("\(animation.origin); \(animation.behaviour). The initial velocity"
                + " (distance fractions per second) needs interpolatingSpring.")
            out.comment("///", notes)
            out.line("static let \(name) = Animation.interpolatingSpring(duration: \(duration), bounce: \(bounce), "
                + "initialVelocity: \(n(spring.initialVelocity)))")
        }
    }
}
