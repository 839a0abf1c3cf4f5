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

    @Test("written positions: CSS's rule gives back every step, as few are written as CSS's rule allows, and the choice is the scan's it replaced")
    func writtenPositionsAgainstCSSRule() throws {
        var random = SeededGenerator(seed: 47)
        for _ in 0..<400 {
            // Runs of equal gaps, as the search and a never-settling spring's samples make them.
            var steps = [0]
            while steps.count < Int.random(in: 3...40, using: &random) {
                let gap = Int.random(in: 1...4, using: &random)
                for _ in 0..<Int.random(in: 1...6, using: &random) { steps.append(steps[steps.count - 1] + gap) }
            }
            // The last stop at 100 % of a grid the search uses (whose percentages print exactly).
            let gridSize = 10_000
            steps[steps.count - 1] = gridSize
            let written = LinearEasing.writtenPositions(steps)
            #expect(written == Self.scannedPositions(steps), "\(steps)")
            #expect(written.filter { $0 }.count == Self.fewestWritten(steps), "\(steps)")
            let easing = LinearEasing(points: steps.map { (Double($0) / Double(gridSize), $0) }, gridSize: gridSize)
            let parsed = try CSSLinearFunction(easing.css)
            for (point, step) in zip(parsed.points, steps) {
                #expect(abs(point.x - Double(step) / Double(gridSize)) < 1e-12, "\(easing.css)")
            }
        }
    }

    /// The fewest positions a `linear()` must write for CSS to place every stop at `steps`:
    /// CSS spreads the stops between two placed ones evenly, so a stop may go unwritten when
    /// it sits exactly where that spreading puts it. Every pair of anchors tried.
    static func fewestWritten(_ steps: [Int]) -> Int {
        let count = steps.count
        var best = [Int](repeating: Int.max, count: count)
        best[0] = 0
        for b in 1..<count {
            for a in 0..<b where best[a] != Int.max {
                let spread = (a + 1..<b).allSatisfy { i in (steps[i] - steps[a]) * (b - a) == (steps[b] - steps[a]) * (i - a) }
                if spread { best[b] = min(best[b], best[a] + (b == count - 1 ? 0 : 1)) }
            }
        }
        return best[count - 1]
    }

    /// `writtenPositions` as it was before it kept each run's cheapest anchor: for every stop,
    /// a scan back over the run of equal gaps ending there.
    static func scannedPositions(_ steps: [Int]) -> [Bool] {
        let count = steps.count
        guard count > 2 else { return Array(repeating: false, count: count) }
        var cost = Array(repeating: Int.max, count: count), from = Array(repeating: 0, count: count)
        cost[0] = 0
        for b in 1..<count {
            let own = b == count - 1 ? 0 : 1, gap = steps[b] - steps[b - 1]
            var a = b - 1
            while true {
                if cost[a] != Int.max, cost[a] + own < cost[b] { (cost[b], from[b]) = (cost[a] + own, a) }
                guard a > 0, steps[a] - steps[a - 1] == gap else { break }
                a -= 1
            }
        }
        var written = Array(repeating: false, count: count), b = count - 1
        while b > 0 {
            if b != count - 1 { written[b] = true }
            b = from[b]
        }
        return written
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
