import Testing
@testable import AnimTuneShell

/// Notebook names reach Markdown links encoded, so a name cannot end or break a link.
@Suite("Notebook links")
struct NotebookLinkTests {
    @Test("a notebook name with spaces, brackets or controls becomes a percent-encoded image link")
    func encodedLink() {
        #expect(NotebookRunner.linkDestination("t.assets/cell-1-1.png") == "t.assets/cell-1-1.png")
        #expect(NotebookRunner.linkDestination("a (b) [c].assets/cell-1-1.png") == "a%20%28b%29%20%5Bc%5D.assets/cell-1-1.png")
        #expect(NotebookRunner.linkDestination("x\u{1B}é.assets/c.png") == "x%1B%C3%A9.assets/c.png")
    }
}
