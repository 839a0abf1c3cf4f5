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
        let doc = CodeStatement.fileOnly { $0.comment("///", ["doc"]) }
        #expect(CodeStatement.joined([doc, .line("static let a = 1", note: "s"), .line("static let b = 2"), .blank]) == "static let a = 1; static let b = 2")
        #expect(CodeStatement.joined([.call(CodeCall(head: "fun f", arguments: ["x: Int", "y: Int"], layout: .breaks([0])))]) == "fun f(x: Int, y: Int)")
        #expect(CodeStatement.joined([.block(.line("static var x: A {"), [.block(.line("if c {"), [.line("return a")]), .line("return b")])])
                == "static var x: A { if c { return a }; return b }")
        #expect(CodeStatement.joined([.call(CodeCall(head: "--a: linear", arguments: ["0", "0.5", "1"], tail: ";", layout: .filled)),
                                      .line("--a-duration: 600ms;")]) == "--a: linear(0, 0.5, 1); --a-duration: 600ms;")
    }

    @Test("tune's platforms are the catalog's exporters that write a spring as statements, each once")
    func platformsAreTheCatalogs() {
        let writers = ExportCatalog.all.filter { $0 is any SpringCodeExporter }.map(\.format)
        #expect(SpringCodePlatform.allCases.map(\.rawValue).sorted() == writers.sorted())
    }

    @Test("the file breaks a call after the arguments asked, aligned after its '(', and fills a long linear()'s lines inside it")
    func layout() {
        var out = CodeWriter(width: 20)
        out.write([.call(CodeCall(head: "f", arguments: ["a: 1", "b: 2", "c: 3"], layout: .breaks([0]))), .line("x", note: "s"),
                   .call(CodeCall(head: "--a: linear", arguments: ["0", "0.25", "0.5", "1"], tail: ";", layout: .filled))])
        #expect(out.lines == ["f(a: 1,", "  b: 2, c: 3)", "x // s", "--a: linear(", "    0, 0.25, 0.5, 1", ");"])
    }
}
