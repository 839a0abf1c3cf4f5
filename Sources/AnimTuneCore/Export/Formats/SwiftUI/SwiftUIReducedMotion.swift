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
        SwiftReducedTiming.write(plan, to: &out) { write($0, of: $1, named: $2, to: &$3) }
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
        let code = Self.spelling.branch(animation, of: branch)
        let body = code.body.map { "reduceMotion ? \($0) : full" } ?? "full"
        let notes = ["`\(branch.action)` — \(branch.description).", "The animation of \(animation.key): `full` with Reduce Motion off."]
            + code.notes
        out.comment("///", notes)
        out.line("static func reduced\(Self.capitalized(identifier))(reduceMotion: Bool, full: Animation) -> Animation? {")
        out.indented { out in out.line(body) }
        out.line("}")
    }

    static let spelling = ReducedSpelling(
        fade: (".easeOut(duration: reducedFadeDuration)",
               "With it on, animate only opacity (see the transition below); transforms take their end values at once."),
        tighten: { spring, _ in
            (".spring(response: \(ExportNumber.derived(2 * Double.pi / spring.naturalFrequency)), dampingFraction: 1)",
             "With it on, the same spring without bounce: damping ratio 1, \(ExportPlan.behaviour(spring)).")
        },
        trackNote: "While the finger is down, set the values directly (no animation).",
        snap: ("nil", "With it on, no animation: the end state at once."),
        shorten: ("full.speed(1 / reducedTimeScale)", "With it on, the same motion in reducedTimeScale × the time; "),
        noneNote: "Essential motion: unchanged with Reduce Motion on.")

    static func capitalized(_ identifier: String) -> String { identifier.prefix(1).uppercased() + identifier.dropFirst() }
}
