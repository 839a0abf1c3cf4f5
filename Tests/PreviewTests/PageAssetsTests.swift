import Foundation
import Testing
import TestPrerequisites
@testable import Preview

/// The page the binary serves is the page in Sources/Preview/Page/, and its JavaScript passes
/// TypeScript's strict checks through its JSDoc types.
@Suite("preview page sources")
struct PageAssetsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Preview/Page")

    @Test("PageAssets.swift holds index.html, page.css and page.js byte for byte")
    func embedded() throws {
        for (path, file) in [("", "index.html"), ("page.css", "page.css"), ("page.js", "page.js")] {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
            let asset = try #require(PageAssets.all.first { $0.path == path })
            #expect(asset.text == text, "\(file) differs from its embedded copy; run scripts/embed-page.sh (make regenerate)")
        }
    }

    @Test("the page's JavaScript passes tsc --noEmit --checkJs --strict",
          .enabled(if: Prerequisite.runs(Prerequisite.executable("tsc") != nil), "tsc (Debian node-typescript) is not installed"))
    func typeChecks() throws {
        let tsc = try #require(Prerequisite.executable("tsc"), "tsc (Debian node-typescript) is not installed")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tsc)
        process.arguments = ["-p", Self.folder.appendingPathComponent("tsconfig.json").path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
