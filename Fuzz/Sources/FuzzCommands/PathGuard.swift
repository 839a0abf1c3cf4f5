import AnimTuneShell

/// Keeps fuzzed commands inside the scratch directory: commands resolve relative paths there,
/// so a word may not name a path with `/` (unit suffixes such as `1200pt/s` aside).
enum PathGuard {
    private static let unitSuffixes = ["pt/s", "/s", "N/m"]

    static func allows(_ token: Token) -> Bool {
        var text = Substring(token.text)
        if let suffix = unitSuffixes.first(where: { text.hasSuffix($0) }) { text = text.dropLast(suffix.count) }
        return !text.contains("/")
    }
}
