import Foundation
import Testing
@testable import AnimTuneShell

/// The presets built into the binary are Presets/*.json byte for byte
/// (regenerate with scripts/embed-presets.sh), and load by name anywhere.
@Suite("Built-in presets")
struct BuiltInPresetTests {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Presets")

    @Test("every shipped preset is built in byte for byte, and nothing else is")
    func sameBytes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.presets.path).filter { $0.hasSuffix(".json") }
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(BuiltInPresets.files.keys))
        for file in files {
            let text = try String(contentsOf: Self.presets.appendingPathComponent(file), encoding: .utf8)
            #expect(BuiltInPresets.files[String(file.dropLast(5))] == text, "\(file): run scripts/embed-presets.sh")
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
}
