import AnimTuneCore

/// The move a spring makes in its scene, the distance `metrics` measures it over when no
/// `--distance` is given: the action that moves on the spring (the one a retarget interrupts,
/// else the action named like the group, `highlight` for `highlight.spring`), played, and the
/// farthest any visible element's centre moves from its first frame to its last (the spring
/// scene's `travel`; the card's dismissal, its centre from the middle of the screen to the
/// cell's, 141 pt; `metrics --reduced` reports the farthest it gets, its overshoot included).
struct ActionTravel {
    /// Points.
    let distance: Double
    /// What the distance is, for the header: `the travel of transition`.
    let source: String

    /// When the spring moves nothing (a scale, a colour), or no action plays it: nil.
    init?(spring name: String, in state: SceneState) {
        let scene = state.scene
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        guard let action = scene.actions.first(where: { $0.interruption?.springGroup == name || $0.interruption?.curve == name })
                ?? scene.actions.first(where: { $0.name == stem }),
              let timeline = try? scene.timeline(for: action, state: state, options: RunOptions(fps: 60)),
              let first = timeline.frames.first, let last = timeline.frames.last else { return nil }
        var farthest = 0.0
        for element in last.elements {
            guard let start = first.elements.first(where: { $0.name == element.name }),
                  start.alpha > 0 || element.alpha > 0 else { continue }
            let dx = (element.x + element.width / 2) - (start.x + start.width / 2)
            let dy = (element.y + element.height / 2) - (start.y + start.height / 2)
            farthest = max(farthest, (dx * dx + dy * dy).squareRoot())
        }
        guard farthest.isFinite, farthest > 1e-9, RuntimeSetting.distanceRange.contains(farthest) else { return nil }
        distance = farthest
        source = "what \(action.name) moves"
    }
}
