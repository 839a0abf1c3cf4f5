extension StringProtocol {
    /// Without leading and trailing whitespace (spaces, tabs, line breaks).
    public var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
