import Foundation
import TestPrerequisites
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 14 in the shell: files, presets, names and descriptors an attacker controls never
/// make animtune write where it should not, print terminal escapes, or lose data silently.
@Suite("hostile input in the shell", .enabled(if: AnimTuneBinary.path != nil, "the animtune binary is built beside the tests"))
struct HostileShellTests {
    static let hasGnuplot = NotebookEndToEndTests.gnuplotRuns
    /// `write(2)` fails with EFBIG past one block, as on a full disk; SIGXFSZ left as animtune sets it.
    static let fullDisk = ["/bin/sh", "-c", "ulimit -f 1 && exec \"$@\"", "sh"]

    private static func preset(description: String, name: String = "evil") -> String {
        """
        {"format": "animtune-preset", "version": 1, "scene": "spring", "name": "\(name)",
         "description": "\(description)", "parameters": {}}

        """
    }

    @Test("with stdout or stderr closed, printed preset text never reaches gnuplot")
    func closedDescriptors() throws {
        for closing in ["exec >&-", "exec 2>&-", "exec >&- 2>&-"] {
            let home = try TestFolder()
            try FileManager.default.createDirectory(at: home.url("Presets"), withIntermediateDirectories: true)
            try home.write("Presets/evil.json", Self.preset(description: "x\\nsystem('touch pwned')\\n"))
            let launcher = ["/bin/sh", "-c", closing + "; exec \"$@\"", "sh"]
            // Commands that all succeed, so what they print is flushed at the end (before the fix,
            // with stdout closed, into gnuplot's pipe: `pwned` appeared); then an error that
            // echoes a line of gnuplot, for stderr.
            _ = try AnimTuneBinary.run(["-c", "plot spring --term dumb; presets; show"], input: "", home: home, launcher: launcher)
            _ = try AnimTuneBinary.run(["--keep-going", "-c", "plot spring --term dumb; load 'a\nsystem(\"touch pwned2\")'; plot spring --term dumb"],
                                       input: "", home: home, launcher: launcher)
            #expect(!home.exists("pwned"), "\(closing)")
            #expect(!home.exists("pwned2"), "\(closing)")
        }
    }

    @Test("with stdout closed, what a command prints is reported as not written and the exit status is 1, as a write to the closed descriptor would be")
    func closedStandardOutputIsReported() throws {
        let home = try TestFolder()
        let launcher = ["/bin/sh", "-c", "exec >&-; exec \"$@\"", "sh"]
        let result = try AnimTuneBinary.run(["-c", "show"], input: "", home: home, launcher: launcher)
        #expect(result.status == 1)
        #expect(result.errors == "animtune: error: cannot write to standard output: Bad file descriptor\n")
        // The work is done all the same: the preset is saved, only its "saved" line is not shown.
        let save = try AnimTuneBinary.run(["-c", "set spring.damping 0.5; save kept.json"], input: "", home: home, launcher: launcher)
        #expect(save.status == 1)
        #expect(home.read("kept.json")?.contains("\"damping\": 0.5") == true)
    }

    @Test("terminal escapes in a preset's name and description, and in file names, are printed as visible text")
    func escapesInListingsAndErrors() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("Presets"), withIntermediateDirectories: true)
        let osc52 = "\\u001b]52;c;cHduZWQ=\\u0007"
        try home.write("Presets/evil.json", Self.preset(description: "fine \(osc52)\\u001b]0;title\\u0007\\u009b2J", name: "n\\u001b[2J"))
        try home.write("Presets/bad\u{1B}]0;x\u{07}.json", "{")
        let result = try AnimTuneBinary.run(["-c", "presets; diff evil; load evil; history"], input: "", home: home)
        let all = result.output + result.errors
        #expect(!all.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(result.output.contains("fine \\e]52;c;cHduZWQ=\\x07\\e]0;title\\x07\\u{9b}2J"))
        #expect(result.output.contains("bad\\e]0;x\\x07"))
    }

    @Test("an echoed input is cut at 200 characters with an ellipsis")
    func longInputCut() throws {
        let home = try TestFolder()
        let long = String(repeating: "x", count: 100_000)
        let result = try AnimTuneBinary.run(["-c", "load \(long)"], input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors.utf8.count < 1_000)
        #expect(result.errors.contains(String(repeating: "x", count: 200) + "…"))
    }

    @Test("every writer needs --force for a file this session did not write, and refuses FIFOs and devices")
    func oneOverwriteRule() throws {
        let home = try TestFolder()
        try home.write("mine.json", "keep me\n")
        for command in ["export json --to mine.json", "run --csv mine.json", "save mine.json"] {
            let result = try AnimTuneBinary.run(["-c", command], input: "", home: home)
            #expect(result.status == 1)
            #expect(result.errors.contains("'mine.json' exists and was not written in this session; add --force to replace it"), "\(command)")
            #expect(home.read("mine.json") == "keep me\n")
        }
        let again = try AnimTuneBinary.run(["-c", "export json --to new.json; export json --to new.json"], input: "", home: home)
        #expect(again.status == 0, "\(again.errors)")
        let forced = try AnimTuneBinary.run(["-c", "export json --to mine.json --force"], input: "", home: home)
        #expect(forced.status == 0)
        #expect(home.read("mine.json")?.hasPrefix("{") == true)

        #expect(mkfifo(home.url("pipe.csv").path, 0o600) == 0)
        let fifo = try AnimTuneBinary.run(["-c", "run --csv pipe.csv --force"], input: "", home: home)
        #expect(fifo.errors == "-c:1:11: error: cannot write 'pipe.csv': it is a FIFO, not a regular file; animtune writes only regular files\n")
        let device = try AnimTuneBinary.run(["-c", "run --csv /dev/null --force"], input: "", home: home)
        #expect(device.status == 1)
        #expect(device.errors.contains("it is a device, not a regular file"))
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test("--frames into a folder with other files needs --force and never deletes them",
          .enabled(if: hasGnuplot, "gnuplot is not installed"))
    func framesFolderProtected() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("Pictures"), withIntermediateDirectories: true)
        try home.write("Pictures/frame-0042.png", "the user's own frame")
        let refused = try AnimTuneBinary.run(["-c", "run --frames Pictures --size 60x120 --fps 10"], input: "", home: home)
        #expect(refused.status == 1)
        #expect(refused.errors.contains("'Pictures' holds files this session did not write ('frame-0042.png'); add --force"))
        let forced = try AnimTuneBinary.run(["-c", "run --frames Pictures --size 60x120 --fps 10 --force"], input: "", home: home)
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(home.read("Pictures/frame-0042.png") == "the user's own frame")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url("Pictures").path).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test("new files respect the umask, a replaced file keeps its mode, a symlinked preset is written through")
    func permissionsAndLinks() throws {
        let home = try TestFolder()
        let strict = ["/bin/sh", "-c", "umask 077 && exec \"$@\"", "sh"]
        _ = try AnimTuneBinary.run(["-c", "export json --to new.json"], input: "", home: home, launcher: strict)
        #expect(home.permissions(home.url("new.json").path) == 0o600)
        try home.write("secret.json", "x")
        #expect(chmod(home.url("secret.json").path, 0o640) == 0)
        _ = try AnimTuneBinary.run(["-c", "export json --to secret.json --force"], input: "", home: home)
        #expect(home.permissions(home.url("secret.json").path) == 0o640)

        _ = try AnimTuneBinary.run(["-c", "save real.json"], input: "", home: home)
        #expect(symlink("real.json", home.url("link.json").path) == 0)
        let result = try AnimTuneBinary.run(["-c", "load link.json; set spring.damping 0.4; save link.json"], input: "", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: home.url("link.json").path)) == "real.json")
        #expect(home.read("real.json")?.contains("0.4") == true)
    }

    @Test("a full disk fails export, plot --to and stdout with one line and exit 1, and keeps the old file",
          .enabled(if: hasGnuplot, "gnuplot is not installed"))
    func fullDisk() throws {
        let home = try TestFolder()
        try home.write("old.css", "old\n")
        let export = try AnimTuneBinary.run(["-c", "use card; export css --to old.css --force"], input: "", home: home, launcher: Self.fullDisk)
        #expect(export.status == 1)
        #expect(export.errors.contains("cannot write 'old.css': File too large (the disk is full or the file size limit was reached)"))
        #expect(home.read("old.css") == "old\n")

        try home.write("old.svg", "<svg>old</svg>")
        let plot = try AnimTuneBinary.run(["-c", "plot spring --to old.svg --force --size 2000x2000"], input: "", home: home,
                                          launcher: Self.fullDisk)
        #expect(plot.status == 1)
        #expect(plot.errors.contains("File too large"), "\(plot.errors)")
        #expect(home.read("old.svg") == "<svg>old</svg>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path).allSatisfy { !$0.hasPrefix(".animtune") })

        let stdout = try AnimTuneBinary.run(["-c", "use card; export css"], input: "", home: home, launcher: Self.fullDisk)
        #expect(stdout.status == 1)
        #expect(stdout.errors.contains("animtune: error: cannot write to standard output: File too large"))
    }

    @Test("plot --to into a missing folder names the path")
    func plotMissingFolder() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(["-c", "plot spring --to /nonexistent/x.png"], input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors.contains("cannot write '/nonexistent/x.png': the folder it goes in does not exist"), "\(result.errors)")
    }

    @Test("without HOME presets need --presets or $ANIMTUNE_PRESETS; FIFOs named like presets never hang")
    func homeUnsetAndFifos() throws {
        let home = try TestFolder()
        let noHome = ["/usr/bin/env", "-u", "HOME", "-u", "XDG_DATA_HOME"]
        let result = try AnimTuneBinary.run(["-c", "save x"], input: "", home: home, launcher: noHome)
        #expect(result.status == 1)
        #expect(result.errors == "-c:1:6: error: HOME is not set, so there is no presets folder; give one with --presets DIR or $ANIMTUNE_PRESETS\n")
        // A HOME that does not exist is not created.
        let missing = try AnimTuneBinary.run(["-c", "save x"], input: "", home: home,
                                             environment: ["HOME": home.path + "/gone"],
                                             launcher: ["/usr/bin/env", "-u", "XDG_DATA_HOME"])
        #expect(missing.status == 1)
        #expect(missing.errors == "-c:1:6: error: HOME '\(home.path)/gone' does not exist, so there is no presets folder "
            + "(animtune does not create HOME); give one with --presets DIR or $ANIMTUNE_PRESETS\n")
        #expect(!home.exists("gone"))
        let shipped = try AnimTuneBinary.run(["-c", "load tabbar"], input: "", home: home, launcher: noHome)
        #expect(shipped.status == 0, "\(shipped.errors)")

        try FileManager.default.createDirectory(at: home.url("Presets"), withIntermediateDirectories: true)
        #expect(mkfifo(home.url("Presets/fifo.json").path, 0o600) == 0)
        let fifo = try AnimTuneBinary.run(["-c", "presets; load fifo"], input: "", home: home)
        #expect(fifo.status == 1)
        #expect(fifo.output.contains("fifo  ?      unreadable: is a FIFO, not a regular file"), "\(fifo.output)")
        #expect(fifo.errors.contains("cannot load 'fifo': is a FIFO, not a regular file"))
    }

    @Test("SIGTERM while a GIF renders removes its private folder; stale gnuplot folders of dead processes go at start",
          .enabled(if: hasGnuplot, "gnuplot is not installed"))
    func signalsCleanUp() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(at: home.url("tmp/animtune-gnuplot.999999.abcdef"), withIntermediateDirectories: true)
        // As animtune makes its private folders (the sweeper removes only those: issue 44).
        #expect(chmod(home.path + "/tmp/animtune-gnuplot.999999.abcdef", 0o700) == 0)
        try home.write("tmp/animtune-gnuplot.999999.abcdef/request-1.gp", "old")
        var environment = home.environment
        environment["TMPDIR"] = home.path + "/tmp"
        guard let binary = AnimTuneBinary.path else { return }
        let pid = try Spawn.start([binary, "-c", "run --gif slow.gif --speed 0.05"], environment: environment, directory: home.path)
        let deadline = Date().addingTimeInterval(Patience.seconds)
        func privateFolders() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: home.path)) ?? []).filter { $0.hasPrefix(".animtune\(pid).") }
        }
        func gnuplotFolders() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: home.path + "/tmp")) ?? []).filter { $0.hasPrefix("animtune-gnuplot.\(pid).") }
        }
        while (privateFolders().isEmpty || gnuplotFolders().isEmpty) && Date() < deadline { usleep(2_000) }
        #expect(!privateFolders().isEmpty)
        #expect(!gnuplotFolders().isEmpty)
        kill(pid, SIGTERM)
        #expect(try Spawn.wait(pid, describing: ["animtune"]) == 128 + SIGTERM)
        #expect(privateFolders().isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path + "/tmp")
        #expect(left.isEmpty, "\(left)")
    }
}
