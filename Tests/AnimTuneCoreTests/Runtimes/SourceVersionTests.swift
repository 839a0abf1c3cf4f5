import Foundation
import Testing
@testable import AnimTuneCore

/// The versions of platform code animtune follows are written once (SourceVersion); help and
/// the README say the same.
@Suite("Source version labels")
struct SourceVersionTests {
    static let readme: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../README.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// Every "motion 1.2.3" (or "motion v1.2.3") in `text`.
    static func motionVersions(_ text: String) -> [String] {
        text.matches(of: /motion v?([0-9]+\.[0-9]+\.[0-9]+)/).map { String($0.output.1) }
    }

    @Test("the README names only the motion version the runtime follows")
    func readmeMotion() {
        let found = Self.motionVersions(Self.readme)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0 == SourceVersion.motion }, "\(found)")
    }

    @Test("the motion runtime's provenance names the version the runtime follows")
    func provenanceMotion() {
        #expect(Self.motionVersions(Runtime.motion.provenance) == [SourceVersion.motion])
    }
}
