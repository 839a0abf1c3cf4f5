import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("Best-fitting Bézier for a spring")
struct BezierFitTests {
    /// |Bézier − spring| measured here, independently of `BezierFit.maxError`.
    static func error(_ fit: BezierFit, _ spring: Spring) -> Double {
        var worst = 0.0
        let end = 4 * max(fit.duration, LinearEasing.duration(of: spring, tolerance: 0.001))
        for index in 0...40_000 {
            let t = end * Double(index) / 40_000
            let bezier = t >= fit.duration ? 1 : fit.curve.progress(at: t / fit.duration)
            worst = max(worst, abs(bezier - spring.progress(at: t)))
        }
        return worst
    }

    @Test("a spring fitted again gets the fit a fresh search finds, and a nudged one its own")
    func reusedFit() {
        let spring = SwiftUISpring(response: 0.43, dampingRatio: 0.61).spring
        let first = BezierFit(spring), again = BezierFit(spring)
        #expect(first == again)
        #expect(again == BezierFit(searching: spring, tolerance: LinearEasing.defaultTolerance))
        let nudged = SwiftUISpring(response: 0.43, dampingRatio: 0.62).spring
        #expect(BezierFit(nudged) == BezierFit(searching: nudged, tolerance: LinearEasing.defaultTolerance))
    }

    @Test("the fit is a valid timing curve and its reported error is the measured one",
          arguments: [0.3, 0.5, 0.7, 1, 1.5])
    func fit(_ zeta: Double) {
        let spring = SwiftUISpring(response: 0.6, dampingRatio: zeta).spring
        let fit = BezierFit(spring)
        #expect((0...1).contains(fit.curve.x1) && (0...1).contains(fit.curve.x2))
        #expect(fit.duration <= LinearEasing.duration(of: spring, tolerance: 0.001))
        let measured = Self.error(fit, spring)
        assertClose(measured, fit.maxError, .absolute(5e-4), "reported \(fit.maxError), measured \(measured)")
        // A Bézier follows a spring without oscillation closely; a bouncy one much less so.
        if zeta >= 0.7 { #expect(fit.maxError < 0.02) }
        if zeta == 0.5 { #expect(fit.maxError < 0.04) }
    }

    @Test("a better fit than the obvious guesses")
    func beatsGuesses() throws {
        let spring = SwiftUISpring(response: 0.6, dampingRatio: 1).spring
        let fit = BezierFit(spring)
        let window = LinearEasing.duration(of: spring, tolerance: 0.001)
        for guess in [TimingCurve.easeOut.bezier, TimingCurve.default.bezier, try CubicBezier(0.2, 0, 0, 1)] {
            #expect(fit.maxError < BezierFit.maxError(of: guess, duration: window, against: spring, window: window))
        }
    }
}
