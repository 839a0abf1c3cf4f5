import Testing
@testable import AnimTuneShell

/// `record FILE.md`: commands become cells, and stopping the recording runs the notebook, so
/// what it stores is what `notebook run` writes and `notebook check` passes.
@Suite("Notebook recording")
struct NotebookRecorderTests {
    static let title = "# animtune session\n\nRecorded with `record`; replay with `animtune notebook run`.\n"

    /// A session in `folder` (no terminal) that goes on after a failing command.
    private func session(in folder: NotebookFolder) -> (CommandContext, ScriptRunner) {
        let context = CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment)
        return (context, ScriptRunner(context: context, keepGoing: true))
    }

    @Test("each command that succeeds becomes a cell; record off runs the notebook to write the outputs; check passes")
    func recordThenCheck() throws {
        let folder = try NotebookFolder()
        let (context, runner) = session(in: folder)
        runner.run("record t.md\nset spring.damping 0.4; get spring.damping\nbogus\nhistory 1\nrecord\nrecord off", source: "-c")
        #expect(context.err.take() == "-c:3:1: error: unknown command 'bogus'; 'help' lists commands\n")
        let output = context.out.take()
        #expect(output.hasPrefix("recording to t.md; 'record off' stops\nspring.damping = 0.4\n"))
        #expect(output.hasSuffix("recording to t.md\nstopped recording to t.md; its outputs are written\n"))
        #expect(folder.read("t.md") == Self.title + """

        ```animtune
        set spring.damping 0.4
        ```

        ```animtune
        get spring.damping
        ```

        ```output
        spring.damping = 0.4
        ```

        """)
        #expect(folder.process(.check, "t.md") == (true, ""))
    }

    @Test("leaving without record off (quit) still writes the outputs; quit is not a cell")
    func stopOnExit() throws {
        let folder = try NotebookFolder()
        let (context, runner) = session(in: folder)
        runner.run("record t.md\nget spring.damping\nquit", source: "-c")
        #expect(folder.read("t.md") == Self.title + "\n```animtune\nget spring.damping\n```\n")
        context.stopRecording()
        #expect(context.out.take().hasSuffix("stopped recording to t.md; its outputs are written\n"))
        #expect(folder.read("t.md") == Self.title + "\n```animtune\nget spring.damping\n```\n\n```output\nspring.damping = 0.5\n```\n")
        #expect(context.recorder == nil)
    }

    @Test("a command that fails only when the notebook replays is stored in the runner's FILE:LINE:COLUMN form")
    func replayErrorForm() throws {
        let folder = try NotebookFolder()
        let (context, runner) = session(in: folder)
        // p.json is beside the shell, not beside the notebook in notes/, where the replay runs.
        // record off over a failing replay fails itself, so a script running it exits 1.
        #expect(!runner.run("save p.json\nrecord notes/t.md\nload p.json\nrecord off", source: "-c"))
        let message = "cannot load 'p.json': cannot open: No such file or directory"
        #expect(context.err.take() == "notes/t.md:6:6: error: \(message)\n"
            + "-c:4:8: error: running the recorded notebook notes/t.md failed; its cells are kept\n")
        #expect(!context.out.take().contains("stopped recording"))
        #expect(folder.read("notes/t.md") == Self.title + "\n```animtune\nload p.json\n```\n\n```output\nt.md:6:6: error: \(message)\n```\n")
        #expect(folder.process(.check, "notes/t.md") == (false, "notes/t.md:6:6: error: \(message)\n"))
    }

    @Test("a recording started away from a fresh session first brings the replay there: load of every changed scene's values, then use and reset")
    func startWhereTheSessionIs() throws {
        let folder = try NotebookFolder()
        let (context, runner) = session(in: folder)
        runner.run("use card\nset present.dampingInterval 0.1\nrecord t.md\nget present.dampingInterval\nrecord off", source: "-c")
        runner.run("use spring\nrecord t.md\nrecord off\nrecord t.md\nget spring.damping\nrecord off", source: "-c")
        #expect(context.err.take() == "")
        #expect(folder.read("t.md") == Self.title + """

        ```animtune
        load t.assets/recording-1.json
        ```

        ```animtune
        get present.dampingInterval
        ```

        ```output
        present.dampingInterval = 0.1
        ```

        ```animtune
        load t.assets/recording-2.json; use spring; reset all
        ```

        ```animtune
        get spring.damping
        ```

        ```output
        spring.damping = 0.5
        ```

        """)
        #expect(folder.read("t.assets/recording-1.json")?.contains("\"dampingInterval\": 0.1") == true)
        // The card's values are still part of the session when the second recording starts.
        #expect(folder.read("t.assets/recording-2.json")?.contains("\"dampingInterval\": 0.1") == true)
        #expect(!folder.exists("t.assets/recording-3.json"))
        #expect(folder.process(.check, "t.md") == (true, ""))
    }

    @Test("a recording started after changes in several scenes replays the whole session: the notebook shows what the shell showed")
    func startWithEveryChangedScene() throws {
        let folder = try NotebookFolder()
        let (context, runner) = session(in: folder)
        runner.run("use tabbar; set spring.damping=0.3; use card; set card.inset 10; use tabbar\nrecord r.md\nuse card; get card.inset\nrecord off",
                   source: "-c")
        #expect(context.err.take() == "")
        #expect(context.out.take().contains("card.inset = 10 pt\n"))
        let notebook = try #require(folder.read("r.md"))
        #expect(notebook.contains("```animtune\nload r.assets/recording-1.json; load r.assets/recording-2.json\n```\n"))
        #expect(notebook.contains("```output\ncard.inset = 10 pt\n```\n"))
        #expect(folder.read("r.assets/recording-1.json")?.contains("\"scene\": \"card\"") == true)
        #expect(folder.read("r.assets/recording-2.json")?.contains("\"scene\": \"tabbar\"") == true)
        #expect(folder.process(.check, "r.md") == (true, ""))
    }

    @Test("a preset saved while recording is replaced by the run at record off and by later runs")
    func recordedSaveReplays() throws {
        let folder = try NotebookFolder()
        let (context, runner) = session(in: folder)
        // A new name starts without the description of 'base', live and in the replay alike.
        runner.run("save base --description before\nrecord t.md\nset spring.damping 0.4\nsave soft\nrecord off", source: "-c")
        #expect(context.err.take() == "")
        #expect(folder.read("Presets/soft.json")?.contains("\"description\": \"\"") == true)
        #expect(folder.read("t.assets/soft.json")?.contains("\"description\": \"\"") == true)
        #expect(folder.process(.check, "t.md") == (true, ""))
        let errors = TextOutput.buffer()
        #expect(NotebookFiles.process([folder.path + "/t.md"], mode: .run, environment: folder.environment, errors: errors) == 0)
        #expect(errors.take() == "")
    }

    @Test("record cannot be used while a notebook runs")
    func noRecordInNotebook() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", "```animtune\nrecord other.md\n```\n")
        let errors = TextOutput.buffer()
        #expect(NotebookFiles.process(["t.md"], mode: .run, environment: folder.environment, errors: errors) == 1)
        #expect(errors.take() == "t.md:2:1: error: record cannot be used while a notebook runs\n")
        #expect(!folder.exists("other.md"))
    }
}
