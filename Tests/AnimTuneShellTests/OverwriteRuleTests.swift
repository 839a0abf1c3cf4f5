import SafeIO
import Testing
@testable import AnimTuneShell

/// The one overwrite rule: what this session wrote or loaded it may replace, unless someone
/// changed it on disk since; anything else needs --force.
@Suite("Overwrite rule")
struct OverwriteRuleTests {
    private func session(in folder: NotebookFolder) -> ShellHarness {
        let shell = ShellHarness()
        shell.context.environment = folder.environment
        return shell
    }

    @Test("save notices a preset another shell changed on disk since this one loaded it")
    func changedSinceLoad() throws {
        let folder = try NotebookFolder()
        let first = session(in: folder)
        let second = session(in: folder)
        #expect(first.run("save p.json").succeeded)
        #expect(first.run("load p.json; set spring.damping 0.4").succeeded)
        #expect(second.run("load p.json; set spring.damping 0.9; save").succeeded)
        #expect(first.run("save").errors
            == "-c:1:1: error: 'p.json' changed on disk since this session read or wrote it; add --force to replace it\n")
        #expect(folder.read("p.json")?.contains("0.9") == true)
        #expect(first.run("save --force").succeeded)
        #expect(folder.read("p.json")?.contains("0.4") == true)
    }

    @Test("a file this session wrote is replaced again without --force")
    func ownFileReplaced() throws {
        let folder = try NotebookFolder()
        let shell = session(in: folder)
        #expect(shell.run("export css --to m.css; set spring.damping 0.4; export css --to m.css; run --csv m.csv; run --csv m.csv").succeeded)
    }
}
