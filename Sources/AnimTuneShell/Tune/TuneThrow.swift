import AnimTuneCore

/// `t` in `tune` throws the preview: the phone replays the scene's first action that a finger
/// ends (one taking `--velocity`: the spring's transition, the card's drag, the notch's pull,
/// the profile's fling, the tab bar's swipe) released at `velocity`, as `run ACTION --velocity 1200` plays it, so a
/// spring is tuned the way it will be used.
enum TuneThrow {
    /// A brisk flick, pt/s.
    static let velocity = 1200.0

    /// The action thrown in `scene`; nil when no action takes a release velocity.
    static func action(in scene: any Scene) -> SceneAction? {
        scene.actions.first { $0.options.contains { $0.name == RunCommand.velocityOption.name } }
    }

    /// The thrown action's frames for `state`; nil when there is none or it cannot play.
    static func timeline(_ state: SceneState) -> Timeline? {
        guard let action = action(in: state.scene) else { return nil }
        var options = RunOptions()
        options.release = .pointsPerSecond(velocity)
        options.values[RunCommand.velocityOption.name] = velocity
        return try? state.scene.timeline(for: action, state: state, options: options)
    }

    /// The throw and what it ends in, as `run` names the outcome: `drag thrown at 1200 pt/s →
    /// dismiss`, `pull thrown at 1200 pt/s → back`; nil when the scene has nothing to throw.
    static func outcome(_ state: SceneState) -> String? {
        guard let action = action(in: state.scene) else { return nil }
        return describe(action, played: timeline(state)?.action)
    }

    /// `drag thrown at 1200 pt/s → dismiss` for the thrown action and the name its timeline
    /// played under (`drag → dismiss`).
    static func describe(_ action: SceneAction, played: String?) -> String {
        let thrown = "\(action.name) thrown at \(NumberFormatting.short(velocity)) pt/s"
        guard let played, let arrow = played.range(of: " → ") else { return thrown }
        return thrown + " → " + played[arrow.upperBound...]
    }
}
