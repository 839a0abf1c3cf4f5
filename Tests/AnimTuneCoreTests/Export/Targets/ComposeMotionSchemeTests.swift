import Foundation
import Testing
@testable import AnimTuneCore

/// `export compose --motion-scheme` against Material's own tokens (StandardMotionTokens.kt
/// v0_14_0: spatial 700 / 1400 / 300 at ζ 0.9, effects 1600 / 3800 / 800 at ζ 1), written here.
@Suite("Compose MotionScheme export")
struct ComposeMotionSchemeTests {
    static func export(_ state: SceneState) -> ExportOutput {
        var options = ExportOptions()
        options.motionScheme = true
        return ComposeExporter().output(Preset(name: state.scene.name, state: state), options: options)
    }

    /// `spring(dampingRatio = 0.97338f, stiffness = 256.871f)` of `spec` in `text`, as numbers.
    static func spec(_ name: String, in text: String) throws -> (ratio: Double, stiffness: Double) {
        let line = try #require(text.split(separator: "\n").first { $0.contains("override fun <T> \(name)(): FiniteAnimationSpec<T>") })
        let match = try #require(line.firstMatch(of: /dampingRatio = ([0-9.eE+-]+)f, stiffness = ([0-9.eE+-]+)f/))
        return (try #require(Double(match.output.1)), try #require(Double(match.output.2)))
    }

    @Test("the card's scheme: default spatial is present.spring as set, the others scaled as Material's standard tokens are")
    func cardScheme() throws {
        let state = CardScene().defaultState
        let output = Self.export(state)
        #expect(output.refusal == nil)
        let spring = try #require(try CardScene().curve(named: "present.spring").spring?(state))
        let k = spring.stiffness / spring.mass, zeta = spring.dampingRatio
        let expected: [(String, Double, Double)] = [
            ("defaultSpatialSpec", zeta, k), ("fastSpatialSpec", zeta, k * 1400 / 700), ("slowSpatialSpec", zeta, k * 300 / 700),
            ("defaultEffectsSpec", 1, k * 1600 / 700), ("fastEffectsSpec", 1, k * 3800 / 700), ("slowEffectsSpec", 1, k * 800 / 700),
        ]
        for (name, ratio, stiffness) in expected {
            let written = try Self.spec(name, in: output.text)
            #expect(abs(written.ratio - ratio) <= 1e-4 * ratio, "\(name) ratio \(written.ratio), expected \(ratio)")
            #expect(abs(written.stiffness - stiffness) <= 1e-4 * stiffness, "\(name) stiffness \(written.stiffness), expected \(stiffness)")
        }
        #expect(output.text.contains("@OptIn(ExperimentalMaterial3ExpressiveApi::class)\n    val motionScheme: MotionScheme = object : MotionScheme {"))
        #expect(output.text.contains("import androidx.compose.material3.MotionScheme\n"))
    }

    @Test("without --motion-scheme no scheme is written; a scene without a spring is refused in one line")
    func refusedWithoutSpring() {
        #expect(!ComposeExporter().export(Preset(name: "card", state: CardScene().defaultState)).contains("MotionScheme"))
        let notch = Self.export(NotchScene().defaultState)
        #expect(notch.refusal == "--motion-scheme: scene 'notch' has no spring to make a MotionScheme from")
    }
}
