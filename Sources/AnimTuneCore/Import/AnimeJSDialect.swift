import Foundation

/// anime.js v4 `spring({ bounce, duration })` and `spring({ mass, stiffness, damping, velocity })`
/// (juliangarnier/anime src/easings/spring/index.js, v4.5.0): with `bounce` or `duration` the
/// spring is mass 1, velocity 0, stiffness = round₃((2π / pd)²), damping = round₃((1 − bounce)·4π
/// / pd) for bounce ≥ 0 and round₃(4π / (pd·(1 + bounce))) below, pd the perceived duration in
/// seconds (`duration` in ms, default 628; bounce default 0.5, clamped to −1…1; damping clamped
/// to 300); else the physical values (defaults mass 1, stiffness 100, damping 10, velocity 0;
/// mass clamped to at least 1). The solver is WebKit's closed form in seconds.
struct AnimeJSDialect: DialectFamily {
    static let name = "anime.js"
    let accepted = ["anime.js v4 spring({ bounce: 0.5, duration: 628 })/createSpring({ stiffness, damping })"]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        guard let object = PopmotionDialect.object(snippet) ?? Self.createSpring(snippet) else { return [] }
        if RemotionDialect.signed(snippet, object: object) { return [] }
        let popmotion = snippet.hasWord("popmotion") || object["from"] != nil || object["to"] != nil
        let signed = snippet.hasWord("animejs") || snippet.hasWord("anime.js") || Self.createSpring(snippet) != nil
            || (!popmotion && (object["bounce"] != nil || object["duration"] != nil))
        if popmotion && !signed { return [] }
        return [DialectMatch(dialect: Self.name, specificity: signed ? 4 : 2, decider: "animejs") { () throws(ImportError) in
            try Self.parse(snippet)
        }]
    }

    static func createSpring(_ snippet: Snippet) -> [String: String]? {
        guard let first = snippet.call("createSpring")?["0"]?.trimmed, first.hasPrefix("{") else { return nil }
        return Snippet(first).object() ?? [:]
    }

    static func round3(_ value: Double) -> Double { (value * 1000).rounded(.toNearestOrAwayFromZero) / 1000 }

    static func parse(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let values = PopmotionDialect.object(snippet) ?? createSpring(snippet) ?? [:]
        let args = SnippetArguments(name, values)
        var notes: [String] = []
        if args.has("bounce") || args.has("duration") {
            for key in ["mass", "stiffness", "damping", "velocity"] {
                ImportLog.ignore(label: key, because: "anime.js sets mass 1, velocity 0 and stiffness and damping from bounce and duration")
            }
            let bounce = min(max(try args.number("bounce", default: 0.5), -1), 1)
            let duration = min(max(try args.number("duration", default: 628), 10), 10_000)
            let seconds = duration / 1000
            let stiffness = round3(pow(2 * Double.pi / seconds, 2))
            let damping = round3(min(bounce >= 0 ? (1 - bounce) * 4 * Double.pi / seconds : 4 * Double.pi / (seconds * (1 + bounce)), 300))
            notes.append("anime.js rounds stiffness and damping to 3 decimals (\(NumberFormatting.short(stiffness, digits: 9)), "
                + "\(NumberFormatting.short(damping, digits: 9)))")
            return .physical(name, mass: 1, stiffness: stiffness, damping: damping, notes: notes)
        }
        var mass = try args.number("mass", default: 1)
        if mass < 1 {
            notes.append("anime.js clamps mass to at least 1: mass \(NumberFormatting.short(mass)) runs as 1")
            mass = 1
        }
        let velocity = try args.number("velocity", default: 0)
        return .physical(name, mass: mass, stiffness: try args.number("stiffness", default: 100), damping: try args.number("damping", default: 10),
                         velocity: velocity, notes: notes)
    }
}
