import AnimTuneCore
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    @Test("a link planted at the schema file or its folder is never written through: the preset is saved, a warning says why")
    func plantedLinks() throws {
        let folder = try NotebookFolder()
        try folder.write("victim/keep.txt", "victim\n")
        // A link at the file.
        try folder.write("Presets/schema/.keep", "")
        #expect(symlink(folder.path + "/victim/schema.json", folder.path + "/Presets/" + Preset.schemaReference) == 0)
        let atFile = Self.shell(in: folder).run("save a")
        #expect(atFile.errors.hasPrefix("warning: cannot write its schema 'Presets/schema/animtune-preset.schema.json': "), "\(atFile.errors)")
        #expect(atFile.errors.hasSuffix("; the preset is saved without it\n"))
        #expect(folder.exists("Presets/a.json"))
        #expect(!folder.exists("victim/schema.json"))
        // A link at the folder.
        try folder.write("other/.keep", "")
        #expect(symlink(folder.path + "/victim", folder.path + "/other/schema") == 0)
        let atFolder = Self.shell(in: folder).run("save other/b.json")
        #expect(atFolder.errors.contains("'schema' is a symbolic link, and links are not followed here; the preset is saved without it"),
                "\(atFolder.errors)")
        #expect(folder.exists("other/b.json"))
        #expect(!folder.exists("victim/animtune-preset.schema.json"))
    }
}
