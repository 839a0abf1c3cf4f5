/// "Did you mean …?" — the closest known name by edit distance.
public enum Suggestion {
    /// The candidate closest to `text`, or nil when none is plausibly meant.
    public static func closest(to text: String, in candidates: some Sequence<String>) -> String? {
        let typed = Array(text.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let name = Array(candidate.lowercased())
            var distance = editDistance(typed, name)
            if name.starts(with: typed) || typed.starts(with: name) {
                distance = min(distance, max(1, abs(name.count - typed.count) / 2))
            }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let limit = max(2, typed.count / 2)
        return best.distance <= limit ? best.name : nil
    }

    /// ` ; did you mean 'x'?` or "" — appended to error messages.
    public static func didYouMean(_ text: String, in candidates: some Sequence<String>) -> String {
        guard let name = closest(to: text, in: candidates) else { return "" }
        return "; did you mean '\(name)'?"
    }

    /// The Levenshtein distance between two texts, counted in characters.
    static func editDistance(_ a: some StringProtocol, _ b: some StringProtocol) -> Int {
        editDistance(Array(a), Array(b))
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
