/// Text from a file or the user made safe to print on one line: every line break (CRLF,
/// U+2028, NEL, …) and control character (escape sequences included) becomes a space.
public enum OneLine {
    public static func text(_ text: String) -> String {
        guard mayBreak(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            out.append(character.isNewline || isControl ? " " : character)
        }
        return out
    }

    /// Whether `text` has a byte of a line break or control character: C0, DEL, C1 (U+0080–009F)
    /// or U+2028/2029 (U+000A–000D and U+0085 are among them). Every such scalar is a character
    /// of its own (CR LF one together), so text without one is kept as it is, with no Unicode
    /// property looked up.
    private static func mayBreak(_ text: String) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2 && byte <= 0x9F { return true }
            if beforePrevious == 0xE2 && previous == 0x80 && (byte == 0xA8 || byte == 0xA9) { return true }
            (beforePrevious, previous) = (previous, byte)
        }
        return false
    }
}
