/// The reduced-motion part of the UIKit export: `UIAccessibility.isReduceMotionEnabled`, its
/// change notification, and per animation a property animator for Reduce Motion on or off.
struct UIKitReducedMotion {
    let plan: ReducedPlan

    func write(to out: inout CodeWriter) {
        out.gap()
        out.line("// MARK: Reduced motion")
        out.comment("///", [plan.intro(signal: "UIAccessibility.isReduceMotionEnabled"),
                            "Read it when an animation starts; for navigation-like transitions UIAccessibility.prefersCrossFadeTransitions"
                                + " (iOS 14) asks for the fade too."])
        out.line("@MainActor static var reduceMotion: Bool { UIAccessibility.isReduceMotionEnabled }")
        out.line()
        out.comment("///", ["Posted when Reduce Motion is switched: observe it to restyle what is on screen."])
        out.line("static var reduceMotionDidChange: NSNotification.Name { UIAccessibility.reduceMotionStatusDidChangeNotification }")
        out.line()
        SwiftReducedTiming.write(plan, to: &out) { write($0, of: $1, named: $2, to: &$3) }
    }

    /// `static func reducedDismissSpringAnimator(full:) -> UIViewPropertyAnimator`.
    private func write(_ animation: ReducedPlan.Animation, of branch: ReducedPlan.Branch, named identifier: String,
                       to out: inout CodeWriter) {
        let code = Self.spelling.branch(animation, of: branch)
        let body = code.body ?? "full"
        let notes = ["`\(branch.action)` — \(branch.description).", "The animator of \(animation.key): `full` with Reduce Motion off."]
            + code.notes
        out.comment("///", notes)
        let name = "reduced" + SwiftUIReducedMotion.capitalized(identifier) + "Animator"
        out.line("@MainActor")
        out.block("static func \(name)(full: UIViewPropertyAnimator) -> UIViewPropertyAnimator {", "}") { out in
            out.line(body == "full" ? "full" : "UIAccessibility.isReduceMotionEnabled ? \(body) : full")
        }
    }

    static let spelling = ReducedSpelling(
        fade: ("UIViewPropertyAnimator(duration: reducedFadeDuration, curve: .easeOut)",
               "With it on, set transforms, frames and blur to their end values first, then add only alpha changes to this animator."),
        tighten: { spring, animation in
            let duration = animation.duration ?? (try? UIKitSpring(spring))?.duration ?? SpringMetrics(spring).settlingTimeEpsilon
            return ("UIViewPropertyAnimator(duration: \(ExportNumber.derived(duration)), "
                        + "timingParameters: UISpringTimingParameters(dampingRatio: 1, initialVelocity: .zero))",
                    "With it on, the same duration without bounce: damping ratio 1, \(ExportPlan.behaviour(spring)).")
        },
        trackNote: "While the finger is down, set the values directly; start this on release.",
        snap: ("UIViewPropertyAnimator(duration: 0, curve: .linear)", "With it on, the end state at once."),
        shorten: ("UIViewPropertyAnimator(duration: full.duration * reducedTimeScale,\n"
                    + "                                                 timingParameters: full.timingParameters"
                    + " ?? UISpringTimingParameters(dampingRatio: 1, initialVelocity: .zero))",
                  "With it on, the same timing in reducedTimeScale × the time; "),
        noneNote: "Essential motion: unchanged with Reduce Motion on.")
}
