import AnimTuneCore

extension CommandContext {
    /// A spring group of the scene, or else a curve that follows a spring derived from other
    /// parameters (the card's `present.spring`), by name; the scene's first group without one.
    /// A derived spring's setting is its physical spring.
    func namedSpring(_ token: Token?) throws(CommandError) -> (name: String, setting: SpringSetting, derived: Bool) {
        if let token, scene.springGroup(named: token.text) == nil,
           let curve = try? scene.curve(named: token.text), let spring = curve.spring {
            // An action's name (`metrics dismiss`) finds its spring's curve, which may be a group's.
            if let group = curve.springGroup.flatMap({ scene.springGroup(named: $0) }) {
                return (group.prefix, state.setting(group.prefix), false)
            }
            return (curve.name, .physical(spring(state)), true)
        }
        do {
            let group = try springGroup(token)
            return (group.prefix, state.setting(group.prefix), false)
        } catch {
            let curves = scene.derivedSpringCurves.map(\.name)
            guard !curves.isEmpty, let token else { throw error }
            let names = scene.springGroups.map(\.prefix) + curves
            throw CommandError("'\(token.text)' is not a spring of scene '\(scene.name)'" + Suggestion.didYouMean(token.text, in: names)
                + " (springs: \(names.joined(separator: ", ")))", at: token)
        }
    }
}
