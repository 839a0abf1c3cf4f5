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
    private func values(_ declarations: [CodeStatement]) -> [CodeStatement] {
        declarations + [.line("static let \(velocity): CGFloat = \(n(spring.initialVelocity))", note: "distance fractions per second"), .blank]
    }

    /// `// MARK:` and the notes, the constants and functions of the spring's form, then its
    /// `CASpringAnimation`.
    var statements: [CodeStatement] {
        let head = CodeStatement.fileOnly { out in
            out.line("// MARK: \(animation.key)")
            out.comment("//", [animation.help, "\(animation.origin); \(animation.behaviour)."])
            out.line()
        }
        let form = switch animation.setting {
        case .uikit(let uikit): uikitForm(uikit)
        case .swiftui(let swiftui, _, _): swiftUIForm(swiftui)
        case .physical(let physical): physicalForm(physical)
        }
        return [head] + form + [.blank] + coreAnimation
    }

    /// `static func animateX(delay:options:animations:completion:) {` over two lines.
    private var animateSignature: CodeStatement {
        let base = animation.identifier
        return .call(CodeCall(head: "static func animate\(base.prefix(1).uppercased() + base.dropFirst())",
                              arguments: ["delay: TimeInterval = 0", "options: UIView.AnimationOptions = []",
                                          "animations: @escaping () -> Void", "completion: ((Bool) -> Void)? = nil"],
                              tail: " {", layout: .breaks([1])))
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` with these two values.
    private func durationAnimate(duration: String, damping: String) -> [CodeStatement] {
        [.line("@MainActor"),
         .block(animateSignature, [
             .call(CodeCall(head: "UIView.animate",
                            arguments: ["withDuration: \(duration)", "delay: delay", "usingSpringWithDamping: \(damping)",
                                        "initialSpringVelocity: \(velocity)", "options: options",
                                        "animations: animations", "completion: completion"], layout: .breaks([2, 4]))),
         ])]
    }

    private func uikitForm(_ uikit: UIKitSpring) -> [CodeStatement] {
        values([.line("static let \(id("Duration")): TimeInterval = \(n(uikit.duration))", note: "s"),
                .line("static let \(id("Damping")): CGFloat = \(n(uikit.dampingRatio))", note: "damping ratio")])
            + durationAnimate(duration: id("Duration"), damping: id("Damping")) + [.blank]
            + timingParameters(duration: id("Duration"), available: nil,
                               CodeCall(head: "UISpringTimingParameters", arguments: ["dampingRatio: \(id("Damping"))", "initialVelocity: \(vector)"],
                                        layout: .breaks([0])))
    }

    private func swiftUIForm(_ swiftui: SwiftUISpring) -> [CodeStatement] {
        let animate = CodeCall(head: "UIView.animate",
                               arguments: ["springDuration: \(id("Response"))", "bounce: \(id("Bounce"))", "initialSpringVelocity: \(velocity)",
                                           "delay: delay", "options: options", "animations: animations", "completion: completion"],
                               layout: .breaks([2]))
        return values([.line("static let \(id("Response")): TimeInterval = \(n(swiftui.response))", note: "s, SwiftUI's duration"),
                       .line("static let \(id("Bounce")): CGFloat = \(n(swiftui.bounce))")])
            + [.line(UIKitExporter.iOS17), .line("@MainActor"), .block(animateSignature, [.call(animate)]), .blank]
            + timingParameters(duration: nil, available: UIKitExporter.iOS17,
                               CodeCall(head: "UISpringTimingParameters",
                                        arguments: ["duration: \(id("Response"))", "bounce: \(id("Bounce"))", "initialVelocity: \(vector)"],
                                        layout: .breaks([1])))
    }

    /// Mass, stiffness and damping as named constants; UIKit's duration form where it has one,
    /// with its two values named too.
    private func physicalForm(_ physical: Spring) -> [CodeStatement] {
        var statements = values([.line("static let \(id("Mass")): CGFloat = \(n(physical.mass))"),
                                 .line("static let \(id("Stiffness")): CGFloat = \(n(physical.stiffness))"),
                                 .line("static let \(id("DampingCoefficient")): CGFloat = \(n(physical.damping))")])
        if let uikit = animation.setting.uikit {
            statements += [
                .fileOnly { $0.comment("///", ["The same spring in UIKit's duration form (UIKit's duration-to-stiffness mapping is"
                                               + " reverse-engineered, after Framer and motion.dev): the duration in seconds."]) },
                .line("static let \(id("UIKitDuration")): TimeInterval = \(d(uikit.duration))", note: "s"),
                .fileOnly { $0.comment("///", ["Its damping ratio."]) },
                .line("static let \(id("UIKitDamping")): CGFloat = \(d(uikit.dampingRatio))", note: "damping ratio"),
                .blank,
            ] + durationAnimate(duration: id("UIKitDuration"), damping: id("UIKitDamping"))
        } else {
            statements.append(.fileOnly { out in
                out.comment("//", ["No UIView.animate(withDuration:…usingSpringWithDamping:) for this spring (\(UIKitExporter.noUIKitReason(spring)));"
                                   + " use the timing parameters or the CASpringAnimation below."])
            })
        }
        let parameters = CodeCall(head: "UISpringTimingParameters",
                                  arguments: ["mass: \(id("Mass"))", "stiffness: \(id("Stiffness"))", "damping: \(id("DampingCoefficient"))",
                                              "initialVelocity: \(vector)"], layout: .breaks([2]))
        return statements + [.blank] + timingParameters(duration: nil, available: nil, parameters)
    }

    /// `xTimingParameters()` for a property animator over `duration`, or nil where the spring sets it.
    private func timingParameters(duration: String?, available: String?, _ body: CodeCall) -> [CodeStatement] {
        let call = "UIViewPropertyAnimator(duration: \(duration ?? "0"), timingParameters: \(animation.identifier)TimingParameters())"
        return [.fileOnly { $0.comment("///", ["For \(call)" + (duration == nil ? "; the spring sets the duration." : ".")]) }]
            + (available.map { [.line($0)] } ?? [])
            + [.line("@MainActor"), .block(.line("static func \(id("TimingParameters"))() -> UISpringTimingParameters {"), [.call(body)])]
    }

    /// Core Animation always takes the physical values: the named ones of a physical spring.
    private var coreAnimation: [CodeStatement] {
        let values = animation.setting.form == .physical ? (id("Mass"), id("Stiffness"), id("DampingCoefficient"))
            : (d(spring.mass), d(spring.stiffness), d(spring.damping))
        var body: [CodeStatement] = [.line("let animation = CASpringAnimation(keyPath: keyPath)"),
                                     .line("animation.mass = \(values.0)"), .line("animation.stiffness = \(values.1)"),
                                     .line("animation.damping = \(values.2)"), .line("animation.initialVelocity = \(velocity)")]
        if spring.dampingRatio > 1 {
            body += [.fileOnly { $0.comment("//", [ExportPlan.criticalFallback(spring, runtime: "Core Animation")]) },
                     .block(.line("if #available(iOS 17.0, tvOS 17.0, macOS 14.0, *) {"), [.line("animation.allowsOverdamping = true")])]
        }
        body += [.line("animation.duration = animation.settlingDuration"), .line("return animation")]
        return [.fileOnly { out in
                    let time = SpringMetrics(spring).settlingTimeEpsilon
                    let settle = time.isFinite ? "after \(NumberFormatting.short(time, digits: 4)) s" : "never (undamped)"
                    out.comment("///", ["Core Animation: the duration is its own settlingDuration (how it computes it is not documented); "
                        + "the spring as set stays within 0.1% of the distance \(settle)."])
                },
                .block(.line("static func \(id("Animation"))(keyPath: String) -> CASpringAnimation {"), body)]
    }
}
