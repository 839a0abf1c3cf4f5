/// Text from a file or the user made safe to print on one line: every line break (CRLF,
/// U+2028, NEL, …) and control character (escape sequences included) becomes a space.
public enum OneLine {
    public static func text(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
            out.append(character.isNewline || isControl ? " " : character)
        }
        return out
    }
}
