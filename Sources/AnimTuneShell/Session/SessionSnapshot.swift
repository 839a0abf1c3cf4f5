import AnimTuneCore

/// Everything `undo` restores: which scene is current and every scene's values.
struct SessionSnapshot: Equatable {
    var current: String
    var states: [String: SceneState]
}
