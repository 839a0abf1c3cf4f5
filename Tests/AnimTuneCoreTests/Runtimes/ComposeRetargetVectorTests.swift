import Testing
@testable import AnimTuneCore

/// `Vectors/compose-retarget.json`: Compose animation-core's own `Animatable.animateTo`
/// (`Animatable.kt`, `SuspendAnimation.kt`, `AnimationState.kt`, the internal `MutatorMutex`,
/// `FloatSpringSpec`, `SpringSimulation`, `SpringEstimation`), compiled with kotlinc and played on
/// a hand-stepped frame clock at ⌊i·10⁹/fps⌋ ns, 60 and 120 Hz, with `animateTo` called from a
/// frame callback, between frames, twice in a row, and after the end.
@Suite("Compose retargets match animation-core's own code")
struct ComposeRetargetVectorTests {
    @Test("every frame of every retarget within two float ulps (1e-7) of the travel, on and between frames, at 60 and 120 Hz")
    func frames() throws {
        let (cases, worst) = try PlatformRetargetVectors.worstRelativeError(.compose, file: "compose-retarget")
        #expect(cases == 52)
        #expect(worst.error <= 1e-7, "\(worst.location): \(worst.error) of the travel")
    }

    @Test("0.1 s → 100 shows 125.63 at the 0.1167 s frame: the new animation's clock starts at the last frame drawn, not at the next")
    func lastFrameStart() throws {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let rendering = try Runtime.compose.retargeted(spring, RuntimeSetting(distance: 300, frameRate: 60),
                                                       retargets: [Retarget(time: 0.1, target: 100)])
        #expect(abs(rendering.position(at: 0.1) - 102.09) <= 0.01)
        #expect(abs(rendering.position(at: 0.7 / 6) - 125.6285) <= 0.001)
    }
}
