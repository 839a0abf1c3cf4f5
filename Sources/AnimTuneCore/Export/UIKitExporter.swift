/// A Swift file for UIKit and Core Animation: `enum SceneMotion` with the scene's layout
/// constants, and for each spring `UIView.animate(…usingSpringWithDamping…)`,
/// `UISpringTimingParameters` and a `CASpringAnimation`; for each timing curve a
/// `CAMediaTimingFunction` and a `UIViewPropertyAnimator`.
public struct UIKitExporter: Exporter {
    public init() {}
    public let format = "uikit"
    public let summary = "Swift enum of layout constants, UIView.animate springs, UISpringTimingParameters, CASpringAnimation, CAMediaTimingFunction"
    /// The platform in the type's name: `CardUIKitMotion`.
    static let typePlatform = "UIKit"
    public let fileExtension = "swift"

    public func output(_ preset: Preset, options: ExportOptions) -> ExportOutput {
        let plan = ExportPlan(preset)
        var out = CodeWriter()
        out.comment("//", plan.header(platform: "UIKit and Core Animation", command: "export uikit"))
        out.comment("//", ["Springs are in the form they were set in; velocities are fractions of the animated"
                           + " distance per second, as UIKit's initialSpringVelocity."])
        out.line()
        out.line("import UIKit")
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
            UIKitReducedMotion(plan: plan.reduced).write(to: &out)
        }
        return ExportOutput(text: out.text, warnings: ExportWarning.runtimeDifferences(format: format, state: preset.state))
    }

    /// UIView.animate(springDuration:bounce:…) and UISpringTimingParameters(duration:bounce:…).
    static let iOS17 = "@available(iOS 17.0, tvOS 17.0, *)"

    private static func write(_ constant: ExportPlan.Constant, to out: inout CodeWriter) {
        out.comment("///", [constant.help])
        let name = ExportIdentifier.swift(constant.identifier)
        out.line(SwiftDeclaration.constant(constant, name: name, colour: { name, colour in
            "static var \(name): UIColor { UIColor(red: \(SwiftDeclaration.byteFraction(colour.red)), "
                + "green: \(SwiftDeclaration.byteFraction(colour.green)), "
                + "blue: \(SwiftDeclaration.byteFraction(colour.blue)), alpha: 1) } // \(colour)"
        }, angle: { name, degrees in
            "static let \(name): CGFloat = \(degrees) * .pi / 180 // \(degrees)°, in radians"
        }))
    }

    /// The timing function and a property animator with UIKit's spring, as the original builds it.
    private static func write(_ code: SwiftSpringFunction, to out: inout CodeWriter) {
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

    private static func write(_ curve: ExportPlan.CurveAnimation, companion: SwiftSpringFunction?, to out: inout CodeWriter) {
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

    private static func write(_ animation: ExportPlan.SpringAnimation, to out: inout CodeWriter) {
        let base = animation.identifier
        let upper = base.prefix(1).uppercased() + base.dropFirst()
        let n = ExportNumber.typed, d = ExportNumber.derived
        let spring = animation.spring
        let metrics = SpringMetrics(spring)
        func id(_ suffix: String) -> String { ExportIdentifier.swift(base + suffix) }
        let velocity = id("Velocity")
        let vector = "CGVector(dx: \(velocity), dy: \(velocity))"
        let function = "static func animate\(upper)("
        let animateSignature = function + "delay: TimeInterval = 0, options: UIView.AnimationOptions = [],\n"
            + out.indentation + String(repeating: " ", count: function.count)
            + "animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {"
        let velocityLine = "static let \(velocity): CGFloat = \(n(spring.initialVelocity)) // distance fractions per second"

        out.line("// MARK: \(animation.key)")
        out.comment("//", [animation.help, "\(animation.origin); \(animation.behaviour)."])
        out.line()

        // The form's own values, UIView.animate and UISpringTimingParameters in that form.
        switch animation.setting {
        case .uikit(let uikit):
            out.line("static let \(id("Duration")): TimeInterval = \(n(uikit.duration)) // s")
            out.line("static let \(id("Damping")): CGFloat = \(n(uikit.dampingRatio)) // damping ratio")
            out.line(velocityLine)
            out.line()
            out.line("@MainActor")
            out.block(animateSignature, "}") { out in
                out.line("UIView.animate(withDuration: \(id("Duration")), delay: delay, usingSpringWithDamping: \(id("Damping")),")
                out.line("               initialSpringVelocity: \(velocity), options: options,")
                    out.line("               animations: animations, completion: completion)")
            }
            out.line()
            out.comment("///", ["For UIViewPropertyAnimator(duration: \(id("Duration")), timingParameters: \(base)TimingParameters())."])
            out.line("@MainActor")
            out.block("static func \(id("TimingParameters"))() -> UISpringTimingParameters {", "}") { out in
                out.line("UISpringTimingParameters(dampingRatio: \(id("Damping")),")
                out.line("                         initialVelocity: \(vector))")
            }
        case .swiftui(let swiftui, _, _):
            out.line("static let \(id("Response")): TimeInterval = \(n(swiftui.response)) // s, SwiftUI's duration")
            out.line("static let \(id("Bounce")): CGFloat = \(n(swiftui.bounce))")
            out.line(velocityLine)
            out.line()
            out.line(Self.iOS17)
            out.line("@MainActor")
            out.block(animateSignature, "}") { out in
                out.line("UIView.animate(springDuration: \(id("Response")), bounce: \(id("Bounce")), initialSpringVelocity: \(velocity),")
                out.line("               delay: delay, options: options, animations: animations, completion: completion)")
            }
            out.line()
            out.comment("///", ["For UIViewPropertyAnimator(duration: 0, timingParameters: \(base)TimingParameters()); the spring sets the duration."])
            out.line(Self.iOS17)
            out.line("@MainActor")
            out.block("static func \(id("TimingParameters"))() -> UISpringTimingParameters {", "}") { out in
                out.line("UISpringTimingParameters(duration: \(id("Response")), bounce: \(id("Bounce")),")
                out.line("                         initialVelocity: \(vector))")
            }
        case .physical(let physical):
            out.line("static let \(id("Mass")): CGFloat = \(n(physical.mass))")
            out.line("static let \(id("Stiffness")): CGFloat = \(n(physical.stiffness))")
            out.line("static let \(id("DampingCoefficient")): CGFloat = \(n(physical.damping))")
            out.line(velocityLine)
            out.line()
            if let uikit = animation.setting.uikit {
                out.comment("///", ["The same spring through UIKit's duration form: duration \(d(uikit.duration)) s, damping"
                    + " \(d(uikit.dampingRatio)) (UIKit's duration-to-stiffness mapping is reverse-engineered, after Framer and motion.dev)."])
                out.line("@MainActor")
                out.block(animateSignature, "}") { out in
                    out.line("UIView.animate(withDuration: \(d(uikit.duration)), delay: delay, usingSpringWithDamping: \(d(uikit.dampingRatio)),")
                    out.line("               initialSpringVelocity: \(velocity), options: options,")
                    out.line("               animations: animations, completion: completion)")
                }
            } else {
                out.comment("//", ["No UIView.animate(withDuration:…usingSpringWithDamping:) for this spring (\(Self.noUIKitReason(spring)));"
                                   + " use the timing parameters or the CASpringAnimation below."])
            }
            out.line()
            out.comment("///", ["For UIViewPropertyAnimator(duration: 0, timingParameters: \(base)TimingParameters()); the spring sets the duration."])
            out.line("@MainActor")
            out.block("static func \(id("TimingParameters"))() -> UISpringTimingParameters {", "}") { out in
                out.line("UISpringTimingParameters(mass: \(id("Mass")), stiffness: \(id("Stiffness")), damping: \(id("DampingCoefficient")),")
                out.line("                         initialVelocity: \(vector))")
            }
        }

        // Core Animation always takes the physical values.
        out.line()
        let settle = metrics.settlingTimeEpsilon.isFinite ? "after \(NumberFormatting.short(metrics.settlingTimeEpsilon, digits: 4)) s" : "never (undamped)"
        out.comment("///", ["Core Animation: the duration is its own settlingDuration (how it computes it is not documented); "
            + "the spring as set stays within 0.1% of the distance \(settle)."])
        out.block("static func \(id("Animation"))(keyPath: String) -> CASpringAnimation {", "}") { out in
            out.line("let animation = CASpringAnimation(keyPath: keyPath)")
            if animation.setting.form == .physical {
                out.line("animation.mass = \(id("Mass"))")
                out.line("animation.stiffness = \(id("Stiffness"))")
                out.line("animation.damping = \(id("DampingCoefficient"))")
            } else {
                out.line("animation.mass = \(d(spring.mass))")
                out.line("animation.stiffness = \(d(spring.stiffness))")
                out.line("animation.damping = \(d(spring.damping))")
            }
            out.line("animation.initialVelocity = \(velocity)")
            if metrics.dampingRatio > 1 {
                out.comment("//", [Self.beforeOverdamping(spring)])
                out.block("if #available(iOS 17.0, tvOS 17.0, macOS 14.0, *) {", "}") { out in
                    out.line("animation.allowsOverdamping = true")
                }
            }
            out.line("animation.duration = animation.settlingDuration")
            out.line("return animation")
        }
    }

    /// What an over-damped spring does where `allowsOverdamping` is missing.
    static func beforeOverdamping(_ spring: Spring) -> String {
        let critical = Spring(mass: spring.mass, stiffness: spring.stiffness,
                              damping: 2 * (spring.mass * spring.stiffness).squareRoot(), initialVelocity: spring.initialVelocity)
        let n = { (value: Double) in NumberFormatting.short(value, digits: 3) }
        return "ζ \(n(SpringMetrics(spring).dampingRatio)) is over-damped: before iOS 17 Core Animation runs it critically damped"
            + " (ζ 1), settling within 0.1% in \(n(SpringMetrics(critical).settlingTimeEpsilon)) s instead of"
            + " \(n(SpringMetrics(spring).settlingTimeEpsilon)) s."
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
