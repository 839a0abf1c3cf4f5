import AnimTuneCore
import Foundation
import TestPrerequisites
import Testing
@testable import AnimTuneShell

/// The presets built into the binary are Presets/*.json byte for byte
/// (`make regenerate` writes them), and load by name anywhere.
@Suite("Built-in presets")
struct BuiltInPresetTests {
    static let presets = Repository.root.appendingPathComponent("Presets")

    @Test("every shipped preset is built in byte for byte, and nothing else is")
    func sameBytes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.presets.path).filter { $0.hasSuffix(".json") }
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(BuiltInPresets.files.keys), "\(Regeneration.hint)")
        for file in files {
            let text = try String(contentsOf: Self.presets.appendingPathComponent(file), encoding: .utf8)
            #expect(BuiltInPresets.files[String(file.dropLast(5))] == text, "\(file) differs from its built-in copy; \(Regeneration.hint)")
        }
    }

    @Test("load and --vs find a shipped preset by name in a folder without presets")
    func loadByNameAnywhere() {
        let shell = ShellHarness()
        shell.context.environment = ShellEnvironment(variables: ["ANIMTUNE_PRESETS": "/nonexistent"], workingDirectory: "/")
        let result = shell.run("load tabbar; use spring; plot spring --vs spring --term dumb")
        #expect(result.succeeded, "\(result.errors)")
        #expect(!result.errors.contains("preset"))
        #expect(shell.context.scene.name == "spring")
    }

    @Test("presets lists the built-in presets after the folder's, leaving out those a folder preset shadows")
    func listedAfterTheFolder() throws {
        let folder = try NotebookFolder()
        try folder.write("Presets/card.json", BuiltInPresets.files["spring"] ?? "")
        let shell = ShellHarness()
        shell.context.environment = ShellEnvironment(workingDirectory: folder.path)
        let result = shell.run("presets")
        #expect(result.errors == "")
        let parts = result.output.components(separatedBy: "\nbuilt into animtune (load by name anywhere):\n")
        try #require(parts.count == 2, "\(result.output)")
        #expect(parts[0].hasSuffix("name  scene   description\ncard  spring  " + (try PresetDecoder.decode(BuiltInPresets.files["spring"] ?? "")).description + "\n"))
        let builtIn = parts[1].split(separator: "\n").dropFirst().filter { !$0.hasPrefix(" ") }.compactMap { $0.split(separator: " ").first.map(String.init) }
        // Every scene ships a preset named for it; the folder's card.json shadows the built-in card.
        let unshadowed = SceneCatalog.names.filter { $0 != "card" }.sorted()
        #expect(builtIn == unshadowed)

        let json = shell.run("presets --json").output
        #expect(json.contains("\"name\": \"card\",\n    \"scene\": \"spring\""))
        #expect(json.components(separatedBy: "\"builtIn\": true").count - 1 == unshadowed.count)
    }

    @Test("without a presets folder, presets says why and still lists the built-in presets")
    func listedWithoutAFolder() {
        let shell = ShellHarness()
        shell.context.environment = ShellEnvironment(variables: [:], workingDirectory: "/")
        let result = shell.run("presets")
        #expect(result.succeeded)
        #expect(result.output.hasPrefix("no presets folder: HOME is not set, so there is no presets folder; give one with --presets DIR or $ANIMTUNE_PRESETS\n\nbuilt into animtune"))
        #expect(result.output.contains("\ntabbar   tabbar   AR camera tab bar"))
    }
}
