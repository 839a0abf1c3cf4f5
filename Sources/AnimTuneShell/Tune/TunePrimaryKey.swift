import AnimTuneCore

/// Where `tune` opens without a key: on the spring the scene's main action (its first) moves
/// on, the spring a person came to tune. A spring group's first key in the form the list
/// shows; for a spring derived from other values (the card's `present.spring`), the first key
/// that shapes it, the action's own keys (`present.…`) first. Nil when the main action moves on
/// no spring (the profile's scroll).
enum TunePrimaryKey {
    static func key(in state: SceneState, entries: [TuneEntry]) -> String? {
        let scene = state.scene
        guard let action = scene.actions.first, let interruption = action.interruption else { return nil }
        if let group = interruption.springGroup, let entry = entries.first(where: { $0.group == group }) {
            return entry.key
        }
        guard let curve = interruption.curve else { return nil }
        let shaping = entries.filter { entry in
            TuneProbe.curves(shapedBy: entry, in: state).contains { $0.name == curve }
        }
        return (shaping.first { $0.key.hasPrefix(action.name + ".") } ?? shaping.first)?.key
    }
}
