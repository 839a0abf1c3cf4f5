/// The reduced-motion branches of an export: one per action of the scene, with the strategy
/// of its `ACTION.reduced` and, per animation it plays, the spring the `tighten` and `track`
/// strategies use instead (damping ratio 1, same duration or response). Every exporter writes
/// these in its platform's idiom.
struct ReducedPlan {
    /// One animation of an action: a spring group, timing curve, spring function or derived spring.
    struct Animation {
        let key: String
        var identifier: String { ExportIdentifier.camel(key) }
        /// The spring it plays in full, nil for a timing curve.
        let spring: Spring?
        /// The spring `tighten` and `track` play: damping ratio 1; nil for a timing curve,
        /// which has no bounce to take out.
        let tightened: Spring?
        /// A spring function's UIKit duration at the preset's position (the card's present);
        /// UIKit and the tightened spring keep it.
        let duration: Double?
    }

    struct Branch {
        let action: String
        let strategy: ReducedStrategy
        let animations: [Animation]
        /// The CSS elements (``ElementTransition``) the action moves.
        let elements: [ElementTransition]
        var identifier: String { ExportIdentifier.camel(action) }
        /// "fade: transforms jump to their end values, …" for comments.
        var description: String { "\(strategy.rawValue): \(strategy.summary)" }
    }

    let fadeDuration: Double
    let timeScale: Double
    let branches: [Branch]

    init(_ preset: Preset) {
        let scene = preset.scene, state = preset.state, export = scene.export
        fadeDuration = state[ReducedKeys.fadeDuration]
        timeScale = state[ReducedKeys.timeScale]
        branches = export.reducedActions.compactMap { reduced in
            guard let action = scene.actions.first(where: { $0.name == reduced.action }) else { return nil }
            let tight = scene.tightened(state, for: action)
            let animations = reduced.animations.map { key in
                Animation(key: key, spring: Self.spring(key, scene, state), tightened: Self.spring(key, scene, tight),
                          duration: export.springFunctions.first { $0.key == key }.map { $0.timing(state).duration })
            }
            let elements = reduced.elements.compactMap { name in export.transitions.first { $0.element == name } }
            return Branch(action: action.name, strategy: scene.reducedStrategy(for: action, in: state),
                          animations: animations, elements: elements)
        }
    }

    /// The spring an animation key plays in `state`: a spring group's, a derived spring's, or a
    /// spring function's at the state's position; nil for a timing curve.
    static func spring(_ key: String, _ scene: any Scene, _ state: SceneState) -> Spring? {
        if scene.springGroup(named: key) != nil { return state.spring(key) }
        if let derived = scene.export.derivedSprings.first(where: { $0.key == key }) { return derived.spring(state) }
        if let function = scene.export.springFunctions.first(where: { $0.key == key }) {
            let timing = function.timing(state)
            return UIKitSpring(duration: timing.duration, dampingRatio: timing.dampingRatio).spring
        }
        return nil
    }

    /// Every (branch, animation) with the identifier its function is named for: the
    /// animation's (`dismissSpring`), or for one an earlier action already has, the action's
    /// and the animation's (`dragDismissSpring`), so each action has its own branch.
    var entries: [(branch: Branch, animation: Animation, identifier: String)] {
        var seen: Set<String> = []
        return branches.flatMap { branch in
            branch.animations.map { animation in
                let first = seen.insert(animation.key).inserted
                return (branch, animation, first ? animation.identifier : ExportIdentifier.camel(branch.action + "." + animation.key))
            }
        }
    }

    /// Whether an export of this plan warns about `shorten`.
    var shortens: Bool { branches.contains { $0.strategy == .shorten } }

    /// The sentence every export's reduced-motion section starts with.
    func intro(signal: String) -> String {
        "Reduced motion (\(signal)): each action has the branch of its strategy, chosen in animtune with ACTION.reduced;"
            + " fade changes opacity over \(ExportNumber.typed(fadeDuration)) s ease-out while transforms jump to their end values,"
            + " tighten and track keep each spring's duration with damping ratio 1, snap ends at once,"
            + " shorten plays \(ExportNumber.typed(timeScale)) × the time, none keeps the motion (essential)."
    }
}
