import Foundation
import Testing
@testable import AnimTuneCore

@Suite("linear() for springs")
struct LinearEasingTests {
    /// 50 springs: damping ratio 0.1 … 2 and SwiftUI duration (response) 0.1 … 3 s.
    static let springs: [Spring] = {
        let ratios = [0.1, 0.2, 0.3, 0.45, 0.6, 0.75, 0.9, 1, 1.4, 2]
        let durations = [0.1, 0.35, 0.8, 1.6, 3]
        return ratios.flatMap { zeta in durations.map { SwiftUISpring(response: $0, dampingRatio: zeta).spring } }
    }()

    /// The largest |CSS reading of `css` − spring| over all time, the CSS text parsed on its
    /// own and sampled densely (and at every stop), before, during and after the duration.
    static func measuredError(_ css: String, duration: Double, spring: Spring) throws -> Double {
        let easing = try CSSLinearFunction(css)
        var worst = 0.0
        let count = 30_000
        for index in 0...count {
            let x = Double(index) / Double(count)
            worst = max(worst, abs(easing(x) - spring.progress(at: x * duration)))
        }
        for point in easing.points {
            for x in [point.x - 1e-7, point.x, point.x + 1e-7] where (0...1).contains(x) {
                worst = max(worst, abs(easing(x) - spring.progress(at: x * duration)))
            }
        }
        for index in 0...3_000 {
            let t = duration * (1 + 4 * Double(index) / 3_000)
            worst = max(worst, abs(1 - spring.progress(at: t)))
        }
        return worst
    }

    @Test("every linear(), read back as CSS reads it, stays within the tolerance of its spring",
          arguments: springs.indices)
    func withinTolerance(_ index: Int) throws {
        let spring = Self.springs[index]
        let fit = LinearEasing.spring(spring)
        let error = try Self.measuredError(fit.easing.css, duration: fit.duration, spring: spring)
        #expect(error <= LinearEasing.defaultTolerance, "ζ \(spring.dampingRatio), k \(spring.stiffness): \(error) with \(fit.easing.stops.count) stops")
        // The reported error is the search's bound: above the measured one, by at most the
        // curvature margin (2 % of the tolerance).
        #expect(error <= fit.maxError + 1e-9, "the reported error bounds the error")
        #expect(fit.maxError - error <= 0.02 * LinearEasing.defaultTolerance + 1e-6, "and is close to it")
        #expect(fit.duration == (fit.duration * 1000).rounded() / 1000, "whole milliseconds")
        // Nothing the spring does not do: no backing away at the start, no phantom overshoot.
        #expect(fit.easing.stops.allSatisfy { $0.value >= 0 })
        if SpringMetrics(spring).overshoot == 0 { #expect(fit.easing.stops.allSatisfy { $0.value <= 1 }) }
    }

    @Test("other tolerances hold too", arguments: [0.0002, 0.005, 0.05])
    func otherTolerances(_ tolerance: Double) throws {
        for spring in [Self.springs[7], Self.springs[22], Self.springs[42]] {
            let fit = LinearEasing.spring(spring, tolerance: tolerance)
            #expect(try Self.measuredError(fit.easing.css, duration: fit.duration, spring: spring) <= tolerance)
            #expect(fit.easing.stops.allSatisfy { $0.value >= 0 })
            if SpringMetrics(spring).overshoot == 0 { #expect(fit.easing.stops.allSatisfy { $0.value <= 1 }) }
        }
        let loose = LinearEasing.spring(Self.springs[22], tolerance: tolerance)
        let tight = LinearEasing.spring(Self.springs[22], tolerance: tolerance / 4)
        #expect(loose.easing.stops.count < tight.easing.stops.count)
    }

    @Test("values have at most 5 decimals; positions are written exactly where CSS cannot infer them")
    func text() throws {
        let fit = LinearEasing.spring(SwiftUISpring(response: 0.5, dampingRatio: 0.6).spring)
        let parsed = try CSSLinearFunction(fit.easing.css)
        #expect(parsed.points.count == fit.easing.stops.count)
        for (point, stop) in zip(parsed.points, fit.easing.stops) {
            #expect(abs(point.x - fit.easing.position(stop)) < 1e-12)
            #expect(point.y == stop.value)
            #expect(abs(point.y * 100_000 - (point.y * 100_000).rounded()) < 1e-6)
        }
        #expect(parsed.writtenInputs == fit.easing.stops.filter(\.isPositionWritten).count)
        #expect(fit.easing.css.hasPrefix("linear(0, ") && fit.easing.css.hasSuffix(", 1)"))
    }

    @Test("runs of evenly spaced stops leave their positions to CSS")
    func inferredPositions() {
        let easing = LinearEasing(points: [(0, 0), (0.1, 10), (0.2, 20), (0.3, 30), (0.5, 45), (0.7, 60), (1, 100)],
                                  gridSize: 100)
        #expect(easing.css == "linear(0, 0.1, 0.2, 0.3 30%, 0.5, 0.7 60%, 1)")
        #expect(LinearEasing.uniformStops(Spring(), duration: 1, count: 4).css.contains("%") == false)
    }

    @Test("stiffer tolerance, more stops; critically damped needs few")
    func counts() {
        let critical = LinearEasing.spring(SwiftUISpring(response: 0.5, dampingRatio: 1).spring)
        #expect(critical.easing.stops.count <= 20)
        let bouncy = LinearEasing.spring(SwiftUISpring(response: 0.5, dampingRatio: 0.3).spring)
        #expect(bouncy.easing.stops.count > critical.easing.stops.count)
    }

    @Test("an initial velocity shapes the curve and is within the tolerance too")
    func velocity() throws {
        for velocity in [-3.0, 4.0] {
            let spring = Spring(mass: 1, stiffness: 200, damping: 18, initialVelocity: velocity)
            let fit = LinearEasing.spring(spring)
            #expect(try Self.measuredError(fit.easing.css, duration: fit.duration, spring: spring) <= 0.001)
        }
    }
}
