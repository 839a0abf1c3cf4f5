import AnimTuneCore
import Foundation
import Gnuplot
import Testing
@testable import AnimTuneShell

/// What the player, GIFs and frames draw: shapes that show their motion, inside the screen.
@Suite("scene drawing")
struct SceneDrawingTests {
    static func timeline(_ scene: any Scene, _ action: String, argument: String? = nil) throws -> Timeline {
        var options = RunOptions()
        options.argument = argument
        options.fps = 10
        return try scene.timeline(for: try scene.action(named: action), state: scene.defaultState, options: options)
    }

    /// The pixels `shapes` cover on a canvas of the whole screen.
    static func coverage(_ shapes: [ElementShape]) -> [Bool] {
        var canvas = Canvas(width: 375, height: 812, scale: 1)
        for shape in shapes { canvas.fill(shape) }
        return (0..<812).flatMap { y in (0..<375).map { x in canvas.pixel(x: x, y: y).alpha > 0.5 } }
    }

    @Test("the tab bar's arrows point the other way after their half turn")
    func arrowsShowTheirTurn() throws {
        let select = try Self.timeline(TabBarScene(), "select", argument: "left")
        let start = try #require(select.frames.first), end = try #require(select.frames.last)
        let angle = { (frame: Frame) in frame.elements.first { $0.name == "arrowLeft" }!.rotation }
        #expect(angle(start) == 0 && abs(angle(end) - 180) < 1e-6)
        for name in ["arrowLeft", "arrowRight"] {
            let before = Self.coverage(PhoneFrame.shapes(of: start).filter { $0.name == name })
            let after = Self.coverage(PhoneFrame.shapes(of: end).filter { $0.name == name })
            #expect(before.contains(true))
            #expect(before != after, "\(name) looks the same turned by 180°")
        }
    }

    @Test("image frames draw nothing outside the phone's screen", arguments: [("card", "present"), ("profile", "scroll"), ("notch", "pull")])
    func imagesClipToTheScreen(_ run: (String, String)) throws {
        let scene = try SceneCatalog.scene(named: run.0)
        let timeline = try Self.timeline(scene, run.1)
        let script = FrameImageScript(timeline: timeline, caption: FrameCaption(timeline: timeline, sceneName: run.0),
                                      size: PlotSize(width: 360, height: 800))
        let screen = PhoneFrame.image.screen
        for index in timeline.frames.indices {
            let polygons = script.commands(frame: index).split(separator: "\n").filter { $0.hasPrefix("set object") }
            // The phone's body, then the screen: every later polygon is an element (or the notch).
            for polygon in polygons.dropFirst(2) where !polygon.contains("'\(PhoneFrame.image.bezelColour.description)'") {
                let points = polygon.components(separatedBy: " from ")[1].components(separatedBy: " fc ")[0]
                    .components(separatedBy: " to ").map { $0.split(separator: ",").map { Double($0)! } }
                for point in points {
                    #expect(screen.signedDistance(x: point[0], y: point[1]) < 0.05,
                            "frame \(index): (\(point[0]), \(point[1])) is outside the screen")
                }
            }
        }
    }
}
