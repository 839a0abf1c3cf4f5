import Foundation
import TestPrerequisites
import Testing
@testable import AnimTuneCore

/// Each runtime model against vectors computed outside animtune from the platform's own code
/// (or a faithful reimplementation): doubles to 1e-9 of the move, floats to one float ulp,
/// end times to one frame.
@Suite("Runtime models match the platforms' code")
struct RuntimeVectorTests {
    /// Doubles agree to 1e-9 of the move (progress is a share of it).
    static let doubleTolerance = Closeness.absolute(1e-9)

    /// Mass 1, stiffness k, damping ratio ζ, velocity v0 (as Android and Compose take them).
    static func androidSpring(_ c: [String: Any]) -> Spring {
        let k = c.number("stiffness"), zeta = c.number("dampingRatio")
        return Spring(mass: 1, stiffness: k, damping: 2 * zeta * k.squareRoot(), initialVelocity: c.number("velocity"))
    }

    static func spring(_ c: [String: Any]) -> Spring {
        Spring(mass: c.number("mass"), stiffness: c.number("stiffness"), damping: c.number("damping"),
               initialVelocity: c.number("velocity"))
    }

    /// A float value as the runtime shows it, within one float ulp.
    static func matchesFloat(_ progress: Double, _ value: Double, distance: Double) -> Bool {
        abs(progress * distance - value) <= Double(Float(value).ulp) + 1e-12
    }

    @Test("webkit is WebKit's SpringSolver: ζ ≥ 1 as critical, to 1e-9")
    func webkit() throws {
        let cases = try RuntimeVectors.cases("webkit")
        #expect(cases.count == 10)
        for c in cases {
            let model = ClosedFormRuntime(Self.spring(c), clampsOverdamping: true, endTime: nil)
            let samples = RuntimeVectors.pairs(c["samples"])
            assertClose(samples.map { model.progress(at: $0.0) }, samples.map(\.1), Self.doubleTolerance,
                        "k \(c.number("stiffness")) c \(c.number("damping"))", label: { "at t = \(samples[$0].0)" })
        }
    }

    @Test("android is SpringAnimation's float state frame by frame, snapping at the same frame")
    func android() throws {
        let cases = try RuntimeVectors.cases("android")
        #expect(cases.count == 40)
        for c in cases {
            let distance = c.number("distance"), fps = c.number("fps")
            let model = Runtime.android.model(Self.androidSpring(c), RuntimeSetting(distance: distance, frameRate: fps))
            let frames = RuntimeVectors.pairs(c["framesMillisValueBeforeSnap"])
            let end = c.number("endMillis")
            for (millis, value) in frames.dropLast(end >= 0 ? 1 : 0) {
                #expect(Self.matchesFloat(model.progress(at: millis / 1000), value, distance: distance), "k \(c["stiffness"]!) at \(millis) ms")
            }
            #expect(abs((model.endTime ?? -1) - end / 1000) <= 1 / fps, "k \(c["stiffness"]!) ζ \(c["dampingRatio"]!) D \(distance)")
            if end >= 0, let last = frames.last, let remaining = model.remainingAtEnd {
                #expect(abs(remaining * distance - abs(distance - last.1)) <= Double(Float(distance).ulp))
            }
        }
    }

    @Test("compose is Animatable.animateTo over FloatSpringSpec: float closed form per frame at a play time passed through a float, ending at getDurationNanos")
    func compose() throws {
        let cases = try RuntimeVectors.cases("compose")
        #expect(cases.count == 40)
        for c in cases {
            let distance = c.number("distance"), fps = c.number("fps")
            let model = ComposeRuntime(Self.androidSpring(c), RuntimeSetting(distance: distance, frameRate: fps),
                                       visibilityThreshold: c.number("visibilityThreshold"))
            #expect(Double(model.durationMillis) == c.number("durationMillis"), "k \(c["stiffness"]!) ζ \(c["dampingRatio"]!)")
            for (nanos, value) in RuntimeVectors.pairs(c["framesNanosValue"]) {
                #expect(Self.matchesFloat(model.progress(at: nanos / 1e9), value, distance: distance), "k \(c["stiffness"]!) at \(nanos) ns")
            }
            #expect(abs((model.endTime ?? -1) - c.number("endNanos") / 1e9) <= 1 / fps)
        }
    }

    @Test("motion is the spring generator: values to 1e-9, done within a frame, duration springs at their duration")
    func motion() throws {
        let cases = try RuntimeVectors.cases("motion")
        #expect(cases.count == 50)
        for c in cases {
            let distance = c.number("distance"), fps = c.number("fps")
            let duration = c["duration"] as? Double
            let model = Runtime.motion.model(Self.spring(c), RuntimeSetting(distance: distance, frameRate: fps, duration: duration,
                                                                                 durationSpring: true))
            let frames = RuntimeVectors.pairs(c["framesMillisValueBeforeDone"])
            let end = c.number("endMillis")
            let compared = frames.dropLast(end >= 0 ? 1 : 0)
            // The vectors call the generator at i·1000/fps ms; the runtime's frames round that clock (JSAnimation).
            let generator = MotionRuntime.Generator(Self.spring(c), distance: distance)
            assertClose(compared.map { generator.value(at: $0.0) / distance }, compared.map { $0.1 / distance }, Self.doubleTolerance,
                        "k \(c.number("stiffness")) c \(c.number("damping")) D \(distance)",
                        label: { "at \(compared[compared.startIndex + $0].0) ms" })
            #expect(abs((model.endTime ?? -1) - end / 1000) <= 1 / fps, "k \(c["stiffness"]!) c \(c["damping"]!) D \(distance)")
        }
    }

    @Test("swiftui is FluidSpringAnimation: 300 Hz steps to 1e-9, the cap, removed at the same frame")
    func swiftUI() throws {
        let cases = try RuntimeVectors.cases("swiftui")
        #expect(cases.count == 10)
        for c in cases {
            let spring = Self.spring(c)
            for run in c["fluid"] as? [[String: Any]] ?? [] {
                let distance = run.number("distance"), fps = run.number("fps")
                let model = IntegratedSwiftUIRuntime(spring, RuntimeSetting(distance: distance, frameRate: fps))
                #expect(abs(model.stiffness - run.number("stiffness")) <= 1e-9 * run.number("stiffness"))
                let frames = RuntimeVectors.pairs(run["framesTimeOffset"])
                let end = run.number("endTime")
                let compared = frames.dropLast(end.isNaN ? 0 : 1)
                assertClose(compared.map { model.progress(at: $0.0) }, compared.map { $0.1 / distance }, Self.doubleTolerance,
                            "k \(c.number("stiffness")) D \(distance)", label: { "at t = \(compared[compared.startIndex + $0].0)" })
                #expect(abs((model.endTime ?? .nan) - end) <= 1 / fps, "k \(c["stiffness"]!) D \(distance) fps \(fps)")
            }
        }
    }

    @Test("swiftui-interpolating samples the clamped closed form and lasts SpringModel's duration")
    func interpolating() throws {
        for c in try RuntimeVectors.cases("swiftui") {
            let spring = Self.spring(c)
            let reference = c["interpolating"] as? [String: Any] ?? [:]
            let model = Runtime.swiftuiInterpolating.model(spring, RuntimeSetting())
            assertClose(model.endTime ?? .nan, reference.number("duration"), Self.doubleTolerance)
            let clamped = ClosedFormRuntime(spring, clampsOverdamping: true, endTime: nil)
            let samples = RuntimeVectors.pairs(reference["samples"])
            assertClose(samples.map { clamped.progress(at: $0.0) }, samples.map(\.1), Self.doubleTolerance,
                        label: { "at t = \(samples[$0].0)" })
        }
    }

    @Test("SwiftUI's settlingDuration is computed as SwiftUI does")
    func settlingDuration() throws {
        for c in try RuntimeVectors.cases("swiftui") {
            assertClose(SwiftUISettling(Self.spring(c)).duration(), c.number("settlingDuration"), Self.doubleTolerance,
                        "k \(c.number("stiffness")) c \(c.number("damping"))")
        }
    }
}
