import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The AR camera tab bar against REFERENCE.md §5, with every expected value computed here from
/// the reference's formulas rather than through the scene's own code.
@Suite("Tab bar scene")
struct TabBarSceneTests {
    let scene = TabBarScene()

    // MARK: Independent reference values

    /// The default switch: duration 0.75, ζ 0.4.
    static let omega = ReferenceOracle.framerOmega(duration: 0.75, damping: 0.4)
    static func p(_ t: Double) -> Double { ReferenceOracle.springProgress(omega: omega, zeta: 0.4, t: t) }

    /// Tab centres of a 375 pt screen, margins 20, side buttons 44: the side buttons sit on
    /// the margins, the camera button is centred.
    static let leftCentre = 20.0 + 44.0 / 2
    static let cameraCentre = 375.0 / 2
    static let rightCentre = 375.0 - 20.0 - 44.0 / 2

    static let times = [0.0, 0.05, 0.1, 0.1692, 0.25, 0.4, 0.6, 0.75]

    func value(_ curve: String, _ t: Double, _ state: SceneState? = nil) throws -> Double {
        let state = state ?? scene.defaultState
        return try scene.curve(named: curve).evaluate(state, t)
    }

    func state(_ assignments: [(key: String, text: String)]) throws -> SceneState {
        try scene.defaultState.setting(assignments)
    }

    // MARK: Parameters

    @Test("every parameter's default lies in its range, spring keys included")
    func defaultsInRange() throws {
        for key in scene.keys {
            let parameter = try #require(scene.parameter(forKey: key))
            #expect(throws: Never.self) { try parameter.validate(parameter.defaultValue) }
        }
    }

    @Test("the spring defaults to UIKit's duration 0.75, damping 0.4, velocity 0")
    func springDefault() {
        let state = scene.defaultState
        #expect(state.setting("spring").form == .uikit)
        #expect(state.number("spring.duration") == 0.75)
        #expect(state.number("spring.damping") == 0.4)
        #expect(state.number("spring.velocity") == 0)
        #expect(abs(state.spring("spring").naturalFrequency - Self.omega) < 1e-9 * Self.omega)
        assertClose(state.spring("spring").dampingRatio, 0.4, .absolute(1e-12))
    }

    @Test("background defaults are the nearest #RRGGBB to the original sRGB triples")
    func backgroundHex() {
        let originals: [(String, [Double])] = [
            ("background.left", [0.1405, 0.8362, 0.7859]),
            ("background.camera", [0.9409, 0.3756, 0.3815]),
            ("background.right", [0.9581, 0.6209, 0.3151]),
        ]
        let state = scene.defaultState
        for (key, triple) in originals {
            let colour = state.colour(key)
            for (component, original) in zip([colour.red, colour.green, colour.blue], triple) {
                #expect(component * 255 == (original * 255).rounded(), "\(key)")
            }
        }
        #expect(state.colour("background.left").description == "#24D5C8")
        #expect(state.colour("background.camera").description == "#F06061")
        #expect(state.colour("background.right").description == "#F49E50")
    }

    @Test("transition tabs are choices: a bad word is refused with the accepted ones")
    func transitionChoices() throws {
        #expect(scene.defaultState.value(forKey: "transition.from") == .word("camera"))
        #expect(scene.defaultState.value(forKey: "transition.to") == .word("left"))
        #expect(throws: ParameterError.self) { try state([(key: "transition.to", text: "middle")]) }
        let changed = try state([(key: "transition.to", text: "right")])
        #expect(changed.value(forKey: "transition.to") == .word("right"))
    }

    // MARK: Curves

    @Test("the Framer Newton iteration agrees with the closed form the core uses")
    func uikitOmega() {
        let closedForm = log(0.4 / (0.001 * (1 - 0.16).squareRoot())) / (0.4 * 0.75)
        assertClose(Self.omega, closedForm, .absolute(1e-9))
        assertClose(Self.omega, 20.26219, .absolute(1e-4))
    }

    @Test("spring follows UIKit's duration-based spring, duration 0.75, damping 0.4")
    func springCurve() throws {
        for t in Self.times {
            try assertClose(value("spring", t), Self.p(t), .absolute(1e-9), "t = \(t)")
        }
        #expect(try value("spring", 0) == 0)
    }

    @Test("indicator.x moves between the camera and left tab centres of a 375 pt screen on the spring")
    func indicatorCameraToLeft() throws {
        for t in Self.times {
            let expected = Self.cameraCentre + (Self.leftCentre - Self.cameraCentre) * Self.p(t)
            try assertClose(value("indicator.x", t), expected, .absolute(1e-7), "t = \(t)")
        }
        #expect(try value("indicator.x", 0) == 187.5)
        // Overshoot past the left tab at the first peak, π/ωd: 25.4 % of the 145.5 pt travel.
        let peak = Double.pi / (Self.omega * (1 - 0.16).squareRoot())
        let overshoot = exp(-0.4 * Double.pi / (1 - 0.16).squareRoot())
        try assertClose(value("indicator.x", peak), (42 - 145.5 * overshoot), .absolute(1e-7))
    }

    @Test("indicator.x from the left tab to the right tab spans both side centres")
    func indicatorLeftToRight() throws {
        let state = try state([(key: "transition.from", text: "left"), (key: "transition.to", text: "right")])
        for t in Self.times {
            let expected = Self.leftCentre + (Self.rightCentre - Self.leftCentre) * Self.p(t)
            try assertClose(value("indicator.x", t, state), expected, .absolute(1e-7), "t = \(t)")
        }
        #expect(try value("indicator.x", 0, state) == 42)
    }

    @Test("camera.height goes from 100 to 60 (×0.6) and back, overshooting with the spring")
    func cameraHeight() throws {
        let back = try state([(key: "transition.from", text: "right"), (key: "transition.to", text: "camera")])
        for t in Self.times {
            try assertClose(value("camera.height", t), (100 - 40 * Self.p(t)), .absolute(1e-9), "t = \(t)")
            try assertClose(value("camera.height", t, back), (60 + 40 * Self.p(t)), .absolute(1e-9), "t = \(t)")
        }
        let sideToSide = try state([(key: "transition.from", text: "left"), (key: "transition.to", text: "right")])
        #expect(try value("camera.height", 0.1, sideToSide) == 60)
    }

    @Test("arrows.angle turns by 180° to a side tab and back to 0 on the camera tab")
    func arrowsAngle() throws {
        let back = try state([(key: "transition.from", text: "left"), (key: "transition.to", text: "camera")])
        for t in Self.times {
            try assertClose(value("arrows.angle", t), 180 * Self.p(t), .absolute(1e-9), "t = \(t)")
            try assertClose(value("arrows.angle", t, back), 180 * (1 - Self.p(t)), .absolute(1e-9), "t = \(t)")
        }
    }

    @Test("background components mix the tab colours on the spring")
    func backgroundMix() throws {
        let from = [0xF0, 0x60, 0x61].map { Double($0) / 255 }
        let to = [0x24, 0xD5, 0xC8].map { Double($0) / 255 }
        for t in [0.0, 0.02, 0.05, 0.4, 0.75] {
            for (index, name) in ["background.red", "background.green", "background.blue"].enumerated() {
                let raw = from[index] + (to[index] - from[index]) * Self.p(t)
                try assertClose(value(name, t), min(max(raw, 0), 1), .absolute(1e-12), "\(name) t = \(t)")
            }
        }
    }

    @Test("background components are clamped to 0…1 where the spring overshoots")
    func backgroundClamped() throws {
        let peak = Double.pi / (Self.omega * (1 - 0.16).squareRoot())
        // Red falls from 0xF0 to 0x24 and overshoots below 0 at the peak; green and blue rise
        // past 0xD5 and 0xC8 but stay within 1.
        let rawRed = (240 + (36 - 240) * Self.p(peak)) / 255
        #expect(rawRed < 0)
        #expect(try value("background.red", peak) == 0)
        let toWhite = try state([(key: "background.left", text: "#FFFFFF"), (key: "background.camera", text: "#000000")])
        #expect(try value("background.green", peak, toWhite) == 1)
        for t in stride(from: 0.0, through: 1, by: 0.01) {
            for name in ["background.red", "background.green", "background.blue"] {
                let component = try value(name, t, toWhite)
                #expect((0...1).contains(component), "\(name) t = \(t)")
            }
        }
    }

    @Test("curve names resolve by unambiguous prefix; background alone is ambiguous")
    func curvePrefixes() throws {
        #expect(try scene.curve(named: "indicator").name == "indicator.x")
        #expect(try scene.curve(named: "arrows").name == "arrows.angle")
        #expect(throws: SceneError.ambiguousCurve("background", scene: "tabbar",
                                                   candidates: ["background.red", "background.green", "background.blue"])) {
            try scene.curve(named: "background")
        }
        #expect(scene.curves.map(\.name) == ["spring", "indicator.x", "camera.height", "arrows.angle",
                                             "background.red", "background.green", "background.blue"])
    }

    // MARK: Layout

    @Test("tab centres of a 375 pt screen are 42, 187.5 and 333 pt")
    func tabCentres() {
        let layout = TabBarLayout(scene.defaultState)
        #expect(layout.centreX(of: .left) == 42)
        #expect(layout.centreX(of: .camera) == 187.5)
        #expect(layout.centreX(of: .right) == 333)
    }

    @Test("when the buttons don't fit between the margins the stack keeps its width and stays centred")
    func stackOverflow() throws {
        let state = try state([(key: "stack.margin", text: "150")])
        let layout = TabBarLayout(state)
        // Content 44 + 100 + 44 = 188 pt > 375 − 300: the stack starts at (375 − 188)/2.
        #expect(layout.stackWidth == 188)
        #expect(layout.centreX(of: .left) == 93.5 + 22)
        #expect(layout.centreX(of: .right) == 375 - 93.5 - 22)
        #expect(layout.centreX(of: .camera) == 187.5)
    }

    // MARK: Frames

    func timeline(_ argument: String?, _ state: SceneState? = nil, fps: Double = 60) throws -> Timeline {
        try scene.timeline(for: scene.action(named: "select"), state: state ?? scene.defaultState,
                           options: RunOptions(fps: fps, argument: argument))
    }

    /// x, y, width, height of an element.
    func rect(_ element: ElementFrame) -> [Double] { [element.x, element.y, element.width, element.height] }
    func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Double] { [x, y, width, height] }

    func element(_ frame: Frame, _ name: String) throws -> ElementFrame {
        try #require(frame.elements.first { $0.name == name })
    }

    @Test("run select left starts with the camera tab laid out on a 375 × 812 pt screen")
    func firstFrame() throws {
        let frame = try #require(try timeline("left").frames.first)
        #expect(frame.time == 0)
        #expect(frame.elements.map(\.name) == ["background", "left", "camera", "right", "arrowLeft", "arrowRight", "indicator"])
        let background = try element(frame, "background")
        #expect(rect(background) == box(0, 0, 375, 812))
        #expect(background.colour.description == "#F06061")
        // Indicator bottom 20 pt above the screen's bottom, 5 pt tall, 10 pt under the stack.
        let indicator = try element(frame, "indicator")
        #expect(rect(indicator) == box(187.5 - 30, 812 - 20 - 5, 60, 5))
        #expect(indicator.cornerRadius == 4)
        // Stack bottom 812 − 20 − 5 − 10 = 777; the row is the 100 pt camera button tall.
        let camera = try element(frame, "camera")
        #expect(rect(camera) == box(137.5, 677, 100, 100))
        let left = try element(frame, "left"), right = try element(frame, "right")
        #expect(rect(left) == box(20, 727 - 22, 44, 44))
        #expect(rect(right) == box(375 - 20 - 44, 727 - 22, 44, 44))
        // Arrows centred between the side buttons (edge 64) and the camera button (edge 137.5).
        let arrowLeft = try element(frame, "arrowLeft"), arrowRight = try element(frame, "arrowRight")
        let gapCentre: Double = (64 + 137.5) / 2
        #expect(arrowLeft.x == gapCentre - 6)
        #expect(arrowRight.x == 375 - gapCentre - 6)
        #expect(arrowLeft.rotation == 0 && arrowRight.rotation == 0)
        #expect(frame.elements.allSatisfy { $0.alpha == 1 })
    }

    @Test("run select left ends at 0.75 s exactly on the left tab")
    func lastFrame() throws {
        let timeline = try timeline("left")
        #expect(timeline.frames.count == 46)
        let frame = try #require(timeline.frames.last)
        #expect(frame.time == 0.75)
        #expect(try element(frame, "indicator").x == 42 - 30)
        let camera = try element(frame, "camera")
        #expect(rect(camera) == box(137.5, 727 - 30, 100, 60))
        #expect(camera.cornerRadius == 30)
        #expect(try element(frame, "arrowLeft").rotation == 180)
        #expect(try element(frame, "arrowRight").rotation == 180)
        #expect(try element(frame, "background").colour.description == "#24D5C8")
        #expect(frame.readouts.first { $0.name == "progress" }?.value == 1)
    }

    @Test("a middle frame carries the spring's values")
    func middleFrame() throws {
        let frame = try timeline("left", fps: 10).frames[1]
        #expect(frame.time == 0.1)
        let expected = 187.5 - 145.5 * Self.p(0.1)
        try assertClose(element(frame, "indicator").x, (expected - 30), .absolute(1e-7))
        try assertClose(element(frame, "camera").height, (100 - 40 * Self.p(0.1)), .absolute(1e-9))
        try assertClose(element(frame, "arrowLeft").rotation, 180 * Self.p(0.1), .absolute(1e-9))
    }

    @Test("selecting the tab the bar starts on is refused: nothing would move")
    func selectingTheStartingTab() {
        #expect(throws: SceneError.invalid("select camera: the tab bar starts on camera (transition.from), so nothing would "
            + "move; select left or right, or set transition.from")) {
            try timeline("camera")
        }
    }

    @Test("run select camera from the right tab ends back on the camera tab")
    func rightToCamera() throws {
        let state = try state([(key: "transition.from", text: "right")])
        let frames = try timeline("camera", state, fps: 120).frames
        #expect(frames.count == 91)
        let first = try #require(frames.first), last = try #require(frames.last)
        #expect(try element(first, "indicator").x == 333 - 30)
        #expect(try element(first, "camera").height == 60)
        #expect(try element(first, "background").colour.description == "#F49E50")
        #expect(try element(last, "indicator").x == 187.5 - 30)
        #expect(try element(last, "camera").height == 100)
        #expect(try element(last, "arrowRight").rotation == 0)
        #expect(try element(last, "background").colour.description == "#F06061")
    }

    @Test("an over-damped spring, which UIKit cannot express, runs until it settles")
    func overDamped() throws {
        let state = try state([(key: "spring.dampingFraction", text: "1.5")])
        let spring = state.spring("spring")
        let frames = try timeline("right", state).frames
        #expect(frames.last?.time == Curve.springWindow(spring))
        #expect(try element(try #require(frames.last), "indicator").x == 333 - 30)
    }

    @Test("run select with a bad tab says which tabs are accepted; without one it selects transition.to")
    func badArgument() throws {
        let plain = try scene.timeline(for: scene.action(named: "select"), state: scene.defaultState, options: RunOptions(fps: 10))
        let explicit = try scene.timeline(for: scene.action(named: "select"), state: scene.defaultState,
                                          options: RunOptions(fps: 10, argument: "left"))
        #expect(plain == explicit)
        #expect(throws: SceneError.badActionArgument(action: "select", argument: "middle", accepted: ["left", "camera", "right"])) {
            try timeline("middle")
        }
        #expect(SceneError.badActionArgument(action: "select", argument: "middle", accepted: ["left", "camera", "right"]).description
            == "select: 'middle' is not a choice; accepted: left, camera, right")
        #expect(scene.actions.map(\.arguments) == [["left", "camera", "right"], []])
    }

    @Test("the scene is in the catalog")
    func catalog() throws {
        #expect(try SceneCatalog.scene(named: "tabbar").name == "tabbar")
    }
}
