import Foundation
import TestPrerequisites
import Testing

/// Standard input that is not a terminal: commands run without prompts, errors name the
/// line and column, and the history file is never written.
@Suite("piped input", .enabled(if: Prerequisite.runs(AnimTuneBinary.path != nil), "the animtune binary is built beside the tests"))
struct PipeTests {
    @Test("commands run without prompt or banner and exit 0; history is not touched")
    func success() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "use spring\nset spring.damping 0.5\nget spring.damping\n", home: home)
        #expect(result.status == 0)
        #expect(result.output == "spring.damping = 0.5\n")
        #expect(result.errors == "")
        #expect(!result.output.contains("animtune spring>"))
        #expect(!home.exists("state"))
        #expect(!home.exists(".local"))
    }

    @Test("the first bad line stops the run with <stdin>:LINE:COLUMN: error: and exit 1")
    func failure() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "set spring.damping 0.5\nset spring.dampng 0.3\nget travel\n", home: home)
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors == "<stdin>:2:5: error: unknown parameter 'spring.dampng' in scene 'spring'; did you mean 'spring.damping'?\n")
        #expect(!home.exists("state"))
    }

    @Test("animtune notebook with no subcommand prints its usage on stderr and fails")
    func notebookWithoutSubcommand() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(["notebook"], input: "", home: home)
        #expect(result.status != 0)
        #expect(result.output == "")
        #expect(result.errors.contains("animtune notebook run FILE.md"))
        #expect(result.errors.contains("animtune notebook run|check FILE.md"))
    }

    @Test("save NAME says the preset's name and its scene")
    func saveNamesThePreset() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "use tabbar\nsave soft\n", home: home,
                                            environment: ["ANIMTUNE_PRESETS": home.path + "/p"])
        #expect(result.output.hasSuffix("saved soft (tabbar) to p/soft.json\n"), "\(result.output)")
        #expect(result.status == 0)
    }

    @Test("loading a preset name that is not there names the folder and the closest preset")
    func missingPresetName() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "save bouncy\nload bouncey\nload zzzzzz\n", home: home,
                                            environment: ["ANIMTUNE_PRESETS": home.path + "/p"])
        #expect(result.output == "saved bouncy (spring) to p/bouncy.json\n")
        #expect(result.errors == "<stdin>:2:6: error: no preset 'bouncey' in p or among the shipped presets; did you mean 'bouncy'?\n")
        #expect(result.status == 1)
    }

    @Test("save to a path in a folder that does not exist creates nothing and says which folder")
    func saveIntoAMissingFolder() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "save '|touch x/y.json'\n", home: home)
        #expect(result.errors == "<stdin>:1:6: error: cannot save '|touch x/y.json': no folder '|touch x'\n")
        #expect(result.status == 1)
        #expect(!home.exists("|touch x"))
    }

    @Test("a UTF-8 value in a script gets its character column")
    func utf8Column() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "set curve.duration 0,3…\n", home: home)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("<stdin>:1:20: error: curve.duration: '0,3…' is not a duration"))
    }

    @Test("'history' in a script lists the file and leaves it as it was")
    func historyReadOnly() throws {
        let home = try TestFolder()
        try FileManager.default.createDirectory(atPath: home.path + "/state/animtune", withIntermediateDirectories: true)
        let file = "_HiStOrY_V2_\nuse\\040spring\nget\\040travel\n"
        try file.write(toFile: home.historyPath, atomically: false, encoding: .utf8)
        let before = try FileManager.default.attributesOfItem(atPath: home.historyPath)[.modificationDate] as? Date
        let result = try AnimTuneBinary.run(["-c", "history; set travel 30"], input: "", home: home)
        #expect(result.status == 0)
        #expect(result.output == "  1  use spring\n  2  get travel\n")
        #expect(try String(contentsOfFile: home.historyPath, encoding: .utf8) == file)
        let after = try FileManager.default.attributesOfItem(atPath: home.historyPath)[.modificationDate] as? Date
        #expect(before == after)
    }
}
