import Foundation
import Testing
@testable import AnimTuneCore

/// The files in `Presets/` are part of the product: they must load, equal the defaults, and
/// the schema must be what the code generates.
@Suite("Shipped presets and schema")
struct ShippedPresetTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets")

    @Test("every scene ships a preset equal to its defaults", arguments: SceneCatalog.names)
    func shippedPreset(scene: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("\(scene).json"), encoding: .utf8)
        let preset = try PresetDecoder.decode(text)
        #expect(preset.scene.name == scene)
        #expect(preset.state.isDefault)
        #expect(preset.text == text, "the file is written exactly as 'save' writes it")
    }

    @Test("the shipped schema is the generated one (regenerate with 'animtune schema')")
    func schema() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("schema/animtune-preset.schema.json"), encoding: .utf8)
        #expect(text == PresetSchema.text)
    }
}
