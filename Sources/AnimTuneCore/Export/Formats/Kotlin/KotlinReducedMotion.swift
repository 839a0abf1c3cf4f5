/// The reduced-motion part of the Compose and Android views exports: the system signal
/// (`ValueAnimator.areAnimatorsEnabled()`, false when "Remove animations" sets
/// `ANIMATOR_DURATION_SCALE` to 0) and, per animation, the spec or spring force to use.
struct KotlinReducedMotion {
    enum Platform { case compose, views }

    let plan: ReducedPlan
    let platform: Platform

    func write(to out: inout CodeWriter, imports: inout Set<String>) {
        imports.insert("android.animation.ValueAnimator")
        out.gap()
        let note = platform == .compose
            ? "Compose has no reduce-motion flag: it time-stretches every animation, springs included, by MotionDurationScale"
                + " (the system animator scale) by itself, and at scale 0 ends them on the next frame. To play the designed"
                + " branch while the scale is 0, run it with a MotionDurationScale of 1 in its coroutine context."
            : "At ANIMATOR_DURATION_SCALE 0 every ValueAnimator (and ViewPropertyAnimator) ends at once by itself, so a fade"
                + " shows its end alpha; SpringAnimation ends too: AndroidX DynamicAnimation.doAnimationFrame steps by"
                + " Integer.MAX_VALUE ms when the scale is 0, so the spring lands on its final position on its first frame."
                + " The spring forces below play where the scale is not 0 (an app's own reduce-motion setting)."
        out.comment("//", [plan.intro(signal: "ValueAnimator.areAnimatorsEnabled() / Settings.Global.ANIMATOR_DURATION_SCALE"), note])
        out.line("fun reduceMotion(): Boolean = !ValueAnimator.areAnimatorsEnabled()")
        out.line()
        out.comment("//", ["How long a fade changes opacity, in milliseconds (reduced.fadeDuration), ease-out."])
        out.line("const val \(platform == .compose ? "reducedFadeDurationMillis" : "REDUCED_FADE_DURATION_MS") = "
                 + ExportNumber.decimals(plan.fadeDuration * 1000, 0) + (platform == .compose ? "" : "L"))
        for (branch, animation, identifier) in plan.entries {
            out.line()
            let name = "reduced" + SwiftUIReducedMotion.capitalized(identifier)
            switch platform {
            case .compose: compose(animation, of: branch, named: name, to: &out, imports: &imports)
            case .views: views(animation, of: branch, named: name, to: &out, imports: &imports)
            }
        }
    }

    private func notes(_ animation: ReducedPlan.Animation, _ branch: ReducedPlan.Branch) -> [String] {
        var notes = ["\(branch.action) — \(branch.description).", "For \(animation.key): full when reduceMotion() is false."]
        switch branch.strategy {
        case .fade: notes.append("When true, animate only alpha with it; set translation, scale and rotation to their end values.")
        case .tighten, .track:
            notes.append(animation.tightened.map { "When true, the same spring without bounce: damping ratio 1, \(ExportPlan.behaviour($0))." }
                         ?? "A timing curve has no bounce to take out: unchanged.")
        case .snap: notes.append("When true, the end state at once.")
        case .shorten: notes.append("The system's animator scale already time-scales it; " + ReducedStrategy.shortenWarning + ".")
        case .none: notes.append("Essential motion: unchanged.")
        }
        return notes
    }

    private func compose(_ animation: ReducedPlan.Animation, of branch: ReducedPlan.Branch, named name: String, to out: inout CodeWriter,
                         imports: inout Set<String>) {
        imports.insert("androidx.compose.animation.core.AnimationSpec")
        let reduced: String?
        switch branch.strategy {
        case .fade:
            imports.formUnion(["androidx.compose.animation.core.tween", "androidx.compose.animation.core.CubicBezierEasing"])
            reduced = "tween(reducedFadeDurationMillis, easing = CubicBezierEasing(0f, 0f, 0.58f, 1f))"
        case .tighten, .track:
            reduced = animation.tightened.map { spring in
                imports.formUnion(["androidx.compose.animation.core.spring", "androidx.compose.animation.core.Spring"])
                return "spring(dampingRatio = Spring.DampingRatioNoBouncy, stiffness = \(KotlinText.float(spring.stiffness / spring.mass)))"
            }
        case .snap:
            imports.insert("androidx.compose.animation.core.snap")
            reduced = "snap()"
        case .shorten, .none:
            reduced = nil
        }
        out.comment("//", notes(animation, branch))
        out.line("fun <T> \(name)(full: AnimationSpec<T>): AnimationSpec<T> =")
        out.line("    " + (reduced.map { "if (reduceMotion()) \($0) else full" } ?? "full"))
    }

    private func views(_ animation: ReducedPlan.Animation, of branch: ReducedPlan.Branch, named name: String, to out: inout CodeWriter,
                       imports: inout Set<String>) {
        out.comment("//", notes(animation, branch))
        if [.tighten, .track].contains(branch.strategy), let spring = animation.tightened {
            imports.insert("androidx.dynamicanimation.animation.SpringForce")
            out.line("fun \(name)(full: SpringForce): SpringForce =")
            out.line("    if (reduceMotion()) SpringForce(full.finalPosition).setDampingRatio(SpringForce.DAMPING_RATIO_NO_BOUNCY)"
                     + ".setStiffness(\(KotlinText.float(spring.stiffness / spring.mass))) else full")
        } else {
            imports.insert("android.view.View")
            let alpha = branch.strategy == .fade
            out.line("fun \(name)(view: View, full: () -> Unit, endState: () -> Unit\(alpha ? ", alpha: Float = 1f" : "")) {")
            out.indented { out in
                switch branch.strategy {
                case .fade:
                    imports.insert("android.view.animation.PathInterpolator")
                    out.line("if (!reduceMotion()) return full()")
                    out.line("endState()")
                    out.line("view.animate().alpha(alpha).setDuration(REDUCED_FADE_DURATION_MS).setInterpolator(PathInterpolator(0f, 0f, 0.58f, 1f))")
                case .snap:
                    out.line("if (reduceMotion()) endState() else full()")
                default:
                    out.line("full()")
                }
            }
            out.line("}")
        }
    }
}
