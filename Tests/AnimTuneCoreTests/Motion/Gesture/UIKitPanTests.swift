import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `UIPanGestureRecognizer`'s hysteresis: no pan until the touch has moved 10 pt, translation
/// from the begin point, velocity over the recognised events. Expected values by hand.
@Suite("UIKit pan threshold")
struct UIKitPanTests {
    static func gesture(_ points: [(Double, Double)]) throws -> Gesture {
        try Gesture(points.map { GestureSample(time: $0.0, position: $0.1) })
    }

    @Test("the pan begins at the first event 10 pt from the touch-down and translates from there")
    func beginsAfterTenPoints() throws {
        // 4 pt per 10 ms: 0, 4, 8, 12 (begins), 16, 20.
        let pan = UIKitPan(try Self.gesture((0...5).map { (Double($0) * 0.01, Double($0) * 4) }))
        #expect(pan.beginIndex == 3)
        #expect(pan.translation(at: 0.025) == 0)
        assertClose(pan.translation(at: 0.04), 4, .absolute(1e-12))
        assertClose(pan.releaseTranslation, 8, .absolute(1e-12))
        // Every recognised event moves at 400 pt/s: 0.2 × 400 + 0.8 × 400.
        assertClose(pan.velocity, 400, .absolute(1e-9))
    }

    @Test("moving back counts too: the threshold is a distance from the touch-down")
    func negativeMove() throws {
        let pan = UIKitPan(try Self.gesture([(0, 0), (0.01, -6), (0.02, -11), (0.03, -20)]))
        #expect(pan.beginIndex == 2)
        assertClose(pan.releaseTranslation, -9, .absolute(1e-12))
        // Events from the one before the begin: segments −500 and −900 pt/s.
        assertClose(pan.velocity, 0.2 * -900 + 0.8 * -500, .absolute(1e-9))
    }

    @Test("a touch that never moves 10 pt is no pan: no translation, no velocity")
    func neverBegins() throws {
        let pan = UIKitPan(try Self.gesture([(0, 0), (0.01, 3), (0.02, 9.5)]))
        #expect(pan.beginIndex == nil)
        #expect(pan.releaseTranslation == 0 && pan.velocity == 0)
    }

    @Test("a pan that begins on the lift-off measures that one event: 0.2 × its velocity")
    func beginsOnLift() throws {
        let pan = UIKitPan(try Self.gesture([(0, 0), (0.01, 2), (0.02, 14)]))
        #expect(pan.beginIndex == 2)
        assertClose(pan.velocity, 0.2 * 1200, .absolute(1e-9))
        #expect(pan.releaseTranslation == 0)
    }
}
