import Foundation
import Testing
@testable import AnimTuneCore

/// Every spring the parameter ranges allow can be measured, exported and run without a trap:
/// the corners of the physical ranges are the hardest of them (ζ from 5·10⁻⁸ to 1.6·10⁸,
/// settling times up to months). A trap ends the test process, so each of these fails loudly.
@Suite("springs at the corners of the parameter ranges")
struct RangeCornerSpringTests {
    static let corners: [Spring] = {
        var springs: [Spring] = []
        for mass in [SpringField.mass.range.lowerBound, SpringField.mass.range.upperBound] {
            for stiffness in [SpringField.stiffness.range.lowerBound, SpringField.stiffness.range.upperBound] {
                for damping in [SpringField.dampingCoefficient.range.lowerBound, SpringField.dampingCoefficient.range.upperBound] {
                    springs.append(Spring(mass: mass, stiffness: stiffness, damping: damping))
                }
            }
        }
        return springs
    }()

    @Test("metrics are numbers, and a spring that settles has a finite settling time", arguments: corners)
    func metrics(_ spring: Spring) {
        for velocity in [SpringField.velocity.range.lowerBound, 0, SpringField.velocity.range.upperBound] {
            var moving = spring
            moving.initialVelocity = velocity
            let metrics = SpringMetrics(moving)
            #expect(metrics.settlingTime.isFinite && metrics.settlingTime >= 0, "\(moving)")
            #expect(metrics.settlingTimeEpsilon.isFinite && metrics.settlingTimeEpsilon >= metrics.settlingTime, "\(moving)")
            #expect(!metrics.riseTime.isNaN, "\(moving)")
        }
    }

    @Test("the linear() search ends with a chain of stops from 0 to 1", arguments: corners)
    func linear(_ spring: Spring) {
        let fit = LinearEasing.spring(spring)
        #expect(fit.easing.stops.first?.value == 0 && fit.easing.stops.last?.value == 1)
        #expect(fit.duration > 0 && fit.duration <= LinearEasing.longestDuration)
    }

    @Test("runtime reports and run timelines end, the too-long ones with an error", arguments: corners)
    func runs(_ spring: Spring) throws {
        let report = RuntimeReport(spring, RuntimeSetting(distance: 300))
        #expect(report.rows.count == Runtime.allCases.count)
        let scene = SpringScene()
        var state = SceneState(scene: scene)
        try state.apply(spring: .physical(spring), to: "spring")
        do {
            let timeline = try scene.timeline(for: try scene.action(named: nil), state: state, options: RunOptions())
            #expect(timeline.frames.count <= Timeline.maximumFrames)
        } catch {
            #expect(error.description.contains("at most \(Timeline.maximumFrames) frames"))
        }
    }

    /// ζ = 5·10⁻⁸: about ten million swings before the 2 % band; the envelope gives the time.
    @Test("a spring that swings millions of times settles when its envelope says")
    func barelyDamped() {
        let spring = Spring(mass: 1000, stiffness: 100_000, damping: 0.001)
        let decay = spring.damping / (2 * spring.mass)
        let expected = log(1 / SpringMetrics.settlingBand) / decay
        let measured = SpringMetrics(spring).settlingTime
        #expect(abs(measured - expected) / expected < 1e-3, "\(measured) s, envelope \(expected) s")
    }

    @Test("springs beyond the ranges, as imports made them before, do not trap either")
    func beyond() {
        let springs = [SwiftUISpring(response: 1e-20, dampingRatio: 0.7).spring, Spring(mass: 1, stiffness: 1e300, damping: 0),
                       Spring(mass: 1, stiffness: 1e20, damping: 1e-5), AndroidSpring(stiffness: 0.0001, dampingRatio: 1e20).spring]
        for spring in springs {
            _ = SpringMetrics(spring)
            _ = LinearEasing.spring(spring)
            _ = RuntimeReport(spring, RuntimeSetting(distance: 300))
        }
    }
}
