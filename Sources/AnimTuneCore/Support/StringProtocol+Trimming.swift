/// Trimming without Foundation.
extension StringProtocol {
    /// Without leading and trailing whitespace and line breaks.
    var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Without leading and trailing characters from `set`.
    func trimming(_ set: String) -> String {
        String(drop(while: { set.contains($0) }).reversed().drop(while: { set.contains($0) }).reversed())
    }
}
