import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The expected values below are written out from REFERENCE.md §5 and the original
/// ViewController.swift (header 107, stop 40, label 95/35, avatar 69 / 1.4), not computed by
/// the scene's own helpers.
@Suite("Profile scene")
struct ProfileSceneTests {
    let scene = ProfileScene()
    var state: SceneState { scene.defaultState }

    func value(_ curve: String, _ x: Double, in state: SceneState? = nil) throws -> Double {
        let state = state ?? self.state
        return try scene.curve(named: curve).evaluate(state, x)
    }

    func element(_ name: String, in frame: Frame) throws -> ElementFrame {
        try #require(frame.elements.first { $0.name == name })
    }

    func readout(_ name: String, in frame: Frame) throws -> Double {
        try #require(frame.readouts.first { $0.name == name }).value
    }

    func settings(_ pairs: [(String, String)]) throws -> SceneState {
        try state.setting(pairs.map { (key: $0.0, text: $0.1) })
    }

    // MARK: Parameters

    @Test("every parameter's default lies in its range")
    func defaultsInRange() throws {
        for parameter in scene.parameters {
            #expect(throws: Never.self, "\(parameter.key)") { try parameter.validate(parameter.defaultValue) }
        }
        #expect(Set(scene.parameters.map(\.key)).count == scene.parameters.count)
    }

    @Test("the original's constants are the defaults")
    func originalConstants() {
        let expected: [String: Double] = [
            "header.height": 107, "header.stopOffset": 40, "label.reachOffset": 95, "label.distance": 35,
            "avatar.size": 69, "avatar.deceleration": 1.4, "blur.radius": 10, "blur.iterations": 20,
            "fling.decelerationRate": 0.998, "bounce.rubberBand": 0.55,
        ]
        for (key, number) in expected { #expect(state.number(key) == number, "\(key)") }
    }

    // MARK: Curves at known points

    @Test("blur.alpha is 0 up to 95, (y − 95)/35 between, 1 from 130 (acceptance table 80…140 step 5)")
    func blurAlpha() throws {
        for y in stride(from: 80.0, through: 140, by: 5) {
            let expected = y <= 95 ? 0 : y >= 130 ? 1 : (y - 95) / 35
            try assertClose(value("blur.alpha", y), expected, .absolute(1e-12), "y = \(y)")
        }
        #expect(try value("blur.alpha", 100) == 5.0 / 35)
        #expect(try value("blur.alpha", -60) == 0)
        #expect(try value("blur.alpha", 1000) == 1)
    }

    @Test("avatar.scale is 1 − min(40, y)/69/1.4 (acceptance table 0…60 step 10), 1 while pulling down")
    func avatarScale() throws {
        let expected: [Double: Double] = [
            0: 1, 10: 1 - 10 / 96.6, 20: 1 - 20 / 96.6, 30: 1 - 30 / 96.6, 40: 1 - 40 / 96.6, 50: 1 - 40 / 96.6, 60: 1 - 40 / 96.6,
        ]
        for (y, scale) in expected {
            try assertClose(value("avatar.scale", y), scale, .absolute(1e-12), "y = \(y)")
        }
        try assertClose(value("avatar.scale", 40), 0.5859213250517599, .absolute(1e-12))
        #expect(try value("avatar.scale", -30) == 1)
    }

    @Test("avatar.translation is half the shrink, 69·f/2, so the bottom edge stays")
    func avatarTranslation() throws {
        try assertClose(value("avatar.translation", 20), 69 * (20 / 96.6) / 2, .absolute(1e-12))
        try assertClose(value("avatar.translation", 100), 69 * (40 / 96.6) / 2, .absolute(1e-12))
        #expect(try value("avatar.translation", -20) == 0)
    }

    @Test("header.scale is 1 − y/107 while pulling down and 1 from 0 on")
    func headerScale() throws {
        for y in [-100.0, -53.5, -10, -0.5] {
            try assertClose(value("header.scale", y), (1 - y / 107), .absolute(1e-12), "y = \(y)")
        }
        try assertClose(value("header.scale", -107), 2, .absolute(1e-12))
        for y in [0.0, 20, 40, 200] { #expect(try value("header.scale", y) == 1) }
    }

    @Test("header.translation is max(−40, −y), and −y/2 while pulling down so the top edge stays at 0")
    func headerTranslation() throws {
        let expected: [Double: Double] = [0: 0, 10: -10, 39: -39, 40: -40, 41: -40, 160: -40, -20: 10, -100: 50]
        for (y, translation) in expected {
            try assertClose(value("header.translation", y), translation, .absolute(1e-12), "y = \(y)")
        }
        // Top edge of a 107 pt header scaled about its centre: translation + 107/2 − 107·s/2.
        for y in [-80.0, -25, -3] {
            let s = 1 - y / 107
            try assertClose(value("header.translation", y) + 53.5, 53.5 * s, .absolute(1e-12))
        }
    }

    @Test("label.translation is max(−35, 95 − y), held at 95 while pulling down")
    func labelTranslation() throws {
        let expected: [Double: Double] = [0: 95, 50: 45, 95: 0, 110: -15, 130: -35, 300: -35, -40: 95]
        for (y, translation) in expected {
            try assertClose(value("label.translation", y), translation, .absolute(1e-12), "y = \(y)")
        }
    }

    @Test("avatar.behind turns 1 just past the header's stop offset 40")
    func avatarBehind() throws {
        #expect(try value("avatar.behind", -50) == 0)
        #expect(try value("avatar.behind", 40) == 0)
        #expect(try value("avatar.behind", 40.001) == 1)
        #expect(try value("avatar.behind", 160) == 1)
    }

    @Test("changed parameters move the curves (stop 60, reach 120 over 20)")
    func changedParameters() throws {
        let tuned = try settings([("header.stopOffset", "60"), ("label.reachOffset", "120"), ("label.distance", "20")])
        #expect(try value("header.translation", 100, in: tuned) == -60)
        #expect(try value("avatar.behind", 50, in: tuned) == 0)
        try assertClose(value("blur.alpha", 130, in: tuned), 0.5, .absolute(1e-12))
        #expect(try value("label.translation", 200, in: tuned) == -20)
    }

    @Test("curve names resolve by unambiguous prefix; the default domain is the scroll sweep")
    func curveNames() throws {
        #expect(try scene.curve(named: "blur").name == "blur.alpha")
        #expect(try scene.curve(named: "label").name == "label.translation")
        #expect(try scene.curve(named: "fling").name == "fling.offset")
        #expect(throws: SceneError.ambiguousCurve("header", scene: "profile",
                                                  candidates: ["header.scale", "header.translation"])) {
            try scene.curve(named: "header")
        }
        let curve = try scene.curve(named: "blur.alpha")
        #expect(curve.domain(state) == -100...160)
        #expect(curve.step(state) == 5)
        #expect(curve.x.title == "offset (pt)")
        for name in ["header.scale", "header.translation", "avatar.scale", "label.translation", "blur.alpha", "avatar.behind"] {
            #expect(scene.curves.contains { $0.name == name }, "\(name)")
        }
    }

    // MARK: Rubber band

    @Test("rubber band matches the published table for d = 960, c = 0.55")
    func rubberBandTable() {
        let band = RubberBand(constant: 0.55, dimension: 960)
        let published: [Double: Double] = [5: 2.74, 10: 5.47, 100: 52.02, 400: 178.98, 960: 340.65]
        for (x, shown) in published {
            assertClose(band.displayed(x), shown, .absolute(0.005), "x = \(x)")
        }
        #expect(band.displayed(0) == 0)
        #expect(abs(band.displayed(-100) + 52.02) < 0.005)
        #expect(band.slope(0) == 0.55)
        for f in [0.5, 20, 300, -120] { assertClose(band.displayed(band.raw(f)), f, .absolute(1e-9)) }
    }

    // MARK: run scroll

    @Test("run scroll starts at scroll.from with the header stretched and ends at scroll.to collapsed")
    func scrollFrames() throws {
        let timeline = try scene.timeline(for: scene.action(named: "scroll"), state: state, options: RunOptions())
        #expect(timeline.frames.count == 157)  // 2.6 s at 60 fps, both ends
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        #expect(first.time == 0)
        assertClose(last.time, 2.6, .absolute(1e-12))
        #expect(try readout("offset", in: first) == -100)
        try assertClose(readout("offset", in: last), 160, .absolute(1e-9))

        let header = try element("header", in: first)
        assertClose(header.scale, (1 + 100 / 107.0), .absolute(1e-12))
        assertClose(header.y, 50, .absolute(1e-12))
        #expect(header.x == 0 && header.width == 375 && header.height == 107)
        let avatar = try element("avatar", in: first)
        #expect(avatar.y == 179 && avatar.scale == 1 && avatar.x == 8 && avatar.width == 69 && avatar.cornerRadius == 10)
        #expect(avatar.zIndex > header.zIndex)
        #expect(try element("headerBlur", in: first).alpha == 0)
        #expect(try element("label", in: first).height == 0)  // slid out of the clipped header
        #expect(try element("name", in: first).y == 256)

        let collapsed = try element("header", in: last)
        #expect(collapsed.y == -40 && collapsed.scale == 1)
        #expect(try element("headerBlur", in: last).alpha == 1)
        let label = try element("label", in: last)
        #expect(abs(label.y - 29) < 1e-9 && label.height == 21)  // −40 + 104 − 35
        #expect(label.x == 113.5)  // (375 − 148)/2, centred
        let shrunk = try element("avatar", in: last)
        assertClose(shrunk.scale, (1 - 40 / 96.6), .absolute(1e-12))
        #expect(collapsed.zIndex > shrunk.zIndex)
        #expect(try element("headerBlur", in: last).zIndex > collapsed.zIndex)
        #expect(try element("label", in: last).zIndex > collapsed.zIndex)
    }

    @Test("frames are evenly spaced at --fps and carry every element")
    func scrollSpacing() throws {
        let timeline = try scene.timeline(for: scene.action(named: "scroll"), state: state, options: RunOptions(fps: 10))
        #expect(timeline.frames.count == 27)
        for (index, frame) in timeline.frames.enumerated() {
            assertClose(frame.time, Double(index) / 10, .absolute(1e-9))
            #expect(frame.elements.map(\.name) == ["header", "headerBlur", "label", "avatar", "name", "content"])
        }
    }

    @Test("the label shows only where it overlaps the header, and the avatar keeps its bottom edge")
    func clippingAndAvatarEdge() throws {
        let layout = ProfileLayout(state, screenWidth: 375)
        // y = 100: header at −40, label top 104 − 5 = 99 in the header, visible 99…107.
        let label = try #require(layout.elements(at: 100).first { $0.name == "label" })
        #expect(abs(label.y - 59) < 1e-9 && abs(label.height - 8) < 1e-9)
        // y = 20: the scaled avatar's bottom edge is at 79 + 69 − 20 on screen.
        let avatar = try #require(layout.elements(at: 20).first { $0.name == "avatar" })
        let bottom = avatar.y + avatar.height / 2 + avatar.height * avatar.scale / 2
        assertClose(bottom, (79 + 69 - 20), .absolute(1e-9))
        // z-order flips past 40.
        let at30 = layout.elements(at: 30), at50 = layout.elements(at: 50)
        #expect(at30[0].zIndex < at30[3].zIndex)
        #expect(at50[0].zIndex > at50[3].zIndex)
    }

    @Test("scroll.curve shapes the sweep")
    func scrollCurve() throws {
        let eased = try settings([("scroll.curve", "easeIn"), ("scroll.from", "0"), ("scroll.to", "100"), ("scroll.duration", "1")])
        let timeline = try scene.timeline(for: scene.action(named: "scroll"), state: eased, options: RunOptions(fps: 2))
        #expect(timeline.frames.count == 3)
        let middle = try readout("offset", in: timeline.frames[1])
        // The core solves the Bézier's x to 1e-7 (WebKit's epsilon); the slope and the 100 pt
        // sweep make that at most a few 1e-6 pt.
        assertClose(middle, 100 * ReferenceOracle.easeIn(0.5), .absolute(1e-5))
        #expect(middle < 50)
    }

    // MARK: run fling

    /// k = 1000·ln 0.998 per second.
    let k = 1000 * log(0.998)

    @Test("a fling toward the top crosses it with v0 + k·y0, bounces critically damped and rests at 0")
    func flingBounce() throws {
        let timeline = try scene.timeline(for: scene.action(named: "fling"), state: state, options: RunOptions())
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        #expect(first.time == 0)
        #expect(try readout("offset", in: first) == 200)
        #expect(try readout("velocity", in: first) == -1500)
        #expect(try element("header", in: first).y == -40)
        #expect(try readout("offset", in: last) == 0)
        #expect(try element("header", in: last).y == 0)
        #expect(try element("header", in: last).scale == 1)

        // Crossing: e^(kt) = 1 − y0·k/v0, v = v0·e^(kt) = v0 − k·y0.
        let crossing = log(1 - 200 * k / -1500) / k
        let crossingVelocity = -1500 - k * 200
        assertClose(crossingVelocity, -1099.6, .absolute(0.1))
        let fling = ProfileScene.fling(state, velocity: -1500, clampStart: false)
        #expect(fling.ending == .bounce)
        assertClose(fling.decelerationEnd, crossing, .absolute(1e-12))
        assertClose(fling.offset(at: crossing / 2), (200 + -1500 * (exp(k * crossing / 2) - 1) / k), .absolute(1e-9))

        // Bounce: x(τ) = v·τ·e^(−10τ) (ω0 = √100), shown as −(1 − 1/(|x|·0.55/812 + 1))·812.
        func shown(_ tau: Double) -> Double {
            let x = crossingVelocity * tau * exp(-10 * tau)
            return -(1 - 1 / (-x * 0.55 / 812 + 1)) * 812
        }
        for tau in [0.02, 0.1, 0.3, 0.6] {
            assertClose(fling.offset(at: crossing + tau), shown(tau), .absolute(1e-9), "τ = \(tau)")
        }
        assertClose(shown(0.1), -21.655, .absolute(0.001))  // the deepest point, at τ = 1/ω0

        // It ends on the first millisecond where the shown overscroll < 0.1 pt and its speed < 5 pt/s.
        let tauEnd = fling.duration - crossing
        #expect(abs(shown(tauEnd)) < 0.1)
        #expect(abs(shown(tauEnd - 0.001)) >= 0.1)
        assertClose(last.time, fling.duration, .absolute(1e-12))
        #expect(tauEnd > 0.8 && tauEnd < 1)
    }

    @Test("--velocity overrides fling.velocity; a slow fling stops when the speed drops below 5 pt/s")
    func flingRest() throws {
        let fromTop = try settings([("fling.from", "0")])
        let timeline = try scene.timeline(for: scene.action(named: "fling"), state: fromTop,
                                          options: RunOptions(fps: 60, values: ["velocity": 400]))
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        #expect(try readout("offset", in: first) == 0)
        #expect(try readout("velocity", in: first) == 400)
        let stop = log(5.0 / 400) / k
        assertClose(last.time, stop, .absolute(1e-9))
        try assertClose(readout("offset", in: last), (5 - 400) / k, .absolute(1e-9))  // ≈ 197.3 pt
        try assertClose(readout("offset", in: last), 197.30, .absolute(0.01))
        #expect(try element("headerBlur", in: last).alpha == 1)
    }

    @Test("a fast fling stops at the end of the content, content.height − 812")
    func flingContentEnd() throws {
        let fromTop = try settings([("fling.from", "0")])
        let timeline = try scene.timeline(for: scene.action(named: "fling"), state: fromTop,
                                          options: RunOptions(fps: 60, values: ["velocity": 1500]))
        let last = try #require(timeline.frames.last)
        #expect(try readout("offset", in: last) == 237)
        assertClose(last.time, log(1 + 237 * k / 1500) / k, .absolute(1e-12))
        #expect(ProfileScene.fling(fromTop, velocity: 1500, clampStart: false).ending == .contentEnd)
    }

    @Test("a fling released above the top starts in the rubber band and springs back to 0")
    func flingFromOverscroll() throws {
        let pulled = try settings([("fling.from", "-50"), ("fling.velocity", "0")])
        let timeline = try scene.timeline(for: scene.action(named: "fling"), state: pulled, options: RunOptions())
        let first = try #require(timeline.frames.first), last = try #require(timeline.frames.last)
        try assertClose(readout("offset", in: first), -50, .absolute(1e-9))
        try assertClose(element("header", in: first).scale, (1 + 50 / 107.0), .absolute(1e-9))
        #expect(try readout("offset", in: last) == 0)
        // Raw overscroll behind −50 pt: (812/0.55)·50/(812 − 50), released at rest: x = x0(1 + 10τ)e^(−10τ).
        let x0 = 812 / 0.55 * 50 / 762
        let fling = ProfileScene.fling(pulled, velocity: 0, clampStart: false)
        let x = -x0 * (1 + 10 * 0.2) * exp(-2.0)
        assertClose(fling.offset(at: 0.2), -(1 - 1 / (-x * 0.55 / 812 + 1)) * 812, .absolute(1e-9))
    }

    @Test("an under-damped bounce overshoots into the content and still ends at 0")
    func underDampedBounce() throws {
        let bouncy = try settings([("bounce.dampingRatio", "0.4")])
        let fling = ProfileScene.fling(bouncy, velocity: -1500, clampStart: false)
        let samples = stride(from: fling.decelerationEnd, through: fling.duration, by: 0.005).map { fling.offset(at: $0) }
        #expect(samples.contains { $0 > 0.5 })
        #expect(fling.offset(at: fling.duration) == 0)
    }

    @Test("fling.offset is the fling's offset over time")
    func flingCurve() throws {
        let curve = try scene.curve(named: "fling.offset")
        #expect(try value("fling.offset", 0) == 200)
        #expect(curve.evaluate(state, curve.domain(state).upperBound) == 0)
    }

    // MARK: Bad input

    @Test("bad action input is refused with one clear line")
    func badInput() throws {
        let fling = try scene.action(named: "fling"), scroll = try scene.action(named: "scroll")
        #expect(throws: SceneError.invalid("fling takes no argument, got '2000'; give the velocity as --velocity V (pt/s)")) {
            try scene.timeline(for: fling, state: state, options: RunOptions(argument: "2000"))
        }
        #expect(throws: SceneError.invalid("scroll takes no argument, got 'up'")) {
            try scene.timeline(for: scroll, state: state, options: RunOptions(argument: "up"))
        }
        #expect(throws: SceneError.invalid("scroll takes no options, got '--velocity'; use `run scroll`")) {
            try scene.timeline(for: scroll, state: state, options: RunOptions(values: ["velocity": 100]))
        }
        #expect(throws: SceneError.invalid("fling: --velocity 30000 pt/s is out of range; accepted: -20000…20000 pt/s")) {
            try scene.timeline(for: fling, state: state, options: RunOptions(values: ["velocity": 30000]))
        }
        let past = try settings([("fling.from", "300")])
        #expect(throws: SceneError.invalid("fling.from 300 pt is past the end of the content: the largest offset is 237 pt (content.height − 812 pt screen)")) {
            try scene.timeline(for: fling, state: past, options: RunOptions())
        }
        #expect(throws: SceneError.unknownAction("drag", scene: "profile", accepted: ["scroll", "fling"])) {
            try scene.action(named: "drag")
        }
    }
}
