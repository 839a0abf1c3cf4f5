extension Character {
    /// A line break as notebooks count lines: `\n` or `\r\n`.
    var isLineEnd: Bool { self == "\n" || self == "\r\n" }
}
