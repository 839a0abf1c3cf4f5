import AnimTuneCore
import Foundation
import Gnuplot
import SafeIO
import TestPrerequisites
import Testing
@testable import AnimTuneShell

/// Rendering frames to images through gnuplot, and what `run` says about it.
@Suite("Player images: GIF and PNG frames")
struct PlayerImageTests {
    /// Installed, or CI=true (where a missing gnuplot fails these tests).
    static let gnuplotRuns: Bool = {
        guard case .success = GnuplotSession.locate(environment: ProcessInfo.processInfo.environment) else {
            return Prerequisite.isCI
        }
        return true
    }()

    static let timeline = PlayerPlaybackTests.timeline

    static func directory(_ name: String = #function) throws -> String {
        let path = NSTemporaryDirectory() + "animtune-player-tests-\(name.filter(\.isLetter))-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("GIF frames: at most 50 fps, nearest frames, the last one once (its delay holds it)")
    func gifFrames() {
        let (indices, delay) = GifRenderer.gifFrames(Self.timeline, speed: 1)
        #expect(delay == 2)
        let last = Self.timeline.frames.count - 1
        #expect(indices.last == last)
        #expect(indices.dropLast().last != last)
        #expect(indices.first == 0)
        #expect(indices == indices.sorted())
        // 60 fps into 50: every frame shown at its nearest time.
        #expect(indices[5] == 6)
        let slow = GifRenderer.gifFrames(Self.timeline, speed: 0.5)
        #expect(slow.delay == 3)
        #expect(slow.indices.count > indices.count)
    }

    @Test("a translucent shape over others flattens into opaque pieces of the blended colours")
    func flattening() {
        let square: [ConvexClip.Point] = [(0, 0), (10, 0), (10, 10), (0, 10)]
        let shifted: [ConvexClip.Point] = [(5, 5), (15, 5), (15, 15), (5, 15), (5, 5)]
        let overlap = ConvexClip.intersection(shifted, square)
        assertClose(abs(ConvexClip.signedArea(overlap)), 25, .absolute(1e-9))
        #expect(ConvexClip.intersection(square, [(20, 20), (30, 20), (30, 30)]).isEmpty)

        let white = RGBColor(red: 1, green: 1, blue: 1)
        let frame = Frame(time: 0, elements: [
            ElementFrame("cell", x: 0, y: 0, width: 100, height: 100, colour: RGBColor(red: 0, green: 0, blue: 1)),
            ElementFrame("blur", x: 50, y: 0, width: 100, height: 100, alpha: 0.5, colour: RGBColor(red: 1, green: 0, blue: 0), zIndex: 1),
        ])
        let script = FrameImageScript(timeline: Timeline(action: "test", fps: 60, frames: [frame]),
                                      caption: FrameCaption(timeline: Timeline(action: "test", fps: 60, frames: [frame]), sceneName: "t"),
                                      size: PlotSize(width: 200, height: 400), flattensTranslucency: true)
        let pieces = script.flattened(PhoneFrame.shapes(of: frame), screen: ([(0, 0), (375, 0), (375, 812), (0, 812)], white))
        let colours = pieces.map(\.colour.description)
        // Screen, cell, then the blur over the screen and over the cell.
        #expect(colours == ["#FFFFFF", "#0000FF", "#FF8080", "#800080"])
        let commands = script.commands(frame: 0)
        #expect(!commands.contains("transparent"))
        let translucent = FrameImageScript(timeline: script.timeline, caption: script.caption, size: PlotSize(width: 200, height: 400))
        #expect(translucent.commands(frame: 0).contains("fc rgb '#FF0000' fillstyle transparent solid 0.500 noborder"))
    }

    @Test("caption text reaches gnuplot quoted")
    func quotedCaption() {
        let frame = Frame(time: 0, elements: [], readouts: [Frame.Readout("it's `x`", 1, .ratio)])
        let timeline = Timeline(action: "a'b", fps: 60, frames: [frame])
        let script = FrameImageScript(timeline: timeline, caption: FrameCaption(timeline: timeline, sceneName: "s"),
                                      size: GifRenderer.defaultSize)
        let commands = script.commands(frame: 0)
        #expect(commands.contains(GnuplotQuote.string("it's `x` 1.000")))
        #expect(!commands.contains("\"`"))
    }

    @Test("the spring scene renders to a valid animated GIF", .enabled(if: gnuplotRuns, "gnuplot is not installed"))
    func gif() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/spring.gif"
        let renderer = GifRenderer(session: GnuplotSession(), size: PlotSize(width: 180, height: 400))
        let summary = try renderer.writeGIF(Self.timeline, sceneName: "spring", to: path)
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.prefix(6) == Data("GIF89a".utf8))
        #expect(data.last == 0x3B)
        #expect(summary.frames == GifRenderer.gifFrames(Self.timeline, speed: 1).indices.count)
        // Every frame 2/100 s, the last held a second longer in one long delay.
        let delays = try #require(GifFrameDelays.delays(data))
        #expect(delays.count == summary.frames)
        #expect(delays.dropLast().allSatisfy { $0 == 2 })
        #expect(delays.last == 102)
        // Width and height in the logical screen descriptor.
        #expect(Int(data[6]) | Int(data[7]) << 8 == 180)
        #expect(Int(data[8]) | Int(data[9]) << 8 == 400)
        // Nothing left behind but the GIF.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["spring.gif"])
    }

    @Test("a failed GIF leaves the old file untouched", .enabled(if: gnuplotRuns, "gnuplot is not installed"))
    func gifInterrupted() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/old.gif"
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        let renderer = GifRenderer(session: GnuplotSession(), size: PlotSize(width: 100, height: 200))
        #expect(throws: PlayerError.interrupted) {
            try SafeFileWriter.produce(at: path, verify: { PlotFileCheck.problem($0, format: .gif) },
                                       problem: { PlayerError.file(path: path, reason: $0.description) }) { temporary throws(PlayerError) in
                _ = try renderer.writeGIF(Self.timeline, sceneName: "spring", to: temporary, isInterrupted: { true })
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["old.gif"])
    }

    @Test("--frames writes one numbered PNG per frame", .enabled(if: gnuplotRuns, "gnuplot is not installed"))
    func frames() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: false)
        let short = Timeline(action: "transition", fps: 60, frames: Array(Self.timeline.frames.prefix(3)))
        let renderer = GifRenderer(session: GnuplotSession(), size: PlotSize(width: 120, height: 260))
        let paths = try renderer.writeFrames(short, sceneName: "spring", to: folder + "/out")
        #expect(paths.map { ($0 as NSString).lastPathComponent } == ["frame-0001.png", "frame-0002.png", "frame-0003.png"])
        for path in paths {
            let data = try #require(FileManager.default.contents(atPath: path))
            #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted() == GifRenderer.frameFileNames(short))
    }

    @Test("run --gif through the shell says what it wrote", .enabled(if: gnuplotRuns, "gnuplot is not installed"))
    func runGif() throws {
        let folder = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shell = ShellHarness()
        let result = shell.run("run --gif \(folder)/s.gif --size 120x260 --fps 30")
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("wrote \(shell.context.environment.displayPath(folder))/s.gif: "))
        #expect(result.output.hasSuffix(" frames at 33.3 fps, 120x260\n"))
    }

    @Test("run's options: one output, and each option where it applies")
    func runOptions() {
        let shell = ShellHarness()
        #expect(shell.run("run --table --gif /tmp/x.gif").errors == "-c:1:19: error: choose one of --table, --csv, --gif, --frames\n")
        #expect(shell.run("run --table --speed 0.5").errors == "-c:1:21: error: --speed applies to playback and --gif, not --table\n")
        #expect(shell.run("run --csv - --loop").errors == "-c:1:1: error: --loop applies to playback in the terminal, not --csv\n")
        #expect(shell.run("run --size 100x100").errors == "-c:1:12: error: --size applies to --gif and --frames\n")
        #expect(shell.run("run --speed 0").errors == "-c:1:13: error: --speed: 0 is out of range; accepted: 0.01…10\n")
        #expect(shell.run("run --gif /tmp/x.gif --size 5x5").errors.contains("each side must be in 10…10000"))
        #expect(shell.run("run --gif /no/such/folder/x.gif").errors.contains("cannot write '/no/such/folder/x.gif': the folder it goes in does not exist"))
        #expect(shell.run("run --gif /tmp/x.png").errors == "-c:1:11: error: --gif writes an animated GIF: name the file FILE.gif, "
            + "got '/tmp/x.png' (--frames DIR writes PNG frames)\n")
        #expect(ShellHarness().run("use profile; run scroll --gif /tmp/x.gif --speed 0.01").errors
            == "-c:1:31: error: the GIF would have 5201 frames, more than 3000; use a higher --speed or a lower --fps\n")
        // Too many PNG frames are called frames, not a GIF, and --speed does not apply to them.
        #expect(PlayerError.tooManyFrames(4000, limit: 3000, frames: true).description
            == "--frames would write 4000 frames, more than 3000; use a lower --fps")
        // Not a terminal: --speed and --loop fall back to the table like a plain run.
        let table = shell.run("run --speed 0.5")
        #expect(table.errors == "")
        #expect(table.output.hasPrefix("transition: "))
    }
}
