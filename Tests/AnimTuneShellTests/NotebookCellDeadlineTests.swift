import Testing
@testable import AnimTuneShell

/// A notebook cell past its time limit stops, is reported in one line, and the notebook text
/// stays as it was. The limit comes from ANIMTUNE_CELL_SECONDS; 0 makes every cell late, so
/// the test does not depend on how fast the machine is.
@Suite("notebook cell time limit")
struct NotebookCellDeadlineTests {
    static let source = """
    # Slow

    ```animtune
    get spring.damping
    ```

    ```animtune
    export css
    get spring.response
    ```

    """

    @Test("a cell past the limit: one line naming the cell and the limit, the notebook unchanged")
    func late() {
        let errors = TextOutput.buffer()
        let environment = ShellEnvironment(variables: ["ANIMTUNE_CELL_SECONDS": "0"], workingDirectory: "/tmp")
        let report = NotebookRunner(path: "/tmp/animtune-notebook-test/slow.md", displayPath: "slow.md", mode: .run, errors: errors)
            .run(Self.source, environment: environment)
        #expect(report.text == Self.source)
        #expect(report.problems == ["slow.md:3: error: cell 1 ran longer than 0 s, the time limit of a notebook cell "
            + "(ANIMTUNE_CELL_SECONDS sets it); the notebook is unchanged"])
        #expect(errors.take() == report.problems.map { $0 + "\n" }.joined())
    }

    @Test("within the default limit the same notebook runs and gains its outputs")
    func inTime() {
        let errors = TextOutput.buffer()
        let report = NotebookRunner(path: "/tmp/animtune-notebook-test/slow.md", displayPath: "slow.md", mode: .run, errors: errors)
            .run(Self.source, environment: ShellEnvironment(workingDirectory: "/tmp"))
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(report.text.contains("spring.response = "))
        #expect(NotebookCellDeadline(environment: [:]).seconds == NotebookCellDeadline.defaultSeconds)
        #expect(NotebookCellDeadline(environment: ["ANIMTUNE_CELL_SECONDS": "nan"]).seconds == NotebookCellDeadline.defaultSeconds)
    }
}
