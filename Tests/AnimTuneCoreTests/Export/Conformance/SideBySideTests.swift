import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The side-by-side check itself can fail: a name two files declare is found and charged to
/// both files' scenes, through the real parser where one is involved.
@Suite("Two presets side by side")
struct SideBySideTests {
    @Test("a name two files declare is a collision charged to both scenes; names one file repeats are not")
    func collisionsChargeBothScenes() {
        let files = [SideBySideCells.File(label: "a.dart", scene: "card", text: ""),
                     SideBySideCells.File(label: "b.dart", scene: "notch", text: ""),
                     SideBySideCells.File(label: "c.dart", scene: "profile", text: "")]
        let outcome = SideBySideCells.outcome("test", files: files, declared: ["a.dart": ["Shared", "A"], "b.dart": ["Shared"], "c.dart": ["C"]], shared: "name")
        #expect(outcome.passed["card"] == false)
        #expect(outcome.passed["notch"] == false)
        #expect(outcome.passed["profile"] == true)
        #expect(outcome.note == "declared twice side by side: Shared in a.dart and b.dart")
    }

    @Test("tree-sitter-dart's parse finds a class and a top-level constant that two Dart files both declare",
          .enabled(if: Prerequisite.runs(FlutterCells.available), "tree-sitter-dart (PyPI) or node is not installed"))
    func dartCollisionsFound() throws {
        let python = try #require(FlutterCells.python)
        let dart = "class HighlightSpringCurve {}\nconst double top = 1, other = 2;\nvoid helper() {}\n"
        let run = try ToolRun(python, files: ["names.py": SideBySideCells.dartNames, "a.dart": dart, "b.dart": "abstract final class B {}\n" + dart],
                              arguments: ["names.py", "a.dart", "b.dart"])
        #expect(run.status == 0, "\(run.output)")
        let names = Set(run.output.split(separator: "\n").map(String.init))
        #expect(names == ["a.dart\t", "b.dart\t", "a.dart\tHighlightSpringCurve", "b.dart\tHighlightSpringCurve", "a.dart\ttop", "b.dart\ttop",
                          "a.dart\tother", "b.dart\tother", "a.dart\thelper", "b.dart\thelper", "b.dart\tB"])
    }

    @Test("every format's files of two presets of every scene declare no name twice",
          .enabled(if: Prerequisite.runs(ConformanceTests.toolsPresent && FlutterCells.available), "Chromium, node, tsc or tree-sitter-dart is missing"))
    func everyFormatSideBySide() throws {
        var outcomes = try #require(try SideBySideCells.modules())
        outcomes["tokens"] = try SideBySideCells.tokens()
        // Bound first: assigned into the dictionary, #require took the optional itself as its
        // value and passed a missing outcome through.
        let css = try #require(try SideBySideCells.css()), flutter = try #require(try SideBySideCells.flutter())
        outcomes["css"] = css
        outcomes["flutter"] = flutter
        for (format, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
            #expect(outcome.passed.values.allSatisfy { $0 }, "\(format): \(outcome.note)")
        }
    }
}
