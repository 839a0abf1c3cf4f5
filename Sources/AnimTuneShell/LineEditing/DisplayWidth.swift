/// How many terminal columns text takes: East Asian wide and emoji characters take two,
/// combining marks none (they belong to the grapheme before them), everything else one.
/// Used to put a caret under the right column after multibyte input.
enum DisplayWidth {
    static func of(_ text: some StringProtocol) -> Int {
        // ASCII without a carriage return (which joins a following line feed in one
        // character): a column a byte, without looking up a scalar's properties.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    static func of(_ character: Character) -> Int {
        if character.isASCII { return 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
            || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return 2
        }
        if isWide(first.value) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// East Asian Width W and F ranges (Unicode 15, abridged to whole blocks).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
