import Foundation
import TestPrerequisites
import Testing
@testable import AnimTuneCore

/// The files in `Presets/` are part of the product: they must load, equal the defaults, and
/// the schema must be what the code generates. `make regenerate` writes them.
@Suite("Shipped presets and schema")
struct ShippedPresetTests {
    static let folder = Repository.root.appendingPathComponent("Presets")
    static let schemaFile = folder.appendingPathComponent("schema/animtune-preset.schema.json")

    /// The description of the preset in `text`, read as plain JSON (an outdated preset may not load).
    static func description(in text: String?) -> String? {
        guard let data = text?.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return nil
        }
        return object["description"] as? String
    }

    @Test("every scene ships a preset equal to its defaults", arguments: SceneCatalog.names)
    func shippedPreset(scene name: String) throws {
        let file = Self.folder.appendingPathComponent("\(name).json")
        let text = try? String(contentsOf: file, encoding: .utf8)
        if Regeneration.isUpdating {
            let scene = try SceneCatalog.scene(named: name)
            let description = Self.description(in: text) ?? scene.summary
            try Preset(name: name, description: description, state: scene.defaultState).text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let text else {
            Issue.record("Presets/\(name).json is missing; \(Regeneration.hint)")
            return
        }
        let preset: Preset
        do { preset = try PresetDecoder.decode(text) } catch {
            Issue.record("Presets/\(name).json does not load (\(error)); \(Regeneration.hint)")
            return
        }
        #expect(preset.scene.name == name)
        #expect(preset.state.isDefault, "Presets/\(name).json is not the scene's defaults; \(Regeneration.hint)")
        #expect(preset.text == text, "Presets/\(name).json is not written exactly as 'save' writes it; \(Regeneration.hint)")
    }

    @Test("the shipped schema is the generated one ('animtune schema' prints it)")
    func schema() throws {
        if Regeneration.isUpdating {
            try PresetSchema.text.write(to: Self.schemaFile, atomically: true, encoding: .utf8)
            return
        }
        let text = try? String(contentsOf: Self.schemaFile, encoding: .utf8)
        #expect(text == PresetSchema.text, "Presets/schema/animtune-preset.schema.json is not the generated schema; \(Regeneration.hint)")
    }

    @Test("no preset is shipped for a scene that is gone")
    func noStalePresets() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") }
        for file in files where !SceneCatalog.names.contains(String(file.dropLast(5))) {
            Issue.record("Presets/\(file) names no scene; delete it (\(Regeneration.hint))")
        }
    }
}
