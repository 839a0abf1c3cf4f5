import AnimTuneCore

/// `SCENE:GROUP` or `PRESET:GROUP`: a spring of another scene as it is in this session (its
/// defaults if never used), or of a saved or shipped preset; what `copy` copies and `--vs`
/// compares with.
struct SpringReference {
    /// `card:dismiss.spring`, as written.
    let name: String
    let scene: any Scene
    let group: SpringGroup
    let setting: SpringSetting

    /// Whether `text` is written as a spring reference (has a `:`).
    static func isReference(_ text: String) -> Bool { text.contains(":") }

    /// Resolves `token`'s text; a message at the token when it names no spring.
    init(_ token: Token, in context: CommandContext) throws(CommandError) {
        let parts = token.text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw CommandError("'\(token.text)' names no spring; write SCENE:GROUP or PRESET:GROUP, e.g. card:dismiss.spring", at: token)
        }
        let origin: SceneState
        if let scene = SceneCatalog.all.first(where: { $0.name == parts[0] }) {
            origin = context.session.state(of: scene)
        } else {
            origin = try context.comparison(parts[0], at: token).state
        }
        guard let group = origin.scene.springGroup(named: parts[1]) else {
            let names = origin.scene.springGroups.map(\.prefix)
            throw CommandError("'\(parts[1])' is not a spring of scene '\(origin.scene.name)'" + Suggestion.didYouMean(parts[1], in: names)
                + (names.isEmpty ? " (it has none)" : " (springs: \(names.joined(separator: ", ")))"), at: token)
        }
        name = "\(origin.scene.name):\(group.prefix)"
        scene = origin.scene
        self.group = group
        setting = origin.setting(group.prefix)
    }

    /// The current scene's state with `target` set to this spring: what a curve of `target`
    /// would show with it.
    func state(replacing target: SpringGroup, in context: CommandContext, at token: Token) throws(CommandError) -> SceneState {
        var state = context.state
        do { try state.apply(spring: setting, to: target.prefix) } catch { throw CommandError(error.description, at: token) }
        return state
    }
}
