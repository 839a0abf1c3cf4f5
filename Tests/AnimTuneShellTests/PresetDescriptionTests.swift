import Testing
@testable import AnimTuneShell

/// A preset's description describes its values: it does not follow values it no longer has.
@Suite("preset descriptions")
struct PresetDescriptionTests {
    private func shell(in folder: NotebookFolder) -> ShellHarness {
        ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
    }

    @Test("save NEWNAME starts without the loaded preset's description; save under the same name keeps it")
    func newNameStartsWithoutDescription() throws {
        let folder = try NotebookFolder()
        let shell = shell(in: folder)
        #expect(shell.run("set spring.damping 0.4; save base --description 'damping 0.4'; set spring.damping 0.65; save other").errors == "")
        #expect(folder.read("Presets/other.json")?.contains("\"description\": \"\"") == true)
        #expect(shell.run("load base; set spring.damping 0.45; save base").errors == "")
        #expect(folder.read("Presets/base.json")?.contains("\"description\": \"damping 0.4\"") == true)
    }

    @Test("an export of changed values says they are modified from the preset and not saved, not the preset's description")
    func exportHeaderOfChangedValues() throws {
        let folder = try NotebookFolder()
        let shell = shell(in: folder)
        shell.run("set spring.damping 0.4; save base --description 'damping 0.4'")
        #expect(shell.run("export swiftui").output.contains("// Preset 'base': Damping 0.4.\n"))
        shell.run("set spring.damping 0.65")
        let changed = shell.run("export swiftui").output
        #expect(changed.contains("// Preset 'base': Modified from the preset and not saved.\n"))
        #expect(!changed.contains("Damping 0.4"))
        #expect(ShellHarness().run("set spring.damping 0.65; export uikit").output
            .contains("// Preset 'spring': Modified from the scene's defaults and not saved.\n"))
    }
}
