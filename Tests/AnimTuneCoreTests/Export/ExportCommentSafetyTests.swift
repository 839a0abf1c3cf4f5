import Testing
@testable import AnimTuneCore

/// A preset's description and name are user text that exports write into comments.
@Suite("Export comments are safe for any user text")
struct ExportCommentSafetyTests {
    static let hostile = "a\r\nb\u{2028}c\u{2029}d\u{85}e\u{0B}f\tg */ h /* i </style><script>j<!--"
    /// What every line break and control character becomes, with the comment markers split
    /// and nothing left that ends an HTML `<style>` element or opens an HTML comment.
    static let tamed = "a b c d e f g * / h / * i < /style><script>j< !--"

    @Test("line breaks of every kind and comment markers in a description cannot end or open a comment",
          arguments: ExportCatalog.formats.filter { !["json", "tokens", "csv"].contains($0) })
    func hostileDescription(format: String) throws {
        let exporter = try #require(ExportCatalog.exporter(for: format))
        let state = SpringScene().defaultState
        let hostile = exporter.export(Preset(name: "x", description: Self.hostile, state: state))
        let tamed = exporter.export(Preset(name: "x", description: Self.tamed, state: state))
        #expect(hostile == tamed)
        #expect(hostile.contains("g * / h / * i < /style><script>j< !--"))
        #expect(!hostile.contains("</style"))
    }

    @Test("commentSafe leaves ordinary text, including non-ASCII, alone")
    func ordinaryText() {
        #expect(ExportPlan.commentSafe("Spring für die Karte — 0.5 s, ζ ≈ 0.7 🙂") == "Spring für die Karte — 0.5 s, ζ ≈ 0.7 🙂")
    }
}
