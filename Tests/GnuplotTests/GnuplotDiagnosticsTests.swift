import Testing
@testable import Gnuplot

@Suite("GnuplotDiagnostics: what gnuplot said on stderr") struct GnuplotDiagnosticsTests {
    @Test("error line becomes the message") func errorLineBecomesTheMessage() {
        let text = "\ngnuplot> plot foo(x)\n              ^\n         line 0: undefined function: foo\n\n"
        let diagnostics = GnuplotDiagnostics(stderr: text)
        #expect(diagnostics.errors == ["undefined function: foo"])
        #expect(diagnostics.error?.description == "gnuplot: undefined function: foo")
    }

    @Test("system error is appended to the message") func systemErrorIsAppendedToTheMessage() {
        let text = "\ngnuplot> set output '/nonexist/x.png'\n   ^\n         line 0:          cannot open file; output not changed\nsystem error: No such file or directory\n"
        #expect(GnuplotDiagnostics(stderr: text).errors == ["cannot open file; output not changed (No such file or directory)"])
    }

    @Test("warnings are kept apart") func warningsAreKeptApart() {
        let text = "Warning: empty y range [1:1], adjusting to [0.99:1.01]\n         line 0: warning: Skipping data file with no valid points\n"
        let diagnostics = GnuplotDiagnostics(stderr: text)
        #expect(diagnostics.errors.isEmpty)
        #expect(diagnostics.warnings == ["empty y range [1:1], adjusting to [0.99:1.01]", "Skipping data file with no valid points"])
    }

    @Test("file name prefixed errors are recognised") func fileNamePrefixedErrorsAreRecognised() {
        let text = "\"/tmp/x.gp\" line 21: Not a variable name\n"
        #expect(GnuplotDiagnostics(stderr: text).errors == ["Not a variable name"])
    }
}
