/// Remotion's `spring({ frame, fps, config: { mass, damping, stiffness, overshootClamping } })`
/// (remotion-dev/remotion packages/core/src/spring/spring-utils.ts, `defaultSpringConfig`:
/// damping 10, mass 1, stiffness 100, overshootClamping false; the closed form in seconds,
/// frame / fps). `from`, `to`, `delay` and `fps` do not change the spring; `durationInFrames`
/// stretches it in time and `reverse` plays it backwards, so those are refused.
struct RemotionDialect: DialectFamily {
    static let name = "Remotion"
    let accepted = ["Remotion spring({ frame, fps, config: { mass, damping, stiffness } })"]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        guard let object = PopmotionDialect.object(snippet), Self.signed(snippet, object: object) else { return [] }
        return [DialectMatch(dialect: Self.name, specificity: 5) { () throws(ImportError) in try Self.parse(snippet, object: object) }]
    }

    /// A `spring({…})` with a `config`, `frame` or `fps` member, or the word remotion.
    static func signed(_ snippet: Snippet, object: [String: String]) -> Bool {
        snippet.hasWord("remotion") || object["config"] != nil || object["fps"] != nil || object["frame"] != nil
    }

    static func parse(_ snippet: Snippet, object: [String: String]) throws(ImportError) -> ImportResult {
        if object["durationInFrames"] != nil {
            throw .invalid(dialect: name, reason: "durationInFrames stretches the spring to a length; import the config without it")
        }
        if let reverse = object["reverse"], reverse.trimmed == "true" {
            throw .invalid(dialect: name, reason: "reverse: true plays the spring backwards, which is no spring from rest; import it without reverse")
        }
        let config = object["config"].map { Snippet($0).object() ?? [:] } ?? [:]
        let args = SnippetArguments(name, config)
        var result = ImportResult.physical(name, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness", default: 100),
                                           damping: try args.number("damping", default: 10))
        if config["overshootClamping"]?.trimmed == "true" {
            result.warnings.append("overshootClamping: Remotion stops the spring at its target the first time it gets there; "
                + "animtune's springs do not clamp, so the overshoot shown here is not what Remotion shows")
        }
        return result
    }
}
