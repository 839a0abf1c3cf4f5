/// A Swift file for SwiftUI: `enum SceneMotion` with every constant and every animation of
/// the scene as `Animation` values, each spring in the API of the form the user set it in.
public struct SwiftUIExporter: Exporter, SwiftFileParts {
    public let about = ExportFormat("swiftui", extension: "swift", options: [ExportOptions.nameName, ExportOptions.publicName, ExportOptions.handoffName],
                                    summary: "Swift enum of constants and SwiftUI Animations (.spring, .interpolatingSpring, .timingCurve)")
    let platform = SwiftPlatform(title: "SwiftUI", typeName: "SwiftUI", framework: "SwiftUI")
    /// `.spring(…)` is integrated at 300 Hz (its stiffness capped); `interpolatingSpring`
    /// follows the closed form but, before iOS 17, runs ζ > 1 critically damped.
    let runtimeDifferences: [RuntimeDifference] = [
        .frames(.swiftui, when: { !Self.isInterpolating($0) }, reason: { spring in
            var reason = "SwiftUI's .spring steps it at 300 Hz"
            let integrated = IntegratedSwiftUIRuntime(spring, RuntimeSetting())
            if integrated.stiffness < (spring.stiffness / spring.mass).nextDown {
                let response = SwiftUISpring(spring).response, runs = 2 * Double.pi / integrated.stiffness.squareRoot()
                reason += " with stiffness capped at \(NumberFormatting.short(IntegratedSwiftUIRuntime.stiffnessCap))"
                    + " (response \(NumberFormatting.short(response, digits: 3)) s runs as \(NumberFormatting.short(runs, digits: 3)) s)"
            }
            return reason + " and ends it near rest"
        }, alternative: "Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:) follows the closed form"),
        .clampsOverdamping(.swiftuiInterpolating, when: { Self.isInterpolating($0) }, reason: {
            "SwiftUI's interpolatingSpring without allowOverDamping (before iOS 17) renders ζ \($0) as critically damped"
        }, alternative: nil),
    ]

    /// Springs the file writes with `interpolatingSpring`: set in the physical form, or with an
    /// initial velocity; the others are `.spring(…)`.
    static func isInterpolating(_ setting: SpringSetting) -> Bool {
        setting.form == .physical || setting.spring.initialVelocity != 0
    }

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        SwiftFile.output(self, preset, options: options)
    }

    func writeHandoff(_ plan: ExportPlan, typeName: String, to out: inout CodeWriter) {
        HandoffSnippetSwiftUI(plan: plan, typeName: typeName).write(to: &out)
    }

    func writeEnd(_ plan: ExportPlan, to out: inout CodeWriter) {
        if !plan.functions.isEmpty {
            out.gap()
            SwiftSpringFunction.writeResponseHelper(to: &out)
        }
        SwiftUIReducedMotion(plan: plan.reduced).write(to: &out)
    }

    /// The timing function and `static func presentSpring(cardTop:…) -> Animation`.
    func write(_ code: SwiftSpringFunction, to out: inout CodeWriter) {
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

    func colourDeclaration(_ name: String, _ colour: RGBColor) -> String {
        "static let \(name) = Color(\(SwiftDeclaration.components(colour))) // \(colour)"
    }

    func angleDeclaration(_ name: String, _ degrees: String) -> String { "static let \(name) = Angle.degrees(\(degrees))" }

    func write(_ curve: ExportPlan.CurveAnimation, companion: SwiftSpringFunction?, to out: inout CodeWriter) {
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

    /// The spring as an `Animation` in the API of its form, after its doc comment.
    func springStatements(_ animation: ExportPlan.SpringAnimation, naming _: ExportNaming) -> [CodeStatement] {
        let name = ExportIdentifier.swift(animation.identifier)
        let n = ExportNumber.typed, d = ExportNumber.derived
        let spring = animation.spring
        let swiftui = animation.setting.swiftui
        func doc(_ note: @escaping @autoclosure () -> String) -> CodeStatement {
            .fileOnly { $0.comment("///", [animation.help, note()]) }
        }
        func declared(_ call: String, _ arguments: [String]) -> CodeStatement {
            .call(CodeCall(head: "static let \(name) = Animation.\(call)", arguments: arguments))
        }
        switch animation.setting {
        case .physical(let physical) where physical.dampingRatio > 1:
            let critical = ExportPlan.critical(physical)
            let overDamped = "Spring(mass: \(n(physical.mass)), stiffness: \(n(physical.stiffness)),"
                + " damping: \(n(physical.damping)), allowOverDamping: true)"
            return [
                doc("\(animation.origin); \(animation.behaviour). Over-damped: from iOS 17 Spring(…, allowOverDamping: true)"
                    + " keeps it so; before, the critically damped spring (damping \(d(critical.damping))) stands in: "
                    + ExportPlan.criticalFallback(physical, runtime: "it")),
                .block(.line("static var \(name): Animation {"), [
                    .block(.line("if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {"), [
                        .call(CodeCall(head: "return .interpolatingSpring",
                                       arguments: [overDamped, "initialVelocity: \(n(physical.initialVelocity))"], layout: .breaks([0]))),
                    ]),
                    .call(CodeCall(head: "return .interpolatingSpring",
                                   arguments: ["mass: \(n(physical.mass))", "stiffness: \(n(physical.stiffness))",
                                               "damping: \(d(critical.damping))", "initialVelocity: \(n(physical.initialVelocity))"])),
                ]),
            ]
        case .physical(let physical):
            return [doc("\(animation.origin); \(animation.behaviour)."),
                    declared("interpolatingSpring", ["mass: \(n(physical.mass))", "stiffness: \(n(physical.stiffness))",
                                                      "damping: \(n(physical.damping))", "initialVelocity: \(n(physical.initialVelocity))"])]
        case .uikit(let uikit) where uikit.velocity == 0:
            return [doc("\(animation.origin): the same spring as response \(d(swiftui.response)) s"
                        + " with damping fraction \(n(uikit.dampingRatio)) (UIKit's duration-to-stiffness mapping is"
                        + " reverse-engineered, after Framer and motion.dev); \(animation.behaviour)."),
                    declared("spring", ["response: \(d(swiftui.response))", "dampingFraction: \(n(uikit.dampingRatio))"])]
        case .swiftui(let value, let velocity, .bounce) where velocity == 0:
            return [doc("\(animation.origin); \(animation.behaviour)."),
                    declared("spring", ["duration: \(n(value.response))", "bounce: \(n(value.bounce))"])]
        case .swiftui(let value, let velocity, .dampingFraction) where velocity == 0:
            return [doc("\(animation.origin); \(animation.behaviour)."),
                    declared("spring", ["response: \(n(value.response))", "dampingFraction: \(n(value.dampingRatio))"])]
        default:
            // A UIKit or SwiftUI form with an initial velocity: only interpolatingSpring takes one.
            let bounce = animation.setting.form == .swiftui ? n(swiftui.bounce) : d(swiftui.bounce)
            let duration = animation.setting.form == .swiftui ? n(swiftui.response) : d(swiftui.response)
            return [doc("\(animation.origin); \(animation.behaviour). The initial velocity"
                        + " (distance fractions per second) needs interpolatingSpring."),
                    declared("interpolatingSpring", ["duration: \(duration)", "bounce: \(bounce)",
                                                      "initialVelocity: \(n(spring.initialVelocity))"])]
        }
    }
}
