import AnimTuneCore
import Testing
@testable import AnimTuneShell

/// A saved preset's `$schema` (`schema/animtune-preset.schema.json`) names a file that is there.
@Suite("Schema beside saved presets")
struct PresetSchemaFileTests {
    static func shell(in folder: NotebookFolder) -> ShellHarness {
        let harness = ShellHarness()
        harness.context.environment = folder.environment
        return harness
    }

    @Test("save NAME writes the schema beside the preset, so its $schema resolves")
    func savedByName() throws {
        let folder = try NotebookFolder()
        let result = Self.shell(in: folder).run("save soft")
        #expect(result.errors == "")
        let preset = try #require(folder.read("Presets/soft.json"))
        #expect(preset.contains("\"$schema\": \"\(Preset.schemaReference)\""))
        #expect(folder.read("Presets/" + Preset.schemaReference) == PresetSchema.text)
    }

    @Test("save to a path writes the schema beside that file too")
    func savedToPath() throws {
        let folder = try NotebookFolder()
        try folder.write("elsewhere/.keep", "")
        #expect(Self.shell(in: folder).run("save elsewhere/soft.json").errors == "")
        #expect(folder.read("elsewhere/" + Preset.schemaReference) == PresetSchema.text)
    }

    @Test("an older animtune schema is brought up to date; someone else's file of that name is left alone")
    func existingSchema() throws {
        let folder = try NotebookFolder()
        try folder.write("Presets/" + Preset.schemaReference, "{\n  \(PresetSchema.titleLine),\n  \"old\": true\n}\n")
        #expect(Self.shell(in: folder).run("save a").errors == "")
        #expect(folder.read("Presets/" + Preset.schemaReference) == PresetSchema.text)
        try folder.write("other/" + Preset.schemaReference, "{\"title\": \"mine\"}\n")
        #expect(Self.shell(in: folder).run("save other/b.json").errors == "")
        #expect(folder.read("other/" + Preset.schemaReference) == "{\"title\": \"mine\"}\n")
    }
}
