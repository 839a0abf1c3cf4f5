@testable import Preview
import Testing
@testable import AnimTuneShell

/// `run ACTION [ARGUMENT]` with the preview on plays the action in the page, and only a run the
/// shell accepts: a refused argument or option changes nothing the page is told.
@Suite("run with the preview on")
struct PreviewRunTests {
    @Test("a valid run bumps the page's version with the action and its argument; refused runs leave it as it was")
    func playsOnlyValidRuns() throws {
        let shell = ShellHarness()
        #expect(shell.run("use tabbar; preview on").succeeded)
        defer { shell.run("preview off") }
        let hub = try #require(shell.context.preview).server.hub
        let before = hub.version
        for refused in ["run select ../../etc", "run select left --speed 0", "run nope", "run select left --fps 1000 --runtime css"] {
            let result = shell.run(refused)
            #expect(!result.succeeded, "\(refused) should be refused")
            #expect(hub.version == before, "\(refused) told the page to play")
        }
        #expect(shell.run("run select right --table").succeeded)
        #expect(hub.version == before + 1)
        #expect(hub.snapshot.view.action == "select")
        #expect(hub.snapshot.view.argument == "right")
    }
}
