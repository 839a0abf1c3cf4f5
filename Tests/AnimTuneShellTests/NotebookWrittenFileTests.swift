import Testing
@testable import AnimTuneShell

/// A file a notebook writes outside its assets folder (`export --to`, `plot --to`,
/// `run --frames`…) is replaced by its next run only when `--allow-replace` names it (the
/// comments after the cell are for the reader, never permission); the assets folder is made
/// when a cell first writes into it; a recording's replay may replace what the live session
/// wrote while recording.
@Suite("Files a notebook writes")
struct NotebookWrittenFileTests {
    static let notebook = """
    ```animtune
    use card
    export css --to card.css
    table present.spring --from 0 --to 0.1 --step 0.05
    export json --to t.assets/card.json
    ```

    """

    @Test("a second run replaces a file the first wrote outside the assets when --allow-replace names it, and changes nothing")
    func secondRunReplacesOwnFiles() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", Self.notebook)
        #expect(folder.process(.run) == (true, ""))
        let css = try #require(folder.read("card.css"))
        let first = try #require(folder.read("t.md"))
        #expect(first.contains("\n<!-- animtune file card.css data \(Digest.fnv1a(css)) -->\n"))
        #expect(!first.contains("animtune file t.assets"), "the assets folder is the notebook's own: no comment needed")
        #expect(folder.exists("t.assets/card.json"), "the assets folder is made on the first write into it")
        #expect(folder.process(.run, allowReplace: ["card.css"]) == (true, ""))
        #expect(folder.read("t.md") == first)
        #expect(folder.process(.check, allowReplace: ["card.css"]) == (true, ""))
        #expect(folder.process(.check).0 == false, "without --allow-replace the run would refuse card.css")
    }

    @Test("a file the notebook wrote on an earlier run is not its to replace: without --allow-replace it is kept")
    func changedFileProtected() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", Self.notebook)
        #expect(folder.process(.run).0)
        try folder.write("card.css", "/* mine now */\n")
        #expect(folder.process(.run) == (false, "t.md:3:17: error: 'card.css' exists and a notebook replaces only files in its own "
            + "assets folder or written by this run, even with --force; to let it, name the file with 'notebook run --allow-replace card.css'\n"))
        #expect(folder.read("card.css") == "/* mine now */\n")
    }

    @Test("check compares file comments without their digests: another machine's gnuplot writes other image bytes")
    func checkIgnoresFileDigests() throws {
        let folder = try NotebookFolder()
        try folder.write("t.md", Self.notebook)
        #expect(folder.process(.run).0)
        let stored = try #require(folder.read("t.md"))
        let digest = Digest.fnv1a(try #require(folder.read("card.css")))
        // As if another machine had written other bytes for the same cell, and said so.
        let elsewhere = "/* written elsewhere */\n"
        try folder.write("card.css", elsewhere)
        try folder.write("t.md", stored.replacingOccurrences(of: "card.css data \(digest)", with: "card.css data \(Digest.fnv1a(elsewhere))"))
        #expect(folder.process(.check, allowReplace: ["card.css"]) == (true, ""))
        #expect(folder.read("card.css") == elsewhere, "check writes nothing")
        #expect(folder.process(.run, allowReplace: ["card.css"]) == (true, ""))
        #expect(folder.read("t.md") == stored, "a run puts this machine's digest back")
        let current = try #require(folder.read("t.md"))
        try folder.write("t.md", current.replacingOccurrences(of: "animtune file card.css", with: "animtune file other.css"))
        #expect(folder.process(.check, allowReplace: ["card.css"]).0 == false)
    }

    @Test("frames written into a folder outside the assets are replaced on the next run when --allow-replace names the folder",
          .enabled(if: PlayerImageTests.gnuplotRuns, "gnuplot is not installed"))
    func framesFolderReplaced() throws {
        let folder = try NotebookFolder()
        try folder.write("f.md", "```animtune\nuse card\nrun present --frames frames --fps 4 --size 90x200\n```\n")
        #expect(folder.process(.run, "f.md") == (true, ""))
        let first = try #require(folder.read("f.md"))
        #expect(first.contains("\n<!-- animtune file frames/ data "))
        #expect(folder.process(.run, "f.md", allowReplace: ["frames"]) == (true, ""))
        #expect(folder.read("f.md") == first)
        try folder.write("frames/notes.txt", "keep me\n")
        #expect(folder.process(.run, "f.md").0 == false)
        #expect(folder.read("frames/notes.txt") == "keep me\n")
        #expect(folder.process(.run, "f.md", allowReplace: ["frames/"]).0)
        #expect(folder.read("frames/notes.txt") == "keep me\n", "frames replace frames, nothing else")
    }

    @Test("stopping a recording replays it over the files the live session wrote while recording")
    func recordingReplaysOverLiveFiles() throws {
        let folder = try NotebookFolder()
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
        let result = shell.run("use card; record r.md; set card.inset 12; export css --to r.css; record off")
        #expect(result.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("export css: warning: present.spring: ") }, "\(result.errors)")
        #expect(result.output.hasSuffix("stopped recording to r.md; its outputs are written\n"), "\(result.output)")
        #expect(folder.process(.check, "r.md", allowReplace: ["r.css"]) == (true, ""))
    }

    @Test("plot --to and run --gif images are linked after the cell's output, wherever they are written",
          .enabled(if: PlayerImageTests.gnuplotRuns, "gnuplot is not installed"))
    func imagesLinked() throws {
        let folder = try NotebookFolder()
        try folder.write("i.md", "```animtune\nuse card\nplot present.spring --to 'my plot.svg'\nrun present --gif i.assets/a.gif --size 90x200\n```\n\nProse.\n")
        #expect(folder.process(.run, "i.md") == (true, ""))
        let first = try #require(folder.read("i.md"))
        #expect(first.contains("\n![my plot.svg](my%20plot.svg \"written by this cell\")\n\n![a.gif](i.assets/a.gif \"written by this cell\")\n"),
                "\(first)")
        #expect(first.hasSuffix("-->\n\nProse.\n"), "the author's text stays after the runner's region")
        #expect(folder.process(.run, "i.md", allowReplace: ["my plot.svg"]) == (true, ""))
        #expect(folder.read("i.md") == first)
        #expect(folder.process(.check, "i.md", allowReplace: ["my plot.svg"]) == (true, ""))
    }

    @Test("run in a notebook prints a table at 10 frames a second unless the cell gives --fps")
    func shortRunTable() throws {
        let folder = try NotebookFolder()
        try folder.write("r.md", "```animtune\nuse card\nrun present\n```\n\n```animtune\nrun present --fps 20\n```\n")
        #expect(folder.process(.run, "r.md") == (true, ""))
        let text = try #require(folder.read("r.md"))
        #expect(text.contains("present: 7 frames at 10 fps, 0.5355 s\n"))
        #expect(text.contains("present: 12 frames at 20 fps, 0.5355 s\n"))
    }
}
