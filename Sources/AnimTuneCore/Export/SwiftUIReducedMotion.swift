/// The reduced-motion part of the SwiftUI export: the key path of
/// `@Environment(\.accessibilityReduceMotion)` and, per action and animation, a function that
/// gives the animation to use with Reduce Motion on or off (and, for `fade`, the transition).
struct SwiftUIReducedMotion {
    let plan: ReducedPlan

    func write(to out: inout CodeWriter) {
        out.gap()
        out.comment("///", [plan.intro(signal: "@Environment(\\.accessibilityReduceMotion)"),
                            "In a view: `@Environment(\\.accessibilityReduceMotion) private var reduceMotion`; this key path is the same.",
                            "Where iOS 26.4's accessibilityPrefersCrossFadeTransitions exists, a fade suits it too."])
        out.line("static var reduceMotion: KeyPath<EnvironmentValues, Bool> { \\.accessibilityReduceMotion }")
        out.line()
        SwiftReducedTiming.write(plan, to: &out)
        for (branch, animation, identifier) in plan.entries {
            out.line()
            write(animation, of: branch, named: identifier, to: &out)
        }
        for branch in plan.branches {
            if branch.strategy == .fade {
                out.line()
                out.comment("///", ["`\(branch.action)` — \(branch.description): what it inserts or removes cross-fades with Reduce Motion on."])
                out.line("static func reduced\(Self.capitalized(branch.identifier))Transition(reduceMotion: Bool, full: AnyTransition) -> AnyTransition {")
                out.indented { out in out.line("reduceMotion ? .opacity : full") }
                out.line("}")
            }
        }
    }

    /// `static func reducedDismissSpring(reduceMotion: Bool, full: Animation) -> Animation?`.
    private func write(_ animation: ReducedPlan.Animation, of branch: ReducedPlan.Branch, named identifier: String,
                       to out: inout CodeWriter) {
        let body: String
        var notes = ["`\(branch.action)` — \(branch.description).", "The animation of \(animation.key): `full` with Reduce Motion off."]
        switch branch.strategy {
        case .fade:
            body = "reduceMotion ? .easeOut(duration: reducedFadeDuration) : full"
            notes.append("With it on, animate only opacity (see the transition below); transforms take their end values at once.")
        case .tighten, .track:
            if let spring = animation.tightened {
                let response = 2 * Double.pi / spring.naturalFrequency
                body = "reduceMotion ? .spring(response: \(ExportNumber.derived(response)), dampingFraction: 1) : full"
                notes.append("With it on, the same spring without bounce: damping ratio 1, \(ExportPlan.behaviour(spring)).")
                if branch.strategy == .track { notes.append("While the finger is down, set the values directly (no animation).") }
            } else {
                body = "full"
                notes.append("A timing curve has no bounce to take out: unchanged.")
            }
        case .snap:
            body = "reduceMotion ? nil : full"
            notes.append("With it on, no animation: the end state at once.")
        case .shorten:
            body = "reduceMotion ? full.speed(1 / reducedTimeScale) : full"
            notes.append("With it on, the same motion in reducedTimeScale × the time; " + ReducedStrategy.shortenWarning + ".")
        case .none:
            body = "full"
            notes.append("Essential motion: unchanged with Reduce Motion on.")
        }
        out.comment("///", notes)
        out.line("static func reduced\(Self.capitalized(identifier))(reduceMotion: Bool, full: Animation) -> Animation? {")
        out.indented { out in out.line(body) }
        out.line("}")
    }

    static func capitalized(_ identifier: String) -> String { identifier.prefix(1).uppercased() + identifier.dropFirst() }
}
