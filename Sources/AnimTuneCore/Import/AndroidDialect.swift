/// Android's `SpringForce` (androidx.dynamicanimation: default stiffness STIFFNESS_MEDIUM 1500
/// and damping ratio DAMPING_RATIO_MEDIUM_BOUNCY 0.5) and Jetpack Compose's `spring()`
/// (androidx.compose.animation.core: defaults Spring.DampingRatioNoBouncy 1 and
/// Spring.StiffnessMedium 1500; positional arguments in its parameter order dampingRatio,
/// stiffness, visibilityThreshold). Both have mass 1. A `SpringAnimation(view, property,
/// finalPosition)` without a `SpringForce` runs the default force.
struct AndroidDialect: DialectFamily {
    static let springForce = "Android SpringForce", compose = "Jetpack Compose"
    let accepted = ["Android SpringForce().setStiffness(…).setDampingRatio(…)/SpringAnimation(…)", "Compose spring(dampingRatio =, stiffness =)"]

    static let springForceConstants: [String: Double] = [
        "SpringForce.STIFFNESS_HIGH": AndroidSpring.stiffnessHigh, "SpringForce.STIFFNESS_MEDIUM": AndroidSpring.stiffnessMedium,
        "SpringForce.STIFFNESS_LOW": AndroidSpring.stiffnessLow, "SpringForce.STIFFNESS_VERY_LOW": AndroidSpring.stiffnessVeryLow,
        "SpringForce.DAMPING_RATIO_HIGH_BOUNCY": AndroidSpring.dampingRatioHighBouncy,
        "SpringForce.DAMPING_RATIO_MEDIUM_BOUNCY": AndroidSpring.dampingRatioMediumBouncy,
        "SpringForce.DAMPING_RATIO_LOW_BOUNCY": AndroidSpring.dampingRatioLowBouncy,
        "SpringForce.DAMPING_RATIO_NO_BOUNCY": AndroidSpring.dampingRatioNoBouncy,
    ]

    static let composeConstants: [String: Double] = [
        "Spring.StiffnessHigh": AndroidSpring.stiffnessHigh, "Spring.StiffnessMedium": AndroidSpring.stiffnessMedium,
        "Spring.StiffnessMediumLow": AndroidSpring.stiffnessMediumLow, "Spring.StiffnessLow": AndroidSpring.stiffnessLow,
        "Spring.StiffnessVeryLow": AndroidSpring.stiffnessVeryLow,
        "Spring.DampingRatioHighBouncy": AndroidSpring.dampingRatioHighBouncy,
        "Spring.DampingRatioMediumBouncy": AndroidSpring.dampingRatioMediumBouncy,
        "Spring.DampingRatioLowBouncy": AndroidSpring.dampingRatioLowBouncy,
        "Spring.DampingRatioNoBouncy": AndroidSpring.dampingRatioNoBouncy,
    ]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        if snippet.has("SpringForce") || snippet.call("SpringAnimation") != nil {
            return [DialectMatch(dialect: Self.springForce, specificity: 4) { () throws(ImportError) in try Self.parseSpringForce(snippet) }]
        }
        if Self.composeArguments(snippet) != nil {
            return [DialectMatch(dialect: Self.compose, specificity: 3, decider: "animationSpec =") { () throws(ImportError) in try Self.parseCompose(snippet) }]
        }
        return []
    }

    static func parseSpringForce(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        for (call, index) in [("SpringForce", "0"), ("SpringAnimation", "2")] {
            if let position = snippet.call(call)?[index] ?? snippet.call(call)?["finalPosition"] {
                ImportLog.ignore("finalPosition", position, because: "where the spring comes to rest, in the value's units; the spring runs 0 → 1")
            }
        }
        var values: [String: String] = [:]
        for (setter, key) in [("setStiffness", "stiffness"), ("setDampingRatio", "dampingRatio")] {
            if let call = snippet.call("." + setter) ?? snippet.call(setter), let value = call["0"] { values[key] = value }
        }
        // Kotlin property syntax: SpringForce().apply { stiffness = …; dampingRatio = … }
        let assigned = snippet.assignments()
        for key in ["stiffness", "dampingRatio"] where values[key] == nil {
            if let value = assigned[key] { values[key] = value }
        }
        let args = SnippetArguments(springForce, values, constants: springForceConstants)
        let stiffness = try args.number("stiffness", default: AndroidSpring.stiffnessMedium)
        let ratio = try args.number("dampingRatio", default: AndroidSpring.dampingRatioMediumBouncy)
        return ImportResult(dialect: springForce, value: .spring(.physical(AndroidSpring(stiffness: stiffness, dampingRatio: ratio).spring)))
    }

    static func parseCompose(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        var values = composeArguments(snippet) ?? [:]
        // spring(dampingRatio, stiffness, visibilityThreshold)
        for (position, label) in ["dampingRatio", "stiffness", "visibilityThreshold"].enumerated() {
            if let value = values.removeValue(forKey: String(position)), values[label] == nil { values[label] = value }
        }
        let args = SnippetArguments(compose, values, constants: composeConstants)
        let ratio = try args.number("dampingRatio", default: AndroidSpring.dampingRatioNoBouncy)
        let stiffness = try args.number("stiffness", default: AndroidSpring.stiffnessMedium)
        return ImportResult(dialect: compose, value: .spring(.physical(AndroidSpring(stiffness: stiffness, dampingRatio: ratio).spring)))
    }

    /// The arguments of `spring(…)` or `spring<T>(…)` (a lower-case call, not SwiftUI's `.spring(`
    /// nor a JavaScript `spring({ … })`).
    static func composeArguments(_ snippet: Snippet) -> [String: String]? {
        guard let values = kotlinSpringArguments(snippet) else { return nil }
        if let first = values["0"], first.hasPrefix("{") { return nil }
        return values
    }

    private static func kotlinSpringArguments(_ snippet: Snippet) -> [String: String]? {
        let code = snippet.code
        if let generic = code.range(of: "spring<"), let close = code[generic.upperBound...].firstIndex(of: ">") {
            let rest = Snippet("spring" + code[code.index(after: close)...])
            return rest.call("spring")
        }
        guard let values = snippet.call("spring") else { return nil }
        if let range = code.range(of: "spring("), range.lowerBound > code.startIndex,
           code[code.index(before: range.lowerBound)] == "." { return nil }
        return values
    }
}
