import AnimTuneCore

/// Where a tap on a moving element sends its spring: a progress of the move, as `run
/// --retarget TIME:TARGET` takes TARGET (the spring scene's point tapped; 0 back where it
/// started), or the tab bar's tab tapped, which the core turns into that progress
/// (``TabBarScene/retargetTarget(toward:action:state:options:)``).
enum RetargetGoal: Equatable, Sendable {
    case progress(Double)
    case tab(TabBarTab)

    /// The progress of `action`'s move with `options` (the run the tap interrupts) in `state`.
    func progress(of action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Double {
        switch self {
        case .progress(let target): return target
        case .tab(let tab):
            guard let tabBar = state.scene as? TabBarScene else {
                throw .invalid("a tap names a tab in the tab bar only; \(state.scene.name) has none")
            }
            return try tabBar.retargetTarget(toward: tab, action: action, state: state, options: options)
        }
    }
}
