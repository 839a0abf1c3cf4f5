/// The reduced-motion part of the Web Animations export: `reduceMotion()` on
/// `prefers-reduced-motion: reduce`, and per action and animation a function from the full
/// timing to the one to use.
struct WAAPIReducedMotion {
    let plan: ReducedPlan
    /// The export's object, whose timings are the `full` ones.
    let object: String

    func write(to out: inout CodeWriter) {
        guard !plan.branches.isEmpty else { return }
        let name = object + "Reduced"
        out.line()
        out.comment("//", [plan.intro(signal: "prefers-reduced-motion: reduce"),
                           "Each animate… function takes reduce (by default reduceMotion()) and then plays \(name).ANIMATION(full) for each property;"
                               + " call it yourself where you pass a timing when reduceMotion() is true: fade gives { …, opacityOnly: true } (animate only"
                               + " opacity with it and set the other properties at once); snap gives duration 0."])
        out.line("export const reduceMotion = () => typeof matchMedia !== \"undefined\" && matchMedia(\"(prefers-reduced-motion: reduce)\").matches;")
        out.line()
        out.block("export const \(name) = {", "};") { out in
            out.comment("//", ["How long a fade changes opacity, in ms (reduced.fadeDuration)."])
            out.line("fadeDuration: \(ExportNumber.milliseconds(plan.fadeDuration)),")
            for (branch, animation, identifier) in plan.entries {
                out.comment("//", ["\(branch.action) — \(branch.description)"])
                let reduced: String
                switch branch.strategy {
                case .fade:
                    reduced = "({ duration: \(ExportNumber.milliseconds(plan.fadeDuration)), easing: \"ease-out\", opacityOnly: true })"
                case .snap:
                    reduced = "({ duration: 0, easing: \"linear\" })"
                case .shorten:
                    reduced = "({ ...full, duration: full.duration * \(ExportNumber.typed(plan.timeScale)) })"
                case .none:
                    reduced = "full"
                case .tighten, .track:
                    if let tight = animation.tightened {
                        let fit = LinearEasing.spring(tight, tolerance: LinearEasing.defaultTolerance)
                        out.comment("//", ["\(animation.key) without bounce: damping ratio 1, \(ExportPlan.behaviour(tight))."])
                        reduced = "({ duration: \(ExportNumber.milliseconds(fit.duration)),"
                            + " easing: \(JSONValue.quoted(fit.easing.css)) })"
                    } else {
                        reduced = "full"
                    }
                }
                // The branch is called only when motion is reduced (the element functions check `reduce`).
                out.line("\(identifier): (full) => \(reduced),")
            }
        }
    }
}
