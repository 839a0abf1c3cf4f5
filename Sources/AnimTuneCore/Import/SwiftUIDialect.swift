/// SwiftUI's `Animation` and `Spring` (Apple documentation: Animation.spring(response:
/// dampingFraction:blendDuration:) defaults 0.55 and 0.825, spring(duration:bounce:) and
/// interpolatingSpring(duration:bounce:) default 0.5 and 0, interpolatingSpring(mass:
/// stiffness:damping:initialVelocity:) mass 1 and velocity 0, Spring(settlingDuration:
/// dampingRatio:epsilon:) epsilon 0.001). The bounce of `.snappy` (0.15) and `.bouncy` (0.3) is
/// not in Apple's documentation; it is OpenSwiftUI's reading. `.interactiveSpring(response:
/// dampingFraction:blendDuration:)` defaults 0.15, 0.86 and 0.25 (Apple documentation).
struct SwiftUIDialect: DialectFamily {
    static let name = "SwiftUI"
    let accepted = ["SwiftUI .spring(…)/.interpolatingSpring(…)/.interactiveSpring(…)/Spring(…)/.smooth/.snappy/.bouncy"]

    /// (name, bounce, documented by Apple)
    static let presets: [(name: String, bounce: Double, documented: Bool)] = [
        ("smooth", 0, true), ("snappy", 0.15, false), ("bouncy", 0.3, false),
    ]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        let signatures = [".spring", ".interpolatingSpring(", ".interactiveSpring", ".smooth", ".snappy", ".bouncy"]
        guard snippet.call("Spring") != nil || signatures.contains(where: snippet.has) else { return [] }
        return [DialectMatch(dialect: Self.name, specificity: 3) { () throws(ImportError) in try Self.parse(snippet) }]
    }

    static func parse(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        if snippet.has(".interactiveSpring") {
            let args = SnippetArguments(name, snippet.call(".interactiveSpring") ?? [:])
            if args.has("duration") || args.has("extraBounce") {
                throw .invalid(dialect: name, reason: "the bounce of .interactiveSpring(duration:extraBounce:) is undocumented; "
                    + "write .interactiveSpring(response:dampingFraction:)")
            }
            return try responseForm(args, ratioLabel: "dampingFraction", defaults: (0.15, 0.86))
        }
        if let values = snippet.call(".interpolatingSpring") {
            let args = SnippetArguments(name, values)
            let velocity = try args.number("initialVelocity", default: 0)
            if args.has("stiffness") {
                return .physical(name, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness"),
                                 damping: try args.number("damping"), velocity: velocity)
            }
            return try bounceForm(args, velocity: velocity)
        }
        if let values = snippet.call("Spring") {
            let args = SnippetArguments(name, values)
            if args.has("settlingDuration") { return try settling(args) }
            if args.has("stiffness") {
                return .physical(name, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness"),
                                 damping: try args.number("damping"))
            }
            if args.has("response") || args.has("dampingRatio") {
                return try responseForm(args, ratioLabel: "dampingRatio")
            }
            return try bounceForm(args, velocity: 0)
        }
        for preset in presets {
            guard snippet.has("." + preset.name) else { continue }
            let args = SnippetArguments(name, snippet.call("." + preset.name) ?? [:])
            let extra = try args.number("extraBounce", default: 0)
            let duration = try args.number("duration", default: 0.5)
            var result = try make(SwiftUISpring(duration: duration, bounce: preset.bounce + extra), notation: .bounce)
            if !preset.documented {
                result.assumptions.append(".\(preset.name) has bounce \(NumberFormatting.short(preset.bounce)) "
                    + "(OpenSwiftUI; Apple documents only \"\(preset.name == "snappy" ? "a small amount of" : "a higher amount of") bounce\")")
            }
            return result
        }
        if let values = snippet.call(".spring") {
            let args = SnippetArguments(name, values)
            if args.has("duration") || args.has("bounce") { return try bounceForm(args, velocity: 0) }
            return try responseForm(args, ratioLabel: "dampingFraction")
        }
        // `.spring` without arguments: Animation.spring, duration 0.5 and bounce 0.
        ImportLog.record("duration", 0.5)
        ImportLog.record("bounce", 0)
        return try make(SwiftUISpring(duration: 0.5, bounce: 0), notation: .bounce)
    }

    private static func responseForm(_ args: SnippetArguments, ratioLabel: String,
                                     defaults: (response: Double, ratio: Double) = (0.55, 0.825)) throws(ImportError) -> ImportResult {
        let response = try args.number("response", default: defaults.response)
        let ratio = try args.number(ratioLabel, default: defaults.ratio)
        var result = try make(SwiftUISpring(response: response, dampingRatio: ratio), notation: .dampingFraction)
        if let blend = try args.optional("blendDuration"), blend != 0 {
            result.notes.append("blendDuration \(NumberFormatting.short(blend)) s only blends a retargeted animation; the spring is unchanged")
        }
        return result
    }

    private static func bounceForm(_ args: SnippetArguments, velocity: Double) throws(ImportError) -> ImportResult {
        let duration = try args.number("duration", default: 0.5)
        let bounce = try args.number("bounce", default: 0)
        return try make(SwiftUISpring(duration: duration, bounce: bounce), notation: .bounce, velocity: velocity)
    }

    /// `Spring(settlingDuration:dampingRatio:epsilon:)`: the response whose settling time to
    /// within epsilon (0.001) is the given one; the settling time scales with the response.
    private static func settling(_ args: SnippetArguments) throws(ImportError) -> ImportResult {
        let settlingDuration = try args.number("settlingDuration")
        let ratio = try args.number("dampingRatio")
        let epsilon = try args.number("epsilon", default: 0.001)
        guard settlingDuration > 0, ratio > 0 else {
            throw .invalid(dialect: name, reason: "settlingDuration and dampingRatio must be above 0")
        }
        let unit = SwiftUISpring(response: 1, dampingRatio: ratio).spring
        let settle = SpringMetrics.settlingTime(of: unit, band: epsilon)
        guard settle.isFinite, settle > 0 else {
            throw .invalid(dialect: name, reason: "a spring with damping ratio \(NumberFormatting.short(ratio)) does not settle")
        }
        var result = try make(SwiftUISpring(response: settlingDuration / settle, dampingRatio: ratio), notation: .dampingFraction)
        result.assumptions.append("settlingDuration is the last time the spring is \(NumberFormatting.short(epsilon)) of the distance "
            + "from its target (Apple documents only \"the time it takes to settle within epsilon\")")
        return result
    }

    private static func make(_ spring: SwiftUISpring, notation: SwiftUINotation, velocity: Double = 0) throws(ImportError) -> ImportResult {
        do { try spring.validate() } catch { throw .invalid(dialect: name, reason: error.description) }
        var result = ImportResult(dialect: name, value: .spring(.swiftui(spring, velocity: velocity, notation: notation)))
        result.widerRanges = [WiderRange(.bounce, -1...1, reason: "SwiftUI takes a bounce from -1 to 1")]
        return result
    }
}
