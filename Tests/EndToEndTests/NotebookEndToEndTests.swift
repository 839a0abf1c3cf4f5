import Foundation
import TestPrerequisites
import Testing

/// Notebooks through the real binary: a session recorded in a terminal, the edit–check–run
/// cycle a reviewer goes through, and a recording finished by leaving the shell.
@Suite("notebooks", .enabled(if: Prerequisite.runs(AnimTuneBinary.path != nil), "the animtune binary is built beside the tests"))
struct NotebookEndToEndTests {
    /// Whether gnuplot is on PATH: `notebook run` draws its plots with it.
    static let gnuplotRuns = Prerequisite.runs(Prerequisite.executable("gnuplot") != nil)

    static let title = "# animtune session\n\nRecorded with `record`; replay with `animtune notebook run`.\n"

    @Test("a session recorded in a terminal stores its inline plot as an image, no terminal text, and passes check",
          .enabled(if: TmuxSession.runs && gnuplotRuns, "needs tmux and gnuplot"))
    func recordedInTerminal() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        for (line, answer) in [("record t.md", "recording to t.md; 'record off' stops"),
                               ("set spring.damping 0.4", "animtune spring*>"),
                               ("plot spring", "time (s)"),
                               ("set bogus 1", "^~~~~"),
                               ("get spring.damping", "spring.damping = 0.4"),
                               ("record off", "stopped recording to t.md; its outputs are written")] {
            try shell.type(line)
            try shell.press("Enter")
            let shown = try shell.waitFor(answer)
            #expect(shown.found, "\(line):\n\(shown.screen)")
        }
        // The damping was changed and not saved: the first Ctrl-D asks, the second leaves.
        try shell.press("C-d")
        #expect(try shell.waitFor("Ctrl-D again leaves unsaved").found)
        try shell.press("C-d")
        #expect(try shell.exitStatus() == 0)

        let notebook = try #require(home.read("t.md"))
        let plot = "```animtune\nplot spring\n```\n\n![plot spring](t.assets/cell-2-1.png)\n<!-- animtune image t.assets/cell-2-1.png data "
        #expect(notebook.hasPrefix(Self.title + "\n```animtune\nset spring.damping 0.4\n```\n\n" + plot))
        #expect(notebook.hasSuffix(" -->\n\n```animtune\nget spring.damping\n```\n\n```output\nspring.damping = 0.4\n```\n"))
        #expect(!notebook.contains("\u{1B}"))
        #expect(!notebook.contains("bogus"))
        let image = try Data(contentsOf: home.url("t.assets/cell-2-1.png"))
        #expect(image.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))

        let check = try AnimTuneBinary.run(["notebook", "check", "t.md"], input: "", home: home)
        #expect(check.status == 0)
        #expect(check.errors == "")
    }

    @Test("run twice changes nothing; editing one number fails check naming that cell, and run changes only its output and plot",
          .enabled(if: gnuplotRuns, "needs gnuplot"))
    func editCheckRun() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(atPath: home.path + "/nb", withIntermediateDirectories: true)
        try home.write("nb/t.md", """
        # Two springs

        ```animtune
        set spring.damping 0.4
        metrics spring
        ```

        The first, drawn:

        ```animtune
        plot spring
        ```

        A stiffer one:

        ```animtune
        set spring.damping 0.6
        plot spring
        ```

        """)
        let first = try AnimTuneBinary.run(["notebook", "run", "nb/t.md"], input: "", home: home)
        #expect(first.status == 0)
        #expect(first.errors == "")
        let written = try #require(home.read("nb/t.md"))
        let images = ["nb/t.assets/cell-2-1.png", "nb/t.assets/cell-3-1.png"]
        let dates = images.map(modified(home))

        let second = try AnimTuneBinary.run(["notebook", "run", "nb/t.md"], input: "", home: home)
        #expect(second.status == 0)
        #expect(home.read("nb/t.md") == written)
        #expect(images.map(modified(home)) == dates)

        let lines = written.components(separatedBy: "\n")
        let edited = try #require(lines.firstIndex(of: "set spring.damping 0.6"))
        try home.write("nb/t.md", written.replacingOccurrences(of: "set spring.damping 0.6", with: "set spring.damping 0.7"))
        let check = try AnimTuneBinary.run(["notebook", "check", "nb/t.md"], input: "", home: home)
        #expect(check.status == 1)
        // The fence opening the edited cell is the line just above the edited one (0-based index).
        #expect(check.errors == "nb/t.md:\(edited): error: output of cell 3 is stale; run 'animtune notebook run nb/t.md'\n")

        let fixed = try AnimTuneBinary.run(["notebook", "run", "nb/t.md"], input: "", home: home)
        #expect(fixed.status == 0)
        let after = try #require(home.read("nb/t.md")).components(separatedBy: "\n")
        #expect(after.count == lines.count)
        let changed = after.indices.filter { after[$0] != lines[$0] }
        #expect(changed.map { lines[$0] } == [
            "set spring.damping 0.6",
            try #require(lines.first { $0.hasPrefix("<!-- animtune image t.assets/cell-3-1.png data ") }),
        ])
        #expect(modified(home)(images[0]) == dates[0])
        #expect(modified(home)(images[1]) != dates[1])
        #expect(try AnimTuneBinary.run(["notebook", "check", "nb/t.md"], input: "", home: home).status == 0)

        // A deleted image is stale though the notebook's text is unchanged.
        try FileManager.default.removeItem(atPath: home.path + "/" + images[0])
        let missing = try AnimTuneBinary.run(["notebook", "check", "nb/t.md"], input: "", home: home)
        #expect(missing.status == 1)
        let firstPlot = try #require(after.firstIndex(of: "plot spring"))
        #expect(missing.errors == "nb/t.md:\(firstPlot): error: output of cell 2 is stale; run 'animtune notebook run nb/t.md'\n")
    }

    @Test("leaving a script without 'record off' still writes the outputs")
    func recordingFinishedOnExit() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(["-c", "record t.md; set spring.damping 0.4; get spring.damping"], input: "", home: home)
        #expect(result.status == 0)
        #expect(result.output == "recording to t.md; 'record off' stops\nspring.damping = 0.4\nstopped recording to t.md; its outputs are written\n")
        #expect(home.read("t.md") == Self.title
            + "\n```animtune\nset spring.damping 0.4\n```\n\n```animtune\nget spring.damping\n```\n\n```output\nspring.damping = 0.4\n```\n")
        let check = try AnimTuneBinary.run(["notebook", "check", "t.md"], input: "", home: home)
        #expect(check.status == 0)
        #expect(check.errors == "")
    }

    /// When a file in `home` was last written.
    private func modified(_ home: TestFolder) -> (String) -> Date? {
        { name in (try? FileManager.default.attributesOfItem(atPath: home.url(name).path))?[.modificationDate] as? Date }
    }
}
