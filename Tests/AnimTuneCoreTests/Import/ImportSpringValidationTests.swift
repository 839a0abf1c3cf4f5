import Testing
@testable import AnimTuneCore

/// `DialectDetector.read` refuses every spring `Spring.validate` refuses, in every dialect
/// family that reads a spring's own numbers: one snippet each (two or three where a family
/// reads several APIs), the spring it states written here, and the exact line the user sees.
/// CSS and Lottie keyframes read curves, and animtune files are refused by their preset
/// checks, so none of them appears.
@Suite("import refuses the springs Spring.validate refuses, in every dialect family")
struct ImportSpringValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let snippet: String
        /// The spring the snippet states, as mass, stiffness and damping coefficient.
        let spring: (mass: Double, stiffness: Double, damping: Double)
        let refusal: String
        var testDescription: String { snippet }
    }

    static let cases: [Case] = [
        // SwiftUIDialect
        Case(snippet: ".interpolatingSpring(mass: 1, stiffness: 100, damping: -5)", spring: (1, 100, -5),
             refusal: "SwiftUI: damping must be 0 or more (got -5); see 'help import'"),
        // AppleDialect
        Case(snippet: "UISpringTimingParameters(mass: 1, stiffness: 100, damping: -1, initialVelocity: .zero)", spring: (1, 100, -1),
             refusal: "UIKit: damping must be 0 or more (got -1); see 'help import'"),
        Case(snippet: "CASpringAnimation: mass = 0, stiffness = 250, damping = 18", spring: (0, 250, 18),
             refusal: "Core Animation: mass must be above 0 (got 0); see 'help import'"),
        // AndroidDialect: damping 2ζ√k = 2 · −0.5 · 20.
        Case(snippet: "SpringForce().setStiffness(400f).setDampingRatio(-0.5f)", spring: (1, 400, -20),
             refusal: "Android SpringForce: damping must be 0 or more (got -20); see 'help import'"),
        Case(snippet: "spring(dampingRatio = -0.6f, stiffness = 400f)", spring: (1, 400, -24),
             refusal: "Jetpack Compose: damping must be 0 or more (got -24); see 'help import'"),
        // WebDialect
        Case(snippet: "{ type: \"spring\", stiffness: 200, damping: -15 }", spring: (1, 200, -15),
             refusal: "motion (framer-motion): damping must be 0 or more (got -15); see 'help import'"),
        Case(snippet: "useSpring({ config: { tension: 170, friction: -26 } })", spring: (1, 170, -26),
             refusal: "react-spring: damping must be 0 or more (got -26); see 'help import'"),
        Case(snippet: "withSpring(1, { mass: 1, stiffness: 100, damping: -10 })", spring: (1, 100, -10),
             refusal: "Reanimated withSpring (Reanimated 4): damping must be 0 or more (got -10); see 'help import'"),
        // FlutterDialect: each of the three checks.
        Case(snippet: "SpringDescription(mass: 1, stiffness: 100, damping: -5)", spring: (1, 100, -5),
             refusal: "Flutter: damping must be 0 or more (got -5); see 'help import'"),
        Case(snippet: "SpringDescription(mass: 0, stiffness: 100, damping: 5)", spring: (0, 100, 5),
             refusal: "Flutter: mass must be above 0 (got 0); see 'help import'"),
        Case(snippet: "SpringDescription(mass: 1, stiffness: 0, damping: 5)", spring: (1, 0, 5),
             refusal: "Flutter: stiffness must be above 0 (got 0); see 'help import'"),
        // DesignToolDialect
        Case(snippet: #"{"type": "CUSTOM_SPRING", "easingFunctionSpring": {"mass": 1, "stiffness": 80, "damping": -30}}"#,
             spring: (1, 80, -30), refusal: "Figma: damping must be 0 or more (got -30); see 'help import'"),
        Case(snippet: "rebound tension: 40, friction: -7", spring: (1, 40, -7),
             refusal: "Origami (Rebound physical): damping must be 0 or more (got -7); see 'help import'"),
        Case(snippet: "anim.dynamicsTension = 100; anim.dynamicsFriction = -1; anim.dynamicsMass = 1", spring: (1, 100, -1),
             refusal: "POP: damping must be 0 or more (got -1); see 'help import'"),
        // MaterialMotionDialect: the tokens' damping ratio −0.05 at stiffness 100 is 2 · −0.05 · 10.
        Case(snippet: "md.sys.motion.spring.fast.spatial.damping: -0.05\nmd.sys.motion.spring.fast.spatial.stiffness: 100",
             spring: (1, 100, -1), refusal: "Material 3 MotionScheme: damping must be 0 or more (got -1); see 'help import'"),
        // PopmotionDialect
        Case(snippet: "spring({ from: 0, to: 100, stiffness: 200, damping: -15 })", spring: (1, 200, -15),
             refusal: "popmotion: damping must be 0 or more (got -15); see 'help import'"),
        // AnimeJSDialect
        Case(snippet: "createSpring({ mass: 1, stiffness: 200, damping: -15 })", spring: (1, 200, -15),
             refusal: "anime.js: damping must be 0 or more (got -15); see 'help import'"),
        // RemotionDialect
        Case(snippet: "spring({ frame, fps, config: { damping: -200 } })", spring: (1, 100, -200),
             refusal: "Remotion: damping must be 0 or more (got -200); see 'help import'"),
    ]

    @Test("the snippet is refused with the line that names its dialect and Spring.validate's reason", arguments: cases)
    func refused(_ example: Case) {
        let spring = Spring(mass: example.spring.mass, stiffness: example.spring.stiffness, damping: example.spring.damping)
        #expect(throws: (any Error).self, "Spring.validate accepts \(example.spring)") { try spring.validate() }
        do {
            let result = try DialectDetector.read(example.snippet)
            Issue.record("read as \(result.dialect), not refused")
        } catch {
            #expect("\(error)" == example.refusal)
        }
    }
}
