import Testing
@testable import AnimTuneCore

/// `Vectors/motion-retarget.json`: motion v13.1.1's own `motionValue` and `animateMotionValue`
/// (motion-dom and motion-utils sources, bundled with esbuild, run in node) driven by a fake
/// `performance.now`/`requestAnimationFrame`, a `value.start(animateMotionValue(…))` at each
/// retarget time, on a frame (after it) or between frames, at 60, 120 and 144 Hz.
@Suite("motion retargets match motion's own code")
struct MotionRetargetVectorTests {
    @Test("every frame of every retarget within 1e-9 of the travel, on and between frames, at 60, 120 and 144 Hz")
    func frames() throws {
        let cases = try RuntimeVectors.cases("motion-retarget")
        #expect(cases.count == 12)
        for c in cases {
            let spring = Spring(mass: c.number("mass"), stiffness: c.number("stiffness"), damping: c.number("damping"))
            let distance = c.number("distance"), fps = c.number("fps")
            let retargets = RuntimeVectors.pairs(c["retargets"]).map { Retarget(time: $0.0, target: $0.1) }
            let rendering = try Runtime.motion.retargeted(spring, RuntimeSetting(distance: distance, frameRate: fps), retargets: retargets)
            let travel = max(abs(distance), retargets.map { abs($0.target) }.max() ?? 0)
            var worst = 0.0
            for (millis, value) in RuntimeVectors.pairs(c["framesMillisValue"]) {
                worst = max(worst, abs(rendering.position(at: millis / 1000) - value))
            }
            #expect(worst <= 1e-9 * travel, "k \(c.number("stiffness")) at \(fps) Hz, \(retargets): \(worst)")
        }
    }

    @Test("issue #43's case: 0.13 s → 300 shows 155.757 at the 0.1333 s frame; frame 7 un-interrupted 129.689")
    func acceptance() throws {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let setting = RuntimeSetting(distance: 300, frameRate: 60)
        let rendering = try Runtime.motion.retargeted(spring, setting, retargets: [Retarget(time: 0.13, target: 300)])
        #expect(abs(rendering.position(at: 0.4 / 3) - 155.76) <= 0.01)
        let plain = Runtime.motion.model(spring, setting)
        #expect(abs(plain.progress(at: 7 / 60) * 300 - 129.689) <= 0.01)
    }
}
