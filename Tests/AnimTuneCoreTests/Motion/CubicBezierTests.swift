import Testing
import TestPrerequisites
@testable import AnimTuneCore

@Suite("Cubic Bézier timing")
struct CubicBezierTests {
    @Test("Chromium's test curve (0.25, 0, 0.75, 1): solve(0.05) = 0.01136, solve(0.25) = 0.18235")
    func chromiumReference() throws {
        let curve = try CubicBezier(0.25, 0, 0.75, 1)
        #expect(isClose(curve.progress(at: 0.05), 0.01136, 1.5e-4))
        #expect(isClose(curve.progress(at: 0.25), 0.18235, 1.5e-4))
        // The curve is symmetric about (0.5, 0.5).
        #expect(isClose(curve.progress(at: 0.5), 0.5, 1e-7))
        #expect(isClose(curve.progress(at: 0.95), 1 - 0.01136, 1.5e-4))
    }

    @Test("endpoints are exact and inputs outside 0...1 are clamped")
    func endpoints() throws {
        let curve = try CubicBezier(0.68, -0.6, 0.32, 1.6)
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -0.5) == 0)
        #expect(curve.progress(at: 7) == 1)
    }

    @Test("the solved point lies on the curve: x(t) is within 1e-7 of the input")
    func solvesX() throws {
        let curve = try CubicBezier(0.42, 0, 0.58, 1)
        let cx = 3 * 0.42, bx = 3 * (0.58 - 0.42) - cx, ax = 1 - cx - bx
        let xs = Array(stride(from: 0.001, to: 1, by: 0.001))
        assertClose(xs.map { x in
            let t = curve.solve(x)
            return ((ax * t + bx) * t + cx) * t
        }, xs, .scaled(1e-7), label: { "x = \(xs[$0])" })
    }

    @Test("curves with y in 0...1 are monotone", arguments: [
        (0.25, 0.1, 0.25, 1.0), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (1, 0, 0, 1), (0, 1, 1, 0),
    ])
    func monotone(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
        let curve = try CubicBezier(x1, y1, x2, y2)
        var previous = 0.0
        for x in stride(from: 0.0, through: 1, by: 0.001) {
            let y = curve.progress(at: x)
            #expect(y >= previous - 1e-6, "at \(x)")
            previous = y
        }
    }

    @Test("the linear control points give y = x")
    func linear() throws {
        let curve = try CubicBezier(0, 0, 1, 1)
        let xs = Array(stride(from: 0.0, through: 1, by: 0.01))
        assertClose(xs.map { curve.progress(at: $0) }, xs, .scaled(1e-7), label: { "x = \(xs[$0])" })
    }

    @Test("control x outside 0...1 and non-finite values are refused")
    func validation() {
        #expect(throws: MotionError.outOfRange(parameter: "x1", value: -0.1, accepted: "in 0...1")) {
            try CubicBezier(-0.1, 0, 1, 1)
        }
        #expect(throws: MotionError.outOfRange(parameter: "x2", value: 1.5, accepted: "in 0...1")) {
            try CubicBezier(0, 0, 1.5, 1)
        }
        #expect(throws: MotionError.notFinite(parameter: "y2")) { try CubicBezier(0, 0, 1, .infinity) }
        #expect(throws: Never.self) { try CubicBezier(0.5, -2, 0.5, 3) }
        #expect(MotionError.outOfRange(parameter: "x1", value: -0.1, accepted: "in 0...1").description
            == "x1 must be in 0...1 (got -0.1)")
    }
}
