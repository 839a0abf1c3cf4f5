import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// Fitting recovers springs from traces as a screen recording gives them: 1.5 s at 60 Hz,
/// whole pixels on a 300 px travel, frames taken up to 2 ms off their nominal time.
@Suite("Spring fitting")
struct SpringFitterTests {
    struct Trace: CustomStringConvertible, Sendable {
        let dampingRatio: Double
        let response: Double
        let velocity: Double
        var description: String { "ζ \(dampingRatio), response \(response) s, velocity \(velocity)" }
    }

    static let traces: [Trace] = [0.3, 0.5, 0.7, 0.85, 1.0, 1.3].flatMap { zeta in
        [0.3, 0.55].flatMap { response in [0.0, 2.5].map { Trace(dampingRatio: zeta, response: response, velocity: $0) } }
    }

    /// CSV text of the trace in pixels, as a recording would give it.
    static func recording(_ spring: Spring, travel: Double, seed: UInt64) -> String {
        var random = SeededGenerator(seed: seed)
        var lines = ["t,y"]
        for frame in 0...90 {
            let nominal = Double(frame) / 60
            let actual = max(0, nominal + Double.random(in: -0.002...0.002, using: &random))
            lines.append("\(nominal),\((travel * spring.progress(at: actual)).rounded())")
        }
        return lines.joined(separator: "\n")
    }

    @Test("a recorded trace gives back ζ within 0.02 and the response within 2 % (4 % above ζ 0.7)", arguments: traces)
    func recovers(_ trace: Trace) throws {
        var truth = SwiftUISpring(response: trace.response, dampingRatio: trace.dampingRatio).spring
        truth.initialVelocity = trace.velocity
        let data = try FitData.csv(Self.recording(truth, travel: 300, seed: 18), from: 0, to: 300)
        let fit = SpringFitter.fit(data.samples)
        let fitted = SwiftUISpring(fit.spring)
        assertClose(fitted.dampingRatio, trace.dampingRatio, .absolute(0.02), "ζ \(fitted.dampingRatio)")
        let tolerance = trace.dampingRatio > 0.7 ? 0.04 : 0.02
        assertClose(fitted.response / trace.response, 1, .absolute(tolerance), "response \(fitted.response)")
    }

    @Test("a press-in that starts moving (scale 1 → 0.93, velocity 0.4) is fitted within 0.5 % of the travel of the true motion")
    func pressIn() throws {
        var truth = SwiftUISpring(response: 0.35, dampingRatio: 0.8).spring
        truth.initialVelocity = 0.4
        var random = SeededGenerator(seed: 7)
        var lines: [String] = []
        for frame in 0...90 {
            let nominal = Double(frame) / 60
            let actual = max(0, nominal + Double.random(in: -0.002...0.002, using: &random))
            lines.append("\(nominal),\(1 + (0.93 - 1) * truth.progress(at: actual))")
        }
        let data = try FitData.csv(lines.joined(separator: "\n"), from: 1, to: 0.93)
        let fit = SpringFitter.fit(data.samples)
        let offTruth = (0...1500).map { abs(fit.progress(at: Double($0) / 1000) - truth.progress(at: Double($0) / 1000)) }.max()!
        #expect(offTruth <= 0.005, "the fitted spring strays \(offTruth) of the travel from the true one")
    }

    @Test("a start delay is found when allowed")
    func delay() throws {
        let truth = SwiftUISpring(response: 0.4, dampingRatio: 0.6).spring
        let samples = (0...120).map { index -> FitSample in
            let t = Double(index) / 60
            return FitSample(t: t, value: truth.progress(at: t - 0.15))
        }
        let fit = SpringFitter.fit(samples, allowDelay: true)
        assertClose(fit.delay, 0.15, .absolute(0.005), "delay \(fit.delay)")
        #expect(fit.maxError <= 0.005)
    }

    @Test("an ease-out is not a spring: the fit says so and the Bézier beside it wins")
    func easeOutIsABezier() {
        let data = FitData.easing(.cubicBezier(try! CubicBezier(0.7, 0, 0.3, 1)), duration: 0.5)
        let fit = SpringFitter.fit(data.samples)
        let bezier = BezierFit(samples: data.samples)
        #expect(fit.maxError > SpringFit.goodFit)
        #expect(bezier.maxError < fit.maxError / 2)
    }

    @Test("CSV errors name the line and what is accepted")
    func csvErrors() {
        #expect(throws: FitError("line 3: expected two numbers 't,value', got 'oops'")) {
            try FitData.csv("t,y\n0,0\noops\n0.2,1\n0.3,1")
        }
        #expect(throws: FitError("line 3: time 0 does not increase (previous 0.1)")) {
            try FitData.csv("0,0\n0.1,1\n0,2\n0.3,3")
        }
        #expect(throws: FitError("start and target are both 5: no travel; give --from and --to")) {
            try FitData.csv("0,5\n0.1,6\n0.2,7\n0.3,5")
        }
    }
}
