/// One word of a command line, with where it starts so errors can point at it.
public struct Token: Sendable, Hashable {
    public let text: String
    /// 1-based column of the token's first character in its line.
    public let column: Int
    /// Whether any part was quoted (a quoted `--x` is a value, not an option).
    public let quoted: Bool

    public init(_ text: String, column: Int, quoted: Bool = false) {
        self.text = text
        self.column = column
        self.quoted = quoted
    }
}
