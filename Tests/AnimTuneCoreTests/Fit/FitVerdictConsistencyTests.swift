import Foundation
import Testing
@testable import AnimTuneCore

/// The verdict agrees with the errors the report prints: it never names a model whose max error
/// is larger than the other's by more than the noise, and a hold before the motion is fitted as
/// `--delay` does. The recordings are made here from the damped oscillator's closed form and
/// CSS cubic-bezier() (bisection), with holds, delays, Gaussian noise and clipped ends.
@Suite("Fit verdict consistency")
struct FitVerdictConsistencyTests {
    /// 1 − e^(−ζω0t)(cos ωd t + ζω0/ωd sin ωd t) for ζ < 1, 1 − e^(−ω0t)(1 + ω0t) at ζ = 1.
    static func spring(response: Double, zeta: Double, at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = 2 * Double.pi / response
        guard zeta < 1 else { return 1 - exp(-w0 * t) * (1 + w0 * t) }
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    /// A recording at 60 fps: `hold` seconds at 0, then the motion (a spring, or a Bézier over
    /// 0.4 s), `noise` RMS Gaussian noise, cut at `length` seconds.
    static func recording(_ generator: inout SeededGenerator, bezier: Bool, hold: Double, noise: Double, length: Double) -> [FitSample] {
        let response = Double.random(in: 0.25...0.7, using: &generator), zeta = Double.random(in: 0.45...1, using: &generator)
        let points = (Double.random(in: 0.1...0.5, using: &generator), Double.random(in: 0...1.2, using: &generator),
                      Double.random(in: 0.1...0.6, using: &generator), 1.0)
        let frames = Int(length * 60)
        return (0...frames).map { frame in
            let t = Double(frame) / 60, moving = max(0, t - hold)
            let clean = bezier ? FitModelTests.bezier(points.0, points.1, points.2, points.3, at: min(moving / 0.4, 1))
                : spring(response: response, zeta: zeta, at: moving)
            return FitSample(t: t, value: clean + noise * FitModelTests.gaussian(&generator))
        }
    }

    @Test("over 24 recordings (holds, delays, noise, clipped ends) the verdict never names a model whose max error is larger than the other's by more than the noise")
    func verdictMatchesErrors() {
        var generator = SeededGenerator(seed: 45)
        for index in 0..<24 {
            let bezier = index % 3 == 2
            let hold = [0, 0.05, 0.1, 0.2][index % 4], noise = [0, 0.002, 0.005, 0.01][(index / 4) % 4]
            let length = [0.5, 0.9, 1.4][(index / 2) % 3]
            let model = FitModel(Self.recording(&generator, bezier: bezier, hold: hold, noise: noise, length: length))
            let springMax = model.fit.maxError, bezierMax = model.bezier.maxError
            let label = "#\(index) \(model.verdict): spring max \(springMax) RMS \(model.fit.rmsError), Bézier max \(bezierMax) RMS \(model.bezierRMS), noise \(model.noise)"
            if model.verdict == .spring || model.verdict == .either { #expect(springMax <= bezierMax + model.noise, "\(label)") }
            if model.verdict == .bezier || model.verdict == .either { #expect(bezierMax <= springMax + model.noise, "\(label)") }
            if model.verdict != .neither {
                let named = model.verdict == .bezier ? model.bezierRMS : model.verdict == .spring ? model.fit.rmsError
                    : max(model.bezierRMS, model.fit.rmsError)
                #expect(named <= FitModel.tolerance * model.noise + FitModel.floor, "\(label)")
            }
        }
    }

    @Test("a recorded spring that holds 50 ms before it moves is fitted with the delay, and its verdict matches the errors shown")
    func holdBeforeMotion() {
        var generator = SeededGenerator(seed: 7)
        let samples = (0...72).map { frame -> FitSample in
            let t = Double(frame) / 60
            return FitSample(t: t, value: Self.spring(response: 0.4, zeta: 0.7, at: t - 0.05) + 0.003 * FitModelTests.gaussian(&generator))
        }
        let model = FitModel(samples)
        #expect(model.holdDetected)
        #expect(abs(model.fit.delay - 0.05) < 0.01, "delay \(model.fit.delay)")
        #expect(model.fit.maxError < 0.02, "spring shown: max \(model.fit.maxError)")
        #expect(model.verdict == .spring || model.verdict == .either,
                "\(model.verdict): spring max \(model.fit.maxError), Bézier max \(model.bezier.maxError), noise \(model.noise)")
    }

    @Test("the verdict rule drops a model whose max error exceeds the other's by more than the noise",
          arguments: [((0.0759, 0.0185), (0.0159, 0.004), 0.00274, FitModel.Verdict.bezier),
                      ((0.0759, 0.0185), (0.0159, 0.006), 0.00274, .neither),
                      ((0.004, 0.0012), (0.0159, 0.004), 0.001, .spring),
                      ((0.004, 0.0012), (0.0045, 0.0012), 0.001, .either),
                      ((0.02, 0.0012), (0.004, 0.0012), 0.001, .bezier)])
    func rule(_ errors: ((Double, Double), (Double, Double), Double, FitModel.Verdict)) {
        let verdict = FitModel.verdict(spring: (errors.0.0, errors.0.1), bezier: (errors.1.0, errors.1.1), noise: errors.2)
        #expect(verdict == errors.3)
    }
}
