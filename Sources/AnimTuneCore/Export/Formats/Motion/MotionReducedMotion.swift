/// The reduced-motion part of the Motion export: an object of functions, one per animation,
/// that take `useReducedMotion()`'s answer and the full transition and give the one to use.
struct MotionReducedMotion {
    let plan: ReducedPlan
    /// The export's object (`cardMotion`), whose transitions are the defaults of `full`.
    let object: String
    /// Keys of the object that are plain transitions (spring groups, curves with a duration).
    let transitions: Set<String>

    func write(to out: inout CodeWriter) {
        let name = object + "Reduced"
        out.line()
        out.comment("//", [plan.intro(signal: "useReducedMotion()"),
                           "In a component: const reduce = useReducedMotion(); then"
                               + " transition={\(name).\(plan.branches.first?.animations.first?.identifier ?? "…")(reduce, full)}.",
                           "<MotionConfig reducedMotion=\"user\"> already drops transform animations (a fade) but keeps every"
                               + " spring as it is: tighten needs these branches."])
        out.block("export const \(name) = {", "};") { out in
            out.comment("//", ["How long a fade changes opacity, in seconds (reduced.fadeDuration)."])
            out.line("fadeDuration: \(ExportNumber.typed(plan.fadeDuration)),")
            if plan.shortens {
                out.comment("//", ["A transition in timeScale × the time: springs stiffer by 1/scale², duration-based ones shorter."])
                out.line("timeScale: \(ExportNumber.typed(plan.timeScale)),")
                out.block("scaled(transition, scale) {", "},") { out in
                    out.line("if (transition.type === \"spring\" && transition.stiffness !== undefined) {")
                    out.line("  return { ...transition, stiffness: transition.stiffness / (scale * scale), damping: transition.damping / scale };")
                    out.line("}")
                    out.line("return { ...transition, duration: (transition.duration ?? 0.3) * scale };")
                }
            }
            for (branch, animation, identifier) in plan.entries {
                write(animation, of: branch, named: identifier, to: &out)
            }
        }
    }

    private func write(_ animation: ReducedPlan.Animation, of branch: ReducedPlan.Branch, named identifier: String,
                       to out: inout CodeWriter) {
        let code = spelling.branch(animation, of: branch)
        let reduced = code.body ?? "full"
        let notes = ["\(branch.action) — \(branch.description).", "The transition of \(animation.key): full when reduce is false."]
            + code.notes
        out.comment("//", notes)
        let full = transitions.contains(animation.identifier) ? "full = \(object).\(animation.identifier)" : "full"
        let body = reduced == "full" ? "full" : "reduce ? \(reduced) : full"
        out.line("\(identifier)(reduce, \(full)) { return \(body); },")
    }

    var spelling: ReducedSpelling {
        ReducedSpelling(
            fade: ("{ duration: \(object)Reduced.fadeDuration, ease: \"easeOut\" }",
                   "When true, animate only opacity with it; set transforms to their end values."),
            tighten: { spring, _ in
                let n = ExportNumber.derived
                return ("{ type: \"spring\", stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), mass: \(n(spring.mass)) }",
                        "When true, the same spring without bounce: damping ratio 1, \(ExportPlan.behaviour(spring)).")
            },
            trackNote: nil,
            snap: ("{ duration: 0 }", "When true, the end state at once."),
            shorten: ("\(object)Reduced.scaled(full, \(object)Reduced.timeScale)",
                      "When true, the same transition in timeScale × the time; "),
            noneNote: "Essential motion: unchanged.")
    }
}
