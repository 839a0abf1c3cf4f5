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
        SwiftReducedTiming.write(plan, to: &out)
        for (branch, animation, identifier) in plan.entries {
            out.line()
            write(animation, of: branch, named: identifier, to: &out)
        }
    }

    /// `static func reducedDismissSpringAnimator(full:) -> UIViewPropertyAnimator`.
    private func write(_ animation: ReducedPlan.Animation, of branch: ReducedPlan.Branch, named identifier: String,
                       to out: inout CodeWriter) {
        var notes = ["`\(branch.action)` — \(branch.description).",
                     "The animator of \(animation.key): `full` with Reduce Motion off."]
        let body: String
        switch branch.strategy {
        case .fade:
            body = "UIViewPropertyAnimator(duration: reducedFadeDuration, curve: .easeOut)"
            notes.append("With it on, set transforms, frames and blur to their end values first, then add only alpha changes to this animator.")
        case .tighten, .track:
            if let spring = animation.tightened {
                let duration = animation.duration ?? (try? UIKitSpring(spring))?.duration ?? SpringMetrics(spring).settlingTimeEpsilon
                body = "UIViewPropertyAnimator(duration: \(ExportNumber.derived(duration)), "
                    + "timingParameters: UISpringTimingParameters(dampingRatio: 1, initialVelocity: .zero))"
                notes.append("With it on, the same duration without bounce: damping ratio 1, \(ExportPlan.behaviour(spring)).")
                if branch.strategy == .track { notes.append("While the finger is down, set the values directly; start this on release.") }
            } else {
                body = "full"
                notes.append("A timing curve has no bounce to take out: unchanged.")
            }
        case .snap:
            body = "UIViewPropertyAnimator(duration: 0, curve: .linear)"
            notes.append("With it on, the end state at once.")
        case .shorten:
            body = "UIViewPropertyAnimator(duration: full.duration * reducedTimeScale,\n"
                + "                                                 timingParameters: full.timingParameters"
                + " ?? UISpringTimingParameters(dampingRatio: 1, initialVelocity: .zero))"
            notes.append("With it on, the same timing in reducedTimeScale × the time; " + ReducedStrategy.shortenWarning + ".")
        case .none:
            body = "full"
            notes.append("Essential motion: unchanged with Reduce Motion on.")
        }
        out.comment("///", notes)
        let name = "reduced" + SwiftUIReducedMotion.capitalized(identifier) + "Animator"
        out.line("@MainActor")
        out.block("static func \(name)(full: UIViewPropertyAnimator) -> UIViewPropertyAnimator {", "}") { out in
            out.line(body == "full" ? "full" : "UIAccessibility.isReduceMotionEnabled ? \(body) : full")
        }
    }
}
