/// Quotes and bracket nesting, read one character at a time, so pasted code can be split on
/// the commas and brackets that belong to it rather than to a string or an inner call.
struct BracketTracker {
    enum Role { case quoted, opening, closing, plain }

    /// How many brackets are open after the characters read so far.
    private(set) var depth = 0
    private var quote: Character?

    /// Reads `c` and says what it is: inside (or delimiting) a quote, a bracket, or plain text.
    mutating func read(_ c: Character) -> Role {
        if let open = quote {
            if c == open { quote = nil }
            return .quoted
        }
        switch c {
        case "\"", "'", "`": quote = c; return .quoted
        case "(", "[", "{": depth += 1; return .opening
        case ")", "]", "}": depth -= 1; return .closing
        default: return .plain
        }
    }
}
