import AnimTuneCore
import Foundation
import Testing
@testable import AnimTuneShell

/// README.md's "Adding a scene" example: the scene's code is `FadeScene.swift` (verbatim), and
/// the session it is added to prints what the README shows under `$ printf 'use fade\n…' | animtune`
/// (marked `<!-- doc-test: after code: FadeSceneTests -->`, so the README doc test leaves it here).
@Suite("README's fade scene")
struct FadeSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let readme = (try? String(contentsOf: folder.appendingPathComponent("../../README.md").standardized, encoding: .utf8)) ?? ""

    @Test("the README's FadeScene code is the code compiled here")
    func codeIsTheReadmes() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("FadeScene.swift"), encoding: .utf8)
        let marker = try #require(source.range(of: "/// A view fading in"))
        let code = String(source[marker.lowerBound...])
        let start = try #require(Self.readme.range(of: "```swift\n/// A view fading in"))
        let end = try #require(Self.readme.range(of: "```", range: start.upperBound..<Self.readme.endIndex))
        #expect(String(Self.readme[Self.readme.index(start.lowerBound, offsetBy: 9)..<end.lowerBound]) == code,
                "README.md's FadeScene differs from Tests/AnimTuneShellTests/FadeScene.swift")
    }

    @Test("the fade scene prints what the README shows after its code")
    func printsWhatTheReadmeShows() throws {
        let lines = Self.readme.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("$ printf 'use fade\\n") })
        #expect(lines[index - 2] == "<!-- doc-test: after code: FadeSceneTests -->", "the example's marker")
        let script = lines[index].dropFirst("$ printf '".count).prefix { $0 != "'" }
        var commands = script.components(separatedBy: "\\n").filter { !$0.isEmpty }
        #expect(commands.first == "use fade")
        commands[0] = "# use fade: the test hands FadeScene to the session"
        let shown = lines[(index + 1)...].prefix { !$0.hasPrefix("```") }

        let harness = ShellHarness(keepGoing: false)
        harness.context.session.use(FadeScene())
        let result = harness.run(commands.joined(separator: "\n"), source: "<stdin>")
        var printed = (result.output + result.errors).components(separatedBy: "\n")
        if printed.last == "" { printed.removeLast() }
        #expect(printed.map { $0.trimmingCharacters(in: .whitespaces) } == shown.map { $0.trimmingCharacters(in: .whitespaces) })
    }
}
