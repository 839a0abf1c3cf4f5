import AnimTuneCore

extension CommandContext {
    /// The word that names the current scene's default values wherever a preset is compared
    /// (`diff defaults`, `plot … --vs defaults`); it is looked at before any preset.
    static let defaultsName = "defaults"

    /// Values to compare with: `defaults` (the current scene's), or a preset by name or file.
    func comparison(_ reference: String, at token: Token) throws(CommandError) -> (name: String, state: SceneState) {
        if reference == Self.defaultsName { return (Self.defaultsName, scene.defaultState) }
        do {
            let preset = try PresetStore(environment: environment).load(reference).0
            return (preset.name, preset.state)
        } catch {
            throw CommandError(error.message, at: token)
        }
    }

    /// What the prompt's `*` compares the current scene with, and how to call it: the preset
    /// last loaded or saved, else the scene's defaults.
    var unsavedBaseline: (name: String, description: String, state: SceneState) {
        let state = session.savedState
        if let preset = session.presetName[scene.name] {
            return (preset, "preset '\(preset)' as last loaded or saved", state)
        }
        return (Self.defaultsName, "the scene's defaults", state)
    }
}
