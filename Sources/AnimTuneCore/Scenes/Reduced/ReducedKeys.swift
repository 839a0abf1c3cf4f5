/// The reduced-motion parameters every scene declares: one `ACTION.reduced` strategy per
/// action, and the fade's duration and the time scale of `shorten` they share.
public enum ReducedKeys {
    /// The key of an action's strategy: `present.reduced`.
    public static func key(for action: String) -> String { action + ".reduced" }

    /// `ACTION.reduced`, defaulting to `strategy` for the reason `why`.
    public static func strategy(for action: String, default strategy: ReducedStrategy, why: String) -> ParameterKey<ReducedStrategy> {
        .choice(key(for: action), default: strategy,
                help: "what `\(action)` does under reduced motion: fade, tighten, track, snap, shorten or none "
                    + "(see `help reduced`); default \(strategy.rawValue): \(why)")
    }

    /// How long a `fade` takes; no platform gives a number, 200 ms ease-out is animtune's.
    public static let fadeDuration = ParameterKey<Double>.number("reduced.fadeDuration", .seconds, 0.01...2, default: 0.2,
        help: "duration of the opacity change of every `fade` strategy, ease-out (animtune's own: no guideline gives a number)")

    /// The factor `shorten` scales time by: 0.5 plays in half the time.
    public static let timeScale = ParameterKey<Double>.number("reduced.timeScale", .ratio, 0.05...1, default: 0.5,
        help: "the factor a `shorten` strategy scales time by, 0.5 plays twice as fast (Android's animator duration scale)")

    /// The two shared parameters, for a scene's parameter table.
    public static let shared: [Parameter] = [fadeDuration.parameter, timeScale.parameter]
}
