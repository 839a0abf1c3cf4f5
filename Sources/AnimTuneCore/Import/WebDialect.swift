/// JavaScript spring libraries.
/// - motion / framer-motion (motion.dev docs; defaults from its `springDefaults`: stiffness 100,
///   damping 10, mass 1, velocity 0, duration 0.8 s, bounce 0.3). `duration` + `bounce` go
///   through `findSpring`, the same reverse-engineered mapping as UIKit's duration;
///   `visualDuration` + `bounce`: ω0 = 2π / (1.2 · visualDuration), ζ = 1 − bounce in [0.05, 1].
/// - react-spring (react-spring.dev: tension 170, friction 26, mass 1; `config.default`,
///   `gentle` 120/14, `wobbly` 180/12, `stiff` 210/20, `slow` 280/60, `molasses` 280/120).
/// - Reanimated `withSpring` (docs.swmansion.com: Reanimated 4 mass 4, damping 120, stiffness
///   900, or duration 550 ms with dampingRatio 1; Reanimated 3 mass 1, damping 10, stiffness
///   100, or duration 2000 ms with dampingRatio 0.5).
struct WebDialect: DialectFamily {
    static let motion = "motion (framer-motion)", reactSpring = "react-spring", reanimated = "Reanimated withSpring"
    let accepted = ["motion { type: \"spring\", … }", "react-spring { tension, friction } or config.*",
                    "Reanimated withSpring(v, { … }) or GentleSpringConfig/WigglySpringConfig/SnappySpringConfig(WithDuration)"]

    static let reactSpringPresets: [(name: String, tension: Double, friction: Double)] = [
        ("default", 170, 26), ("gentle", 120, 14), ("wobbly", 180, 12), ("stiff", 210, 20), ("slow", 280, 60), ("molasses", 280, 120),
    ]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        var result: [DialectMatch] = []
        let object = snippet.object() ?? [:]
        let keys = Set(object.keys).union(snippet.assignments().keys)
        if snippet.has("withSpring") || Self.namedConfig(snippet) != nil {
            result.append(DialectMatch(dialect: Self.reanimated, specificity: 4) { () throws(ImportError) in try Self.parseReanimated(snippet) })
        }
        let typeSpring = (snippet.assignments()["type"].map { $0.trimming("\"'` ") == "spring" } ?? false)
        let reactSpringSigned = snippet.has("useSpring") || snippet.has("react-spring") || snippet.has("useTransition")
            || Self.reactSpringPresets.contains { snippet.has("config." + $0.name) }
        if reactSpringSigned && !snippet.has("withSpring") {
            result.append(DialectMatch(dialect: Self.reactSpring, specificity: 4) { () throws(ImportError) in try Self.parseReactSpring(snippet) })
        } else if keys.contains("tension") || keys.contains("friction"), !snippet.has("withSpring"), !typeSpring {
            result.append(DialectMatch(dialect: Self.reactSpring, specificity: 1, decider: "useSpring") { () throws(ImportError) in
                try Self.parseReactSpring(snippet)
            })
        }
        let motionNamed = Self.namesMotion(snippet.code)
        let motionSigned = typeSpring || keys.contains("visualDuration") || keys.contains("keyframes") || snippet.hasWord("framer") || motionNamed
        if motionSigned && !snippet.has("withSpring") {
            result.append(DialectMatch(dialect: Self.motion, specificity: 4) { () throws(ImportError) in try Self.parseMotion(snippet) })
        } else if !snippet.has("withSpring"), !keys.isDisjoint(with: ["stiffness", "damping", "mass", "bounce"]),
                  keys.isDisjoint(with: ["tension", "friction", "easingFunctionSpring"]) {
            result.append(DialectMatch(dialect: Self.motion, specificity: 1, decider: "type: \"spring\"") { () throws(ImportError) in
                try Self.parseMotion(snippet)
            })
            result.append(DialectMatch(dialect: Self.reanimated, specificity: 1, decider: "withSpring") { () throws(ImportError) in
                try Self.parseReanimated(snippet)
            })
        }
        return result
    }

    /// The library's name as a word of its own (`"motion/react"`, `framer-motion`), not part of
    /// another name (`popmotion`, `MaterialTheme.motionScheme`, `md.sys.motion`).
    static func namesMotion(_ code: String) -> Bool {
        var start = code.startIndex
        while let range = code.range(of: "motion", range: start..<code.endIndex) {
            start = range.upperBound
            let before = range.lowerBound > code.startIndex ? code[code.index(before: range.lowerBound)] : " "
            let after = range.upperBound < code.endIndex ? code[range.upperBound] : " "
            if !(before.isLetter || before.isNumber || before == "_" || before == "."), !(after.isLetter || after.isNumber || after == "_" || after == ".") {
                return true
            }
        }
        return false
    }

    /// Reanimated 4's named configs (react-native-reanimated 4.3.0
    /// src/animation/spring/springConfigs.ts): damping, mass, stiffness, or duration (ms) and
    /// dampingRatio, and whether it clamps the overshoot.
    static let namedConfigs: [(name: String, values: [String: String], clamps: Bool)] = [
        ("Reanimated3DefaultSpringConfigWithDuration", ["duration": "1333", "dampingRatio": "0.5"], false),
        ("Reanimated3DefaultSpringConfig", ["damping": "10", "mass": "1", "stiffness": "100"], false),
        ("WigglySpringConfigWithDuration", ["duration": "550", "dampingRatio": "0.75"], false),
        ("WigglySpringConfig", ["damping": "90", "mass": "4", "stiffness": "900"], false),
        ("GentleSpringConfigWithDuration", ["duration": "550", "dampingRatio": "1"], false),
        ("GentleSpringConfig", ["damping": "120", "mass": "4", "stiffness": "900"], false),
        ("SnappySpringConfigWithDuration", ["duration": "550", "dampingRatio": "0.92"], true),
        ("SnappySpringConfig", ["damping": "110", "mass": "4", "stiffness": "900"], true),
    ]

    /// The named config the snippet uses, as a whole name (`GentleSpringConfig`, not the
    /// `…WithDuration` one unless written).
    static func namedConfig(_ snippet: Snippet) -> (name: String, values: [String: String], clamps: Bool)? {
        namedConfigs.first { MaterialMotionDialect.names(snippet.code, $0.name) }
    }

    static func parseMotion(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let args = SnippetArguments(motion, snippet.assignments())
        let velocity = try args.number("velocity", default: 0)
        var notes: [String] = []
        if velocity != 0 {
            notes.append("motion's velocity is in the animated value's units per second; animtune's is distance fractions per second: divide by the distance")
        }
        let physical = ["stiffness", "damping", "mass"].contains(where: args.has)
        if !physical, args.has("visualDuration") {
            let visual = try args.number("visualDuration")
            let ratio = min(max(1 - (try args.number("bounce", default: 0.3)), 0.05), 1)
            guard visual > 0 else { throw .invalid(dialect: motion, reason: "visualDuration must be above 0 s") }
            let root = 2 * Double.pi / (visual * 1.2)
            notes.append("motion's visualDuration is not SwiftUI's duration: ω0 = 2π/(1.2 × visualDuration), so the response is "
                + "\(NumberFormatting.short(visual * 1.2)) s")
            return .physical(motion, mass: 1, stiffness: root * root, damping: 2 * ratio * root, velocity: velocity,
                             assumptions: ["motion maps visualDuration and bounce by ω0 = 2π/(1.2 × visualDuration), ζ = 1 − bounce (motion.dev source, not its docs)"],
                             notes: notes)
        }
        if !physical, args.has("duration") || args.has("bounce") {
            let duration = try args.number("duration", default: 0.8)
            let ratio = min(max(1 - (try args.number("bounce", default: 0.3)), 0.05), 1)
            let spring = UIKitSpring(duration: duration, dampingRatio: ratio, velocity: velocity)
            do { try spring.validate() } catch { throw .invalid(dialect: motion, reason: error.description) }
            notes.append("motion's duration + bounce is not SwiftUI's: motion's duration is when the spring has settled (as UIKit's), "
                + "SwiftUI's is the perceptual duration (here \(NumberFormatting.short(SwiftUISpring(spring.spring).response)) s)")
            return ImportResult(dialect: motion, value: .spring(.uikit(spring)),
                                assumptions: ["motion's findSpring maps duration to stiffness like UIKit's reverse-engineered mapping (motion.dev source, not its docs)"],
                                notes: notes)
        }
        return .physical(motion, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness", default: 100),
                         damping: try args.number("damping", default: 10), velocity: velocity, notes: notes)
    }

    static func parseReactSpring(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        for preset in reactSpringPresets where snippet.has("config." + preset.name) {
            return .physical(reactSpring, mass: 1, stiffness: preset.tension, damping: preset.friction)
        }
        let object = snippet.object(after: snippet.has("config") ? "config" : nil) ?? snippet.object() ?? snippet.assignments()
        let args = SnippetArguments(reactSpring, object)
        if args.has("duration") {
            throw .invalid(dialect: reactSpring, reason: "a config with duration is a tween in react-spring, not a spring; remove duration")
        }
        var notes: [String] = []
        let velocity = try args.number("velocity", default: 0)
        if velocity != 0 { notes.append("react-spring's velocity is in the value's units per second; divide it by the distance") }
        return .physical(reactSpring, mass: try args.number("mass", default: 1), stiffness: try args.number("tension", default: 170),
                         damping: try args.number("friction", default: 26), velocity: velocity, notes: notes)
    }

    static func parseReanimated(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let version3 = snippet.hasWord("reanimated 3") || snippet.hasWord("reanimated3") || snippet.hasWord("reanimated@3")
        let versionName = version3 ? "Reanimated 3" : "Reanimated 4"
        let call = snippet.call("withSpring")
        if let target = call?["0"], Snippet.number(target) != nil {
            ImportLog.ignore("toValue", target, because: "the target value: the spring runs 0 → 1 whatever the values")
        }
        var object = call?["1"].map { Snippet($0).object() ?? [:] } ?? (call == nil ? snippet.object() ?? [:] : [:])
        // withSpring(v, GentleSpringConfig) or { ...GentleSpringConfig, damping: 100 }: the named
        // values, then what the snippet writes over them.
        let named = namedConfig(snippet)
        if let named {
            for (key, value) in named.values where object[key] == nil { object[key] = value }
        }
        var warnings: [String] = []
        if named?.clamps ?? false || object["overshootClamping"]?.trimmed == "true" {
            warnings.append("overshootClamping: Reanimated stops the spring at its target the first time it gets there; "
                + "animtune's springs do not clamp, so the overshoot shown here is not what Reanimated shows")
        }
        let args = SnippetArguments(reanimated, object)
        var assumptions: [String] = []
        let durationBased = args.has("duration") || args.has("dampingRatio")
        let given = durationBased ? ["duration", "dampingRatio"] : ["mass", "stiffness", "damping"]
        if !version3, named == nil, !given.allSatisfy(args.has) {
            assumptions.append("Reanimated 4 defaults (write 'Reanimated 3' in the snippet for 3's: mass 1, damping 10, stiffness 100, or duration 2000 ms with dampingRatio 0.5)")
        }
        var notes: [String] = []
        let velocity = try args.number("velocity", default: 0)
        if velocity != 0 { notes.append("Reanimated's velocity is in the value's units per second; divide it by the distance") }
        if durationBased {
            let milliseconds = try args.number("duration", default: version3 ? 2000 : 550)
            let ratio = try args.number("dampingRatio", default: version3 ? 0.5 : 1)
            // Snippet.number reads a bare number; Reanimated's durations are milliseconds.
            let perceptual = (version3 ? milliseconds / 1.5 : milliseconds) / 1000
            let spring = SwiftUISpring(response: perceptual, dampingRatio: ratio)
            do { try spring.validate() } catch { throw .invalid(dialect: reanimated, reason: error.description) }
            assumptions.append(version3
                ? "Reanimated 3's duration is taken as 1.5 × the perceptual duration 2π/ω0 (Reanimated 4 turned 3's default 2000 ms into 1333 ms)"
                : "Reanimated 4's duration is taken as the perceptual duration 2π/ω0 (its docs: \"perceptual duration … actual duration is 1.5 times higher\")")
            var result = ImportResult(dialect: "\(reanimated) (\(versionName))", value: .spring(.swiftui(spring, velocity: velocity, notation: .dampingFraction)),
                                      assumptions: assumptions, notes: notes)
            result.warnings = warnings
            return result
        }
        var result = ImportResult.physical("\(reanimated) (\(versionName))", mass: try args.number("mass", default: version3 ? 1 : 4),
                                           stiffness: try args.number("stiffness", default: version3 ? 100 : 900),
                                           damping: try args.number("damping", default: version3 ? 10 : 120), velocity: velocity,
                                           assumptions: assumptions, notes: notes)
        result.warnings = warnings
        return result
    }
}
