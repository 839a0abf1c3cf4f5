/// A parametric model of one animation: its constants, its curves and the actions `run` plays.
/// Scenes are data plus pure functions of (state, time or offset).
public protocol Scene: Sendable {
    /// What `use NAME` selects.
    var name: String { get }
    /// One line for `scenes`.
    var summary: String { get }
    /// Where the original animation comes from.
    var source: String { get }
    var parameters: [Parameter] { get }
    var springGroups: [SpringGroup] { get }
    var curves: [Curve] { get }
    var actions: [SceneAction] { get }
    /// Whether `timeline` plays `RunOptions.runtime` (false unless a scene says so).
    var playsRuntimes: Bool { get }
    /// The frames of `run ACTION`, sampled at `options.fps`.
    func timeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline
    /// Derived springs and curve durations the exporters write as code.
    var export: SceneExport { get }
    /// Elements that stand for a blur (drawn as its strength, `alpha`): `metrics --reduced`
    /// counts their change as blur, and `fade` jumps them to their end like a transform.
    var blurElements: [String] { get }
    /// `state` with the springs `action` plays set to damping ratio 1, each keeping its
    /// duration or response: what the `tighten` and `track` strategies play. The default
    /// tightens every spring group; a scene whose springs are derived says how.
    func tightened(_ state: SceneState, for action: SceneAction) -> SceneState
}

extension Scene {
    public var export: SceneExport { SceneExport() }

    /// Every settable key: plain parameters, then every key of every spring group.
    public var keys: [String] {
        parameters.map(\.key) + springGroups.flatMap(\.keys)
    }

    /// The parameter description of any key, spring keys included.
    public func parameter(forKey key: String) -> Parameter? {
        if let parameter = parameters.first(where: { $0.key == key }) { return parameter }
        for group in springGroups {
            if let field = group.field(forKey: key) { return group.parameter(field) }
        }
        return nil
    }

    public func springGroup(named prefix: String) -> SpringGroup? {
        springGroups.first { $0.prefix == prefix }
    }

    /// Curves that follow a spring derived from other parameters (the card's
    /// `present.spring`): not settable, but `metrics` measures them.
    public var derivedSpringCurves: [Curve] {
        curves.filter { $0.spring != nil && springGroup(named: $0.name) == nil }
    }

    /// The curve with this name, the spring of the action with this name (`dismiss` →
    /// `dismiss.spring`), or the only one it is an unambiguous prefix of.
    public func curve(named name: String) throws(SceneError) -> Curve {
        if let exact = curves.first(where: { $0.name == name }) { return exact }
        if let spring = actions.first(where: { $0.name == name })?.interruption?.curve,
           let curve = curves.first(where: { $0.name == spring }) {
            return curve
        }
        let matches = curves.filter { $0.name.hasPrefix(name) }
        if matches.count == 1 { return matches[0] }
        if matches.count > 1 {
            throw .ambiguousCurve(name, scene: self.name, candidates: matches.map(\.name))
        }
        // Every name this takes: a misspelt action (`prsent`) is suggested as well as a curve.
        let names = curves.map(\.name) + actions.filter { $0.interruption?.curve != nil }.map(\.name)
        throw .unknownCurve(name, scene: self.name, suggestion: Suggestion.closest(to: name, in: names))
    }

    public func action(named name: String?) throws(SceneError) -> SceneAction {
        guard let name else {
            guard let first = actions.first else { throw .noActions(scene: self.name) }
            return first
        }
        if let action = actions.first(where: { $0.name == name }) { return action }
        throw .unknownAction(name, scene: self.name, accepted: actions.map(\.name))
    }

    public var defaultState: SceneState { SceneState(scene: self) }

    public var playsRuntimes: Bool { false }

    public var blurElements: [String] { [] }

    public func tightened(_ state: SceneState, for action: SceneAction) -> SceneState {
        state.tighteningSpringGroups()
    }
}
