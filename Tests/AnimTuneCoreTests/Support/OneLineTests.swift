import Testing
@testable import AnimTuneCore

/// `OneLine.text` keeps text without a line break or control character as it is (looked at
/// byte by byte) and turns every one into a space: checked against the definition itself,
/// each character's Unicode properties, for every scalar of the first three planes' heads.
@Suite("one line: every line break and control character a space, nothing else touched")
struct OneLineTests {
    /// The definition, character by character.
    static func reference(_ text: String) -> String {
        String(text.map { character in
            character.isNewline || character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : character
        })
    }

    @Test("every scalar up to U+3000, alone and between letters, as the definition says")
    func everyScalar() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a\(scalar)b", "—\(scalar)é"] where OneLine.text(text) != Self.reference(text) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    @Test("CR LF, NEL, the line and paragraph separators and ESC become spaces; ζ, — and emoji stay")
    func breaksAndKeeps() {
        #expect(OneLine.text("a\r\nb\u{85}c\u{2028}d\u{2029}e\u{1B}[31m") == "a b c d e [31m")
        #expect(OneLine.text("ζ 0.5 — 👩‍💻 ok") == "ζ 0.5 — 👩‍💻 ok")
    }
}
