import Foundation

/// Figma's closed form of a spring (as its MCP `get_motion_context` reports an animated node,
/// per design-tokens/community-group#429): `t => 1 − exp(−a·t)·(cos(b·t) + c·sin(b·t))`,
/// read exactly: the spring with e^(−σt)(cos ω_d t + (σ − v0)/ω_d · sin ω_d t) has σ = a,
/// ω_d = b, v0 = a − c·b, so mass 1, stiffness a² + b², damping 2a. Written with `Math.`,
/// `·` or `*`, `−` or `-`.
struct FigmaMotionDialect: DialectFamily {
    static let name = "Figma (closed form)"
    let accepted = ["Figma closed form 1 − exp(−a·t)·(cos(b·t) + c·sin(b·t))"]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        let plain = Self.normalized(snippet.code)
        guard plain.contains("exp(-"), plain.contains("cos("), plain.contains("sin(") else { return [] }
        return [DialectMatch(dialect: Self.name, specificity: 4) { () throws(ImportError) in try Self.parse(plain) }]
    }

    /// Without spaces and `Math.`, with ASCII operators.
    static func normalized(_ text: String) -> String {
        text.replacing("Math.", with: "").replacing("−", with: "-").replacing("·", with: "*").replacing("×", with: "*")
            .filter { !$0.isWhitespace }
    }

    static func parse(_ plain: String) throws(ImportError) -> ImportResult {
        let number = "([0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)"
        let pattern = "exp\\(-\(number)\\*?t\\)\\*?\\(cos\\(\(number)\\*?t\\)([-+])\(number)\\*?sin\\(\(number)\\*?t\\)\\)"
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: plain, range: NSRange(plain.startIndex..., in: plain)) else {
            throw .invalid(dialect: name, reason: "expected 1 - exp(-a*t) * (cos(b*t) + c*sin(b*t)) with numbers a, b, c")
        }
        func group(_ index: Int) -> String { Range(match.range(at: index), in: plain).map { String(plain[$0]) } ?? "" }
        guard let a = Double(group(1)), let b = Double(group(2)), let magnitude = Double(group(4)), let b2 = Double(group(5)),
              a > 0, b > 0 else {
            throw .invalid(dialect: name, reason: "a and b must be numbers above 0")
        }
        guard abs(b - b2) <= 1e-12 * b else {
            throw .invalid(dialect: name, reason: "cos and sin have different frequencies (\(group(2)) and \(group(5)))")
        }
        let c = group(3) == "-" ? -magnitude : magnitude
        for (label, index) in [("b", 2), ("c", 4), ("b", 5)] { ImportLog.use(label, group(index)) }
        ImportLog.use("a", "-" + group(1))
        // The form's own 1 in 1 − exp(…).
        if plain.contains("1-exp") { ImportLog.use("1 − exp", "1") }
        let velocity = a - c * b
        var result = ImportResult.physical(name, mass: 1, stiffness: a * a + b * b, damping: 2 * a, velocity: abs(velocity) < 1e-12 * a ? 0 : velocity,
                                           assumptions: ["t is in seconds (Figma's time base for the closed form is not documented)"])
        if velocity != 0, abs(velocity) >= 1e-12 * a {
            result.notes.append("c is not a/b: the spring starts with velocity \(NumberFormatting.short(velocity)) moves per second")
        }
        return result
    }
}
