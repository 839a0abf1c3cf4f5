/// popmotion's `spring({ from, to, stiffness, damping, mass, velocity })` (popmotion.io:
/// defaults stiffness 100, damping 10, mass 1, velocity 0; velocity in the value's units per
/// second). A JavaScript `spring({…})` call: its object argument tells it from Compose's
/// `spring(…)`; `from`/`to` or the word popmotion from motion's generator (same defaults).
struct PopmotionDialect: DialectFamily {
    static let name = "popmotion"
    let accepted = ["popmotion spring({ from, to, stiffness, damping, mass })"]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        guard let object = Self.object(snippet), !RemotionDialect.signed(snippet, object: object) else { return [] }
        let signed = snippet.hasWord("popmotion") || object["from"] != nil || object["to"] != nil
        // bounce or duration without popmotion's from/to is anime.js v4's perceived spring.
        if !signed, object["bounce"] != nil || object["duration"] != nil || snippet.hasWord("animejs") { return [] }
        return [DialectMatch(dialect: Self.name, specificity: signed ? 4 : 2, decider: "popmotion") { () throws(ImportError) in
            try Self.parse(snippet)
        }]
    }

    /// The members of the object passed to `spring({…})`, nil for any other call.
    static func object(_ snippet: Snippet) -> [String: String]? {
        guard let first = snippet.call("spring")?["0"]?.trimmed, first.hasPrefix("{") else { return nil }
        return Snippet(first).object() ?? [:]
    }

    static func parse(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let args = SnippetArguments(name, object(snippet) ?? [:])
        var notes: [String] = []
        var velocity = try args.number("velocity", default: 0)
        if velocity != 0 {
            let from = try args.optional("from"), to = try args.optional("to")
            if let from, let to, to != from {
                notes.append("velocity \(NumberFormatting.short(velocity)) units/s over \(NumberFormatting.short(to - from)) is "
                    + "\(NumberFormatting.short(velocity / (to - from), digits: 6)) distance fractions per second")
                velocity /= to - from
            } else {
                throw .invalid(dialect: name, reason: "velocity is in the value's units per second: give from and to so it can be a fraction of the move")
            }
        }
        return .physical(name, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness", default: 100),
                         damping: try args.number("damping", default: 10), velocity: velocity, notes: notes)
    }
}
