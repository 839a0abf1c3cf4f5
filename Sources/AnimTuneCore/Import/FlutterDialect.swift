/// Flutter's `SpringDescription` (api.flutter.dev, physics library): `SpringDescription(mass:,
/// stiffness:, damping:)`, `.withDampingRatio(mass:, stiffness:, ratio: 1.0)` (damping =
/// ratio · 2√(mass · stiffness)) and `.withDurationAndBounce(duration: 0.5 s, bounce: 0)`,
/// which follows SwiftUI's duration and bounce.
struct FlutterDialect: DialectFamily {
    static let name = "Flutter"
    let accepted = ["Flutter SpringDescription(…)/.withDampingRatio(…)/.withDurationAndBounce(…)"]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        guard snippet.has("SpringDescription") else { return [] }
        return [DialectMatch(dialect: Self.name, specificity: 4) { () throws(ImportError) in try Self.parse(snippet) }]
    }

    static func parse(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        if let values = snippet.call("SpringDescription.withDampingRatio") ?? snippet.call(".withDampingRatio") {
            let args = SnippetArguments(name, values)
            let mass = try args.number("mass", default: 1), stiffness = try args.number("stiffness")
            let ratio = try args.number("ratio", default: 1)
            return .physical(name, mass: mass, stiffness: stiffness, damping: ratio * 2 * (mass * stiffness).squareRoot())
        }
        if let values = snippet.call("SpringDescription.withDurationAndBounce") ?? snippet.call(".withDurationAndBounce") {
            let args = SnippetArguments(name, values)
            let given = try duration(values["duration"])
            if given == nil { ImportLog.record("duration", 0.5) }
            let duration = given ?? 0.5
            let spring = SwiftUISpring(duration: duration, bounce: try args.number("bounce", default: 0))
            do { try spring.validate() } catch { throw .invalid(dialect: name, reason: error.description) }
            return ImportResult(dialect: name, value: .spring(.swiftui(spring, velocity: 0, notation: .bounce)))
        }
        let args = SnippetArguments(name, snippet.call("SpringDescription") ?? [:])
        return .physical(name, mass: try args.number("mass"), stiffness: try args.number("stiffness"), damping: try args.number("damping"))
    }

    /// `Duration(milliseconds: 500)`, `Duration(seconds: 1)` or a number of seconds.
    static func duration(_ text: String?) throws(ImportError) -> Double? {
        guard let text else { return nil }
        if let values = Snippet(text).call("Duration") {
            let args = SnippetArguments(name, values)
            // Duration's parts are summed: one left out adds nothing (not a default relied on).
            return (try args.optional("seconds") ?? 0) + (try args.optional("milliseconds") ?? 0) / 1000
                + (try args.optional("microseconds") ?? 0) / 1_000_000
        }
        return try SnippetArguments.read(text, label: "duration", dialect: name)
    }
}
