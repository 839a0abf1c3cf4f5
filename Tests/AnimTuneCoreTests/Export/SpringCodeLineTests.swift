import Foundation
import Testing
@testable import AnimTuneCore

/// `tune`'s code line is what `export` writes for the spring, not a second rendering of it.
@Suite("A spring's code line")
struct SpringCodeLineTests {
    /// Text as a stream of code characters: comment lines and trailing `// notes` dropped, then
    /// every space and the `;` the code line joins statements with.
    static func stream(_ text: String) -> String {
        text.split(separator: "\n").compactMap { line -> String? in
            var code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") || code.hasPrefix("/*") || code.hasPrefix("*") { return nil }
            if let note = code.range(of: " // ") { code = String(code[..<note.lowerBound]) }
            return code
        }.joined().filter { !$0.isWhitespace && $0 != ";" }
    }

    @Test("the code line is the scene's export for that platform, character for character, in every scene and form",
          arguments: SpringCodePlatform.allCases)
    func lineIsInTheExport(_ platform: SpringCodePlatform) throws {
        let exporter = try #require(ExportCatalog.exporter(for: platform.rawValue))
        for scene in SceneCatalog.all {
            for state in [scene.defaultState] + Self.otherForms(of: scene) {
                let export = Self.stream(exporter.export(Preset(name: scene.name, state: state)))
                for group in scene.springGroups {
                    let line = SpringCodeLine.text(state.setting(group.prefix), group: group, platform: platform,
                                                        naming: ExportNaming(base: scene.name))
                    #expect(line.count > 20 && export.contains(Self.stream(line)), "\(scene.name) \(group.prefix) \(platform): \(line)")
                }
            }
        }
    }

    /// The scene with every spring group in the physical form, over-damped, with a velocity:
    /// the writers' other branches.
    static func otherForms(of scene: any Scene) -> [SceneState] {
        var state = scene.defaultState
        for group in scene.springGroups {
            try? state.apply(spring: .physical(Spring(mass: 2, stiffness: 300, damping: 90, initialVelocity: 1.5)), to: group.prefix)
        }
        return [state]
    }

    @Test("comments and end-of-line notes are left out, statements joined with '; ', no space inside parentheses")
    func joining() {
        #expect(SpringCodeLine.code(in: ["/// doc", "static let a = 1 // s", "static let b = 2", ""]) == "static let a = 1; static let b = 2")
        #expect(SpringCodeLine.code(in: ["/**", " * doc", " */", "fun f(", "    x: Int,", ") = 1"]) == "fun f(x: Int,) = 1")
        #expect(SpringCodeLine.code(in: ["static var x: A {\n    if c {", "return a", "}", "return b", "}"]) == "static var x: A { if c { return a }; return b }")
        #expect(SpringCodeLine.code(in: ["  --a: linear(", "    0, 0.5,", "    1", "  );", "  --a-duration: 600ms;"]) == "--a: linear(0, 0.5, 1); --a-duration: 600ms;")
    }
}
