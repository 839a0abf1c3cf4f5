import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The README's format table is generated from the matrix's last run, never written by hand.
@Suite("README conformance table")
struct ConformanceReadmeTests {
    @Test("the README's format table is the one generated from Tests/Conformance/last-run.md")
    func readmeTable() throws {
        let lastRun = try String(contentsOf: ConformanceMatrix.file, encoding: .utf8)
        let results = ConformanceReadme.results(lastRun: lastRun)
        #expect(results.count == ConformanceMatrix.cells.count, "last-run.md lists \(results.count) cells, the matrix has \(ConformanceMatrix.cells.count)")
        let table = ConformanceReadme.table(results)
        let readme = try String(contentsOf: ConformanceReadme.file, encoding: .utf8)
        if ConformanceTests.writes, let updated = ConformanceReadme.replacing(readme, with: table), updated != readme {
            try updated.write(to: ConformanceReadme.file, atomically: true, encoding: .utf8)
            return
        }
        let section = try #require(ConformanceReadme.section(readme), "README.md has no generated conformance table (its markers are missing)")
        #expect(section == table, "README's conformance table is not last-run.md's; run `make conformance` or `make regenerate`, then read the diff")
    }

    @Test("last-run.md's rows read back into the same cells and verdicts")
    func readsBack() {
        let cell = ConformanceCell(scene: "card", action: "dismiss", format: "css", variant: .normal)
        let text = ConformanceMatrix.markdown([cell: .measured("Chromium", worst: 0.0005, tolerance: 0.001, note: "a note")])
        let read = ConformanceReadme.results(lastRun: text)
        #expect(read[cell]?.verdict == .pass)
        #expect(read[cell]?.worstError == 0.0005)
        #expect(read[cell]?.tolerance == 0.001)
        #expect(read[cell]?.tool == "Chromium")
    }
}
