import Testing
@testable import AnimTuneCore

@Suite("Export identifiers")
struct ExportIdentifierTests {
    @Test("names derived from dotted keys")
    func names() {
        #expect(ExportIdentifier.camel("drop.cornerRadius") == "dropCornerRadius")
        #expect(ExportIdentifier.camel("curve.duration") == "curveDuration")
        #expect(ExportIdentifier.kebab("drop.cornerRadius") == "drop-corner-radius")
        #expect(ExportIdentifier.kebab("header.stopOffset") == "header-stop-offset")
        #expect(ExportIdentifier.screamingSnake("curve.duration") == "CURVE_DURATION")
        #expect(ExportIdentifier.typeName(scene: "notch") == "NotchMotion")
        #expect(ExportIdentifier.typeName(scene: "spring") == "SpringMotion")
        #expect(ExportIdentifier.typeName(scene: "spring", platform: "UIKit") == "SpringUIKitMotion")
        #expect(ExportIdentifier.swift("default") == "`default`")
        #expect(ExportIdentifier.kotlin("object") == "`object`")
        #expect(ExportIdentifier.camel("3d.flip") == "_3dFlip")
    }

    @Test("no two keys of a scene share an identifier", arguments: SceneCatalog.all.map(\.name))
    func unique(_ sceneName: String) throws {
        let scene = try SceneCatalog.scene(named: sceneName)
        let keys = scene.parameters.map(\.key) + scene.springGroups.map(\.prefix)
        #expect(Set(keys.map(ExportIdentifier.camel)).count == keys.count)
        #expect(Set(keys.map(ExportIdentifier.kebab)).count == keys.count)
        #expect(Set(keys.map(ExportIdentifier.screamingSnake)).count == keys.count)
    }
}
