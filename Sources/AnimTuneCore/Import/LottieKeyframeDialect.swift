/// A Lottie keyframe's easing (Lottie JSON format, lottie.github.io/lottie-spec: a keyframe's
/// `o` is its out tangent, `i` the next keyframe's in tangent, each `{ "x": [...], "y": [...] }`
/// with one value per component): the segment eases as cubic-bezier(o.x, o.y, i.x, i.y).
struct LottieKeyframeDialect: DialectFamily {
    static let name = "Lottie keyframe"
    let accepted = ["Lottie keyframe easing {\"o\": {\"x\", \"y\"}, \"i\": {\"x\", \"y\"}}"]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        guard Self.tangent("o", snippet) != nil, Self.tangent("i", snippet) != nil else { return [] }
        return [DialectMatch(dialect: Self.name, specificity: 4) { () throws(ImportError) in try Self.parse(snippet) }]
    }

    /// The `x` and `y` members of the tangent object `"name": {…}`.
    static func tangent(_ name: String, _ snippet: Snippet) -> (x: String, y: String)? {
        guard let members = snippet.object(after: "\"\(name)\""), let x = members["x"], let y = members["y"] else { return nil }
        return (x, y)
    }

    static func parse(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        ImportLog.ignore(label: "t", because: "the keyframe's time; its easing is the tangents")
        for key in ["s", "e"] { ImportLog.ignore(label: key, because: "the keyframe's value; its easing is the tangents") }
        ImportLog.ignore(label: "h", because: "the hold flag of the keyframe")
        var numbers: [Double] = []
        for (name, tangent) in [("o", tangent("o", snippet)), ("i", tangent("i", snippet))] {
            guard let tangent else { throw .invalid(dialect: Self.name, reason: "the keyframe has no \"\(name)\" tangent") }
            for (axis, text) in [("x", tangent.x), ("y", tangent.y)] {
                numbers.append(try component(text, label: "\(name).\(axis)"))
            }
        }
        return try AppleDialect.bezier(numbers, dialect: name)
    }

    /// `[0.333]`, `0.333`, or `[0.333, 0.333]` with every component alike.
    private static func component(_ text: String, label: String) throws(ImportError) -> Double {
        let inner = text.trimmed.trimming("[] ")
        var values: [Double] = []
        for part in inner.split(separator: ",") {
            values.append(try SnippetArguments.read(String(part), label: label, dialect: name))
        }
        guard let first = values.first else { throw .invalid(dialect: name, reason: "\(label) is empty") }
        guard values.allSatisfy({ $0 == first }) else {
            throw .invalid(dialect: name, reason: "\(label) differs per component (\(inner)); import one component's easing")
        }
        return first
    }
}
