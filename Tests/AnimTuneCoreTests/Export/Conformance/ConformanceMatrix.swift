import Foundation
@testable import AnimTuneCore

/// Every scene × action × export format × {normal, reduced}, each cell checked in the
/// format's consumer (``BrowserCells``, ``ToolCells``) or listed with the reason it was not.
/// The markdown table it writes (`last-run.md`) is what `help export` and the README quote.
enum ConformanceMatrix {
    /// Formats with no consumer here, and why; a format neither checked nor listed fails the run.
    static let notRun: [String: (tool: String, reason: String)] = [
        "csv": ("–", "no consumer: the csv holds animtune's own samples"),
    ]

    static var cells: [ConformanceCell] {
        SceneCatalog.all.flatMap { scene in
            scene.actions.flatMap { action in
                ExportCatalog.formats.flatMap { format in
                    ConformanceCell.Variant.allCases.map { ConformanceCell(scene: scene.name, action: action.name, format: format, variant: $0) }
                }
            }
        }
    }

    /// Runs every check; a tool that is missing gives its cells "not run" with the reason.
    static func run() throws -> [ConformanceCell: ConformanceResult] {
        var results = try BrowserCells.run()
        let played: [(formats: [String], missing: String, available: Bool, run: () throws -> [ConformanceCell: ConformanceResult])] = [
            (["lottie"], LottieProbe.missing, LottieProbe.available, LottieCells.run),
            (["aftereffects"], AfterEffectsCells.missing, AfterEffectsCells.available, AfterEffectsCells.run),
            (["flutter"], FlutterCells.missing, FlutterCells.available, FlutterCells.run),
        ] + (MotionCells.available ? [(["motion"], MotionCells.missing, true, MotionCells.run)] : [])
        for (formats, missing, available, run) in played {
            guard available else {
                for cell in cells where formats.contains(cell.format) { results[cell] = .notRun("–", missing) }
                continue
            }
            results.merge(try run()) { _, new in new }
        }
        let outcomes: [(formats: [String], missing: String, outcome: () throws -> ToolCells.Outcome?)] = [
            (["swiftui", "uikit"], "swiftc or the Apple stubs are missing", ToolCells.swift),
            (["compose", "android"], KotlinCompiler.missing, ToolCells.kotlin),
            (["figma"], "tsc (Debian node-typescript) is not installed", ToolCells.figma),
            (MotionCells.available ? [] : ["motion"], "node is not installed", ToolCells.motion),
            (["tokens"], "", { ToolCells.tokens() }),
            (["json"], "python3 with jsonschema is not installed", ToolCells.json),
        ]
        for (formats, missing, outcome) in outcomes {
            let found = try outcome()
            for cell in cells where formats.contains(cell.format) {
                guard let found else { results[cell] = .notRun("–", missing); continue }
                let passed = found.passed[cell.scene] ?? false
                results[cell] = ConformanceResult(tool: found.tool, verdict: passed ? .pass : .fail,
                                                  note: found.note + (cell.variant == .reduced ? "; the reduced branch is in the same file" : ""))
            }
        }
        for cell in cells where results[cell] == nil {
            if let reason = notRun[cell.format] { results[cell] = .notRun(reason.tool, reason.reason) }
        }
        try sideBySide(&results)
        return results
    }

    /// Adds ``SideBySideCells``' verdict to every checked cell of the formats it covers: a cell
    /// whose scene declares a name another preset's file declares fails.
    private static func sideBySide(_ results: inout [ConformanceCell: ConformanceResult]) throws {
        var outcomes: [String: ToolCells.Outcome] = try SideBySideCells.modules() ?? [:]
        outcomes["tokens"] = try SideBySideCells.tokens()
        if let css = try SideBySideCells.css() { outcomes["css"] = css }
        if let flutter = try SideBySideCells.flutter() { outcomes["flutter"] = flutter }
        for cell in cells {
            guard let outcome = outcomes[cell.format], var result = results[cell], result.verdict != .notRun else { continue }
            result.note += "; \(outcome.tool): \(outcome.note)"
            if outcome.passed[cell.scene] != true { result.verdict = .fail }
            results[cell] = result
        }
    }

    /// The table, one row per cell in a fixed order, numbers to 6 digits.
    static func markdown(_ results: [ConformanceCell: ConformanceResult]) -> String {
        var lines = ["# Export conformance matrix (last run)", "",
                     "Written by `make conformance` (the suite in Tests/AnimTuneCoreTests/Export/Conformance). Worst error and tolerance are"
                        + " fractions of the travel; \"–\" where the tool only parses, compiles or validates.", "",
                     "| scene | action | format | variant | tool | worst error | tolerance | verdict | not checked / note |",
                     "|---|---|---|---|---|---|---|---|---|"]
        let number = { (value: Double?) in value.map { String(format: "%.6f", $0) } ?? "–" }
        for cell in cells.sorted() {
            guard let result = results[cell] else {
                lines.append("| \(cell.scene) | \(cell.action) | \(cell.format) | \(cell.variant.rawValue) | – | – | – | missing | no check and no reason |")
                continue
            }
            let note = result.note.replacingOccurrences(of: "|", with: "/").replacingOccurrences(of: "\n", with: " ")
            lines.append("| \(cell.scene) | \(cell.action) | \(cell.format) | \(cell.variant.rawValue) | \(result.tool) | \(number(result.worstError))"
                         + " | \(number(result.tolerance)) | \(result.verdict.rawValue) | \(note) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Per format: cells passed, failed, not run, and the worst error measured (for help and README).
    static func summary(_ results: [ConformanceCell: ConformanceResult]) -> [(format: String, pass: Int, fail: Int, notRun: Int, worst: Double?)] {
        ExportCatalog.formats.map { format in
            let mine = results.filter { $0.key.format == format }.map(\.value)
            return (format, mine.filter { $0.verdict == .pass }.count, mine.filter { $0.verdict == .fail }.count,
                    mine.filter { $0.verdict == .notRun }.count, mine.compactMap(\.worstError).max())
        }
    }

    /// Outside the test target (SwiftPM would ask to declare a markdown file in it).
    /// One sentence per format for `help export`: what its consumer checked and the worst error.
    static func claims(_ results: [ConformanceCell: ConformanceResult]) -> [(format: String, claim: String)] {
        summary(results).map { row in
            let tools = Set(results.filter { $0.key.format == row.format && $0.value.verdict != .notRun }.map(\.value.tool)).sorted()
            if tools.isEmpty { return (row.format, "not run: " + (notRun[row.format]?.reason ?? "its tool is missing")) }
            var claim = tools.joined(separator: ", ") + ": \(row.pass) of \(row.pass + row.fail + row.notRun) cells pass"
            if let worst = row.worst { claim += ", worst \(String(format: "%.4g", worst)) of the travel" }
            let skipped = results.filter { $0.key.format == row.format && $0.value.verdict == .notRun }.map { "\($0.key.scene) \($0.key.action)" }
            if !skipped.isEmpty { claim += "; not run where no element moves (\(Set(skipped).sorted().joined(separator: ", ")))" }
            return (row.format, claim)
        }
    }

    /// The generated Swift table `help export` quotes.
    static func claimsSource(_ results: [ConformanceCell: ConformanceResult]) -> String {
        let rows = claims(results).map { "        \(JSONValue.quoted($0.format)): \(JSONValue.quoted($0.claim))," }
        return """
        // Generated by `make conformance` (Tests/AnimTuneCoreTests/Export/Conformance); do not edit.

        /// What the conformance matrix verified per export format at its last run, and the worst
        /// error it measured, as a fraction of the travel: the claim `help export` makes.
        public enum ExportConformance {
            public static let claims: [String: String] = [
        \(rows.joined(separator: "\n"))
            ]
        }

        """
    }

    static let claimsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../Sources/AnimTuneCore/Export/ExportConformance.swift").standardized

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Conformance/last-run.md").standardized
}
