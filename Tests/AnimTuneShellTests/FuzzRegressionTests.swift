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

    /// FuzzNumbers: a Figma Bézier with y2 = 1e308 was imported and saved (309 digits), and
    /// `load` refused the preset. `set`, `import` and `load` now accept the same curves.
    @Test("a Bézier whose y a preset cannot hold is refused by import and set alike")
    func bezierBeyondPresetDigits() {
        let figma = ShellHarness().run(#"import '{"type": "CUSTOM_CUBIC_BEZIER", "easingFunctionCubicBezier": {"x1": 0.2, "y1": 0, "x2": 0, "y2": 1e308}}'"#)
        #expect(!figma.succeeded)
        #expect(figma.errors == "-c:1:8: error: import: Figma: curve: cubic-bezier(0.2, 0, 0, 1e+308) is out of range; accepted: "
            + "cubic-bezier(x1, y1, x2, y2) with x1, x2 in 0…1 and y1, y2 below 1e308 in size\n")
        let set = ShellHarness().run("set curve 'cubic-bezier(0.2, 0, 0, -1e308)'")
        #expect(!set.succeeded)
        #expect(set.errors.contains("curve: cubic-bezier(0.2, 0, 0, -1e+308) is out of range"), "\(set.errors)")
        let largest = ShellHarness().run("set curve 'cubic-bezier(0.2, 0, 0, 9.9e307)'; get curve")
        #expect(largest.succeeded, "\(largest.errors)")
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
