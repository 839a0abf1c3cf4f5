import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// Expected values come from REFERENCE.md §5 and FlippingNotch's code, computed here by hand:
/// notch bottom = 26 − min(0, max(−86, offset)); drop from the notch frame (83, −88, 209, 200)
/// to (83, 40, 209, 209·177/343) on easeInOut over 0.3 s, then to the first cell (16, 68, 343,
/// 177) on easeInOut over 0.6 s; corner radius 16 → 10 linear over 0.3 s; flip 0 → 180°; list
/// 86 → 93.5 → 187 pt. The list top is 44 (safe area) + 24 = 68, its bottom 812 − 34 − 8 = 770.
@Suite("Notch scene")
struct NotchSceneTests {
    let scene = NotchScene()
    let tolerance = 1e-6
    /// Points through the easeInOut Bézier: the core solves x to 1e-7 (WebKit's epsilon), and a
    /// slope ≤ 1.5 times a span ≤ 187 pt or 180° turns that into at most ~3e-5.
    let bezierTolerance = 1e-4

    func value(_ curve: String, _ x: Double, _ state: SceneState? = nil) throws -> Double {
        try scene.curve(named: curve).evaluate(state ?? scene.defaultState, x)
    }

    func run(fps: Double = 60, state: SceneState? = nil) throws -> Timeline {
        try scene.timeline(for: scene.action(named: "pull"), state: state ?? scene.defaultState,
                           options: RunOptions(fps: fps))
    }

    func element(_ name: String, in frame: Frame) throws -> ElementFrame {
        try #require(frame.elements.first { $0.name == name })
    }

    func readout(_ name: String, in frame: Frame) throws -> Double {
        try #require(frame.readouts.first { $0.name == name }).value
    }

    // MARK: Parameters

    @Test("every parameter's default lies in its range")
    func defaultsInRange() throws {
        for parameter in scene.parameters {
            #expect(throws: Never.self, "\(parameter.key)") { try parameter.validate(parameter.defaultValue) }
        }
    }

    @Test("the defaults are FlippingNotch's constants")
    func originalConstants() {
        let state = scene.defaultState
        let expected: [(String, Double)] = [
            ("notch.width", 209), ("notch.height", 26), ("notch.cornerRadius", 20), ("pull.maxOffset", -86),
            ("drop.topInset", 40), ("drop.duration", 0.3), ("drop.cornerRadius.from", 16),
            ("drop.cornerRadius.to", 10), ("drop.cornerRadius.duration", 0.3), ("flip.duration", 0.6),
            ("item.width", 343), ("item.height", 177), ("list.spacing", 10), ("cell.cornerRadius", 10),
            ("screen.width", 375), ("screen.height", 812),
        ]
        for (key, number) in expected { #expect(state.number(key) == number, "\(key)") }
        #expect(state.curve("drop.curve") == .easeInOut)
        #expect(state.curve("flip.curve") == .easeInOut)
    }

    // MARK: Curves

    @Test("notch.offset is 26 − min(0, pull), clamped at −86 and flat for positive offsets")
    func notchOffset() throws {
        try assertClose(value("notch.offset", 0), 26, .absolute(tolerance))
        try assertClose(value("notch.offset", -43), 69, .absolute(tolerance))
        try assertClose(value("notch.offset", -86), 112, .absolute(tolerance))
        try assertClose(value("notch.offset", -200), 112, .absolute(tolerance))
        try assertClose(value("notch.offset", 50), 26, .absolute(tolerance))
        let curve = try scene.curve(named: "notch")
        #expect(curve.domain(scene.defaultState) == -86...0)
        #expect(curve.x.unit == .points)
    }

    @Test("drop.y falls from the notch's frame to 40 on easeInOut, then to the list top 68")
    func dropY() throws {
        try assertClose(value("drop.y", 0), -88, .absolute(tolerance))
        try assertClose(value("drop.y", 0.1), (-88 + 128 * ReferenceOracle.easeInOut(1.0 / 3)), .absolute(bezierTolerance))
        try assertClose(value("drop.y", 0.15), -24, .absolute(tolerance))
        try assertClose(value("drop.y", 0.3), 40, .absolute(tolerance))
        try assertClose(value("drop.y", 0.45), (40 + 28 * ReferenceOracle.easeInOut(0.25)), .absolute(bezierTolerance))
        try assertClose(value("drop.y", 0.9), 68, .absolute(tolerance))
    }

    @Test("drop.width stays 209 through the drop and grows to 343 in the flip")
    func dropWidth() throws {
        for tau in [0, 0.1, 0.2, 0.3] { try assertClose(value("drop.width", tau), 209, .absolute(tolerance)) }
        try assertClose(value("drop.width", 0.6), 276, .absolute(tolerance))
        try assertClose(value("drop.width", 0.8), (209 + 134 * ReferenceOracle.easeInOut(5.0 / 6)), .absolute(bezierTolerance))
        try assertClose(value("drop.width", 0.9), 343, .absolute(tolerance))
    }

    @Test("drop.height goes 200 → 209·177/343 → 177")
    func dropHeight() throws {
        let dropped = 209.0 * 177 / 343
        try assertClose(value("drop.height", 0), 200, .absolute(tolerance))
        try assertClose(value("drop.height", 0.2), (200 + (dropped - 200) * ReferenceOracle.easeInOut(2.0 / 3)), .absolute(bezierTolerance))
        try assertClose(value("drop.height", 0.3), dropped, .absolute(tolerance))
        try assertClose(value("drop.height", 0.9), 177, .absolute(tolerance))
    }

    @Test("drop.cornerRadius is 16 → 10 linear over 0.3 s, then 10")
    func dropCornerRadius() throws {
        try assertClose(value("drop.cornerRadius", 0), 16, .absolute(tolerance))
        try assertClose(value("drop.cornerRadius", 0.1), 14, .absolute(tolerance))
        try assertClose(value("drop.cornerRadius", 0.15), 13, .absolute(tolerance))
        try assertClose(value("drop.cornerRadius", 0.3), 10, .absolute(tolerance))
        try assertClose(value("drop.cornerRadius", 0.7), 10, .absolute(tolerance))
    }

    @Test("flip.angle is 0 during the drop, then 0 → 180° on easeInOut over 0.6 s")
    func flipAngle() throws {
        #expect(try value("flip.angle", 0) == 0)
        #expect(abs(try value("flip.angle", 0.29)) < tolerance)
        try assertClose(value("flip.angle", 0.45), 180 * ReferenceOracle.easeInOut(0.25), .absolute(bezierTolerance))
        try assertClose(value("flip.angle", 0.6), 90, .absolute(tolerance))
        try assertClose(value("flip.angle", 0.75), 180 * ReferenceOracle.easeInOut(0.75), .absolute(bezierTolerance))
        try assertClose(value("flip.angle", 0.9), 180, .absolute(tolerance))
    }

    @Test("list.translation goes 86 → 93.5 (half of 187, drop) → 187 (flip)")
    func listTranslation() throws {
        try assertClose(value("list.translation", 0), 86, .absolute(tolerance))
        try assertClose(value("list.translation", 0.1), (86 + 7.5 * ReferenceOracle.easeInOut(1.0 / 3)), .absolute(bezierTolerance))
        try assertClose(value("list.translation", 0.3), 93.5, .absolute(tolerance))
        try assertClose(value("list.translation", 0.6), 140.25, .absolute(tolerance))
        try assertClose(value("list.translation", 0.9), 187, .absolute(tolerance))
    }

    @Test("time curves hold their end values outside 0…0.9 s")
    func timeClamping() throws {
        let domain = try scene.curve(named: "drop.y").domain(scene.defaultState)
        assertClose(domain.upperBound, 0.9, .absolute(tolerance))
        try assertClose(value("drop.y", -1), -88, .absolute(tolerance))
        try assertClose(value("list.translation", -1), 86, .absolute(tolerance))
        try assertClose(value("drop.cornerRadius", -1), 16, .absolute(tolerance))
        try assertClose(value("drop.y", 5), 68, .absolute(tolerance))
        try assertClose(value("flip.angle", 5), 180, .absolute(tolerance))
        try assertClose(value("list.translation", 5), 187, .absolute(tolerance))
    }

    @Test("timing curves are curves too, and parameters reach them")
    func timingCurves() throws {
        try assertClose(value("drop.curve", 0.15), 0.5, .absolute(tolerance))
        try assertClose(value("flip.curve", 0.15), ReferenceOracle.easeInOut(0.25), .absolute(bezierTolerance))
        let linear = try scene.defaultState.setting([(key: "drop.curve", text: "linear")])
        try assertClose(value("drop.y", 0.1, linear), (-88 + 128.0 / 3), .absolute(tolerance))
        #expect(throws: SceneError.ambiguousCurve("flip", scene: "notch", candidates: ["flip.angle", "flip.curve"])) {
            try scene.curve(named: "flip")
        }
    }

    // MARK: run pull

    @Test("run pull lasts the pull plus drop plus flip, 0.4 + 0.3 + 0.6 s, at the asked fps")
    func duration() throws {
        let timeline = try run(fps: 60)
        #expect(timeline.frames.count == 79)
        #expect(timeline.frames.first?.time == 0)
        assertClose((timeline.frames.last?.time ?? 0), 1.3, .absolute(1e-12))
        let names = timeline.frames[0].elements.map(\.name)
        #expect(names == ["background", "cell0", "cell1", "cell2", "cell3", "notch", "drop"])
        for frame in timeline.frames { #expect(frame.elements.map(\.name) == names) }
    }

    @Test("the first frame is the list at rest, the notch 26 pt tall, the drop hidden")
    func firstFrame() throws {
        let frame = try #require(try run().frames.first)
        let notch = try element("notch", in: frame)
        #expect(notch.x == 83 && notch.y == -174 && notch.width == 209 && notch.height == 200)
        #expect(notch.cornerRadius == 20 && notch.colour == RGBColor(hex: "#000000"))
        let drop = try element("drop", in: frame)
        #expect(drop.alpha == 0 && drop.rotation == 0)
        for index in 0..<3 {
            let cell = try element("cell\(index)", in: frame)
            #expect(cell.x == 16 && cell.y == 68 + 187 * Double(index) && cell.width == 343 && cell.height == 177)
            #expect(cell.cornerRadius == 10 && cell.colour == RGBColor(hex: "#FFFFFF"))
        }
        let cell3 = try element("cell3", in: frame)
        #expect(cell3.y == 629 && cell3.height == 141)
        #expect(try readout("offset", in: frame) == 0)
    }

    @Test("halfway through the pull the notch and the list have followed 43 pt")
    func midPull() throws {
        let frame = try run(fps: 10).frames[2]
        assertClose(frame.time, 0.2, .absolute(1e-12))
        try assertClose(element("notch", in: frame).y, (69 - 200), .absolute(tolerance))
        try assertClose(element("cell0", in: frame).y, 111, .absolute(tolerance))
        try assertClose(readout("offset", in: frame), -43, .absolute(tolerance))
    }

    @Test("at the release the notch snaps back and a tinted copy takes its pulled frame")
    func releaseFrame() throws {
        let frame = try run(fps: 10).frames[4]
        assertClose(frame.time, 0.4, .absolute(1e-12))
        let notch = try element("notch", in: frame)
        #expect(notch.y == -174)
        let drop = try element("drop", in: frame)
        #expect(drop.x == 83 && drop.y == -88 && drop.width == 209 && drop.height == 200)
        #expect(drop.alpha == 1 && drop.cornerRadius == 16 && drop.zIndex > notch.zIndex)
        // 0.2 of #5A429A over black: (18, 13.2, 30.8) → #120D1F
        #expect(drop.colour.description == "#120D1F")
        try assertClose(element("cell0", in: frame).y, (68 + 86), .absolute(tolerance))
    }

    @Test("the last frame: the drop is the new first cell, flipped 180° about x; the list moved 187 pt")
    func lastFrame() throws {
        let frame = try #require(try run().frames.last)
        let drop = try element("drop", in: frame)
        #expect(abs(drop.x - 16) < tolerance && abs(drop.y - 68) < tolerance)
        #expect(abs(drop.width - 343) < tolerance && abs(drop.height - 177) < tolerance)
        #expect(abs(drop.rotation - 180) < tolerance && drop.rotationAxis == .x)
        #expect(drop.cornerRadius == 10 && drop.colour == RGBColor(hex: "#FFFFFF"))
        #expect(try element("notch", in: frame).y == -174)
        try assertClose(element("cell0", in: frame).y, 255, .absolute(tolerance))
        try assertClose(element("cell2", in: frame).y, 629, .absolute(tolerance))
        try assertClose(element("cell2", in: frame).height, 141, .absolute(tolerance))
        let cell3 = try element("cell3", in: frame)
        #expect(cell3.alpha == 0 && cell3.height == 0)
        #expect(try readout("face", in: frame) == 1)
        try assertClose(readout("list", in: frame), 187, .absolute(tolerance))
    }

    @Test("the content swaps at 90°: tinted notch before, the cell after")
    func faceSwap() throws {
        let model = NotchModel(scene.defaultState)
        #expect(model.face(0.59) == .front && model.dropColour(0.59).description == "#120D1F")
        #expect(model.face(0.61) == .back && model.dropColour(0.61) == RGBColor(hex: "#FFFFFF"))
        #expect(model.face(0) == .front)
        #expect(model.face(0.9) == .back)
    }

    @Test("a deeper maximum pull moves the release point, the list start and the drop start")
    func deeperPull() throws {
        let state = try scene.defaultState.setting([(key: "pull.maxOffset", text: "-120pt")])
        try assertClose(value("notch.offset", -200, state), 146, .absolute(tolerance))
        try assertClose(value("drop.y", 0, state), (146 - 200), .absolute(tolerance))
        try assertClose(value("list.translation", 0, state), 120, .absolute(tolerance))
        try assertClose(value("list.translation", 0.3, state), 93.5, .absolute(tolerance))
    }

    @Test("as many cells as fit: a taller screen shows more")
    func cellCount() throws {
        #expect(NotchModel(scene.defaultState).cellCount == 4)
        let tall = try scene.defaultState.setting([(key: "screen.height", text: "1000")])
        #expect(NotchModel(tall).cellCount == 5)
    }

    // MARK: Errors

    @Test("run pull refuses an argument or an option with one line")
    func badArguments() throws {
        let action = try scene.action(named: "pull")
        #expect(throws: SceneError.invalid("pull takes no argument, got 'camera'; use `run pull`")) {
            try scene.timeline(for: action, state: scene.defaultState, options: RunOptions(argument: "camera"))
        }
        #expect(throws: SceneError.invalid("pull takes no option '--depth'; its options: --velocity V, --release D")) {
            try scene.timeline(for: action, state: scene.defaultState, options: RunOptions(values: ["depth": 1]))
        }
        #expect(throws: SceneError.unknownAction("drag", scene: "notch", accepted: ["pull"])) {
            try scene.action(named: "drag")
        }
    }

    @Test("a list with no room is refused")
    func noRoom() throws {
        let state = try scene.defaultState.setting([(key: "screen.height", text: "480"),
                                                    (key: "screen.safeAreaTop", text: "100"),
                                                    (key: "list.topInset", text: "400")])
        #expect(throws: SceneError.invalid("the list has no room: its top (500 pt) is not above its bottom (438 pt); lower list.topInset or list.bottomInset")) {
            try run(state: state)
        }
    }
}
