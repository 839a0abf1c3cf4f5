import Testing
@testable import AnimTuneCore

/// Snippet scanning is linear in the text: nested values share where they end, and a value too
/// long to be a number is kept cut. These say what the scan returns, not how fast it is.
@Suite("scanning pasted snippets")
struct SnippetScanningTests {
    @Test("a value ends at a top-level comma, semicolon or line break, or at a bracket it did not open")
    func valueEnds() {
        let snippet = Snippet("spring(a = f(1, 2), b: [3; 4]\nc = 5) d: {e: 6, f: 7}, g = (8")
        let values = snippet.assignments()
        #expect(values["a"] == "f(1, 2)")
        #expect(values["b"] == "[3; 4]")
        #expect(values["c"] == "5")
        #expect(values["d"] == "{e: 6, f: 7}")
        #expect(values["e"] == "6")
        #expect(values["g"] == "(8")
    }

    @Test("a deeply nested object keeps every key, its long values cut to a quote that is no number")
    func nested() {
        let depth = 4_000
        let text = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
        let values = Snippet(text).assignments()
        #expect(values["a"] == "1")
        let long = Snippet("x: " + String(repeating: "9", count: 1_000)).assignments()["x"]
        #expect(long == String(repeating: "9", count: Snippet.quotedLength) + "…")
        #expect(long?.hasSuffix("…") == true)
        #expect(Snippet.number(long) == nil)
    }

    @Test("a 24 KB nested file is read as what it is: no dialect")
    func nestedFile() {
        let text = String(repeating: "{\"a\":", count: 4_800) + "1" + String(repeating: "}", count: 4_800)
        #expect(text.utf8.count >= 24_000)
        #expect(throws: ImportError.self) { try DialectDetector.read(text) }
    }
}
