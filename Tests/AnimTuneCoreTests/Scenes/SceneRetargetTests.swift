import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// `run ACTION --retarget` in the scenes: the frames follow the interrupted spring mapped through
/// the action's layout. References are the textbook closed forms of a damped spring, computed
/// here (REFERENCE §1; UIKit's ω0 from ReferenceOracle), never animtune's own solvers.
@Suite("Scene actions retargeted")
struct SceneRetargetTests {
    /// The card's default cell top (44 safe area + 20 inset) and its dismiss spring, UIKit
    /// duration 0.6 s, ζ 0.7.
    static let cellTop = 64.0
    static let zeta = 0.7
    static let omega = ReferenceOracle.uikitOmega(duration: 0.6, damping: 0.7)

    /// A damped spring's deviation from its target τ after it starts at deviation e0 moving at v0.
    static func deviation(_ e0: Double, _ v0: Double, _ tau: Double) -> (x: Double, v: Double) {
        let sigma = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
        let b = (v0 + sigma * e0) / wd
        let decay = exp(-sigma * tau)
        let x = decay * (e0 * cos(wd * tau) + b * sin(wd * tau))
        let v = decay * ((b * wd - sigma * e0) * cos(wd * tau) - (e0 * wd + sigma * b) * sin(wd * tau))
        return (x, v)
    }

    func frames(_ scene: any Scene, _ action: String, _ options: RunOptions, state: SceneState? = nil) throws -> Timeline {
        try scene.timeline(for: try scene.action(named: action), state: state ?? scene.defaultState, options: options)
    }

    func card(_ frame: Frame) throws -> ElementFrame {
        try #require(frame.elements.first { $0.name == "card" })
    }

    @Test("card dismiss sent back to 0 at 0.1 s (tapped again): the card's top and scale follow carry's closed form")
    func dismissCarriedBack() throws {
        var options = RunOptions(fps: 100)
        options.retargets = [Retarget(time: 0.1, target: 0)]
        let timeline = try frames(CardScene(), "dismiss", options)
        // The first leg from rest toward 1, then a spring from (p, ṗ) at 0.1 s toward 0.
        let first = Self.deviation(-1, 0, 0.1)
        let handed = (p: 1 + first.x, v: first.v)
        var actual: [Double] = [], expected: [Double] = [], scales: [Double] = [], expectedScales: [Double] = []
        for frame in timeline.frames where frame.time > 0 {
            let p = frame.time <= 0.1 ? 1 + Self.deviation(-1, 0, frame.time).x
                                       : Self.deviation(handed.p, handed.v, frame.time - 0.1).x
            let card = try card(frame)
            actual.append(card.y)
            expected.append(Self.cellTop * p)
            scales.append(card.scale)
            expectedScales.append(0.86 + (1 - 0.86) * p)
        }
        assertClose(actual, expected, .absolute(1e-6), "card.y against carry's closed form")
        assertClose(scales, expectedScales, .absolute(1e-9), "card.scale follows the same progress")
        // It comes back to the full-screen card and stays there: no cell takes its place.
        let last = try card(try #require(timeline.frames.last))
        #expect(abs(last.y) < 0.001 * Self.cellTop && last.alpha == 1)
        #expect(timeline.frames.count > 60)
    }

    @Test("card dismiss under restart leaves the retarget at rest: x(τ) = p·(1 − progress of a spring from rest)")
    func dismissRestarted() throws {
        var options = RunOptions(fps: 50)
        options.retargets = [Retarget(time: 0.2, target: 0.25)]
        options.policy = .restart
        let timeline = try frames(CardScene(), "dismiss", options)
        let p0 = 1 + Self.deviation(-1, 0, 0.2).x
        var actual: [Double] = [], expected: [Double] = []
        for frame in timeline.frames where frame.time > 0.2 {
            actual.append(try card(frame).y)
            expected.append(Self.cellTop * (0.25 + Self.deviation(p0 - 0.25, 0, frame.time - 0.2).x))
        }
        assertClose(actual, expected, .absolute(1e-6))
    }

    @Test("tab bar select sent back at 0.15 s: the indicator follows carry's closed form between the two tabs")
    func tabBarSelectBack() throws {
        let scene = TabBarScene()
        let state = try scene.defaultState.setting([(key: "spring.duration", text: "0.75"), (key: "spring.damping", text: "0.4")])
        let plain = try frames(scene, "select", RunOptions(fps: 60, argument: "right"), state: state)
        let startX = try #require(plain.frames.first?.readouts.first { $0.name == "indicator.x" }?.value)
        let endX = try #require(plain.frames.last?.readouts.first { $0.name == "indicator.x" }?.value)
        var options = RunOptions(fps: 60, argument: "right")
        options.retargets = [Retarget(time: 0.15, target: 0)]
        let timeline = try frames(scene, "select", options, state: state)
        // The tab bar's default spring, UIKit duration 0.75 s, ζ 0.4 (REFERENCE §2), in closed form.
        let zeta = 0.4, omega = ReferenceOracle.uikitOmega(duration: 0.75, damping: 0.4)
        let sigma = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
        func deviation(_ e0: Double, _ v0: Double, _ t: Double) -> (x: Double, v: Double) {
            let b = (v0 + sigma * e0) / wd, decay = exp(-sigma * t)
            return (decay * (e0 * cos(wd * t) + b * sin(wd * t)),
                    decay * ((b * wd - sigma * e0) * cos(wd * t) - (e0 * wd + sigma * b) * sin(wd * t)))
        }
        let first = deviation(-1, 0, 0.15)
        var actual: [Double] = [], expected: [Double] = []
        for frame in timeline.frames {
            let p = frame.time <= 0.15 ? 1 + deviation(-1, 0, frame.time).x : deviation(1 + first.x, first.v, frame.time - 0.15).x
            actual.append(try #require(frame.readouts.first { $0.name == "indicator.x" }?.value))
            expected.append(startX + (endX - startX) * p)
        }
        assertClose(actual, expected, .absolute(1e-6))
    }

    @Test("a swipe's retarget names a place between the two tabs: 0 sends it back to the tab it started on")
    func swipeBackToStart() throws {
        let scene = TabBarScene()
        var options = RunOptions(fps: 60)
        options.release = .pointsPerSecond(800)
        options.values = ["velocity": 800]
        options.retargets = [Retarget(time: 0.3, target: 0)]
        let timeline = try frames(scene, "swipe", options)
        let plain = try frames(scene, "select", RunOptions(fps: 60, argument: "right"))
        let fromX = try #require(plain.frames.first?.readouts.first { $0.name == "indicator.x" }?.value)
        let last = try #require(timeline.frames.last?.readouts.first { $0.name == "indicator.x" }?.value)
        // Settled within 0.1 % of the move from the release to the next tab, at most a fraction of a point.
        #expect(abs(last - fromX) < 0.2, "ends at \(last), the tab at \(fromX)")
    }

    @Test("a retarget before a finger's release is refused, naming when the spring starts")
    func retargetBeforeRelease() throws {
        var options = RunOptions(fps: 60)
        options.release = .pointsPerSecond(-300)
        options.values = ["velocity": -300]
        options.retargets = [Retarget(time: 0.1, target: 0.5)]
        let error = #expect(throws: SceneError.self) { try frames(CardScene(), "drag", options) }
        #expect(error?.description.hasPrefix("drag: --retarget 0.1 s is before the spring starts at 0.25 s") == true, "\(String(describing: error))")
    }

    @Test("the profile's scroll and fling take no retarget, and an action's name finds its spring's curve")
    func actionNames() throws {
        #expect(ProfileScene().actions.allSatisfy { $0.interruption == nil })
        #expect(try CardScene().curve(named: "present").name == "present.spring")
        #expect(try CardScene().curve(named: "drag").name == "dismiss.spring")
        #expect(try TabBarScene().curve(named: "select").name == "spring")
    }
}
