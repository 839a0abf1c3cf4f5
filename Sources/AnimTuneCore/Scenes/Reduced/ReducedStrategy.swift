/// How an animation plays when the person has asked for reduced motion (iOS Reduce Motion,
/// `prefers-reduced-motion: reduce`, Android "Remove animations"): the value of a scene's
/// `ACTION.reduced` parameter. Sources: Apple HIG Accessibility → Motion, WCAG 2.3.3, and
/// /shared/research/reduced-motion.md §B.2.
public enum ReducedStrategy: String, Sendable, Hashable, CaseIterable {
    /// Translation, scale, rotation, depth and blur jump to their end values; opacity (a
    /// cross-fade of what leaves and what arrives) carries the change over `reduced.fadeDuration`,
    /// ease-out (HIG: "replace transitions in x-, y-, and z-axes with fades").
    case fade
    /// The same duration or response with no bounce: damping ratio 1 (HIG: "tighten animation
    /// springs to reduce bounce").
    case tighten
    /// Follows the finger 1:1 while it is down, then `tighten` with the release velocity (HIG:
    /// "track animations directly with people's gestures").
    case track
    /// The end state at once; the only strategy a web export may write as ~0 ms.
    case snap
    /// The same motion time-scaled by `reduced.timeScale`; guidance finds this rarely enough.
    case shorten
    /// Unchanged: essential motion (the WCAG 2.3.3 exception).
    case none

    public static let names = allCases.map(\.rawValue)

    /// What `shorten` prints wherever it is played or exported.
    public static let shortenWarning = "shorten only time-scales the motion, which keeps every translation, scale and "
        + "rotation; guidance finds a shorter copy rarely enough (google-labs-code/design.md#47): prefer fade or tighten"

    /// One line for help and the parameter's description.
    public var summary: String {
        switch self {
        case .fade: "transforms jump to their end values, opacity fades over reduced.fadeDuration (ease-out)"
        case .tighten: "same duration or response, no bounce (damping ratio 1)"
        case .track: "follows the finger 1:1, then tighten with the release velocity"
        case .snap: "the end state at once"
        case .shorten: "time-scaled by reduced.timeScale (warns: rarely enough)"
        case .none: "unchanged: essential motion"
        }
    }
}
