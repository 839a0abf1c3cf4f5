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

    private func run(_ text: String, mode: NotebookRunner.Mode = .run) -> (NotebookRunner.Report, String) {
        let errors = TextOutput.buffer()
        let report = NotebookRunner(path: "/tmp/animtune-notebook-test/t.md", displayPath: "t.md", mode: mode, errors: errors)
            .run(text, environment: ShellEnvironment(workingDirectory: "/tmp"))
        return (report, errors.take())
    }

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

    @Test("an output containing a fence gets a longer fence")
    func longerFence() {
        #expect(NotebookRunner.region(transcript: "a\n```\nb\n", images: []) == "\n````output\na\n```\nb\n````\n")
    }
}
