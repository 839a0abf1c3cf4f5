/// `export uikit --handoff`: per spring, `UISpringTimingParameters` and a `CASpringAnimation`
/// started with a pan's velocity, and the spring's velocity at any elapsed time (UIKit and Core
/// Animation cannot report a running animation's velocity, so an interruption computes it).
struct HandoffSnippetUIKit {
    let plan: ExportPlan
    let typeName: String

    func write(to out: inout CodeWriter) {
        HandoffSnippetHead.swiftExtension(of: typeName, plan, to: &out) { spring, out in write(spring, to: &out) }
    }

    private func write(_ spring: HandoffSpring, to out: inout CodeWriter) {
        let name = ExportIdentifier.swift(spring.identifier + "Handoff")
        out.comment("///", ["\(spring.key) started by a pan that lets go at `current` moving at `velocity` (points per second, "
                            + "UIPanGestureRecognizer.velocity(in:)) toward `target`, for UIViewPropertyAnimator.",
                            HandoffSpring.relativeNote])
        HandoffSnippetHead.swiftRelativeVelocity(
            name, scalar: "CGFloat", returns: "UISpringTimingParameters", relative: "relative",
            result: "UISpringTimingParameters(mass: \(spring.mass), stiffness: \(spring.stiffness), damping: \(spring.damping), "
                + "initialVelocity: CGVector(dx: relative, dy: 0))",
            to: &out)
        out.line()
        out.comment("///", ["The same for Core Animation: a CASpringAnimation of `keyPath` from `current` to `target`, lasting its settlingDuration.",
                            HandoffSpring.relativeNote])
        out.line("static func \(name)Animation(keyPath: String, velocity: CGFloat, from current: CGFloat, to target: CGFloat) -> CASpringAnimation {")
        out.indented { out in
            out.line("let animation = CASpringAnimation(keyPath: keyPath)")
            out.line("animation.mass = \(spring.mass)")
            out.line("animation.stiffness = \(spring.stiffness)")
            out.line("animation.damping = \(spring.damping)")
            if spring.spring.dampingRatio > 1 {
                out.line("if #available(iOS 17.0, tvOS 17.0, macOS 14.0, *) { animation.allowsOverdamping = true }")
            }
            out.line("let distance = target - current")
            out.line("animation.initialVelocity = distance == 0 ? 0 : velocity / distance")
            out.line("animation.duration = animation.settlingDuration")
            out.line("return animation")
        }
        out.line("}")
        out.line()
        out.comment("///", ["The velocity of \(spring.key), in points per second, `elapsed` seconds after it started from `current` toward "
                            + "`target` at `velocity` points per second: what an interruption hands to the next spring, since UIKit and "
                            + "Core Animation do not report it (the closed form of the damped spring)."])
        out.line("static func \(ExportIdentifier.swift(spring.identifier + "HandoffVelocity"))(elapsed t: Double, velocity v0: Double, "
                 + "from current: Double, to target: Double) -> Double {")
        out.indented { out in
            out.line("let e0 = current - target")
            for statement in HandoffVelocityFormula(spring: spring.spring).statements { out.line(statement) }
        }
        out.line("}")
    }
}
