/// Holds every numeric literal of a snippet to what the dialect did with it: read (shown as
/// `stiffness 100 ← "stiffness: 100"`), or ignored with a reason (the dialect's own, or one of
/// ``ignoredKeys``: a delay, an end threshold, the animated values). A number that is neither
/// refuses the import, so no number the snippet states is silently dropped.
enum NumberAccount {
    /// Keys any dialect may carry that do not change the spring, and why.
    static let ignoredKeys: [String: String] = {
        var keys: [String: String] = [:]
        for key in ["delay", "startDelay", "delayMs"] { keys[key] = "a delay before the animation, not part of the spring" }
        for key in ["restDelta", "restSpeed", "restDisplacementThreshold", "restSpeedThreshold", "energyThreshold", "restThreshold",
                    "visibilityThreshold", "durationRestThreshold", "precision", "epsilon"] {
            keys[key.lowercased()] = "an end-of-motion threshold: animtune's runtimes decide when the spring ends"
        }
        for key in ["from", "to", "fromValue", "toValue", "targetValue", "initialValue", "keyframes", "value", "x", "y", "z", "scale",
                    "scaleX", "scaleY", "opacity", "alpha", "rotate", "rotation", "rotateX", "rotateY", "rotateZ", "translateX",
                    "translateY", "width", "height", "top", "left", "offset", "target", "position", "initial", "animate", "exit"] {
            keys[key.lowercased()] = "an animated value: the spring runs 0 → 1 whatever the values"
        }
        keys["fps"] = "a frame rate only samples the spring"
        keys["frame"] = "the frame the spring is sampled at"
        keys["repeat"] = "repetition, not the spring"
        keys["repeatdelay"] = "repetition, not the spring"
        return keys
    }()

    /// The read and ignored lines for the report, or the refusal naming the first number that
    /// is neither.
    static func check(_ snippet: Snippet, log: ImportLog, dialect: String) throws(ImportError) -> (read: [String], ignored: [String]) {
        let code = Array(snippet.code)
        let literals = NumberLiteral.scan(snippet.code)
        var pool: [(entry: ImportLog.Entry, value: Double)] = []
        for entry in log.entries { for value in NumberLiteral.values(in: entry.text) { pool.append((entry, value)) } }
        var matched = [ImportLog.Entry?](repeating: nil, count: literals.count)
        // Same label and value first, then the value alone (a positional argument).
        for sameLabel in [true, false] {
            for (index, literal) in literals.enumerated() where matched[index] == nil {
                guard let found = pool.firstIndex(where: { candidate in
                    candidate.value == literal.value && (!sameLabel || labels(candidate.entry.label, literal.label))
                }) else { continue }
                matched[index] = pool.remove(at: found).entry
            }
        }
        var read: [(label: String, texts: [String], start: Int, end: Int)] = []
        var ignored: [String] = []
        for (index, literal) in literals.enumerated() {
            let quote = "\"" + OneLine.text(String(code[literal.quoteStart..<literal.end])) + "\""
            if let entry = matched[index] {
                if let reason = entry.ignored {
                    ignored.append("\(entry.label) \(literal.text) ← \(quote) (\(reason))")
                    continue
                }
                // The four numbers of a Bézier are one group: "control points 0.2, 0, 0, 1 ← "0.2, 0, 0, 1"".
                let label = entry.label.hasPrefix("control point ") ? "control points" : entry.label
                if let last = read.last, last.label == label, literal.quoteStart - last.end <= 3 {
                    read[read.count - 1].texts.append(literal.text)
                    read[read.count - 1].end = literal.end
                } else {
                    read.append((label, [literal.text], literal.quoteStart, literal.end))
                }
                continue
            }
            let key = literal.label.map(lastComponent)?.lowercased() ?? ""
            if let reason = log.ignoredLabels[key] ?? ignoredKeys[key] ?? log.ignoredLabels["*"] {
                ignored.append("\(literal.label.map(lastComponent) ?? "") \(literal.text) ← \(quote) (\(reason))")
            } else if literal.inClosure {
                ignored.append("\(literal.text) ← \(quote) (in the animated code, not the animation's parameters)")
            } else {
                let shown = quote.count > 60 ? "\"" + String(quote.dropFirst().prefix(50)) + "…\"" : quote
                throw .invalid(dialect: dialect, reason: "the number \(literal.text) in \(shown) is not one it reads; "
                    + "remove it or write a parameter it takes")
            }
        }
        let lines = read.map { item in
            let source = OneLine.text(String(code[item.start..<item.end]))
            let values = item.texts.count > 6 ? item.texts.prefix(6).joined(separator: ", ") + " … (\(item.texts.count))" : item.texts.joined(separator: ", ")
            return "\(item.label) \(values) ← \"\(source.count > 70 ? String(source.prefix(60)) + "…" : source)\""
        }
        return (lines, ignored)
    }

    private static func lastComponent(_ label: String) -> String {
        label.split(separator: ".").last.map(String.init) ?? label
    }

    private static func labels(_ read: String, _ written: String?) -> Bool {
        guard let written else { return false }
        return lastComponent(read).lowercased() == lastComponent(written).lowercased()
    }
}
