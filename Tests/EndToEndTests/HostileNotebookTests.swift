import Foundation
import Testing
import TestPrerequisites
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 14: a notebook someone else wrote can neither write, read nor print outside what the
/// user asked for. Each test is a finding of the audit, reproduced through the real binary.
@Suite("hostile notebooks", .enabled(if: AnimTuneBinary.path != nil, "the animtune binary is built beside the tests"))
struct HostileNotebookTests {
    /// A home with things worth protecting, and a workspace folder `ws` inside it (not a git
    /// work tree) holding `nb.md` with `cells`, one command each (`HOME` replaced by its path).
    private static func hostileHome(_ cells: [String]) throws -> (TestFolder, lines: [Int]) {
        let home = try TestFolder()
        for folder in ["ws", "Pictures", ".aws"] {
            try FileManager.default.createDirectory(at: home.url(folder), withIntermediateDirectories: true)
        }
        try home.write(".bashrc", "# the user's shell setup\n")
        try home.write("Pictures/x.png", "a photo")
        try home.write("Pictures/frame-0042.png", "the user's own frame")
        try home.write(".aws/credentials", "[default]\naws_secret_access_key = SECRET\n")
        #expect(symlink(home.path, home.url("ws/home-link").path) == 0)
        var text = "# A notebook from a stranger\n"
        var lines: [Int] = []
        for cell in cells.map({ $0.replacingOccurrences(of: "HOME", with: home.path) }) {
            text += "\n```animtune\n"
            lines.append(text.split(separator: "\n", omittingEmptySubsequences: false).count)
            text += cell + "\n```\n"
        }
        try home.write("ws/nb.md", text)
        return (home, lines)
    }

    static let outsideCells = [
        "export json --to ~/.bashrc --force",
        "plot spring --to ../Pictures/x.png --force",
        "run --frames HOME/Pictures --force",
        "load ~/.aws/credentials",
        "export css --to home-link/.bashrc --force",
        "load ../../../../../../../etc/passwd",
    ]

    @Test("check of a hostile notebook leaves every file under the workspace and HOME byte-identical and exits 1 naming the refused cells")
    func checkChangesNothing() throws {
        let (home, lines) = try Self.hostileHome(Self.outsideCells + ["save mine", "export css --to nb.assets/motion.css"])
        let before = FolderSnapshot(home.path, skipping: ["stdin.txt", "stdout.txt", "stderr.txt"])
        let result = try AnimTuneBinary.run(["notebook", "check", "ws/nb.md"], input: "", home: home)
        let after = FolderSnapshot(home.path, skipping: ["stdin.txt", "stdout.txt", "stderr.txt"])
        #expect(after == before, "changed:\n\(after.difference(from: before))")
        #expect(result.status == 1)
        for line in lines.prefix(Self.outsideCells.count) {
            #expect(result.errors.contains("ws/nb.md:\(line):"), "cell at line \(line) not named:\n\(result.errors)")
        }
        #expect(result.errors.contains("'~/.bashrc' names the home folder; a notebook reads and writes only inside its workspace"))
        #expect(result.errors.contains("'../Pictures/x.png' leads out of the workspace with '..'"))
        #expect(result.errors.contains("is an absolute path"))
        #expect(result.errors.contains("'home-link/.bashrc' goes through a symbolic link that leads out of the workspace"))
        #expect(!result.errors.contains("SECRET"))
    }

    @Test("run of a hostile notebook refuses the same cells and writes only the notebook and its assets")
    func runWritesOnlyInside() throws {
        let (home, _) = try Self.hostileHome(Self.outsideCells + ["save mine"])
        let before = FolderSnapshot(home.path, skipping: ["stdin.txt", "stdout.txt", "stderr.txt", "ws"])
        let result = try AnimTuneBinary.run(["notebook", "run", "ws/nb.md"], input: "", home: home)
        #expect(result.status == 1)
        let after = FolderSnapshot(home.path, skipping: ["stdin.txt", "stdout.txt", "stderr.txt", "ws"])
        #expect(after == before, "changed:\n\(after.difference(from: before))")
        let notebook = try #require(home.read("ws/nb.md"))
        #expect(notebook.contains("saved mine (spring) to nb.assets/mine.json\n"))
        #expect(home.exists("ws/nb.assets/mine.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/ws").sorted() == ["home-link", "nb.assets", "nb.md"])
    }

    @Test("a link swapped in at a notebook's output by a second process never sends the output to the victim")
    func symlinkRace() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("ws/nb.assets"), withIntermediateDirectories: true)
        try home.write("victim.txt", "precious\n")
        let cells = Array(repeating: "```animtune\nexport json --to nb.assets/out.json\n```\n", count: 40)
        try home.write("ws/nb.md", cells.joined(separator: "\n"))
        let flipper = try Spawn.start(["/bin/sh", "-c", "while :; do ln -sf ../../victim.txt out.json; rm -f out.json; done"],
                                      environment: home.environment, directory: home.path + "/ws/nb.assets")
        defer {
            kill(flipper, SIGKILL)
            _ = try? Spawn.wait(flipper, describing: ["flipper"])
        }
        for _ in 0..<3 {
            _ = try AnimTuneBinary.run(["notebook", "run", "ws/nb.md"], input: "", home: home)
        }
        #expect(home.read("victim.txt") == "precious\n")
    }

    @Test("a folder of the workspace swapped for a link while the notebook runs never sends its output out of the workspace")
    func folderSwapRace() throws {
        let home = try TestFolder()
        for folder in ["ws/out", "victim"] {
            try FileManager.default.createDirectory(at: home.url(folder), withIntermediateDirectories: true)
        }
        let cells = Array(repeating: "```animtune\nexport json --to out/x.json --force\n```\n", count: 100)
        try home.write("ws/nb.md", cells.joined(separator: "\n"))
        // This process swaps `out` for a link to ../victim and back as fast as it can, while
        // animtune (another process) runs the notebook.
        let swapper = FolderSwapper(folder: home.url("ws/out").path, link: "../victim")
        swapper.start()
        for _ in 0..<3 {
            _ = try AnimTuneBinary.run(["notebook", "run", "ws/nb.md"], input: "", home: home)
        }
        swapper.stop()
        #expect(swapper.swaps > 100)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/victim") == [])
    }

    @Test("a link committed in a notebook's assets folder never sends gnuplot's image to the victim",
          .enabled(if: NotebookEndToEndTests.gnuplotRuns, "gnuplot is not installed"))
    func committedImageLink() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("ws/nb.assets"), withIntermediateDirectories: true)
        try home.write("victim.txt", "precious\n")
        #expect(symlink("../../victim.txt", home.url("ws/nb.assets/cell-1-1.png").path) == 0)
        try home.write("ws/nb.md", "```animtune\nplot spring\n```\n")
        let result = try AnimTuneBinary.run(["notebook", "run", "ws/nb.md"], input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors.contains("cannot write 'nb.assets/cell-1-1.png': it is a symbolic link, and links are not followed here"),
                "\(result.errors)")
        #expect(home.read("victim.txt") == "precious\n")
    }

    @Test("a notebook cell's output is capped and the rest summed up in one line")
    func cellOutputCapped() throws {
        let home = try TestFolder()
        try home.write("nb.md", "```animtune\ntable spring --step 0.0001 --to 5\n```\n")
        let result = try AnimTuneBinary.run(["notebook", "run", "nb.md"], input: "", home: home)
        #expect(result.status == 0, "\(result.errors)")
        let notebook = try #require(home.read("nb.md"))
        #expect(notebook.utf8.count < 70_000)
        #expect(notebook.contains(" more lines ("))
        #expect(notebook.contains(" bytes) not kept: a cell's output is capped at 64 KiB\n"))
        let check = try AnimTuneBinary.run(["notebook", "check", "nb.md"], input: "", home: home)
        #expect(check.status == 0, "\(check.errors)")
    }

    @Test("escape sequences in a notebook's cells and outputs reach the terminal as visible text")
    func escapesInNotebook() throws {
        let home = try TestFolder()
        try home.write("nb.md", "```animtune\nuse \u{1B}]52;c;cHduZWQ=\u{07}\u{1B}]0;title\u{07}\n```\n")
        let result = try AnimTuneBinary.run(["notebook", "run", "nb.md"], input: "", home: home)
        #expect(result.status == 1)
        #expect(!result.errors.contains("\u{1B}"))
        #expect(!result.errors.contains("\u{07}"))
        #expect(result.errors.contains("unknown scene '\\e]52'"))
        let check = try AnimTuneBinary.run(["notebook", "check", "nb.md"], input: "", home: home)
        #expect(!check.errors.contains("\u{1B}"))
    }

    /// FNV-1a, 64 bits, hex: the digest animtune writes in its file comments (a public
    /// algorithm, so anyone can forge a comment holding the digest of a file they know).
    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @Test("forged file comments with real digests replace neither a git hook nor gradlew, with or without --force (issue 44, S1)")
    func forgedLedger() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("repo/.githooks"), withIntermediateDirectories: true)
        let hook = "#!/bin/sh\nexit 0\n", gradlew = "#!/bin/sh\nexec java \"$@\"\n", bashrc = "# ~/.bashrc: stock\n"
        try home.write("repo/.githooks/pre-commit", hook)
        try home.write("repo/gradlew", gradlew)
        try home.write("repo/.bashrc", bashrc)
        for file in ["repo/.githooks/pre-commit", "repo/gradlew"] { chmod(home.path + "/" + file, 0o755) }
        let cells = ["export json --to .githooks/pre-commit --force --description '$(touch pwned)'", "export json --to gradlew --force",
                     "export json --to .bashrc"]
        let markers = ["<!-- animtune file .githooks/pre-commit data \(Self.fnv1a(hook)) -->",
                       "<!-- animtune file gradlew data \(Self.fnv1a(gradlew)) -->",
                       "<!-- animtune preset x.json data \(Self.fnv1a(bashrc)) -->"]
        try home.write("repo/nb.md", zip(cells, markers).map { "```animtune\n\($0)\n```\n\n\($1)\n\n" }.joined())
        let before = FolderSnapshot(home.path + "/repo", skipping: ["nb.md"])
        for mode in ["check", "run"] {
            let result = try AnimTuneBinary.run(["notebook", mode, "repo/nb.md"], input: "", home: home)
            #expect(result.status == 1)
            #expect(FolderSnapshot(home.path + "/repo", skipping: ["nb.md"]) == before, "\(mode) changed a file")
        }
        #expect(home.permissions(home.path + "/repo/gradlew") == 0o755)
    }

    @Test("a notebook in a fake HOME creates no .bash_aliases, nor with --workspace naming HOME (issue 44, S2)")
    func notebookInHome() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("u"), withIntermediateDirectories: true)
        try home.write("u/.bashrc", "[ -f ~/.bash_aliases ] && . ~/.bash_aliases\n")
        try home.write("u/nb.md", "```animtune\nexport json --to .bash_aliases\n```\n")
        let before = FolderSnapshot(home.path + "/u")
        let fakeHome = ["HOME": home.path + "/u"]
        let plain = try AnimTuneBinary.run(["notebook", "run", "u/nb.md"], input: "", home: home, environment: fakeHome)
        #expect(plain.status == 1)
        #expect(plain.errors.contains("is the home folder"), "\(plain.errors)")
        #expect(FolderSnapshot(home.path + "/u") == before)
        let named = try AnimTuneBinary.run(["notebook", "run", "--workspace", "u", "u/nb.md"], input: "", home: home, environment: fakeHome)
        #expect(named.status == 1)
        #expect(named.errors.contains("'.bash_aliases' is a dot-file or inside a dot-folder"), "\(named.errors)")
        #expect(!home.exists("u/.bash_aliases"))
    }

    @Test("all five shipped notebooks pass check in a copy of their folder alone under another HOME, and the check writes nothing")
    func shippedNotebooksUnderAnotherHome() throws {
        let home = try TestFolder()
        let clone = home.path + "/clone"
        let repository = Repository.root.path
        // The Notebooks folder alone, outside any git work tree: the notebooks compare with the
        // built-in presets by name, so their workspace is their own folder.
        try FileManager.default.createDirectory(atPath: clone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: repository + "/Notebooks", toPath: clone + "/Notebooks")
        let notebooks = try FileManager.default.contentsOfDirectory(atPath: clone + "/Notebooks").filter { $0.hasSuffix(".md") }.sorted()
        #expect(notebooks.count == 5)
        let before = FolderSnapshot(clone)
        let result = try AnimTuneBinary.run(["notebook", "check"] + notebooks.map { "clone/Notebooks/" + $0 }, input: "", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors == "")
        #expect(FolderSnapshot(clone) == before)
    }

    @Test("a notebook recorded under one HOME, saving, exporting and with other scenes changed first, checks under another")
    func recordedUnderOneHomeChecksUnderAnother() throws {
        let first = try TestFolder()
        let recording = "use tabbar; set spring.damping=0.3; use card; set card.inset 10; use tabbar; record r.md; "
            + "use card; get card.inset; save mine; export css --to c.css; load tabbar; record off"
        let recorded = try AnimTuneBinary.run(["-c", recording], input: "", home: first)
        #expect(recorded.status == 0, "\(recorded.errors)")
        #expect(recorded.output.hasSuffix("stopped recording to r.md; its outputs are written\n"), "\(recorded.output)")
        let notebook = try #require(first.read("r.md"))
        #expect(notebook.contains("card.inset = 10 pt"))
        #expect(!notebook.contains(first.path), "outputs name files relative to the notebook")

        let second = try TestFolder()
        // c.css is there from the recording: not the notebook's to replace unless the command line says so.
        let refused = try AnimTuneBinary.run(["notebook", "check", first.path + "/r.md"], input: "", home: second)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("'c.css' exists and a notebook replaces only files in its own assets folder"), "\(refused.errors)")
        let check = try AnimTuneBinary.run(["notebook", "check", "--allow-replace", first.path + "/c.css", first.path + "/r.md"],
                                           input: "", home: second)
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.errors == "")
    }
}
