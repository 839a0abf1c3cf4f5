import Foundation
import TestPrerequisites
import Testing
@testable import AnimTuneCore

/// Every export of every scene against the golden file a person has read as the platform's
/// user would. A missing golden file fails: create it deliberately with `make regenerate`
/// (which sets ANIMTUNE_UPDATE_GOLDEN=1), then read it before committing.
@Suite("Export golden files")
struct ExportGoldenTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test("each scene × format matches its golden file", arguments: ExportCase.all)
    func golden(_ exportCase: ExportCase) throws {
        let text = try exportCase.export()
        let file = Self.directory.appendingPathComponent(exportCase.goldenName)
        if Regeneration.isUpdating {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("missing golden file Golden/\(exportCase.goldenName); \(Regeneration.hint)")
            return
        }
        if text != golden {
            let new = text.split(separator: "\n", omittingEmptySubsequences: false)
            let old = golden.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(new.count, old.count)).first { new[$0] != old[$0] } ?? min(new.count, old.count)
            let got = line < new.count ? String(new[line]) : "(end)", expected = line < old.count ? String(old[line]) : "(end)"
            Issue.record("""
                Golden/\(exportCase.goldenName) differs at line \(line + 1):
                  golden: \(expected)
                  now:    \(got)
                if the change is meant, \(Regeneration.hint)
                """)
        }
    }

    @Test("every golden file belongs to a case (no stale files)")
    func noStaleGoldens() throws {
        guard !Regeneration.isUpdating else { return }
        let names = Set(ExportCase.all.map(\.goldenName))
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        for file in files where !names.contains(file) {
            Issue.record("Golden/\(file) is no longer produced by any case; \(Regeneration.hint)")
        }
    }
}
