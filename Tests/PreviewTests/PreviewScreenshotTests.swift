import AnimTuneCore
import Foundation
import HeadlessChromium
import Testing
import TestPrerequisites
@testable import Preview

/// Screenshots of each scene at the start, middle and end of its main action show its elements
/// where `run --table` puts them: at the centre of each opaque element that nothing covers the
/// pixel has the element's colour. With ANIMTUNE_SCREENSHOTS=FOLDER the middle screenshots are
/// written there (`make regenerate` refreshes the README's pictures this way).
@Suite("preview screenshots", .serialized,
       .enabled(if: Prerequisite.runs(HeadlessChromium.executable != nil), "Chromium is not installed; the preview page was not run"))
struct PreviewScreenshotTests {
    struct Probe: Sendable {
        let label: String
        let expected: [Int]
        let found: [Int]
    }

    @Test("every scene at the start, middle and end of its main action: each visible element's colour where run --table puts it")
    func colours() async throws {
        let probes = try await DedicatedThread.run { try Self.capture() }
        #expect(probes.count >= 5 * 3, "only \(probes.count) points could be probed")
        for probe in probes {
            let off = zip(probe.expected, probe.found).map { abs($0 - $1) }.max() ?? 255
            #expect(probe.found.count == 3 && off <= 6, "\(probe.label): expected rgb\(probe.expected), the screenshot has rgb\(probe.found)")
        }
    }

    /// The page decodes the screenshot (an image from a data: URL on a canvas) and reads pixels.
    static let reading = """
    (async () => { const image = new Image(); image.src = "data:image/png;base64,PNG"; await image.decode();
      const canvas = document.createElement("canvas"); canvas.width = image.width; canvas.height = image.height;
      const context = canvas.getContext("2d"); context.drawImage(image, 0, 0);
      return POINTS.map(([x, y]) => Array.from(context.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3))); })()
    """

    private static func capture() throws -> [Probe] {
        let hub = PreviewHub(state: SceneCatalog.defaultScene.defaultState, view: PreviewView(ghosts: false))
        let server = try PreviewServer.start(hub: hub, port: 0, log: { _ in })
        defer { server.stop() }
        let browser = try HeadlessChromium()
        let tab = try browser.openTab(server.url)
        let folder = ProcessInfo.processInfo.environment["ANIMTUNE_SCREENSHOTS"]
        var probes: [Probe] = []
        for scene in SceneCatalog.all {
            hub.publish(scene.defaultState)
            try browser.wait(until: "window.animtune && window.animtune.version >= \(hub.version)", session: tab)
            let action = scene.actions[0]
            var options = RunOptions()
            options.fps = 1000
            let timeline = try scene.timeline(for: action, state: scene.defaultState, options: options)
            let frames = timeline.frames
            for (name, fraction) in [("start", 0.0), ("middle", 0.5), ("end", 1.0)] {
                let index = Int((Double(frames.count - 1) * fraction).rounded())
                let box = try seek(action.name, to: index, browser: browser, tab: tab)
                let png = try stillScreenshot(browser: browser, tab: tab)
                if let folder, name == "middle" {
                    try png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("preview-\(scene.name).png"))
                }
                let visible = Self.visibleCentres(frames[index], on: timeline.screen)
                let points = visible.map { [box.x + $0.x * box.scale, box.y + $0.y * box.scale] }
                let script = reading.replacingOccurrences(of: "PNG", with: png.base64EncodedString())
                    .replacingOccurrences(of: "POINTS", with: "\(points)")
                let pixels = try browser.evaluate(script, session: tab) as? [[Int]] ?? []
                for (element, pixel) in zip(visible, pixels) {
                    probes.append(Probe(label: "\(scene.name) \(action.name) \(name): \(element.name)", expected: element.rgb, found: pixel))
                }
            }
        }
        return probes
    }

    /// Plays `action`, pauses it at frame `index` (a millisecond each), and returns where the
    /// screen is on the page and its scale.
    private static func seek(_ action: String, to index: Int, browser: HeadlessChromium, tab: String) throws -> (x: Double, y: Double, scale: Double) {
        let script = """
        (async () => { const a = window.animtune; await a.play("\(action)");
          a.pause(\(index));
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const box = document.querySelector('[data-animtune="screen"]').getBoundingClientRect();
          return [box.left, box.top, a.scale]; })()
        """
        let box = try browser.evaluate(script, session: tab) as? [Double] ?? [0, 0, 1]
        return (box[0], box[1], box[2])
    }

    /// A screenshot equal to the one taken just before it: the compositor draws opacity and
    /// transforms on a thread of its own, so the first frame after a pause may still show the
    /// animation a frame further on.
    private static func stillScreenshot(browser: HeadlessChromium, tab: String) throws -> Data {
        var previous = try browser.screenshot(session: tab)
        for _ in 0..<20 {
            let next = try browser.screenshot(session: tab)
            if next == previous { return next }
            previous = next
        }
        throw HeadlessChromium.Failure(description: "the page paused never drew the same frame twice in 20 screenshots")
    }

    /// The centres of up to three opaque, unturned elements of at least 12 × 12 pt that no
    /// element drawn above covers, with their colours (0–255).
    static func visibleCentres(_ frame: Frame, on screen: Screen) -> [(name: String, x: Double, y: Double, rgb: [Int])] {
        let drawn = frame.elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        var centres: [(name: String, x: Double, y: Double, rgb: [Int])] = []
        for (index, element) in drawn.enumerated() where element.alpha >= 0.999 && element.rotation == 0
            && element.outline == .roundedRectangle && element.width * element.scale >= 12 && element.height * element.scale >= 12 {
            let x = element.x + element.width / 2, y = element.y + element.height / 2
            let covered = drawn[(index + 1)...].contains { above in
                let halfWidth = above.width * above.scale / 2 + 2, halfHeight = above.height * above.scale / 2 + 2
                return above.alpha > 0.01 && abs(above.x + above.width / 2 - x) < halfWidth && abs(above.y + above.height / 2 - y) < halfHeight
            }
            guard !covered, x > 0, y > 0, x < screen.width, y < screen.height else { continue }
            let rgb = [element.colour.red, element.colour.green, element.colour.blue].map { Int(($0 * 255).rounded()) }
            centres.append((element.name, x, y, rgb))
        }
        return Array(centres.suffix(3))
    }
}
