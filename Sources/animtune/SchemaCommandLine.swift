import AnimTuneCore
import ArgumentParser

/// `animtune schema`: print the preset JSON Schema (what `Presets/schema/` ships).
struct SchemaCommandLine: CommandLineForms {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of preset files.")

    static let forms = [CommandLineForm("schema", "print the preset JSON Schema")]

    mutating func run() throws {
        print(PresetSchema.text, terminator: "")
    }
}
