import AnimTuneCore
import Preview
import SafeIO
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import AnimTuneShell

/// `preview save-gesture FILE` writes the page's last recorded gesture as the CSV `--gesture`
/// reads, through the shell's one way of writing files (`CommandContext.writeFile`: the overwrite rule).
@Suite("preview save-gesture")
struct PreviewSaveGestureTests {
    static let gesture = try! Gesture((0..<20).map { GestureSample(time: 0.0083 * Double($0), position: 3.5 * Double($0 * $0) + 0.25) })

    private func shell(in folder: NotebookFolder) -> ShellHarness {
        let shell = ShellHarness()
        shell.context.environment = folder.environment
        return shell
    }

    @Test("the saved CSV reads back as the gesture, and metrics --gesture gives each runtime's tracker velocity")
    func saves() throws {
        let folder = try NotebookFolder()
        let shell = shell(in: folder)
        #expect(shell.run("use profile; preview on").succeeded)
        defer { shell.run("preview off") }
        let link = try #require(shell.context.preview)
        link.server.recorder.keep(Self.gesture)
        let saved = shell.run("preview save-gesture flick.csv")
        #expect(saved.succeeded, "\(saved.errors)")
        #expect(saved.output == "wrote 20 samples (0.1577 s) to flick.csv\n")
        let text = try #require(folder.read("flick.csv"))
        #expect(try GestureCSV.parse(text) == Self.gesture)
        let metrics = shell.run("use spring; metrics --gesture flick.csv --distance 300 --runtime all")
        #expect(metrics.succeeded, "\(metrics.errors)")
        for runtime in Runtime.allCases {
            let velocity = NumberFormatting.fixed(runtime.velocityTracker.releaseVelocity(Self.gesture), decimals: 1)
            #expect(metrics.output.contains("\(velocity) pt/s"), "\(runtime.name): \(velocity) not in \(metrics.output)")
        }
        // Its own file again: replaced without --force.
        #expect(shell.run("preview save-gesture flick.csv").succeeded)
    }

    @Test("a file this session did not write needs --force, in one line; with --force it is replaced")
    func overwriteRule() throws {
        let folder = try NotebookFolder()
        try folder.write("theirs.csv", "t,position\n")
        let shell = shell(in: folder)
        #expect(shell.run("preview on").succeeded)
        defer { shell.run("preview off") }
        try #require(shell.context.preview).server.recorder.keep(Self.gesture)
        let refused = shell.run("preview save-gesture theirs.csv")
        #expect(!refused.succeeded && refused.errors.contains("--force") && refused.errors.split(separator: "\n").count == 1, "\(refused.errors)")
        #expect(folder.read("theirs.csv") == "t,position\n")
        #expect(shell.run("preview save-gesture theirs.csv --force").succeeded)
        #expect(folder.read("theirs.csv") == Self.gesture.csv)
    }

    @Test("hostile names: a link planted at FILE leaves the file it points to as it was without --force; escape bytes in FILE reach the terminal as visible text")
    func hostileNames() throws {
        let folder = try NotebookFolder()
        let victim = try NotebookFolder()
        try victim.write("victim.csv", "keep\n")
        #expect(symlink(victim.path + "/victim.csv", folder.path + "/planted.csv") == 0)
        let shell = shell(in: folder)
        #expect(shell.run("preview on").succeeded)
        defer { shell.run("preview off") }
        try #require(shell.context.preview).server.recorder.keep(Self.gesture)
        let planted = shell.run("preview save-gesture planted.csv")
        #expect(!planted.succeeded && planted.errors.split(separator: "\n").count == 1, "\(planted.errors)")
        #expect(victim.read("victim.csv") == "keep\n")
        let escaped = shell.run("preview save-gesture '\u{1B}[2Jodd.csv'")
        #expect(escaped.succeeded, "\(escaped.errors)")
        #expect(!escaped.output.contains("\u{1B}") && !escaped.errors.contains("\u{1B}"), "\(escaped.output.debugDescription)")
        #expect(folder.read("\u{1B}[2Jodd.csv") == Self.gesture.csv)
    }

    @Test("without a running preview, without a recorded gesture, or without FILE: one line naming what to do")
    func refusals() throws {
        let folder = try NotebookFolder()
        let shell = shell(in: folder)
        let notRunning = shell.run("preview save-gesture g.csv")
        #expect(notRunning.errors.contains("not running") && notRunning.errors.split(separator: "\n").count == 1, "\(notRunning.errors)")
        #expect(shell.run("preview on").succeeded)
        defer { shell.run("preview off") }
        let nothing = shell.run("preview save-gesture g.csv")
        #expect(nothing.errors.contains("no gesture recorded yet") && nothing.errors.split(separator: "\n").count == 1, "\(nothing.errors)")
        let noFile = shell.run("preview save-gesture")
        #expect(noFile.errors.contains("needs FILE"), "\(noFile.errors)")
        let escaped = shell.run("preview save-gesture a.csv b.csv")
        #expect(!escaped.succeeded)
        #expect(!folder.exists("g.csv"))
    }
}
