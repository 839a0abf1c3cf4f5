import Testing
@testable import AnimTuneCore

/// A preset's description and name are user text that exports write into comments.
@Suite("Export comments are safe for any user text")
struct ExportCommentSafetyTests {
    static let hostile = "a\r\nb\u{2028}c\u{2029}d\u{85}e\u{0B}f\tg */ h /* i"
    /// What every line break and control character becomes, with the comment markers split.
    static let tamed = "a b c d e f g * / h / * i"

    @Test("line breaks of every kind and comment markers in a description cannot end or open a comment",
          arguments: ExportCatalog.formats.filter { !["json", "tokens", "csv"].contains($0) })
    func hostileDescription(format: String) throws {
        let exporter = try #require(ExportCatalog.exporter(for: format))
        let state = SpringScene().defaultState
        let hostile = exporter.export(Preset(name: "x", description: Self.hostile, state: state))
        let tamed = exporter.export(Preset(name: "x", description: Self.tamed, state: state))
        #expect(hostile == tamed)
        #expect(hostile.contains("g * / h / * i"))
    }

    @Test("commentSafe leaves ordinary text, including non-ASCII, alone")
    func ordinaryText() {
        #expect(ExportPlan.commentSafe("Spring für die Karte — 0.5 s, ζ ≈ 0.7 🙂") == "Spring für die Karte — 0.5 s, ζ ≈ 0.7 🙂")
    }
}
