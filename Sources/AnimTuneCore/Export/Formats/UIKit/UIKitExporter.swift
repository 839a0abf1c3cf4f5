/// A Swift file for UIKit and Core Animation: `enum SceneMotion` with the scene's layout
/// constants, and for each spring `UIView.animate(…usingSpringWithDamping…)`,
/// `UISpringTimingParameters` and a `CASpringAnimation`; for each timing curve a
/// `CAMediaTimingFunction` and a `UIViewPropertyAnimator`.
public struct UIKitExporter: Exporter, SwiftFileParts {
    public let about = ExportFormat("uikit", extension: "swift", options: [ExportOptions.nameName, ExportOptions.publicName, ExportOptions.handoffName],
                                    summary: "Swift enum of layout constants, UIView.animate springs, UISpringTimingParameters, CASpringAnimation, CAMediaTimingFunction")
    let platform = SwiftPlatform(title: "UIKit and Core Animation", typeName: "UIKit", framework: "UIKit",
                                 notes: ["Springs are in the form they were set in; velocities are fractions of the animated"
                                         + " distance per second, as UIKit's initialSpringVelocity."])
    /// Core Animation runs ζ > 1 critically damped without `allowsOverdamping` (before iOS 17).
    let runtimeDifferences: [RuntimeDifference] = [
        .clampsOverdamping(.coreanimation, when: { _ in true }, reason: {
            "Core Animation without allowsOverdamping (before iOS 17) renders ζ \($0) as critically damped"
        }, alternative: nil),
    ]

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        SwiftFile.output(self, preset, options: options)
    }

    func writeHandoff(_ plan: ExportPlan, typeName: String, to out: inout CodeWriter) {
        HandoffSnippetUIKit(plan: plan, typeName: typeName).write(to: &out)
    }

    func writeEnd(_ plan: ExportPlan, to out: inout CodeWriter) {
        UIKitReducedMotion(plan: plan.reduced).write(to: &out)
    }

    func springStatements(_ animation: ExportPlan.SpringAnimation, naming _: ExportNaming) -> [CodeStatement] {
        UIKitSpringCode(animation: animation).statements
    }

    /// UIView.animate(springDuration:bounce:…) and UISpringTimingParameters(duration:bounce:…).
    static let iOS17 = "@available(iOS 17.0, tvOS 17.0, *)"

    func colourDeclaration(_ name: String, _ colour: RGBColor) -> String {
        "static var \(name): UIColor { UIColor(\(SwiftDeclaration.components(colour)), alpha: 1) } // \(colour)"
    }

    func angleDeclaration(_ name: String, _ degrees: String) -> String {
        "static let \(name): CGFloat = \(degrees) * .pi / 180 // \(degrees)°, in radians"
    }

    /// The timing function and a property animator with UIKit's spring, as the original builds it.
    func write(_ code: SwiftSpringFunction, to out: inout CodeWriter) {
        out.line("// MARK: \(code.function.key)")
        code.writeTiming(to: &out)
        out.line()
        out.comment("///", ["A property animator with that spring (UISpringTimingParameters(dampingRatio:) over the duration);"
                            + " add animations and start it."])
        out.line("@MainActor")
        out.signature("static func \(ExportIdentifier.swift(code.base + "Animator"))", code.parameters, " -> UIViewPropertyAnimator {")
        out.indented { out in
            out.line("let timing = \(code.timingCall)")
            out.line("let spring = UISpringTimingParameters(dampingRatio: CGFloat(timing.dampingRatio), initialVelocity: .zero)")
            out.line("return UIViewPropertyAnimator(duration: timing.duration, timingParameters: spring)")
        }
        out.line("}")
    }

    func write(_ curve: ExportPlan.CurveAnimation, companion: SwiftSpringFunction?, to out: inout CodeWriter) {
        let name = ExportIdentifier.camel(curve.key)
        let b = curve.curve.bezier
        let n = ExportNumber.typed
        let points = [b.x1, b.y1, b.x2, b.y2].map(n).joined(separator: ", ")
        var notes = [curve.help, ExportPlan.curveDescription(curve.curve) + "."]
        if let caName = Self.caName(curve.curve) { notes[1] += " Same as CAMediaTimingFunction(name: .\(caName))." }
        out.comment("///", notes)
        out.block("static var \(ExportIdentifier.swift(name + "TimingFunction")): CAMediaTimingFunction {", "}") { out in
            out.line("CAMediaTimingFunction(controlPoints: \(points))")
        }
        out.line()
        let point1 = "controlPoint1: CGPoint(x: \(n(b.x1)), y: \(n(b.y1)))"
        let point2 = "controlPoint2: CGPoint(x: \(n(b.x2)), y: \(n(b.y2)))"
        let continuation = String(repeating: " ", count: "UIViewPropertyAnimator(".count)
        let animator = ExportIdentifier.swift(name + "Animator")
        if let companion, let fraction = curve.companion?.fractionKey {
            out.comment("///", ["A property animator on the curve over `\(ExportIdentifier.camel(fraction))` of the duration of"
                                + " `\(companion.timingName)`; add animations and start it."])
            out.line("@MainActor")
            out.signature("static func \(animator)", companion.parameters + ["animations: (() -> Void)? = nil"], " -> UIViewPropertyAnimator {")
            out.indented { out in
                out.line("UIViewPropertyAnimator(duration: \(companion.companionDuration(fraction)),")
                out.line(continuation + "\(point1),")
                out.line(continuation + "\(point2), animations: animations)")
            }
            out.line("}")
        } else if let source = curve.durationSource, let duration = curve.duration {
            out.comment("///", ["A property animator on the curve over \(source) (\(ExportNumber.typed(duration)) s); add animations and start it."])
            out.line("@MainActor")
            out.block("static func \(animator)(animations: (() -> Void)? = nil) -> UIViewPropertyAnimator {", "}") { out in
                out.line("UIViewPropertyAnimator(duration: \(ExportNumber.typed(duration)), \(point1),")
                out.line(continuation + "\(point2), animations: animations)")
            }
        } else if let duration = curve.durationIdentifier.map(ExportIdentifier.swift) {
            out.comment("///", ["A property animator on the curve over `\(duration)`; add animations and start it."])
            out.line("@MainActor")
            out.block("static func \(animator)(animations: (() -> Void)? = nil) -> UIViewPropertyAnimator {", "}") { out in
                out.line("UIViewPropertyAnimator(duration: \(duration), \(point1),")
                out.line(continuation + "\(point2), animations: animations)")
            }
        } else {
            out.comment("///", ["A property animator on the curve (the scene gives it no duration, so pass one)."])
            out.line("@MainActor")
            out.block("static func \(animator)(duration: TimeInterval,\n"
                      + out.indentation + "    animations: (() -> Void)? = nil) -> UIViewPropertyAnimator {", "}") { out in
                out.line("UIViewPropertyAnimator(duration: duration, \(point1),")
                out.line(continuation + "\(point2), animations: animations)")
            }
        }
    }

    private static func caName(_ curve: TimingCurve) -> String? {
        switch curve {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInEaseOut"
        case .default: "default"
        case .cubicBezier: nil
        }
    }

    static func noUIKitReason(_ spring: Spring) -> String {
        do {
            _ = try UIKitSpring(spring)
            return "none"
        } catch {
            if case .notRepresentable(_, let reason) = error { return reason }
            return error.description
        }
    }
}
