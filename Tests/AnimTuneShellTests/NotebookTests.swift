import Testing
@testable import AnimTuneShell

@Suite("Notebooks")
struct NotebookTests {
    static let source = """
    # Tuning

    Prose stays *exactly* as written.\r
    ```animtune
    set spring.damping 0.3
    get spring.damping
    ```
    Between cells.

    ```animtune
    set curve.duration 0.5
    ```

    ```animtune
    get curve.duration
    ```
    """

    private func run(_ text: String, mode: NotebookRunner.Mode = .run, displayPath: String = "t.md",
                     environment: ShellEnvironment = ShellEnvironment(workingDirectory: "/tmp")) -> (NotebookRunner.Report, String) {
        let errors = TextOutput.buffer()
        let report = NotebookRunner(path: "/tmp/animtune-notebook-test/t.md", displayPath: displayPath, mode: mode, errors: errors)
            .run(text, environment: environment)
        return (report, errors.take())
    }

    /// A failing second cell after a first whose stored output is a line longer than a run
    /// writes: `bogus` is on line 11 of the file, and on line 10 once the notebook is rewritten.
    static let shrinking = """
    ```animtune
    get curve.duration
    ```

    ```output
    curve.duration = 0.3 s
    a line a run drops
    ```

    ```animtune
    bogus
    ```

    """

    @Test("parsing then printing gives back the text byte for byte")
    func roundTrip() {
        #expect(NotebookDocument.parse(Self.source).text == Self.source)
        #expect(NotebookDocument.parse(Self.source).cells.count == 3)
        #expect(NotebookDocument.parse("```animtune\nunclosed").text == "```animtune\nunclosed")
    }

    @Test("run writes each cell's output after it and leaves prose untouched")
    func runWritesOutputs() {
        let (report, errors) = run(Self.source)
        #expect(errors.isEmpty)
        #expect(report.text.contains("get spring.damping\n```\n\n```output\nspring.damping = 0.3\n```\nBetween cells."))
        #expect(report.text.contains("Prose stays *exactly* as written.\r\n"))
        #expect(report.text.contains("set curve.duration 0.5\n```\n\n```animtune"))
        #expect(report.text.hasSuffix("```output\ncurve.duration = 0.5 s\n```\n"))
    }

    @Test("a second run changes nothing")
    func idempotent() {
        let first = run(Self.source).0.text
        #expect(run(first).0.text == first)
    }

    @Test("check passes on fresh outputs and names the stale cell after an edit")
    func check() {
        let fresh = run(Self.source).0.text
        #expect(run(fresh, mode: .check).0.problems.isEmpty)
        let edited = fresh.replacingOccurrences(of: "set curve.duration 0.5", with: "set curve.duration 0.6")
        let (report, errors) = run(edited, mode: .check)
        #expect(report.problems == ["t.md:18: error: output of cell 3 is stale; run 'animtune notebook run t.md'"])
        #expect(errors.contains("cell 3 is stale"))
        let rerun = run(edited).0.text
        #expect(rerun == fresh.replacingOccurrences(of: "0.5", with: "0.6"))
    }

    @Test("a failing command is reported with its line and written into the output")
    func failingCell() {
        let (report, errors) = run("```animtune\nget curve.duration\nbogus\nget spring.mass\n```\n")
        #expect(errors == "t.md:3:1: error: unknown command 'bogus'; 'help' lists commands\n")
        #expect(report.text == """
        ```animtune
        get curve.duration
        bogus
        get spring.mass
        ```

        ```output
        curve.duration = 0.3 s
        t.md:3:1: error: unknown command 'bogus'; 'help' lists commands
        ```

        """)
    }

    @Test("check names a failing command by its line in the file on disk, though an earlier output changes length")
    func checkLinesOnDisk() {
        let (report, errors) = run(Self.shrinking, mode: .check)
        #expect(report.problems == [
            "t.md:1: error: output of cell 1 is stale; run 'animtune notebook run t.md'",
            "t.md:11:1: error: unknown command 'bogus'; 'help' lists commands",
            "t.md:10: error: output of cell 2 is stale; run 'animtune notebook run t.md'",
        ])
        #expect(errors == report.problems.map { $0 + "\n" }.joined())
    }

    @Test("run names a failing command by its line in the rewritten file, which its output stores")
    func runLinesRewritten() {
        let (report, errors) = run(Self.shrinking)
        #expect(errors == "t.md:10:1: error: unknown command 'bogus'; 'help' lists commands\n")
        let lines = report.text.splitKeepingNewlines()
        #expect(lines[9] == "bogus\n")
        #expect(report.text.hasSuffix("```output\nt.md:10:1: error: unknown command 'bogus'; 'help' lists commands\n```\n"))
        #expect(run(report.text, mode: .check).0.problems == ["t.md:10:1: error: unknown command 'bogus'; 'help' lists commands"])
    }

    @Test("messages name the notebook as the user did; stored outputs name it by its file name")
    func displayPath() {
        let (report, errors) = run(Self.shrinking, mode: .check, displayPath: "notes/t.md")
        #expect(errors == """
        notes/t.md:1: error: output of cell 1 is stale; run 'animtune notebook run notes/t.md'
        notes/t.md:11:1: error: unknown command 'bogus'; 'help' lists commands
        notes/t.md:10: error: output of cell 2 is stale; run 'animtune notebook run notes/t.md'

        """)
        #expect(report.text.contains("```output\nt.md:10:1: error: unknown command 'bogus'; 'help' lists commands\n```\n"))
        #expect(run(Self.shrinking, displayPath: "/elsewhere/t.md").0.text == run(Self.shrinking).0.text)
    }

    @Test("in a notebook a sixel or window plot is an image beside it, and a dumb plot is 80 columns in any terminal")
    func picturesAreImages() {
        let text = "```animtune\nplot spring --term sixel\nplot spring --term window\n```\n"
        let report = run(text, mode: .check).0
        #expect(report.text.contains("\n![plot spring](t.assets/cell-1-1.png)\n<!-- animtune image t.assets/cell-1-1.png data "))
        #expect(report.text.contains("\n![plot spring](t.assets/cell-1-2.png)\n<!-- animtune image t.assets/cell-1-2.png data "))
        #expect(!report.text.contains("```output"))
        let wide = ShellEnvironment(isTerminal: true, useColour: true, terminalWidth: 200, terminalHeight: 60, workingDirectory: "/tmp")
        let dumb = run("```animtune\nplot spring --term dumb\n```\n", mode: .check, environment: wide).0.text
        #expect(dumb == run("```animtune\nplot spring --term dumb\n```\n", mode: .check).0.text)
        #expect(!dumb.contains("\u{1B}"))
    }

    @Test("an output containing a fence gets a longer fence")
    func longerFence() {
        #expect(NotebookRunner.region(transcript: "a\n```\nb\n", images: []) == "\n````output\na\n```\nb\n````\n")
    }
}
