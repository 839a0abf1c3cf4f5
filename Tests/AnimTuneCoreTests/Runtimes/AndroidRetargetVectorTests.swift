import Testing
@testable import AnimTuneCore

/// `Vectors/android-retarget.json`: AndroidX dynamicanimation's own `SpringAnimation`
/// (`animateToFinalPosition`, `updateValueAndVelocity`), `DynamicAnimation.doAnimationFrame` and
/// `SpringForce`, compiled with javac, played on whole-millisecond frames at 60 and 120 Hz with
/// retargets on a frame (after it), between frames, two in a row, and after the end.
@Suite("Android retargets match AndroidX dynamicanimation's own code")
struct AndroidRetargetVectorTests {
    @Test("every frame of every retarget within two float ulps (1e-7) of the travel, on and between frames, at 60 and 120 Hz")
    func frames() throws {
        let (cases, worst) = try PlatformRetargetVectors.worstRelativeError(.android, file: "android-retarget")
        #expect(cases == 62)
        #expect(worst.error <= 1e-7, "\(worst.location): \(worst.error) of the travel")
    }

    @Test("issue #43's case: 0.12 s → 100 shows 153.612 at the 0.133 s frame (8 + 8 ms of a 17 ms frame)")
    func acceptance() throws {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let rendering = try Runtime.android.retargeted(spring, RuntimeSetting(distance: 300, frameRate: 60),
                                                       retargets: [Retarget(time: 0.12, target: 100)])
        #expect(abs(rendering.position(at: 0.133) - 153.612) <= 0.001)
    }
}
