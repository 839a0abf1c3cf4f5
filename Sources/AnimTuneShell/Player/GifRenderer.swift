import AnimTuneCore
import Foundation
import Gnuplot

/// Renders a timeline to images through gnuplot: numbered PNGs (`pngcairo`) or an animated
/// GIF (`gif animate`).
///
/// Both draw every frame with ``FrameImageScript``: one polygon object per element. PNGs
/// (`pngcairo`) blend translucent elements themselves; the `gif` terminal's palette images
/// cannot (libgd blends every translucent fill with the background, not with what is under
/// it), so for GIFs translucent elements are flattened into opaque pieces of the blended
/// colours, which also keeps the palette to the scene's exact colours.
///
/// Every path given to gnuplot goes through ``GnuplotQuote/fileName(_:)``. The GIF is
/// written beside its destination and renamed over it at the end, so a failure or Ctrl-C
/// leaves an existing file untouched.
public struct GifRenderer: Sendable {
    public let session: GnuplotSession
    public var size: PlotSize
    public var phone: PhoneFrame

    /// The image size when `--size` is not given: about 1 pixel per point, caption included.
    public static let defaultSize = PlotSize(width: 360, height: 800)
    /// GIF delays are in hundredths of a second and browsers slow anything under 2 down to
    /// 10, so a GIF runs at most at 50 frames per second.
    public static let minimumDelay = 2
    /// Seconds the last frame stays before the GIF starts over.
    public static let endHold = 1.0
    /// PNG frames drawn per gnuplot request (between requests Ctrl-C is checked).
    public static let framesPerRequest = 16
    /// The most frames a GIF may have: a minute at 50 fps. Slow motion of a long action can
    /// ask for far more, and the file would be unusable.
    public static let maximumFrames = 3000
    /// GIF frames drawn per gnuplot request; they are cheaper than anti-aliased PNGs.
    public static let gifFramesPerRequest = 60
    /// The PNG file name of frame `number` (1-based) in `--frames DIR`.
    public static func frameFileName(_ number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    public init(session: GnuplotSession, size: PlotSize = GifRenderer.defaultSize, phone: PhoneFrame = .image) {
        self.session = session
        self.size = size
        self.phone = phone
    }

    /// What a GIF turned out as.
    public struct GifSummary: Sendable, Equatable {
        /// GIF frames; the last is held ``GifRenderer/endHold`` longer than the others.
        public let frames: Int
        /// Hundredths of a second per frame.
        public let delay: Int
        public let size: PlotSize
    }

    // MARK: - PNG frames

    /// Writes every frame of `timeline` as `frame-0001.png`… into `directory` (created if
    /// missing; earlier `frame-*.png` files there are removed first). Returns the paths.
    public func writeFrames(_ timeline: Timeline, sceneName: String, to directory: String,
                            isInterrupted: () -> Bool = { false }) throws(PlayerError) -> [String] {
        guard !timeline.frames.isEmpty else { throw .emptyTimeline }
        try Self.makeDirectory(directory)
        try Self.removeOldFrames(in: directory)
        let paths = timeline.frames.indices.map { directory + "/" + Self.frameFileName($0 + 1) }
        let script = FrameImageScript(timeline: timeline, caption: FrameCaption(timeline: timeline, sceneName: sceneName),
                                      size: size, phone: phone)
        do throws(PlayerError) {
            try renderPNGs(script, frames: Array(zip(timeline.frames.indices, paths)), isInterrupted: isInterrupted)
        } catch {
            for path in paths { unlink(path) }
            throw error
        }
        return paths
    }

    // MARK: - GIF

    /// The timeline frame shown in each GIF frame at `speed` (0.5 is half speed), with
    /// `delay` hundredths of a second per GIF frame; the last is held ``endHold`` longer.
    public static func gifFrames(_ timeline: Timeline, speed: Double) -> (indices: [Int], delay: Int) {
        let times = timeline.frames.map(\.time)
        guard let last = times.last else { return ([], minimumDelay) }
        let fps = timeline.fps > 0 ? timeline.fps : 60
        let delay = max(minimumDelay, Int((100 / (fps * speed)).rounded()))
        let step = Double(delay) / 100 * speed
        var indices: [Int] = []
        var k = 0
        while Double(k) * step < last - 1e-9 {
            // The nearest timeline frame to this GIF frame's time.
            indices.append(TerminalPlayer.frameIndex(at: Double(k) * step + 0.5 / fps, in: times))
            k += 1
        }
        indices.append(times.count - 1)
        return (indices, delay)
    }

    /// Writes `timeline` as an animated GIF at `path` (absolute), looping forever.
    public func writeGIF(_ timeline: Timeline, sceneName: String, to path: String, speed: Double = 1,
                         isInterrupted: () -> Bool = { false }) throws(PlayerError) -> GifSummary {
        guard !timeline.frames.isEmpty else { throw .emptyTimeline }
        do { try GnuplotQuote.validateFileName(path) } catch { throw .gnuplot(error) }
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.isEmpty ? "/" : folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .file(path: path, reason: "no folder '\(folder)'")
        }
        let (indices, delay) = Self.gifFrames(timeline, speed: speed)
        guard indices.count <= Self.maximumFrames else {
            throw .tooManyFrames(indices.count, limit: Self.maximumFrames)
        }
        let caption = FrameCaption(timeline: timeline, sceneName: sceneName, speed: speed)
        let script = FrameImageScript(timeline: timeline, caption: caption, size: size, phone: phone, flattensTranslucency: true)

        // Written beside the destination, renamed over it when complete.
        let temporary = try Self.temporaryFile(beside: path)
        var committed = false
        defer { if !committed { unlink(temporary) } }
        let output: String
        do { output = try GnuplotQuote.fileName(temporary) } catch { throw .gnuplot(error) }
        var commands = "unset multiplot\nreset\n"
            + "set terminal gif animate delay \(delay) loop 0 size \(size.width),\(size.height) noenhanced "
            + "font 'Sans,\(script.layout.fontSize)' background rgb '\(script.background.description)'\n"
            + "set output \(output)\n" + script.setup
        // The output stays open across requests; a restarted gnuplot would have lost it.
        var process: Int32?
        var start = 0
        var finished = false
        defer {
            // Close the file on every way out, so gnuplot lets go of it.
            if !finished { _ = try? session.run(GnuplotScript(commands: "unset output")) }
        }
        while start < indices.count {
            if isInterrupted() { throw .interrupted }
            let chunk = indices[start..<min(indices.count, start + Self.gifFramesPerRequest)]
            for index in chunk { commands += script.commands(frame: index) }
            try run(GnuplotScript(commands: commands, terminal: start == 0 ? "gif" : nil), seconds: 10 + 0.05 * Double(chunk.count),
                    isInterrupted: isInterrupted)
            if process == nil { process = session.processIdentifier }
            guard session.processIdentifier == process else {
                throw .gnuplot(.crashed(status: "gnuplot restarted while writing the GIF"))
            }
            commands = ""
            start += chunk.count
        }
        try run(GnuplotScript(commands: "unset output"), seconds: 10)
        finished = true
        guard Self.isCompleteGIF(temporary), let written = FileManager.default.contents(atPath: temporary),
              let held = GifFrameDelays.holdingLastFrame(written, hundredths: delay + Int((Self.endHold * 100).rounded())),
              FileManager.default.createFile(atPath: temporary, contents: held) else {
            throw .file(path: path, reason: "gnuplot did not finish the GIF")
        }
        guard rename(temporary, path) == 0 else {
            throw .file(path: path, reason: String(cString: strerror(errno)))
        }
        committed = true
        return GifSummary(frames: indices.count, delay: delay, size: size)
    }

    /// Whether the file at `path` starts like a GIF and ends with the GIF trailer.
    static func isCompleteGIF(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count > 14 else { return false }
        return data.prefix(6) == Data("GIF89a".utf8) && data.last == 0x3B
    }

    // MARK: - Helpers

    /// Draws `frames` (timeline index, PNG path) with `pngcairo`, a few per request.
    private func renderPNGs(_ script: FrameImageScript, frames: [(Int, String)], isInterrupted: () -> Bool) throws(PlayerError) {
        let terminal = "set terminal pngcairo size \(size.width),\(size.height) noenhanced "
            + "font 'Sans,\(script.layout.fontSize)' background rgb '\(script.background.description)'"
        var start = 0
        while start < frames.count {
            if isInterrupted() { throw .interrupted }
            let chunk = frames[start..<min(frames.count, start + Self.framesPerRequest)]
            var commands = "unset multiplot\nreset\n\(terminal)\n" + script.setup
            for (index, path) in chunk {
                do { commands += "set output \(try GnuplotQuote.fileName(path))\n" } catch { throw .gnuplot(error) }
                commands += script.commands(frame: index)
            }
            commands += "unset output\n"
            try run(GnuplotScript(commands: commands, terminal: "pngcairo"), seconds: 10 + 0.2 * Double(chunk.count),
                    isInterrupted: isInterrupted)
            start += chunk.count
        }
    }

    /// Runs `script`, allowing it at least `seconds`.
    private func run(_ script: GnuplotScript, seconds: Double, isInterrupted: () -> Bool = { false }) throws(PlayerError) {
        let previous = session.timeout
        if previous < seconds { session.timeout = seconds }
        defer { if previous < seconds { session.timeout = previous } }
        do {
            _ = try session.run(script, isInterrupted: isInterrupted)
        } catch .interrupted {
            throw .interrupted
        } catch {
            throw .gnuplot(error)
        }
    }

    private static func makeDirectory(_ path: String) throws(PlayerError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .file(path: path, reason: "it is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .file(path: path, reason: "cannot create the folder")
        }
    }

    /// Removes `frame-NNNN.png` files from an earlier, maybe longer, render.
    private static func removeOldFrames(in directory: String) throws(PlayerError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png")
            && name.dropFirst(6).dropLast(4).allSatisfy(\.isNumber) {
            guard unlink(directory + "/" + name) == 0 else {
                throw .file(path: directory + "/" + name, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// A new empty file next to `path`, to be renamed over it.
    private static func temporaryFile(beside path: String) throws(PlayerError) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw .file(path: path, reason: String(cString: strerror(errno)))
        }
        // mkstemp makes it private; the GIF gets the usual permissions of a new file.
        fchmod(descriptor, 0o644)
        close(descriptor)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
