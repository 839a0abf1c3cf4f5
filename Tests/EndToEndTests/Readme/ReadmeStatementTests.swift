import Foundation
import TestPrerequisites
import Testing

/// What the README says about output, held to the output: the properties the CSS export
/// animates are the ones the README names.
@Suite("README statements", .enabled(if: Prerequisite.runs(AnimTuneBinary.path != nil), "the animtune binary is built beside the tests"))
struct ReadmeStatementTests {
    /// The backticked words of the README's sentence "one `transition` rule per animated element, on … (never layout)".
    static func namedProperties() throws -> Set<String> {
        let text = ReadmeDocTests.readme.replacingOccurrences(of: "\n", with: " ")
        let start = try #require(text.range(of: "one `transition` rule per animated element, on "))
        let end = try #require(text.range(of: "(never layout)", range: start.upperBound..<text.endIndex))
        let sentence = text[start.upperBound..<end.lowerBound]
        return Set(sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) })
    }

    @Test("every property a scene's CSS transitions is one the README names, and each named one is a CSS property")
    func cssTransitionsOnlyWhatTheReadmeSays() throws {
        let named = try Self.namedProperties()
        #expect(named.contains("transform") && named.contains("opacity"), "\(named)")
        var used: Set<String> = []
        for scene in ["spring", "notch", "tabbar", "card", "profile"] {
            let folder = try TestFolder()
            let printed = try ReadmeDocTests.run("animtune -c 'use \(scene); export css'", in: folder).joined(separator: "\n")
            for declaration in printed.components(separatedBy: "transition:").dropFirst() {
                let value = declaration.prefix { $0 != ";" && $0 != "}" }
                for part in value.split(separator: ",") {
                    guard let property = part.split(whereSeparator: \.isWhitespace).first.map(String.init),
                          !property.hasPrefix("var(") else { continue }
                    used.insert(property)
                    #expect(named.contains(property), "scene \(scene)'s CSS transitions '\(property)', which README.md does not name: \(named.sorted())")
                }
            }
        }
        #expect(used.contains("background-color"), "the tab bar's colour transition is what the README names it for")
    }
}
