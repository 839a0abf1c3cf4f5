import Testing
@testable import AnimTuneShell

/// `run … --table`: the frames as a table a reader can trust.
@Suite("run --table")
struct RunTableTests {
    static let runs = ["use spring; run", "use tabbar; run select right", "use tabbar; run select left",
                       "use card; run present", "use card; run dismiss", "use card; run drag",
                       "use profile; run scroll", "use profile; run fling", "use notch; run pull"]

    @Test("every column has its own name and a unit, in every scene", arguments: runs)
    func distinctColumnsWithUnits(_ run: String) throws {
        let result = ShellHarness().run("\(run) --fps 10 --table")
        #expect(result.errors == "")
        let header = try #require(result.output.split(separator: "\n").dropFirst().first)
        let columns = header.split(separator: "  ", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
        #expect(Set(columns.map { $0.split(separator: " ").first! }).count == columns.count, "\(columns)")
        for column in columns {
            #expect(column.hasSuffix(")") && column.contains(" ("), "\(column) has no unit")
        }
    }

    @Test("a curve's value and an element's frame are told apart: the indicator's centre and its left edge")
    func curveAndFrameApart() {
        let header = ShellHarness().run("use tabbar; run select right --fps 10 --table").output.split(separator: "\n")[1]
        #expect(header.contains("indicator.x (pt)"))
        #expect(header.contains("indicator.left (pt)"))
        #expect(!header.contains("camera.height (pt)  camera.height"))
    }
}
