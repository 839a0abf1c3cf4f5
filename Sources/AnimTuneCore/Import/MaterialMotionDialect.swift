/// Material 3 Expressive's `MotionScheme` (Jetpack Compose material3): `MotionScheme.standard()`
/// and `.expressive()`, each with six specs `spring(dampingRatio, stiffness)` read from
/// generated tokens — androidx/androidx compose/material3/material3/src/commonMain/kotlin/
/// androidx/compose/material3/MotionScheme.kt and tokens/StandardMotionTokens.kt,
/// tokens/ExpressiveMotionTokens.kt (`// VERSION: v0_14_0`). Material's "damping" token is the
/// damping ratio; mass is 1. Also as `MaterialTheme.motionScheme.fastSpatialSpec()` (the
/// theme's scheme: `MaterialTheme` provides `standard()` unless one is set;
/// `MaterialExpressiveTheme` provides `expressive()`), and the `md.sys.motion.spring.*` token
/// names, whose values differ per scheme (so a name alone needs the scheme or the values).
struct MaterialMotionDialect: DialectFamily {
    static let name = "Material 3 MotionScheme"
    let accepted = ["Material 3 MotionScheme.expressive().fastSpatialSpec()/MaterialTheme.motionScheme.defaultEffectsSpec()/md.sys.motion.spring.fast.spatial"]

    /// (spec, standard (ζ, k), expressive (ζ, k)), from StandardMotionTokens.kt and ExpressiveMotionTokens.kt v0_14_0.
    static let specs: [(name: String, token: String, standard: (ratio: Double, stiffness: Double), expressive: (ratio: Double, stiffness: Double))] = [
        ("defaultSpatialSpec", "default.spatial", (0.9, 700), (0.8, 380)),
        ("fastSpatialSpec", "fast.spatial", (0.9, 1400), (0.6, 800)),
        ("slowSpatialSpec", "slow.spatial", (0.9, 300), (0.8, 200)),
        ("defaultEffectsSpec", "default.effects", (1, 1600), (1, 1600)),
        ("fastEffectsSpec", "fast.effects", (1, 3800), (1, 3800)),
        ("slowEffectsSpec", "slow.effects", (1, 800), (1, 800)),
    ]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        let code = Self.tokenText(snippet.code)
        guard code.contains("MotionScheme") || code.contains("motionScheme") || code.contains("md.sys.motion.spring")
                || Self.specs.contains(where: { Self.names(code, $0.name) }) else { return [] }
        return [DialectMatch(dialect: Self.name, specificity: 5) { () throws(ImportError) in try Self.parse(snippet) }]
    }

    /// `--md-sys-motion-spring-fast-spatial-damping` written with dots.
    static func tokenText(_ code: String) -> String { code.replacing("md-sys-motion-spring-", with: "md.sys.motion.spring.") }

    /// `name` as a whole identifier in `code`.
    static func names(_ code: String, _ name: String) -> Bool {
        var start = code.startIndex
        while let range = code.range(of: name, range: start..<code.endIndex) {
            let after = range.upperBound < code.endIndex ? code[range.upperBound] : " "
            if !(after.isLetter || after.isNumber || after == "_") { return true }
            start = range.upperBound
        }
        return false
    }

    static func parse(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let code = tokenText(snippet.code)
        let named = specs.filter { names(code, $0.name) || code.contains("md.sys.motion.spring." + $0.token.replacing(".", with: ".")) }
        guard let spec = named.first else {
            throw .invalid(dialect: name, reason: "name one of the scheme's six specs: " + specs.map(\.name).joined(separator: ", "))
        }
        guard named.count == 1 else {
            throw .invalid(dialect: name, reason: "the snippet names \(named.map(\.name).joined(separator: " and ")); import one spec at a time")
        }
        let expressive = code.contains("expressive()") || code.contains("MaterialExpressiveTheme") || snippet.hasWord("expressive")
        let standard = code.contains("standard()") || snippet.hasWord("standard")
        if expressive && standard { throw .invalid(dialect: name, reason: "the snippet names both standard() and expressive(); keep one") }
        let tokenOnly = !names(code, spec.name)
        let args = SnippetArguments(name, snippet.assignments())
        if tokenOnly, args.has("stiffness") || args.has("damping") {
            // Token values as written: md.sys.motion.spring.fast.spatial.damping is the damping ratio.
            let ratio = try args.number("damping"), stiffness = try args.number("stiffness")
            return ImportResult(dialect: name, value: .spring(.physical(AndroidSpring(stiffness: stiffness, dampingRatio: ratio).spring)),
                                notes: ["md.sys.motion.spring.\(spec.token): its damping is the damping ratio (mass 1)"])
        }
        if tokenOnly && !expressive && !standard {
            throw .invalid(dialect: name, reason: "md.sys.motion.spring.\(spec.token) differs per scheme: write 'standard' or 'expressive', or the token's damping and stiffness")
        }
        if !expressive && !standard {
            ImportLog.recordDefault("motionScheme standard() (MaterialTheme's; MaterialExpressiveTheme's is expressive())")
        }
        let values = expressive ? spec.expressive : spec.standard
        let scheme = expressive ? "expressive()" : "standard()"
        return ImportResult(dialect: name, value: .spring(.physical(AndroidSpring(stiffness: values.stiffness, dampingRatio: values.ratio).spring)),
                            notes: ["MotionScheme.\(scheme).\(spec.name): spring(dampingRatio \(NumberFormatting.short(values.ratio)), "
                                + "stiffness \(NumberFormatting.short(values.stiffness))) from \(expressive ? "Expressive" : "Standard")MotionTokens v0_14_0"])
    }
}
