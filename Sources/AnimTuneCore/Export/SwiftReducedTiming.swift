/// The reduced-motion timing constants both Swift exports (SwiftUI and UIKit) declare: how long
/// a `fade` takes and, when an action shortens, how much faster it plays.
enum SwiftReducedTiming {
    static func write(_ plan: ReducedPlan, to out: inout CodeWriter) {
        out.comment("///", ["How long a `fade` changes opacity, ease-out (reduced.fadeDuration)."])
        out.line("static let reducedFadeDuration: TimeInterval = \(ExportNumber.typed(plan.fadeDuration)) // s")
        if plan.shortens {
            out.line()
            out.comment("///", ["How much faster a `shorten` plays (reduced.timeScale): the time is multiplied by it."])
            out.line("static let reducedTimeScale: Double = \(ExportNumber.typed(plan.timeScale))")
        }
    }
}
