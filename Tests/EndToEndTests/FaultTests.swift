import Foundation
import TestPrerequisites
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a user sees when the machine misbehaves: the process is killed mid-save, the disk
/// fills up, the folder is read-only, gnuplot dies or is missing, a preset is huge or absurdly
/// nested. Each fault gets one clear line and loses nothing.
@Suite("faults", .enabled(if: Prerequisite.runs(AnimTuneBinary.path != nil), "the animtune binary is built beside the tests"))
struct FaultTests {
    // MARK: - Saving

    @Test("SIGKILL at any moment of repeated saves leaves a whole preset, old or new, and presets lists only it",
          arguments: [0, 1, 2, 3, 5, 8, 13, 21, 34] as [UInt32])
    func killDuringRepeatedSaves(afterMilliseconds delay: UInt32) throws {
        let home = try TestFolder()
        try home.write("saves.animtune", Self.alternatingSaves(of: "bouncy", count: 20_000))
        let pid = try AnimTuneBinary.start(["--presets", "presets", "saves.animtune"], home: home)
        let preset = home.url("presets/bouncy.json").path
        let deadline = Date().addingTimeInterval(Patience.seconds)
        while !FileManager.default.fileExists(atPath: preset) && Date() < deadline { usleep(200) }
        usleep(delay * 1000)
        kill(pid, SIGKILL)
        let status = try Spawn.wait(pid, describing: ["animtune", "saves.animtune"])
        #expect(status == 128 + SIGKILL, "animtune ended before it was killed: \(home.read("stderr.txt") ?? "")")

        // A kill between creating the private folder and renaming its file leaves the folder
        // behind; it is hidden and not *.json, so `presets` and `load` never see it. The schema
        // the first save wrote beside the preset is whole.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.url("presets").path)
            .filter { $0 != "bouncy.json" && $0 != "schema" }
        #expect(leftovers.allSatisfy { $0.hasPrefix(".animtune\(pid).") }, "unexpected files: \(leftovers)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url("presets/schema").path) == ["animtune-preset.schema.json"])

        let check = try AnimTuneBinary.run(["--presets", "presets", "-c", "load bouncy; get spring.damping; presets"],
                                           input: "", home: home)
        #expect(check.errors == "")
        #expect(check.status == 0)
        let listing = "presets in \(home.path)/presets\nname    scene   description\nbouncy  spring\n"
        #expect(["0.5", "0.7"].contains { check.output.hasPrefix("spring.damping = \($0)\n" + listing + "\nbuilt into animtune") },
                "\(check.output)")
        // The next save beside them sweeps what the killed process left.
        let sweep = try AnimTuneBinary.run(["--presets", "presets", "-c", "save bouncy --force"], input: "", home: home)
        #expect(sweep.status == 0, "\(sweep.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url("presets").path).sorted() == ["bouncy.json", "schema"])
    }

    @Test("a disk full during save gives one line, exit 1, keeps the old file byte for byte and leaves no temporary file")
    func diskFullOnSave() throws {
        let home = try TestFolder()
        // Larger than the one-block file size limit below, so the new version cannot be written;
        // the error line itself is smaller, so it still reaches stderr.txt.
        let description = String(repeating: "notes on the bouncy spring ", count: 150)
        try FileManager.default.createDirectory(at: home.url("presets"), withIntermediateDirectories: true)
        let setup = try AnimTuneBinary.run(["-c", "set spring.damping 0.5; save presets/bouncy.json --description '\(description)'"],
                                           input: "", home: home)
        try #require(setup.status == 0, "\(setup.errors)")
        let old = try Data(contentsOf: home.url("presets/bouncy.json"))

        // write(2) fails with EFBIG past the limit, the way it fails with ENOSPC on a full disk.
        let limitFileSize = ["/bin/sh", "-c", "trap '' XFSZ; ulimit -f 1 && exec \"$@\"", "sh"]
        let result = try AnimTuneBinary.run(["-c", "load presets/bouncy.json; set spring.damping 0.7; save presets/bouncy.json"],
                                            input: "", home: home, launcher: limitFileSize)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors == "-c:1:56: error: cannot save 'presets/bouncy.json': File too large "
            + "(the disk is full or the file size limit was reached); the old file is unchanged\n")
        #expect(try Data(contentsOf: home.url("presets/bouncy.json")) == old)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: home.url("presets").path)) == ["bouncy.json", "schema"])
    }

    @Test("a read-only folder on save gives one line, exit 1, and keeps the old file byte for byte",
          .enabled(if: Self.canWriteProtectAFolder,
                   "running as root without setpriv (util-linux) or a temporary folder an unprivileged user can reach"))
    func readOnlyFolderOnSave() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("presets"), withIntermediateDirectories: true)
        let setup = try AnimTuneBinary.run(["-c", "set spring.damping 0.5; save presets/bouncy.json"], input: "", home: home)
        try #require(setup.status == 0, "\(setup.errors)")
        let folder = home.url("presets").path
        let old = try Data(contentsOf: home.url("presets/bouncy.json"))

        // Root writes anywhere: as root, the child runs as nobody, who owns the folder and the
        // file, so only the folder's mode stands in the way.
        var launcher: [String] = []
        if geteuid() == 0, let setpriv = Self.setpriv {
            for path in [folder, folder + "/bouncy.json"] { #expect(chown(path, Self.nobody, Self.nobody) == 0) }
            launcher = [setpriv, "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups"]
        }
        #expect(chmod(folder, 0o555) == 0)
        defer { withExtendedLifetime(home) { _ = chmod(folder, 0o755) } }

        let result = try AnimTuneBinary.run(["-c", "load presets/bouncy.json; set spring.damping 0.7; save presets/bouncy.json"],
                                            input: "", home: home, launcher: launcher)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors == "-c:1:56: error: cannot save 'presets/bouncy.json': cannot create a private folder beside it: "
            + "Permission denied; the old file is unchanged\n")
        #expect(try Data(contentsOf: home.url("presets/bouncy.json")) == old)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == ["bouncy.json", "schema"])
    }

    // MARK: - gnuplot

    @Test("gnuplot killed right after answering keeps its answer and is restarted for the next plot: exit 0")
    func gnuplotKilledAfterAnswering() throws {
        let home = try TestFolder()
        let result = try Self.plotTwice(with: .killedAfterEachPlot, in: home)
        #expect(result.errors == "")
        #expect(result.status == 0)
        #expect(result.output == "\(FakeGnuplot.chart)\n\(FakeGnuplot.chart)\n")
        #expect(FakeGnuplot.starts(in: home.path + "/bin") == 2)
    }

    @Test("gnuplot killed during a plot is restarted and the plot retried once: it is drawn, exit 0")
    func gnuplotKilledDuringAPlot() throws {
        let home = try TestFolder()
        let result = try Self.plotTwice(with: .killedDuringFirstPlot, in: home)
        #expect(result.errors == "")
        #expect(result.status == 0)
        #expect(result.output == "\(FakeGnuplot.chart)\n\(FakeGnuplot.chart)\n")
        #expect(FakeGnuplot.starts(in: home.path + "/bin") == 2)
    }

    @Test("gnuplot killed during every plot: one line per plot, exit 1, the session goes on")
    func gnuplotKilledDuringEveryPlot() throws {
        let home = try TestFolder()
        let result = try Self.plotTwice(with: .killedDuringEveryPlot, in: home, then: "; get spring.damping")
        let line = "error: gnuplot stopped unexpectedly (killed by signal 9); it will restart on the next plot\n"
        #expect(result.errors == "-c:1:1: " + line + "-c:1:14: " + line)
        #expect(result.status == 1)
        #expect(result.output == "spring.damping = 0.5\n")
        #expect(FakeGnuplot.starts(in: home.path + "/bin") == 4)
    }

    @Test("gnuplot that hangs is stopped after ANIMTUNE_GNUPLOT_TIMEOUT: one line per plot, exit 1, the session goes on")
    func gnuplotHangs() throws {
        let home = try TestFolder()
        let result = try Self.plotTwice(with: .hangsOnEveryPlot, in: home, then: "; get spring.damping",
                                        environment: ["ANIMTUNE_GNUPLOT_TIMEOUT": "0.5"])
        let line = "error: gnuplot did not answer within 0.5 s; it was stopped and will restart on the next plot\n"
        #expect(result.errors == "-c:1:1: " + line + "-c:1:14: " + line)
        #expect(result.status == 1)
        #expect(result.output == "spring.damping = 0.5\n")
        #expect(FakeGnuplot.starts(in: home.path + "/bin") == 2)
    }

    @Test("a gnuplot that floods its first answer is said to have printed too much, not to have timed out")
    func floodedHandshake() throws {
        let home = try TestFolder()
        let result = try Self.plotTwice(with: .floodsTheHandshake, in: home, then: "; get spring.damping")
        let line = "error: gnuplot printed more than 64 MB for one plot; it was stopped and will restart on the next plot\n"
        #expect(result.errors == "-c:1:1: " + line + "-c:1:14: " + line)
        #expect(result.output == "spring.damping = 0.5\n")
    }

    @Test("an ANIMTUNE_GNUPLOT_TIMEOUT that is not a number of seconds is named in one line and nothing is plotted")
    func invalidGnuplotTimeout() throws {
        let home = try TestFolder()
        let result = try Self.plotTwice(with: .killedAfterEachPlot, in: home, then: "; get spring.damping",
                                        environment: ["ANIMTUNE_GNUPLOT_TIMEOUT": "ten"])
        let line = "error: ANIMTUNE_GNUPLOT_TIMEOUT 'ten' is not a number of seconds from 0.1 to 3600\n"
        #expect(result.errors == "-c:1:1: " + line + "-c:1:14: " + line)
        #expect(result.status == 1)
        #expect(result.output == "spring.damping = 0.5\n")
        #expect(FakeGnuplot.starts(in: home.path + "/bin") == 0)
    }

    @Test("without gnuplot a text plot falls back to the built-in chart with one note; an image is refused in one line")
    func missingGnuplot() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(atPath: home.path + "/empty", withIntermediateDirectories: true)
        let noGnuplot = ["PATH": home.path + "/empty"]
        let text = try AnimTuneBinary.run(["-c", "plot spring; plot spring"], input: "", home: home, environment: noGnuplot)
        #expect(text.status == 0)
        #expect(text.errors == "note: gnuplot not found, drawing a built-in text chart; for full plots install gnuplot "
            + "(apt-get install gnuplot-nox, or brew install gnuplot)\n")
        #expect(text.output.components(separatedBy: "spring — defaults").count == 3)

        let image = try AnimTuneBinary.run(["-c", "plot spring --to spring.png"], input: "", home: home, environment: noGnuplot)
        #expect(image.status == 1)
        #expect(image.output == "")
        #expect(image.errors == "-c:1:1: error: cannot write '\(home.path)/spring.png' without gnuplot; "
            + "install it (apt-get install gnuplot-nox, or brew install gnuplot)\n")
        #expect(!home.exists("spring.png"))
    }

    // MARK: - Hostile presets

    @Test("a 10 MB preset is refused by its size before it is read, and changes nothing")
    func tenMegabytePreset() throws {
        let home = try TestFolder()
        let size = 10 << 20
        let head = #"{"format": "animtune-preset", "version": 1, "scene": "spring", "name": "huge", "description": ""#
        let tail = "\"}\n"
        // Valid JSON: only the size can be the reason it is refused.
        try home.write("huge.json", head + String(repeating: "x", count: size - head.utf8.count - tail.utf8.count) + tail)
        #expect(try FileManager.default.attributesOfItem(atPath: home.url("huge.json").path)[.size] as? Int == size)

        let result = try AnimTuneBinary.run(["--keep-going", "-c", "set spring.damping 0.6; load huge.json; get spring.damping"],
                                            input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors == "-c:1:30: error: cannot load 'huge.json': file is 10485760 bytes; at most 1048576 are accepted\n")
        #expect(result.output == "spring.damping = 0.6\n")
    }

    @Test("a preset of 100000 nested arrays is refused at the depth limit, and changes nothing")
    func deeplyNestedPreset() throws {
        let home = try TestFolder()
        let depth = 100_000
        try home.write("deep.json", String(repeating: "[", count: depth) + String(repeating: "]", count: depth))

        let result = try AnimTuneBinary.run(["--keep-going", "-c", "set spring.damping 0.6; load deep.json; get spring.damping"],
                                            input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors == "-c:1:30: error: deep.json: line 1, column 65: nested deeper than 64 levels\n")
        #expect(result.output == "spring.damping = 0.6\n")
    }

    // MARK: - Helpers

    /// A script that sets `spring.damping` to 0.5 and 0.7 in turn and saves `name` after each.
    static func alternatingSaves(of name: String, count: Int) -> String {
        (0..<count).map { "set spring.damping \($0.isMultiple(of: 2) ? "0.5" : "0.7")\nsave \(name)\n" }.joined()
    }

    /// `plot spring; plot spring` (then `more`) with `fake` as the only gnuplot on PATH.
    static func plotTwice(with fake: FakeGnuplot, in home: TestFolder, then more: String = "",
                          environment: [String: String] = [:]) throws -> AnimTuneBinary.Result {
        let bin = home.path + "/bin"
        try fake.install(in: bin)
        return try AnimTuneBinary.run(["--keep-going", "-c", "plot spring; plot spring" + more], input: "", home: home,
                                      environment: environment.merging(["PATH": bin + ":/usr/bin:/bin"]) { _, path in path })
    }

    static let nobody: UInt32 = 65534

    static let setpriv: String? = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether a folder's write bit can stop this user: always when not root; as root, when
    /// the child can run as nobody and reach both the binary and the test folders.
    static var canWriteProtectAFolder: Bool {
        guard geteuid() == 0 else { return true }
        guard setpriv != nil, let binary = AnimTuneBinary.path else { return false }
        return everyoneCanReach(FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path)
            && everyoneCanReach((binary as NSString).deletingLastPathComponent)
    }

    /// Whether every folder from `path` up to `/` can be searched by any user.
    static func everyoneCanReach(_ path: String) -> Bool {
        var folder = path
        while folder.hasPrefix("/") {
            var info = stat()
            guard stat(folder, &info) == 0, info.st_mode & 0o001 != 0 else { return false }
            if folder == "/" { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }
}
