import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `export figma` writes Figma's `CUSTOM_SPRING` with the spring's own numbers, and `import`
/// reads Figma's closed form exactly.
@Suite("Figma export and closed form")
struct FigmaExportTests {
    static func springs(_ assignments: [(key: String, text: String)]) throws -> [[String: Any]] {
        let text = FigmaExporter().export(Preset(name: "spring", state: try SpringScene().defaultState.setting(assignments)))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require(root["springs"] as? [[String: Any]])
    }

    static func easing(_ spring: [String: Any]) throws -> [String: Any] {
        let easing = try #require((spring["transition"] as? [String: Any])?["easing"] as? [String: Any])
        #expect(easing["type"] as? String == "CUSTOM_SPRING")
        return try #require(easing["easingFunctionSpring"] as? [String: Any])
    }

    @Test("a physical spring is a CUSTOM_SPRING with exactly its mass, stiffness, damping and velocity")
    func physical() throws {
        let spring = try Self.easing(try #require(try Self.springs([("spring.mass", "1.5"), ("spring.stiffness", "321.25"),
                                                                    ("spring.dampingCoefficient", "17.75"), ("spring.velocity", "0.5")]).first))
        #expect(spring["mass"] as? Double == 1.5 && spring["stiffness"] as? Double == 321.25)
        #expect(spring["damping"] as? Double == 17.75 && spring["initialVelocity"] as? Double == 0.5)
    }

    @Test("a SwiftUI-form spring's stiffness and damping are (2π/response)² and 2ζ·2π/response to the last digits")
    func swiftUIForm() throws {
        let spring = try Self.easing(try #require(try Self.springs([("spring.response", "0.5"), ("spring.dampingFraction", "0.7")]).first))
        let reference = ClosedFormSpring.response(0.5, dampingRatio: 0.7)
        #expect(abs((spring["stiffness"] as? Double ?? 0) - reference.stiffness) <= 1e-13 * reference.stiffness)
        #expect(abs((spring["damping"] as? Double ?? 0) - reference.damping) <= 1e-13 * reference.damping)
    }

    @Test("import reads Figma's closed form exactly: stiffness a² + b², damping 2a, and c ≠ a/b as a start velocity")
    func closedForm() throws {
        // ζ 0.3, ω0 10: a = 3, b = √91; from rest c = a/b.
        let b = 91.0.squareRoot()
        let rest = try DialectDetector.read("t => 1 - Math.exp(-3 * t) * (Math.cos(\(b) * t) + \(3 / b) * Math.sin(\(b) * t))")
        #expect(rest.dialect == "Figma (closed form)")
        guard case .spring(let setting) = rest.value else { Issue.record("not a spring"); return }
        #expect(abs(setting.spring.stiffness - 100) < 1e-12 && setting.spring.damping == 6 && setting.spring.initialVelocity == 0)
        let moving = try DialectDetector.read("1 − exp(−3·t)·(cos(\(b)·t) − 0.1·sin(\(b)·t))")
        guard case .spring(let fast) = moving.value else { Issue.record("not a spring"); return }
        assertClose(fast.spring.initialVelocity, (3 + 0.1 * b), .absolute(1e-12))
        #expect(throws: ImportError.self) { try DialectDetector.read("1 - exp(-3*t)*(cos(2*t) + 0.5*sin(4*t))") }
    }

    @Test("the exported closed form reads back as the same spring")
    func closedFormRoundTrip() throws {
        let spring = try #require(try Self.springs([("spring.mass", "1"), ("spring.stiffness", "250"), ("spring.dampingCoefficient", "9")]).first)
        let closed = try #require(spring["closedForm"] as? String)
        guard case .spring(let setting) = try DialectDetector.read(closed).value else { Issue.record("not a spring"); return }
        #expect(abs(setting.spring.stiffness - 250) < 1e-9 && abs(setting.spring.damping - 9) < 1e-12)
    }
}
