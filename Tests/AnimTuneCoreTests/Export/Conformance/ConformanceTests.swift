import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `make conformance`: the whole matrix. Every cell is checked or says why not; a checked
/// cell passes its format's tolerance; the checked-in last-run.md lists exactly these cells
/// (removing a cell means rewriting it, visibly); `make conformance` rewrites it.
@Suite("Export conformance matrix", .serialized)
struct ConformanceTests {
    static let toolsPresent = ReducedExportTests.chromium != nil && AfterEffectsExportTests.node != nil && FigmaTypeCheckTests.tsc != nil
    static let writes = Regeneration.isUpdating || ProcessInfo.processInfo.environment["ANIMTUNE_CONFORMANCE_WRITE"] == "1"

    @Test("every scene × action × format × variant is checked in its consumer and passes, or says why it was not run",
          .enabled(if: Prerequisite.runs(toolsPresent), "Chromium, node or tsc is missing; the conformance matrix was not run"))
    func matrix() throws {
        let results = try ConformanceMatrix.run()
        let cells = ConformanceMatrix.cells
        #expect(cells.count == Set(cells).count)
        for cell in cells {
            guard let result = results[cell] else {
                Issue.record("\(cell): no check and no reason")
                continue
            }
            // A missing tool leaves "–" as the cell's tool; a cell not run for a stated reason names its tool.
            if Prerequisite.isCI, result.verdict == .notRun, result.tool == "–", ConformanceMatrix.notRun[cell.format] == nil {
                Issue.record("\(cell): a tool is missing under CI=true: \(result.note)")
            }
            #expect(result.verdict != .fail, "\(cell.scene) \(cell.action) \(cell.format) \(cell.variant.rawValue): \(result.tool): worst \(result.worstError ?? .nan) > \(result.tolerance ?? .nan); \(result.note)")
        }
        let text = ConformanceMatrix.markdown(results)
        let claims = ConformanceMatrix.claimsSource(results)
        if Self.writes {
            try text.write(to: ConformanceMatrix.file, atomically: true, encoding: .utf8)
            try claims.write(to: ConformanceMatrix.claimsFile, atomically: true, encoding: .utf8)
            let readme = try String(contentsOf: ConformanceReadme.file, encoding: .utf8)
            if let updated = ConformanceReadme.replacing(readme, with: ConformanceReadme.table(results)), updated != readme {
                try updated.write(to: ConformanceReadme.file, atomically: true, encoding: .utf8)
            }
        }
        // help export's claims are this run's, unless a tool was missing here (then they cannot be compared).
        let missingTool = results.contains { $0.value.verdict == .notRun && $0.value.tool == "–" && ConformanceMatrix.notRun[$0.key.format] == nil }
        if !missingTool {
            // Without motion's source its cells are imported only, while the shipped claim was played (MotionCells).
            let compared = { (text: String) in
                MotionCells.available ? text : text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("\"motion\": ") }.joined(separator: "\n")
            }
            let shippedClaims = (try? String(contentsOf: ConformanceMatrix.claimsFile, encoding: .utf8)) ?? ""
            #expect(compared(shippedClaims) == compared(claims), "ExportConformance.swift is not this run's; run `make conformance`, then read the diff")
        }
        // The checked-in table lists the same cells: a cell cannot vanish without a regenerated, reviewed diff.
        let shipped = (try? String(contentsOf: ConformanceMatrix.file, encoding: .utf8)) ?? ""
        #expect(Self.rowKeys(shipped) == Self.rowKeys(text), "last-run.md lists other cells than the matrix; \(Regeneration.hint)")
    }

    /// "scene action format variant" of each table row.
    static func rowKeys(_ text: String) -> Set<String> {
        Set(text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| scene") }.map { line in
            line.split(separator: "|").prefix(4).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        })
    }
}
