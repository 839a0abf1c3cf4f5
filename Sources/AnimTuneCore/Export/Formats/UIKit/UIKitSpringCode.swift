/// One spring of the UIKit export: its values as named constants in the form it was set in,
/// `animateX(…)` with `UIView.animate`, `xTimingParameters()` and a `CASpringAnimation`.
struct UIKitSpringCode {
    let animation: ExportPlan.SpringAnimation

    private var spring: Spring { animation.spring }
    private let n = ExportNumber.typed, d = ExportNumber.derived

    /// `dismissSpring` + `Duration` → `dismissSpringDuration`.
    func id(_ suffix: String) -> String { ExportIdentifier.swift(animation.identifier + suffix) }
    private var velocity: String { id("Velocity") }
    private var vector: String { "CGVector(dx: \(velocity), dy: \(velocity))" }
    /// The form's values, the velocity and a blank line.
    private func writeValues(_ declarations: [String], to out: inout CodeWriter) {
        for declaration in declarations { out.line(declaration) }
        out.line("static let \(velocity): CGFloat = \(n(spring.initialVelocity)) // distance fractions per second")
        out.line()
    }

    func write(to out: inout CodeWriter) {
        out.line("// MARK: \(animation.key)")
        out.comment("//", [animation.help, "\(animation.origin); \(animation.behaviour)."])
        out.line()
        switch animation.setting {
        case .uikit(let uikit): writeUIKitForm(uikit, to: &out)
        case .swiftui(let swiftui, _, _): writeSwiftUIForm(swiftui, to: &out)
        case .physical(let physical): writePhysicalForm(physical, to: &out)
        }
        out.line()
        writeCoreAnimation(to: &out)
    }

    /// `static func animateX(delay:options:animations:completion:) {` over two lines.
    private func animateSignature(_ out: CodeWriter) -> String {
        let base = animation.identifier
        let function = "static func animate\(base.prefix(1).uppercased() + base.dropFirst())("
        return function + "delay: TimeInterval = 0, options: UIView.AnimationOptions = [],\n"
            + out.indentation + String(repeating: " ", count: function.count)
            + "animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {"
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` with these two values.
    private func writeDurationAnimate(duration: String, damping: String, to out: inout CodeWriter) {
        out.line("@MainActor")
        out.block(animateSignature(out), "}") { out in
            out.line("UIView.animate(withDuration: \(duration), delay: delay, usingSpringWithDamping: \(damping),")
            out.line("               initialSpringVelocity: \(velocity), options: options,")
            out.line("               animations: animations, completion: completion)")
        }
    }

    private func writeUIKitForm(_ uikit: UIKitSpring, to out: inout CodeWriter) {
        writeValues(["static let \(id("Duration")): TimeInterval = \(n(uikit.duration)) // s",
                     "static let \(id("Damping")): CGFloat = \(n(uikit.dampingRatio)) // damping ratio"], to: &out)
        writeDurationAnimate(duration: id("Duration"), damping: id("Damping"), to: &out)
        out.line()
        writeTimingParameters(duration: id("Duration"), available: nil, to: &out) { out in
            out.line("UISpringTimingParameters(dampingRatio: \(id("Damping")),")
            out.line("                         initialVelocity: \(vector))")
        }
    }

    private func writeSwiftUIForm(_ swiftui: SwiftUISpring, to out: inout CodeWriter) {
        writeValues(["static let \(id("Response")): TimeInterval = \(n(swiftui.response)) // s, SwiftUI's duration",
                     "static let \(id("Bounce")): CGFloat = \(n(swiftui.bounce))"], to: &out)
        out.line(UIKitExporter.iOS17)
        out.line("@MainActor")
        out.block(animateSignature(out), "}") { out in
            out.line("UIView.animate(springDuration: \(id("Response")), bounce: \(id("Bounce")), initialSpringVelocity: \(velocity),")
            out.line("               delay: delay, options: options, animations: animations, completion: completion)")
        }
        out.line()
        writeTimingParameters(duration: nil, available: UIKitExporter.iOS17, to: &out) { out in
            out.line("UISpringTimingParameters(duration: \(id("Response")), bounce: \(id("Bounce")),")
            out.line("                         initialVelocity: \(vector))")
        }
    }

    /// Mass, stiffness and damping as named constants; UIKit's duration form where it has one,
    /// with its two values named too.
    private func writePhysicalForm(_ physical: Spring, to out: inout CodeWriter) {
        writeValues(["static let \(id("Mass")): CGFloat = \(n(physical.mass))",
                     "static let \(id("Stiffness")): CGFloat = \(n(physical.stiffness))",
                     "static let \(id("DampingCoefficient")): CGFloat = \(n(physical.damping))"], to: &out)
        if let uikit = animation.setting.uikit {
            out.comment("///", ["The same spring in UIKit's duration form (UIKit's duration-to-stiffness mapping is"
                                + " reverse-engineered, after Framer and motion.dev): the duration in seconds."])
            out.line("static let \(id("UIKitDuration")): TimeInterval = \(d(uikit.duration)) // s")
            out.comment("///", ["Its damping ratio."])
            out.line("static let \(id("UIKitDamping")): CGFloat = \(d(uikit.dampingRatio)) // damping ratio")
            out.line()
            writeDurationAnimate(duration: id("UIKitDuration"), damping: id("UIKitDamping"), to: &out)
        } else {
            out.comment("//", ["No UIView.animate(withDuration:…usingSpringWithDamping:) for this spring (\(UIKitExporter.noUIKitReason(spring)));"
                               + " use the timing parameters or the CASpringAnimation below."])
        }
        out.line()
        writeTimingParameters(duration: nil, available: nil, to: &out) { out in
            out.line("UISpringTimingParameters(mass: \(id("Mass")), stiffness: \(id("Stiffness")), damping: \(id("DampingCoefficient")),")
            out.line("                         initialVelocity: \(vector))")
        }
    }

    /// `xTimingParameters()` for a property animator over `duration`, or nil where the spring sets it.
    private func writeTimingParameters(duration: String?, available: String?, to out: inout CodeWriter,
                                       _ body: (inout CodeWriter) -> Void) {
        let call = "UIViewPropertyAnimator(duration: \(duration ?? "0"), timingParameters: \(animation.identifier)TimingParameters())"
        out.comment("///", ["For \(call)" + (duration == nil ? "; the spring sets the duration." : ".")])
        if let available { out.line(available) }
        out.line("@MainActor")
        out.block("static func \(id("TimingParameters"))() -> UISpringTimingParameters {", "}", body)
    }

    /// Core Animation always takes the physical values: the named ones of a physical spring.
    private func writeCoreAnimation(to out: inout CodeWriter) {
        func settle() -> String {
            let time = SpringMetrics(spring).settlingTimeEpsilon
            return time.isFinite ? "after \(NumberFormatting.short(time, digits: 4)) s" : "never (undamped)"
        }
        out.comment("///", ["Core Animation: the duration is its own settlingDuration (how it computes it is not documented); "
            + "the spring as set stays within 0.1% of the distance \(settle())."])
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
            if spring.dampingRatio > 1 {
                out.comment("//", [ExportPlan.criticalFallback(spring, runtime: "Core Animation")])
                out.block("if #available(iOS 17.0, tvOS 17.0, macOS 14.0, *) {", "}") { out in
                    out.line("animation.allowsOverdamping = true")
                }
            }
            out.line("animation.duration = animation.settlingDuration")
            out.line("return animation")
        }
    }
}
