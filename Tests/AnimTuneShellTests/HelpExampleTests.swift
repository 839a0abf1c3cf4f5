import AnimTuneCore
import Testing
@testable import AnimTuneShell

/// Every example in `help COMMAND` runs as printed from any scene: one that needs a scene
/// starts with `use SCENE;`. An example may still fail for what is outside animtune (a file
/// or preset the user has, a terminal for `tune`), or because the current scene has no spring
/// for a command about springs, but never because the scene lacks a key, curve or action the
/// example names.
@Suite("help examples")
struct HelpExampleTests {
    /// Errors that mean the example was written for another scene.
    static let otherScene = ["unknown parameter", "unknown curve", "unknown action", "is not a spring of scene",
                             "no parameter of scene", "no help for", "is for scene", "cannot compare scene"]

    static let examples: [String] = CommandTable.standard.commands.flatMap(\.help.examples)

    @Test("every help example works in every scene, or names the scene it needs", arguments: SceneCatalog.all.map(\.name))
    func examplesRunAnywhere(_ scene: String) throws {
        for example in Self.examples {
            let folder = try NotebookFolder()
            let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
            let result = shell.run("use \(scene); \(example)")
            let problem = Self.otherScene.first { result.errors.contains($0) }
            #expect(problem == nil, "'\(example)' from scene \(scene): \(result.errors)")
        }
    }

    @Test("an example that names a scene names one that exists")
    func namedScenesExist() {
        let names = Set(SceneCatalog.all.map(\.name))
        for example in Self.examples where example.hasPrefix("use ") {
            let scene = example.dropFirst(4).prefix { $0 != ";" }
            #expect(names.contains(String(scene)), "\(example)")
        }
    }
}
