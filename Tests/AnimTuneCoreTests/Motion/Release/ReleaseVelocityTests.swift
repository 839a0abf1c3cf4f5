import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// A finger's release velocity: units (research/interruptions.md §A.3), the spring curve that
/// starts with it against the textbook closed form, and the card's dismiss-or-restore decision.
@Suite("Release velocity")
struct ReleaseVelocityTests {
    @Test("pt/s and UIKit's 1/s convert through the distance left; nothing left gives 0, as Apple's recipe says")
    func units() {
        #expect(ReleaseVelocity.pointsPerSecond(1200).relative(remaining: 300) == 4)
        #expect(ReleaseVelocity.relative(4).pointsPerSecond(remaining: 300) == 1200)
        #expect(ReleaseVelocity.relative(4).relative(remaining: 0) == 4)
        #expect(ReleaseVelocity.pointsPerSecond(1200).relative(remaining: 0) == 0)
        #expect(ReleaseVelocity.pointsPerSecond(-600).relative(remaining: 300) == -2)
        #expect(ReleaseVelocity.pointsPerSecond(1e-300).relative(remaining: 1e-300) == 1)
    }

    @Test("the spring scene's curve released at 1200 pt/s over 300 pt follows x = 1 − e, e(0) = 1, ė(0) = −4/s (ζ 0.5)")
    func releasedCurve() throws {
        let scene = SpringScene()
        let curve = try #require(try scene.curve(named: "spring").released(at: .pointsPerSecond(1200), distance: 300))
        // Mass 1, stiffness 100, damping 10: σ = 5, ω_d = √75.
        let sigma = 5.0, wd = 75.0.squareRoot(), e0 = 1.0, v0 = -4.0
        for t in stride(from: 0.0, through: 1.5, by: 0.05) {
            let e = exp(-sigma * t) * (e0 * cos(wd * t) + (v0 + sigma * e0) / wd * sin(wd * t))
            assertClose(curve.evaluate(scene.defaultState, t), (1 - e), .absolute(1e-12), "t = \(t)")
        }
        #expect(curve.spring?(scene.defaultState).initialVelocity == 4)
        #expect(try scene.curve(named: "curve").released(at: .relative(4), distance: 300) == nil)
    }

    @Test("the projection: release + v/1000 · 0.998/0.002 against the threshold")
    func projection() {
        let fast = CardRelease(drag: 50, velocity: 1500, threshold: 100)
        assertClose(fast.projected, (50 + 1.5 * 499), .absolute(1e-9))
        #expect(fast.outcome == .dismiss)
        let slow = CardRelease(drag: 50, velocity: 50, threshold: 100)
        assertClose(slow.projected, (50 + 0.05 * 499), .absolute(1e-9))
        #expect(slow.outcome == .restore)
        // Just past and just short of the threshold: 50 pt left need 50/0.499 ≈ 100.2 pt/s.
        #expect(CardRelease(drag: 50, velocity: 100.3, threshold: 100).outcome == .dismiss)
        #expect(CardRelease(drag: 50, velocity: 100.1, threshold: 100).outcome == .restore)
        #expect(CardRelease(drag: 50, velocity: -3000, threshold: 100).outcome == .restore)
    }

    @Test("run drag --velocity: fast dismisses (the cell shown at the end), slow restores (full-screen card at scale 1)")
    func cardDrag() throws {
        let scene = CardScene()
        var fast = RunOptions(fps: 60)
        fast.release = .pointsPerSecond(1500)
        fast.values["velocity"] = 1500
        let dismissed = try scene.timeline(for: scene.action(named: "drag"), state: scene.defaultState, options: fast)
        #expect(dismissed.action == "drag → dismiss")
        let end = try #require(dismissed.frames.last)
        #expect(end.elements.first { $0.name == "card" }?.alpha == 0)
        #expect(end.elements.first { $0.name == "cell" }?.alpha == 1)
        // Held for 0.5 s × 50/100 of the drag, then the 0.6 s dismissal.
        assertClose(end.time, 0.85, .absolute(1e-9))

        var slow = RunOptions(fps: 60)
        slow.release = .pointsPerSecond(50)
        slow.values["velocity"] = 50
        let restored = try scene.timeline(for: scene.action(named: "drag"), state: scene.defaultState, options: slow)
        #expect(restored.action == "drag → restore")
        let back = try #require(restored.frames.last)
        let card = try #require(back.elements.first { $0.name == "card" })
        #expect(card.alpha == 1 && card.scale == 1 && card.cornerRadius == 0 && card.width == 375)
        // At the release the card is shrunk by half: scale 1 − 0.14·0.5.
        let atRelease = try #require(restored.frames.first { abs($0.time - 0.25) < 1e-9 })
        assertClose((atRelease.elements.first { $0.name == "card" }?.scale ?? 0), 0.93, .absolute(1e-9))
        // 2/s of the 50 pt left is 100 pt/s: projected 99.9 pt, short of 100: restore.
        var relative = RunOptions(fps: 60)
        relative.release = .relative(2)
        #expect(try scene.timeline(for: scene.action(named: "drag"), state: scene.defaultState, options: relative).action == "drag → restore")
        // Without --velocity the drag is the original's: the full distance, then the dismissal.
        #expect(try scene.timeline(for: scene.action(named: "drag"), state: scene.defaultState, options: RunOptions()).action == "drag")
    }

    @Test("run pull --velocity: fast starts the drop, slow springs back from the release depth (critical, k 100) to rest")
    func notchPull() throws {
        let scene = NotchScene()
        func pull(_ velocity: Double) throws -> Timeline {
            var options = RunOptions(fps: 60)
            options.release = .pointsPerSecond(velocity)
            options.values["velocity"] = velocity
            return try scene.timeline(for: scene.action(named: "pull"), state: scene.defaultState, options: options)
        }
        // pull.maxOffset −86: let go at 43 pt; 43/0.499 ≈ 86.2 pt/s is the line.
        #expect(try pull(400).action == "pull → drop")
        let back = try pull(40)
        #expect(back.action == "pull → back")
        func offset(_ frame: Frame) -> Double? { frame.readouts.first { $0.name == "offset" }?.value }
        // Held until 0.4 s × 43/86 = 0.2 s; then the critical spring (ω0 = 10) from e(0) = −43,
        // ė(0) = −40 (still moving down): e(τ) = e^(−10τ)(e0 + (ė0 + 10e0)τ).
        for frame in back.frames where frame.time > 0.2 {
            let tau = frame.time - 0.2
            let expected = exp(-10 * tau) * (-43 + (-40 + 10 * -43) * tau)
            assertClose((offset(frame) ?? .nan), expected, .absolute(1e-9), "t = \(frame.time)")
        }
        #expect(abs(offset(try #require(back.frames.last)) ?? .nan) < 0.01)
    }
}
