import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `fit` names the model the data supports, at the data's own noise. The data is made here
/// from each platform's published algorithm, not from animtune's runtimes: the damped
/// oscillator's closed form, WebKit's SpringSolver.h (Source/WebCore/platform/graphics), AndroidX
/// SpringForce.updateValues stepped frame by frame, and the CSS cubic-bezier() of CSS Easing
/// Functions 1 solved by bisection.
@Suite("Fit model verdict")
struct FitModelTests {
    /// The under-damped closed form 0 → 1 from rest: 1 − e^(−ζω0t)(cos ωd t + ζω0/ωd sin ωd t).
    static func closedForm(stiffness k: Double, damping c: Double, at t: Double) -> Double {
        let w0 = k.squareRoot(), zeta = c / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    /// WebKit's SpringSolver: A = 1, B = (ζω0 − v)/ωd (under-damped), solve(t) = 1 − e^(−tζω0)(A cos ωd t + B sin ωd t),
    /// rendered at 60 fps frames.
    static func webkit(stiffness k: Double, damping c: Double, frames: Int) -> [FitSample] {
        let w0 = k.squareRoot(), zeta = c / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot()
        let a = 1.0, b = (zeta * w0 - 0) / wd
        return (0...frames).map { frame in
            let t = Double(frame) / 60
            return FitSample(t: t, value: 1 - exp(-t * zeta * w0) * (a * cos(wd * t) + b * sin(wd * t)))
        }
    }

    /// AndroidX SpringAnimation: each frame, SpringForce.updateValues from the last displacement
    /// and velocity over the real frame time (16.7 ms), value and velocity kept as Float (MassState);
    /// recorded with each time stamp off by up to ±2 ms and 1 % Gaussian noise on the value.
    static func android(stiffness k: Double, dampingRatio zeta: Double, frames: Int, seed: UInt64) -> [FitSample] {
        var generator = SeededGenerator(seed: seed)
        let w0 = k.squareRoot(), wd = w0 * (1 - zeta * zeta).squareRoot()
        var value: Float = 0, velocity: Float = 0
        var samples: [FitSample] = [FitSample(t: 0, value: 0)]
        for frame in 1...frames {
            let dt = 1.0 / 60
            let last = Double(value) - 1, lastVelocity = Double(velocity)
            let cosCoefficient = last, sinCoefficient = (zeta * w0 * last + lastVelocity) / wd
            let decay = exp(-zeta * w0 * dt)
            let displacement = decay * (cosCoefficient * cos(wd * dt) + sinCoefficient * sin(wd * dt))
            let speed = displacement * (-w0 * zeta) + decay * (-wd * cosCoefficient * sin(wd * dt) + wd * sinCoefficient * cos(wd * dt))
            value = Float(displacement + 1)
            velocity = Float(speed)
            let jitter = Double.random(in: -0.002...0.002, using: &generator)
            samples.append(FitSample(t: Double(frame) * dt + jitter, value: Double(value) + 0.01 * gaussian(&generator)))
        }
        return samples
    }

    /// cubic-bezier(x1, y1, x2, y2) at progress x: the curve's parameter found by bisection on x(s).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * p1 * s * (1 - s) * (1 - s) + 3 * p2 * s * s * (1 - s) + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if coordinate(x1, x2, middle) < x { low = middle } else { high = middle }
        }
        return coordinate(y1, y2, (low + high) / 2)
    }

    static func gaussian(_ generator: inout SeededGenerator) -> Double {
        let u = Double.random(in: Double.ulpOfOne...1, using: &generator), v = Double.random(in: 0...1, using: &generator)
        return (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }

    static func noisyEasing(_ points: (Double, Double, Double, Double), seed: UInt64) -> [FitSample] {
        var generator = SeededGenerator(seed: seed)
        return (0...120).map { index in
            let t = 0.3 * Double(index) / 120
            let clean = bezier(points.0, points.1, points.2, points.3, at: t / 0.3)
            return FitSample(t: t, value: clean + (index == 0 || index == 120 ? 0 : 0.005 * gaussian(&generator)))
        }
    }

    @Test("exact springs are springs", arguments: [(100.0, 10.0), (300.0, 17.3), (157.9, 17.6), (600.0, 15.0)])
    func exact(_ spring: (Double, Double)) {
        let samples = (0...180).map { FitSample(t: Double($0) / 120, value: Self.closedForm(stiffness: spring.0, damping: spring.1, at: Double($0) / 120)) }
        let model = FitModel(samples)
        #expect(model.verdict == .spring, "k \(spring.0) c \(spring.1): noise \(model.noise), Bézier RMS \(model.bezierRMS)")
    }

    @Test("WebKit-rendered springs are springs", arguments: [(100.0, 10.0), (200.0, 8.0), (400.0, 20.0)])
    func webkitRendered(_ spring: (Double, Double)) {
        let model = FitModel(Self.webkit(stiffness: spring.0, damping: spring.1, frames: 120))
        #expect(model.verdict == .spring, "k \(spring.0) c \(spring.1): noise \(model.noise), Bézier RMS \(model.bezierRMS)")
    }

    @Test("Android frame-stepped springs with ±2 ms jitter and 1 % noise are springs",
          arguments: [(200.0, 0.2, 1 as UInt64), (400.0, 0.3, 2), (1500.0, 0.2, 3), (200.0, 0.5, 4)])
    func androidJittered(_ spring: (Double, Double, UInt64)) {
        let model = FitModel(Self.android(stiffness: spring.0, dampingRatio: spring.1, frames: 120, seed: spring.2))
        #expect(model.verdict == .spring, "k \(spring.0) ζ \(spring.1): noise \(model.noise), spring RMS \(model.spring.rmsError), Bézier RMS \(model.bezierRMS)")
        assertClose(model.noise, 0.01, .absolute(0.004), "the noise estimate \(model.noise) is the 1 % put in")
    }

    @Test("CSS ease and ease-in-out with 0.5 % noise are Béziers (or either), never a spring alone",
          arguments: [((0.25, 0.1, 0.25, 1.0), 7 as UInt64), ((0.42, 0.0, 0.58, 1.0), 8)])
    func noisyEasings(_ easing: ((Double, Double, Double, Double), UInt64)) {
        let model = FitModel(Self.noisyEasing(easing.0, seed: easing.1))
        #expect(model.verdict == .bezier || model.verdict == .either,
                "\(model.verdict): noise \(model.noise), spring RMS \(model.spring.rmsError), Bézier RMS \(model.bezierRMS)")
    }
}
