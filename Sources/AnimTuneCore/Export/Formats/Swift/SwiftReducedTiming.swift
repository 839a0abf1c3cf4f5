/// What both Swift exports (SwiftUI and UIKit) declare for reduced motion after the signal:
/// how long a `fade` takes, how much faster a `shorten` plays, then one function per animation
/// of each action, written by `entry`.
enum SwiftReducedTiming {
    static func write(_ plan: ReducedPlan, to out: inout CodeWriter,
                      entry: (ReducedPlan.Animation, ReducedPlan.Branch, String, inout CodeWriter) -> Void) {
        out.comment("///", ["How long a `fade` changes opacity, ease-out (reduced.fadeDuration)."])
        out.line("static let reducedFadeDuration: TimeInterval = \(ExportNumber.typed(plan.fadeDuration)) // s")
        if plan.shortens {
            out.line()
            out.comment("///", ["How much faster a `shorten` plays (reduced.timeScale): the time is multiplied by it."])
            out.line("static let reducedTimeScale: Double = \(ExportNumber.typed(plan.timeScale))")
        }
        for (branch, animation, identifier) in plan.entries {
            out.line()
            entry(animation, branch, identifier, &out)
        }
    }
}
