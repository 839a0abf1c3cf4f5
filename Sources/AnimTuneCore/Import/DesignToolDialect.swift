/// Design tools.
/// - Figma prototype easing JSON (Figma plugin API `Easing`): `CUSTOM_SPRING` with
///   `easingFunctionSpring` {mass, stiffness, damping, initialVelocity}; `CUSTOM_CUBIC_BEZIER`.
///   The presets GENTLE, QUICK, BOUNCY, SLOW and the EASE_* curves have no documented values.
///   As a designer writes it: "Figma: Custom spring, Stiffness 400, Damping 30, Mass 1",
///   "Figma BOUNCY" (the panel's labels, any letter case).
/// - Origami / Rebound (rebound-js `SpringConfig`, `OrigamiValueConverter`): Rebound's physical
///   tension and friction are stiffness and damping; Origami (Quartz Composer) values convert by
///   k = (T − 30)·3.62 + 194, c = (F − 8)·3 + 25; bounciness and speed as POP's ("Origami Pop
///   Animation: Bounciness 5, Speed 10", the patch's labels).
/// - Facebook POP (`POPSpringAnimation`: springBounciness 4, springSpeed 12 by default;
///   dynamicsTension / dynamicsFriction / dynamicsMass).
/// - ProtoPie tension and friction (units undocumented; read as Rebound's).
/// - After Effects' inertial-bounce expression (`amp`, `freq`, `decay`).
struct DesignToolDialect: DialectFamily {
    static let figma = "Figma", rebound = "Origami (Rebound physical)", quartz = "Origami (Quartz Composer values)"
    static let pop = "POP", protoPie = "ProtoPie", afterEffects = "After Effects inertial bounce"
    let accepted = ["Figma {\"type\": \"CUSTOM_SPRING\", …}/GENTLE/QUICK/BOUNCY/SLOW or Figma: Stiffness 400, Damping 30, Mass 1",
                    "Origami/Rebound tension, friction or Origami: Bounciness 5, Speed 10",
                    "POP springBounciness/springSpeed", "ProtoPie tension, friction", "After Effects amp/freq/decay"]

    /// Figma's named springs (mass, stiffness, damping) as its prototype panel shows them.
    static let figmaSprings: [String: (mass: Double, stiffness: Double, damping: Double)] = [
        "GENTLE": (1, 100, 15), "QUICK": (1, 300, 20), "BOUNCY": (1, 600, 15), "SLOW": (1, 80, 20),
    ]
    /// Figma's named curves as its prototype panel shows them.
    static let figmaCurves: [String: [Double]] = [
        "EASE_IN": [0.42, 0, 1, 1], "EASE_OUT": [0, 0, 0.58, 1], "EASE_IN_AND_OUT": [0.42, 0, 0.58, 1], "LINEAR": [0, 0, 1, 1],
        "EASE_IN_BACK": [0.3, -0.05, 0.7, -0.5], "EASE_OUT_BACK": [0.45, 1.45, 0.8, 1], "EASE_IN_AND_OUT_BACK": [0.7, -0.4, 0.4, 1.4],
    ]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        let assigned = snippet.assignments()
        let keys = Set(assigned.keys)
        let lowerKeys = Set(keys.map { $0.lowercased() })
        if snippet.hasWord("figma"), assigned["type"] == nil,
           !lowerKeys.isDisjoint(with: ["stiffness", "damping", "mass"]) || Self.figmaPresetWord(snippet) != nil {
            return [DialectMatch(dialect: Self.figma, specificity: 4) { () throws(ImportError) in try Self.parseFigmaProse(snippet) }]
        }
        if let type = assigned["type"].map({ $0.trimming("\"' ") }),
           type == "CUSTOM_SPRING" || type == "CUSTOM_CUBIC_BEZIER" || Self.figmaSprings[type] != nil || Self.figmaCurves[type] != nil {
            return [DialectMatch(dialect: Self.figma, specificity: 4) { () throws(ImportError) in try Self.parseFigma(snippet) }]
        }
        if snippet.has("POPSpringAnimation") || snippet.has("springBounciness") || snippet.has("springSpeed") || snippet.has("dynamicsTension") {
            return [DialectMatch(dialect: Self.pop, specificity: 4) { () throws(ImportError) in try Self.parsePOP(snippet) }]
        }
        if keys.contains("freq") && keys.contains("decay") || snippet.hasWord("inertial bounce") {
            return [DialectMatch(dialect: Self.afterEffects, specificity: 4) { () throws(ImportError) in try Self.parseAfterEffects(snippet) }]
        }
        if snippet.has("fromOrigamiTensionAndFriction") || snippet.has("fromBouncinessAndSpeed") || snippet.hasWord("quartz")
            || (snippet.hasWord("origami") && !snippet.hasWord("rebound")) {
            return [DialectMatch(dialect: Self.quartz, specificity: 4) { () throws(ImportError) in try Self.parseOrigami(snippet, physical: false) }]
        }
        if snippet.hasWord("rebound") || snippet.has("SpringConfig(") {
            return [DialectMatch(dialect: Self.rebound, specificity: 4) { () throws(ImportError) in try Self.parseOrigami(snippet, physical: true) }]
        }
        if snippet.hasWord("protopie") {
            return [DialectMatch(dialect: Self.protoPie, specificity: 4) { () throws(ImportError) in try Self.parseProtoPie(snippet) }]
        }
        guard keys.contains("tension") || keys.contains("friction") else { return [] }
        return [
            DialectMatch(dialect: Self.rebound, specificity: 1, decider: "Rebound") { () throws(ImportError) in try Self.parseOrigami(snippet, physical: true) },
            DialectMatch(dialect: Self.quartz, specificity: 1, decider: "Origami") { () throws(ImportError) in try Self.parseOrigami(snippet, physical: false) },
            DialectMatch(dialect: Self.protoPie, specificity: 1, decider: "ProtoPie") { () throws(ImportError) in try Self.parseProtoPie(snippet) },
        ]
    }

    /// The named spring a designer's note gives ("Figma BOUNCY", "Figma: Gentle"), as Figma's key.
    static func figmaPresetWord(_ snippet: Snippet) -> String? {
        let words = Set(snippet.text.split { !$0.isLetter }.map { $0.uppercased() })
        return figmaSprings.keys.sorted().first { words.contains($0) }
    }

    /// "Figma: Custom spring, Stiffness 400, Damping 30, Mass 1" or "Figma BOUNCY".
    static func parseFigmaProse(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let args = SnippetArguments(figma, snippet.assignments())
        if !args.has("stiffness"), !args.has("damping"), let preset = figmaPresetWord(snippet) {
            return try parseFigma(Snippet("{\"type\": \"\(preset)\"}"))
        }
        return .physical(figma, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness"),
                         damping: try args.number("damping"), velocity: try args.number("initialVelocity", default: 0))
    }

    static func parseFigma(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let assigned = snippet.assignments()
        let type = (assigned["type"] ?? "").trimming("\"' ")
        if let preset = figmaSprings[type] {
            return .physical(figma, mass: preset.mass, stiffness: preset.stiffness, damping: preset.damping,
                             assumptions: ["\(type) is mass \(NumberFormatting.short(preset.mass)), stiffness \(NumberFormatting.short(preset.stiffness)), "
                                 + "damping \(NumberFormatting.short(preset.damping)) as Figma's prototype panel shows it; Figma does not document its presets"])
        }
        if let points = figmaCurves[type] {
            var result = try AppleDialect.bezier(points, dialect: figma)
            if type != "LINEAR" {
                result.assumptions.append("\(type) is cubic-bezier(\(points.map { NumberFormatting.short($0) }.joined(separator: ", "))) "
                    + "as Figma's prototype panel shows it; Figma does not document the curve")
            }
            return result
        }
        if type == "CUSTOM_CUBIC_BEZIER" {
            let args = SnippetArguments(figma, snippet.object(after: "easingFunctionCubicBezier") ?? assigned)
            return try AppleDialect.bezier([try args.number("x1"), try args.number("y1"), try args.number("x2"), try args.number("y2")],
                                           dialect: figma)
        }
        let args = SnippetArguments(figma, snippet.object(after: "easingFunctionSpring") ?? assigned)
        return .physical(figma, mass: try args.number("mass", default: 1), stiffness: try args.number("stiffness"),
                         damping: try args.number("damping"), velocity: try args.number("initialVelocity", default: 0),
                         assumptions: ["Figma's initialVelocity is read as distance fractions per second (its unit is not documented)"])
    }

    static func parseOrigami(_ snippet: Snippet, physical: Bool) throws(ImportError) -> ImportResult {
        let dialect = physical ? rebound : quartz
        var values = snippet.assignments()
        for call in ["fromOrigamiTensionAndFriction", "fromBouncinessAndSpeed", "SpringConfig"] {
            guard let arguments = snippet.call(call) else { continue }
            let names = call == "fromBouncinessAndSpeed" ? ["bounciness", "speed"] : ["tension", "friction"]
            for (index, name) in names.enumerated() { values[name] = arguments[String(index)] ?? arguments[name] }
        }
        let args = SnippetArguments(dialect, values)
        if args.has("bounciness") || args.has("speed") {
            let origami = OrigamiSpring(bounciness: try args.number("bounciness", default: 5), speed: try args.number("speed", default: 10))
            do { try origami.validate() } catch { throw .invalid(dialect: dialect, reason: error.description) }
            return ImportResult(dialect: "Origami (bounciness, speed)", value: .spring(.physical(origami.spring)))
        }
        let tension = try args.number("tension"), friction = try args.number("friction")
        if physical {
            return .physical(dialect, mass: 1, stiffness: tension, damping: friction)
        }
        var result = ImportResult.physical(dialect, mass: 1, stiffness: (tension - 30) * 3.62 + 194, damping: (friction - 8) * 3 + 25)
        if !snippet.has("fromOrigamiTensionAndFriction") && !snippet.hasWord("quartz") {
            result.assumptions.append("Origami Studio's tension and friction are read as Quartz Composer values "
                + "(k = (T − 30)·3.62 + 194, c = (F − 8)·3 + 25); write 'Rebound' for physical ones")
        }
        return result
    }

    static func parsePOP(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let args = SnippetArguments(pop, snippet.assignments())
        if args.has("dynamicsTension") || args.has("dynamicsFriction") {
            return .physical(pop, mass: try args.number("dynamicsMass", default: 1), stiffness: try args.number("dynamicsTension"),
                             damping: try args.number("dynamicsFriction"))
        }
        let origami = OrigamiSpring(bounciness: try args.number("springBounciness", default: 4), speed: try args.number("springSpeed", default: 12))
        do { try origami.validate() } catch { throw .invalid(dialect: pop, reason: error.description) }
        return ImportResult(dialect: pop, value: .spring(.physical(origami.spring)))
    }

    static func parseProtoPie(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let args = SnippetArguments(protoPie, snippet.assignments())
        return .physical(protoPie, mass: 1, stiffness: try args.number("tension"), damping: try args.number("friction"),
                         assumptions: ["ProtoPie's tension and friction are read as Rebound's physical units (stiffness and damping, mass 1); ProtoPie does not document them"])
    }

    /// x(t) = v·amp·sin(2π·freq·t)/e^(decay·t): a mass-1 spring with c = 2·decay and
    /// k = (2π·freq)² + decay², starting at the target with velocity v·amp·2π·freq.
    static func parseAfterEffects(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let args = SnippetArguments(afterEffects, snippet.assignments())
        ImportLog.ignore(label: "*", because: "the expression's own code; the spring is amp, freq and decay")
        let amp = try args.number("amp"), freq = try args.number("freq"), decay = try args.number("decay")
        guard freq > 0, decay >= 0 else { throw .invalid(dialect: afterEffects, reason: "freq must be above 0 and decay 0 or more") }
        let omega = 2 * Double.pi * freq
        return .physical(afterEffects, mass: 1, stiffness: omega * omega + decay * decay, damping: 2 * decay,
                         assumptions: ["the inertial-bounce expression is community code, not Adobe's: its oscillation is read as this spring"],
                         notes: ["start velocity: the bounce starts at the keyframe with amp × 2π × freq = "
                             + "\(NumberFormatting.short(amp * omega)) × the layer's velocity there; the spring here runs 0 → 1 from rest"])
    }
}
