import Testing
@testable import AnimTuneCore

/// Import accounts for every number, chooses a dialect only on a name of its own, and holds
/// every dialect family to the spring's range check (issue #45, #48 point 6). Expected values
/// are the owners' documented numbers: Material's StandardMotionTokens.kt and
/// ExpressiveMotionTokens.kt (v0_14_0), Reanimated 4.3.0 springConfigs.ts, Remotion's
/// defaultSpringConfig.
@Suite("Import accounts for every number")
struct ImportAccountingTests {
    static func spring(_ text: String) throws -> (ImportResult, Spring) {
        let result = try DialectDetector.read(text)
        guard case .spring(let setting) = result.value else { throw ImportError.invalid(dialect: "test", reason: "not a spring") }
        return (result, setting.spring)
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(abs(b), 1) }

    @Test("Spring (mass 1, stiffness 100, damping 15) imports k 100, c 15, m 1 exactly, each number shown with its source, no defaults")
    func designerSpring() throws {
        let (result, spring) = try Self.spring("Spring (mass 1, stiffness 100, damping 15)")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 15)
        #expect(result.read == ["mass 1 ← \"mass 1\"", "stiffness 100 ← \"stiffness 100\"", "damping 15 ← \"damping 15\""])
        #expect(!result.assumptions.contains { $0.hasPrefix("defaults") }, "\(result.assumptions)")
    }

    @Test("a number no parameter reads refuses the import in one line quoting it")
    func unaccounted() throws {
        let error = try #require(throws: ImportError.self) { try DialectDetector.read("Spring(duration: 0.5, bounce: 0.3, wobble: 2)") }
        #expect(error.description == "SwiftUI: the number 2 in \"wobble: 2\" is not one it reads; remove it or write a parameter it takes; see 'help import'")
    }

    @Test("a delay is read as ignored with its reason, not dropped silently")
    func ignoredDelay() throws {
        let (result, _) = try Self.spring("UIView.animate(withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, animations: {})")
        #expect(result.ignored == ["delay 0.1 ← \"delay: 0.1\" (a delay before the animation, not part of the spring)"])
    }

    @Test("MaterialTheme.motionScheme.fastSpatialSpec() is Material's standard fast spatial spec (ζ 0.9, k 1400), its scheme named as defaulted")
    func materialTheme() throws {
        let (result, spring) = try Self.spring("MaterialTheme.motionScheme.fastSpatialSpec()")
        #expect(result.dialect == "Material 3 MotionScheme")
        #expect(spring.mass == 1 && spring.stiffness == 1400 && Self.close(spring.damping, 2 * 0.9 * 1400.0.squareRoot()))
        #expect(result.assumptions.first?.contains("motionScheme standard()") ?? false, "\(result.assumptions)")
    }

    @Test("every MotionScheme spec of both schemes is its token pair", arguments: MaterialMotionDialect.specs.map(\.name))
    func motionSchemeSpecs(_ name: String) throws {
        let tokens: [String: ((Double, Double), (Double, Double))] = [
            "defaultSpatialSpec": ((0.9, 700), (0.8, 380)), "fastSpatialSpec": ((0.9, 1400), (0.6, 800)),
            "slowSpatialSpec": ((0.9, 300), (0.8, 200)), "defaultEffectsSpec": ((1, 1600), (1, 1600)),
            "fastEffectsSpec": ((1, 3800), (1, 3800)), "slowEffectsSpec": ((1, 800), (1, 800)),
        ]
        let pair = try #require(tokens[name])
        for (scheme, (ratio, k)) in [("standard", pair.0), ("expressive", pair.1)] {
            let (result, spring) = try Self.spring("MotionScheme.\(scheme)().\(name)<Float>()")
            #expect(spring.stiffness == k && Self.close(spring.damping, 2 * ratio * k.squareRoot()), "\(scheme) \(name)")
            #expect(!result.assumptions.contains { $0.hasPrefix("defaults") })
        }
    }

    @Test("an md.sys.motion.spring token name alone is refused: its values differ per scheme")
    func tokenNameAlone() throws {
        let error = try #require(throws: ImportError.self) { try DialectDetector.read("md.sys.motion.spring.fast.spatial") }
        #expect(error.description.contains("write 'standard' or 'expressive'"))
        let (_, spring) = try Self.spring("expressive md.sys.motion.spring.fast.spatial")
        #expect(spring.stiffness == 800 && Self.close(spring.damping, 2 * 0.6 * 800.0.squareRoot()))
    }

    @Test("Reanimated 4 named configs are their springConfigs values; Snappy warns that animtune does not clamp",
          arguments: [("GentleSpringConfig", 4.0, 900.0, 120.0, false), ("WigglySpringConfig", 4, 900, 90, false), ("SnappySpringConfig", 4, 900, 110, true)])
    func reanimatedNamed(_ config: (String, Double, Double, Double, Bool)) throws {
        let (result, spring) = try Self.spring("offset.value = withSpring(1, \(config.0))")
        #expect(spring.mass == config.1 && spring.stiffness == config.2 && spring.damping == config.3)
        #expect(result.warnings.contains { $0.hasPrefix("overshootClamping") } == config.4)
    }

    @Test("Remotion spring({ config }) takes Remotion's defaults (mass 1, damping 10, stiffness 100) for what config leaves out")
    func remotion() throws {
        let (result, spring) = try Self.spring("const s = spring({ frame, fps, config: { damping: 200 } })")
        #expect(result.dialect == "Remotion" && spring.mass == 1 && spring.stiffness == 100 && spring.damping == 200)
        #expect(result.assumptions.first == "defaults for what the snippet leaves out: mass 1, stiffness 100 (the API's defaults)")
    }

    @Test("a snippet with no dialect's own name is refused, not read with another library's defaults",
          arguments: ["MaterialTheme.colorScheme.primary", "motionScheme", "spring({ stiffness: 200, damping: 20 })", "{ stiffness: 200, damping: 20 }"])
    func noMarker(_ text: String) {
        #expect(throws: ImportError.self) { try DialectDetector.read(text) }
    }
}

@Suite("help import's examples")
struct DialectExampleTests {
    @Test("every dialect's example in help import imports as that dialect", arguments: DialectExamples.all.map { [$0.dialect, $0.snippet] })
    func example(_ pair: [String]) throws {
        let result = try DialectDetector.read(pair[1])
        #expect(result.dialect == pair[0], "\(pair[1])")
    }
}
