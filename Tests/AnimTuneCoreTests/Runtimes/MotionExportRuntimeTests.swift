import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The motion runtime runs a spring group as `export motion` writes it: physical, ended by
/// motion's rest thresholds, whatever form the spring was set in.
@Suite("motion runtime follows export motion")
struct MotionExportRuntimeTests {
    /// motion 13.1.1's own `spring()` (packages/motion-dom/src/animation/generators/spring.ts,
    /// run by Deno 2.9.8) on what `export motion` writes for UIKit duration 0.5 s, damping 0.7
    /// (`{ type: "spring", stiffness: 387.275, damping: 27.551, mass: 1 }`, keyframes [0, 100],
    /// `next(i · 1000/60)`) is done at frame 26.
    static let motionDoneFrame = 26.0

    @Test("a spring set in the UIKit form ends at motion's rest frame, not at its UIKit duration")
    func uikitFormEndsAtRest() throws {
        let setting = SpringSetting.uikit(UIKitSpring(duration: 0.5, dampingRatio: 0.7, velocity: 0))
        let model = Runtime.motion.model(setting.spring, RuntimeSetting(setting, distance: 100, frameRate: 60))
        let end = try #require(model.endTime)
        assertClose(end, Self.motionDoneFrame / 60, .absolute(1e-9), "ends at \(end) s")
    }

    @Test("a spring handed to motion as { duration, bounce } ends exactly at its duration")
    func durationSpringEndsAtDuration() throws {
        let setting = SpringSetting.uikit(UIKitSpring(duration: 0.5, dampingRatio: 0.7, velocity: 0))
        let model = Runtime.motion.model(setting.spring, RuntimeSetting(distance: 100, frameRate: 60, duration: 0.5, durationSpring: true))
        let end = try #require(model.endTime)
        assertClose(end, 0.5, .absolute(1e-9), "ends at \(end) s")
    }

    @Test("a UIKit-form spring retargeted carries its velocity as the physics spring export motion writes, not a restart")
    func uikitFormRetargetCarries() throws {
        let setting = SpringSetting.uikit(UIKitSpring(duration: 0.5, dampingRatio: 0.7, velocity: 0))
        let retargets = [Retarget(time: 0.15, target: 100)]
        let uikit = try Runtime.motion.retargeted(setting.spring, RuntimeSetting(setting, distance: 300, frameRate: 60), retargets: retargets)
        let physics = try Runtime.motion.retargeted(setting.spring, RuntimeSetting(distance: 300, frameRate: 60), retargets: retargets)
        #expect(uikit.handoffs[0].after.velocity > 0)
        #expect(uikit.endTime == physics.endTime)
        for frame in 0..<90 {
            let t = Double(frame) / 60
            #expect(uikit.position(at: t) == physics.position(at: t))
        }
    }
}
