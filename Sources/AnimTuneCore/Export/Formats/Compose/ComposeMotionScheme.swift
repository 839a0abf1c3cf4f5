/// `export compose --motion-scheme`: a Material 3 `MotionScheme` (androidx compose material3
/// `MotionScheme.kt`: six `fun <T> …Spec(): FiniteAnimationSpec<T>`) made from the scene's main
/// spring, for `MaterialExpressiveTheme(motionScheme = …)` or `MaterialTheme`'s.
///
/// The default spatial spec is that spring (mass 1: its k/m and damping ratio). The others are
/// scaled from it as Material's standard scheme scales its own (``MaterialMotionDialect/specs``):
/// fast and slow spatial at 1400/700 and 300/700 of its stiffness with its damping ratio (the
/// standard scheme keeps one ratio for all three), and the three effects specs critically damped
/// (ζ 1, as both of Material's schemes: an effect never overshoots) at 1600/700, 3800/700 and
/// 800/700 of it.
struct ComposeMotionScheme {
    /// One of the six specs: the scheme's function name, its damping ratio and stiffness.
    struct Spec: Equatable {
        let name: String
        let dampingRatio: Double
        let stiffness: Double
    }

    /// The spring the default spatial spec is, and the key it was read from.
    let source: String
    let specs: [Spec]

    /// The scheme of the scene's main spring: the spring of the first action a retarget can
    /// interrupt (`present.spring` for the card), else the plan's first spring; nil when the
    /// scene has none.
    init?(_ plan: ExportPlan) {
        let scene = plan.scene, state = plan.preset.state
        let actionSpring = scene.actions.lazy.compactMap { action -> (String, Spring)? in
            guard let name = action.interruption?.curve, let curve = try? scene.curve(named: name),
                  let spring = curve.spring?(state) else { return nil }
            return (name, spring)
        }.first
        guard let (source, spring) = actionSpring ?? plan.springs.first.map({ ($0.key, $0.setting.spring) }) else { return nil }
        self.source = source
        let standard = Dictionary(uniqueKeysWithValues: MaterialMotionDialect.specs.map { ($0.name, $0.standard) })
        let base = standard["defaultSpatialSpec"]?.stiffness ?? 700
        let stiffness = spring.stiffness / spring.mass, ratio = spring.dampingRatio
        specs = MaterialMotionDialect.specs.map { spec in
            let scaled = stiffness * spec.standard.stiffness / base
            return Spec(name: spec.name, dampingRatio: spec.name.hasSuffix("EffectsSpec") ? 1 : ratio, stiffness: scaled)
        }
    }

    /// `val motionScheme: MotionScheme = object : MotionScheme { … }` in the object, with its KDoc.
    func write(to out: inout CodeWriter, imports: inout Set<String>) {
        imports.formUnion(["androidx.compose.animation.core.FiniteAnimationSpec", "androidx.compose.animation.core.spring",
                           "androidx.compose.material3.ExperimentalMaterial3ExpressiveApi", "androidx.compose.material3.MotionScheme"])
        out.gap()
        KotlinText.kdoc(["The scene's springs as a Material 3 MotionScheme, for MaterialExpressiveTheme(motionScheme = …): the"
                         + " default spatial spec is \(source) as set; fast and slow spatial scale its stiffness as Material's"
                         + " standard scheme does (×2, ×3/7) with its damping ratio; the effects specs are critically damped, as"
                         + " Material's, at ×16/7, ×38/7 and ×8/7 of its stiffness."], to: &out)
        out.line("@OptIn(ExperimentalMaterial3ExpressiveApi::class)")
        out.block("val motionScheme: MotionScheme = object : MotionScheme {", "}") { out in
            for spec in specs {
                out.line("override fun <T> \(spec.name)(): FiniteAnimationSpec<T> = spring(dampingRatio = \(KotlinText.float(spec.dampingRatio, derived: true)),"
                         + " stiffness = \(KotlinText.float(spec.stiffness, derived: true)))")
            }
        }
    }
}
