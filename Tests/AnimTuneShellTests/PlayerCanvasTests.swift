import AnimTuneCore
import Testing
import TestPrerequisites
@testable import AnimTuneShell

/// Rasterising elements: where a rounded rectangle lands, what covers what, blending, flips.
@Suite("Player canvas: shapes to pixels")
struct PlayerCanvasTests {
    static let red = RGBColor(red: 1, green: 0, blue: 0)
    static let blue = RGBColor(red: 0, green: 0, blue: 1)
    static let white = RGBColor(red: 1, green: 1, blue: 1)

    /// A 100 × 100 canvas at one pixel per point, white, with `elements` drawn on it.
    static func canvas(_ elements: [ElementFrame], size: Int = 100) -> Canvas {
        var canvas = Canvas(width: size, height: size, scale: 1)
        canvas.fill(ElementShape(centreX: Double(size) / 2, centreY: Double(size) / 2, halfWidth: Double(size),
                                 halfHeight: Double(size), radiusX: 0, radiusY: 0, colour: white))
        for shape in PhoneFrame.shapes(of: Frame(time: 0, elements: elements)) { canvas.fill(shape) }
        return canvas
    }

    static func isClose(_ colour: RGBColor, _ expected: RGBColor, tolerance: Double = 0.01) -> Bool {
        abs(colour.red - expected.red) <= tolerance && abs(colour.green - expected.green) <= tolerance
            && abs(colour.blue - expected.blue) <= tolerance
    }

    @Test("a rounded rectangle covers its frame, not its rounded-off corners")
    func roundedRectangle() {
        let canvas = Self.canvas([ElementFrame("box", x: 20, y: 30, width: 40, height: 20, cornerRadius: 8, colour: Self.red)])
        // Inside, just inside each edge, and outside each edge.
        #expect(Self.isClose(canvas.pixel(x: 40, y: 40).colour, Self.red))
        #expect(Self.isClose(canvas.pixel(x: 20, y: 40).colour, Self.red))
        #expect(Self.isClose(canvas.pixel(x: 59, y: 40).colour, Self.red))
        #expect(Self.isClose(canvas.pixel(x: 19, y: 40).colour, Self.white))
        #expect(Self.isClose(canvas.pixel(x: 60, y: 40).colour, Self.white))
        #expect(Self.isClose(canvas.pixel(x: 40, y: 29).colour, Self.white))
        #expect(Self.isClose(canvas.pixel(x: 40, y: 50).colour, Self.white))
        // The corner pixel is outside the 8 pt arc; a pixel 8 pt in along the edge is inside.
        #expect(Self.isClose(canvas.pixel(x: 20, y: 30).colour, Self.white))
        #expect(Self.isClose(canvas.pixel(x: 28, y: 30).colour, Self.red, tolerance: 0.5))
        // An edge halfway through a pixel covers it by half.
        let half = Self.canvas([ElementFrame("box", x: 20.5, y: 30, width: 40, height: 20, colour: Self.red)])
        #expect(Self.isClose(half.pixel(x: 20, y: 40).colour, RGBColor(red: 1, green: 0.5, blue: 0.5), tolerance: 0.02))
    }

    @Test("elements draw in zIndex order, whatever order the scene lists them in")
    func zOrder() {
        let top = ElementFrame("top", x: 10, y: 10, width: 50, height: 50, colour: Self.blue, zIndex: 2)
        let bottom = ElementFrame("bottom", x: 30, y: 30, width: 50, height: 50, colour: Self.red, zIndex: 1)
        let canvas = Self.canvas([top, bottom])
        #expect(Self.isClose(canvas.pixel(x: 45, y: 45).colour, Self.blue))
        #expect(Self.isClose(canvas.pixel(x: 70, y: 70).colour, Self.red))
        // Equal z: the scene's order decides.
        let tie = Self.canvas([ElementFrame("a", x: 10, y: 10, width: 50, height: 50, colour: Self.blue),
                               ElementFrame("b", x: 30, y: 30, width: 50, height: 50, colour: Self.red)])
        #expect(Self.isClose(tie.pixel(x: 45, y: 45).colour, Self.red))
    }

    @Test("alpha blends over what is below")
    func alphaBlend() {
        let overWhite = Self.canvas([ElementFrame("veil", x: 0, y: 0, width: 100, height: 100, alpha: 0.5, colour: Self.red)])
        #expect(Self.isClose(overWhite.pixel(x: 50, y: 50).colour, RGBColor(red: 1, green: 0.5, blue: 0.5)))
        let overBlue = Self.canvas([
            ElementFrame("card", x: 0, y: 0, width: 50, height: 100, colour: Self.blue),
            ElementFrame("veil", x: 0, y: 0, width: 100, height: 100, alpha: 0.25, colour: Self.red, zIndex: 1),
        ])
        #expect(Self.isClose(overBlue.pixel(x: 25, y: 50).colour, RGBColor(red: 0.25, green: 0, blue: 0.75)))
        #expect(Self.isClose(overBlue.pixel(x: 75, y: 50).colour, RGBColor(red: 1, green: 0.75, blue: 0.75)))
        let invisible = Self.canvas([ElementFrame("gone", x: 0, y: 0, width: 100, height: 100, alpha: 0, colour: Self.red)])
        #expect(Self.isClose(invisible.pixel(x: 50, y: 50).colour, Self.white))
    }

    @Test("scale is about the centre")
    func scaleAboutCentre() {
        let canvas = Self.canvas([ElementFrame("box", x: 30, y: 30, width: 40, height: 40, scale: 0.5, colour: Self.red)])
        #expect(Self.isClose(canvas.pixel(x: 50, y: 50).colour, Self.red))
        #expect(Self.isClose(canvas.pixel(x: 41, y: 50).colour, Self.red))
        #expect(Self.isClose(canvas.pixel(x: 38, y: 50).colour, Self.white))
        #expect(Self.isClose(canvas.pixel(x: 61, y: 50).colour, Self.white))
    }

    @Test("a flip about x squashes the height by |cos(angle)|, upright past 90°, in the scene's colour")
    func flip() {
        let frame = { (angle: Double) in
            ElementFrame("cell", x: 20, y: 20, width: 60, height: 60, rotation: angle, rotationAxis: .x, colour: Self.red)
        }
        let sixty = Self.canvas([frame(60)])
        // cos 60° = 0.5: 30 pt tall, centred at 50 → rows 35…64.
        #expect(Self.isClose(sixty.pixel(x: 50, y: 36).colour, Self.red))
        #expect(Self.isClose(sixty.pixel(x: 50, y: 63).colour, Self.red))
        #expect(Self.isClose(sixty.pixel(x: 50, y: 33).colour, Self.white))
        #expect(Self.isClose(sixty.pixel(x: 50, y: 66).colour, Self.white))
        #expect(Self.isClose(sixty.pixel(x: 21, y: 50).colour, Self.red)) // width unchanged

        let edgeOn = Self.canvas([frame(90)])
        #expect(Self.isClose(edgeOn.pixel(x: 50, y: 45).colour, Self.white))

        // 120°: the back face, half as tall again, in the colour the scene gave it.
        let back = Self.canvas([frame(120)])
        #expect(Self.isClose(back.pixel(x: 50, y: 36).colour, Self.red))
        #expect(Self.isClose(back.pixel(x: 50, y: 33).colour, Self.white))
        #expect(Self.isClose(Self.canvas([frame(180)]).pixel(x: 50, y: 21).colour, Self.red))
        #expect(ElementShape(frame(120)).showsBackFace)
        #expect(!ElementShape(frame(60)).showsBackFace)
    }

    @Test("a rotation about z turns the shape in the screen plane")
    func rotationZ() {
        let canvas = Self.canvas([ElementFrame("bar", x: 10, y: 45, width: 80, height: 10, rotation: 90, colour: Self.red)])
        #expect(Self.isClose(canvas.pixel(x: 50, y: 15).colour, Self.red))
        #expect(Self.isClose(canvas.pixel(x: 15, y: 50).colour, Self.white))
    }

    @Test("on the phone, elements are clipped to the screen and the notch covers them")
    func phoneClipping() {
        let phone = PhoneFrame.terminal
        let frame = Frame(time: 0, elements: [
            ElementFrame("wide", x: -100, y: 0, width: 600, height: 812, colour: Self.red),
        ])
        let canvas = Canvas.rendering(frame, on: phone, width: 200, height: 420)
        // Centre of the screen is red; the bezel at mid-height stays bezel-coloured.
        let centre = (x: Int((187.5 - canvas.originX) * canvas.scale), y: Int((406 - canvas.originY) * canvas.scale))
        #expect(Self.isClose(canvas.pixel(x: centre.x, y: centre.y).colour, Self.red))
        let bezel = Int((-6 - canvas.originX) * canvas.scale)
        #expect(Self.isClose(canvas.pixel(x: bezel, y: centre.y).colour, phone.bezelColour, tolerance: 0.05))
        // The notch, 10 pt down the middle, is drawn over the element.
        let notchY = Int((10 - canvas.originY) * canvas.scale)
        #expect(Self.isClose(canvas.pixel(x: centre.x, y: notchY).colour, phone.bezelColour, tolerance: 0.05))
        // A scene that draws its own notch supplies a screen without one.
        #expect(phone.around(Screen.iPhoneX.withoutNotch).notch == nil)
    }

    @Test("the phone is drawn around the scene's screen; the notch scene brings its own notch")
    func phoneFollowsScreen() throws {
        let card = CardScene()
        var state = card.defaultState
        try state.apply(key: "screen.width", text: "1024")
        let wide = try card.timeline(for: card.actions[0], state: state, options: RunOptions())
        let phone = PhoneFrame.terminal.around(wide.screen)
        #expect(phone.width == 1024 + 2 * phone.bezelWidth)
        #expect(phone.height == 812 + 2 * phone.bezelWidth)
        #expect(phone.notch != nil)
        let notch = NotchScene()
        let pull = try notch.timeline(for: notch.actions[0], state: notch.defaultState, options: RunOptions(fps: 10))
        #expect(PhoneFrame.terminal.around(pull.screen).notch == nil)
    }

    @Test("the phone fills the space it is given, aspect kept")
    func fitting() {
        let phone = PhoneFrame.terminal
        let tall = Canvas.fitting(phone, width: 200, height: 84)
        #expect(tall.height == 84)
        assertClose(Double(tall.width) / Double(tall.height), phone.width / phone.height, .absolute(0.05))
        let wide = Canvas.fitting(phone, width: 30, height: 400)
        #expect(wide.width == 30)
        #expect(wide.height < 400)
    }
}
