import Testing
@testable import AnimTuneCore

/// The sentences every export starts with.
@Suite("export header")
struct ExportHeaderTests {
    @Test("the scene's source keeps its case after 'Scene after' (GitHub handles are lower case)",
          arguments: SceneCatalog.names)
    func sourceKeepsItsCase(_ name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        let header = ExportPlan(Preset(name: name, state: scene.defaultState)).header(platform: "CSS", command: "export css")
        let source = scene.source.hasSuffix(".") ? scene.source : scene.source + "."
        #expect(header.contains("Scene after " + ExportPlan.commentSafe(source)))
    }

    @Test("help text becomes a sentence: capital first letter, a full stop, a symbol as written")
    func sentence() {
        #expect(ExportPlan.sentence("the spring") == "The spring.")
        #expect(ExportPlan.sentence("Done!") == "Done!")
        #expect(ExportPlan.sentence("ζ of the bounce") == "ζ of the bounce.")
        #expect(ExportPlan.ending("aunnnn/AppStoreiOS11InteractiveTransition") == "aunnnn/AppStoreiOS11InteractiveTransition.")
    }
}
