/// CSS easing functions (CSS Easing Functions Level 1 and 2): `cubic-bezier(x1, y1, x2, y2)`,
/// the keywords `ease` (0.25, 0.1, 0.25, 1), `ease-in` (0.42, 0, 1, 1), `ease-out`
/// (0, 0, 0.58, 1), `ease-in-out` (0.42, 0, 0.58, 1), `linear`, and `linear(…)`, which
/// becomes the spring fitted to its stops.
struct CSSDialect: DialectFamily {
    static let name = "CSS"
    let accepted = ["CSS cubic-bezier(…), ease, ease-in, ease-out, ease-in-out, linear, linear(…)"]

    static let keywords: [String: TimingCurve] = [
        "ease": .default, "ease-in": .easeIn, "ease-out": .easeOut, "ease-in-out": .easeInOut, "linear": .linear,
    ]

    func matches(_ snippet: Snippet) -> [DialectMatch] {
        if snippet.has("cubic-bezier(") || snippet.has("linear(") {
            return [DialectMatch(dialect: Self.name, specificity: 3) { () throws(ImportError) in try Self.parse(snippet) }]
        }
        if case .several = Self.shorthandKeywords(snippet) {
            return [DialectMatch(dialect: Self.name, specificity: 2) { () throws(ImportError) in try Self.parse(snippet) }]
        }
        if Self.keyword(snippet) != nil {
            return [DialectMatch(dialect: Self.name, specificity: 2) { () throws(ImportError) in try Self.parse(snippet) }]
        }
        return []
    }

    /// A lone keyword, optionally as `transition-timing-function: ease-out;`, or the one keyword
    /// of a `transition:` or `animation:` shorthand (`transition: opacity 300ms ease-out`).
    static func keyword(_ snippet: Snippet) -> TimingCurve? {
        if case .one(let curve) = shorthandKeywords(snippet) { return curve }
        var text = snippet.code.trimmed
        if let colon = text.lastIndex(of: ":") { text = String(text[text.index(after: colon)...]) }
        text = text.trimming(" ;\n\t")
        return keywords[text]
    }

    enum Shorthand { case none, one(TimingCurve), several([String]) }

    /// The easing keywords of a `transition:` / `animation:` shorthand value.
    static func shorthandKeywords(_ snippet: Snippet) -> Shorthand {
        let code = snippet.code
        guard let property = ["transition:", "animation:"].compactMap({ code.range(of: $0) }).first else { return .none }
        let value = code[property.upperBound...].prefix { $0 != ";" && $0 != "}" }
        let found = value.split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }.map(String.init).filter { keywords[$0] != nil }
        guard let first = found.first, let curve = keywords[first] else { return .none }
        if Set(found).count > 1 { return .several(found) }
        return .one(curve)
    }

    static func parse(_ snippet: Snippet) throws(ImportError) -> ImportResult {
        let duration = durationBeside(snippet)
        if let values = snippet.call("cubic-bezier") {
            var numbers: [Double] = []
            for index in 0..<values.count {
                numbers.append(try SnippetArguments.read(values[String(index)] ?? "", label: "control point \(index + 1)", dialect: name))
            }
            return try AppleDialect.bezier(numbers, dialect: name, duration: duration)
        }
        if let start = snippet.code.range(of: "linear(") {
            let text = String(snippet.code[start.lowerBound...])
            let stops = try LinearStops(parsing: text)
            let close = text.firstIndex(of: ")") ?? text.endIndex
            ImportLog.use("linear() stops", String(text[..<close]))
            guard let duration else {
                throw .invalid(dialect: name, reason: "linear() needs its duration to become a spring: add it as in 'transition: transform 500ms linear(…)'")
            }
            let fit = SpringFitter.fit(FitData.linear(stops, duration: duration).samples)
            var result = ImportResult(dialect: "\(name) linear()", value: .spring(.physical(fit.spring)))
            result.notes.append("fitted to \(stops.points.count) stops over \(NumberFormatting.short(duration)) s: "
                + "max error \(NumberFormatting.short(fit.maxError * 100, digits: 3)) % of the distance")
            return result
        }
        if case .several(let found) = shorthandKeywords(snippet) {
            throw .invalid(dialect: name, reason: "the transitions ease differently (\(found.joined(separator: ", "))): import one of them")
        }
        guard let curve = keyword(snippet) else { throw .invalid(dialect: name, reason: "no easing function found") }
        return ImportResult(dialect: name, value: .curve(curve, duration: duration))
    }

    /// A time next to the easing (`transform 500ms ease`, `0.3s`), in seconds.
    static func durationBeside(_ snippet: Snippet) -> Double? {
        // Every `(…)` up to its first `)` becomes a space, in one pass.
        var withoutCalls = ""
        var rest = snippet.code[...]
        while let open = rest.firstIndex(of: "(") {
            guard let close = rest[open...].firstIndex(of: ")") else { break }
            withoutCalls += rest[..<open] + " "
            rest = rest[rest.index(after: close)...]
        }
        withoutCalls += rest
        var duration: Double?
        for (index, part) in withoutCalls.split(separator: ",").enumerated() {
            var timesInPart = 0
            for word in part.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == ":" || $0 == "\n" }) {
                guard word.hasSuffix("s"), let first = word.first, first.isNumber || first == "." else { continue }
                guard let seconds = Snippet.number(String(word)), seconds >= 0 else { continue }
                timesInPart += 1
                if duration == nil, seconds > 0 {
                    ImportLog.use("duration", String(word))
                    duration = seconds
                } else if index == 0 || duration == nil {
                    ImportLog.ignore(timesInPart > 1 ? "delay" : "duration", String(word),
                                     because: timesInPart > 1 ? "the transition's delay (its second time), not its easing" : "a zero duration")
                } else {
                    ImportLog.ignore("time", String(word), because: "another transition's duration or delay; the first one's duration is used")
                }
            }
        }
        return duration
    }
}
