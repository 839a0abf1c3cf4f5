import Testing
@testable import AnimTuneShell

/// Inputs `make fuzz` found that crashed or broke a property, kept so they stay fixed.
@Suite("Fuzz regressions (shell)")
struct FuzzRegressionTests {
    @Test("table with more rows than an Int holds says there are too many, and does not crash")
    func tableRowCountBeyondInt() {
        let result = ShellHarness().run("table spring --from -1e12 --to 1e12 --step 1e-9")
        #expect(!result.succeeded)
        #expect(result.errors == "-c:1:44: error: 2e+21 rows is too many (at most 1000000); use a larger --step\n")
    }

    @Test("table just past the row limit still names the count")
    func tableRowLimit() {
        let result = ShellHarness().run("table spring --from 0 --to 1000000 --step 1")
        #expect(result.errors == "-c:1:43: error: 1000001 rows is too many (at most 1000000); use a larger --step\n")
    }

    private func runNotebook(_ text: String) -> String {
        NotebookRunner(path: "/tmp/animtune-fuzz-regression/t.md", displayPath: "t.md", mode: .run, errors: .buffer())
            .run(text, environment: ShellEnvironment(workingDirectory: "/tmp")).text
    }

    @Test("a notebook with CRLF line ends has its cells")
    func crlfNotebookCells() {
        let document = NotebookDocument.parse("Intro\r\n```animtune\r\nget curve.duration\r\n```\r\nAfter\r\n")
        #expect(document.cells.map(\.source) == ["get curve.duration\r\n"])
        #expect(document.text == "Intro\r\n```animtune\r\nget curve.duration\r\n```\r\nAfter\r\n")
    }

    @Test("a cell closed by a fence ending in a lone CR: a second run changes nothing")
    func closingFenceWithCarriageReturn() {
        let first = runNotebook("# Quick\n\n```animtune\nset gsprin\n```\r")
        #expect(first.ranges(of: "```output").count == 1)
        #expect(runNotebook(first) == first)
    }

    @Test("a silent cell followed by two stale output blocks loses both in one run; a second run changes nothing")
    func silentCellWithTwoStaleOutputs() {
        let first = runNotebook("```animtune\n```\n```output\n```\n```output\n```")
        #expect(first == "```animtune\n```\n")
        #expect(runNotebook(first) == first)
    }
}
