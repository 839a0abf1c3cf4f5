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
/// Every path given to gnuplot goes through ``GnuplotQuote/fileName(_:)``. Images are written
/// into a private folder and moved into place by `SafeFileWriter` once checked, so a failure
/// or Ctrl-C leaves an existing file untouched.
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

    /// The file names ``writeFrames(_:sceneName:to:isInterrupted:)`` writes for `timeline`.
    public static func frameFileNames(_ timeline: Timeline) -> [String] {
        timeline.frames.indices.map { frameFileName($0 + 1) }
    }

    /// Writes every frame of `timeline` as `frame-0001.png`… into the existing `directory`,
    /// a private folder the caller moves them out of (``SafeFileWriter/produceFiles``).
    /// Returns the paths. At most ``maximumFrames`` frames, like a GIF.
    public func writeFrames(_ timeline: Timeline, sceneName: String, to directory: String,
                            isInterrupted: () -> Bool = { false }) throws(PlayerError) -> [String] {
        guard !timeline.frames.isEmpty else { throw .emptyTimeline }
        guard timeline.frames.count <= Self.maximumFrames else {
            throw .tooManyFrames(timeline.frames.count, limit: Self.maximumFrames, frames: true)
        }
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

    /// Writes `timeline` as an animated GIF at `path` (absolute, in a private folder the caller
    /// renames it out of: ``SafeFileWriter/produce(at:followsLink:mode:verify:problem:_:)``),
    /// looping forever.
    public func writeGIF(_ timeline: Timeline, sceneName: String, to path: String, speed: Double = 1,
                         isInterrupted: () -> Bool = { false }) throws(PlayerError) -> GifSummary {
        guard !timeline.frames.isEmpty else { throw .emptyTimeline }
        do { try GnuplotQuote.validateFileName(path) } catch { throw .gnuplot(error) }
        let (indices, delay) = Self.gifFrames(timeline, speed: speed)
        guard indices.count <= Self.maximumFrames else {
            throw .tooManyFrames(indices.count, limit: Self.maximumFrames)
        }
        let caption = FrameCaption(timeline: timeline, sceneName: sceneName, speed: speed)
        let script = FrameImageScript(timeline: timeline, caption: caption, size: size, phone: phone, flattensTranslucency: true)

        let output: String
        do { output = try GnuplotQuote.fileName(path) } catch { throw .gnuplot(error) }
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
        // One long delay holds the last frame; an unfinished GIF is left for the caller's check.
        if let written = FileManager.default.contents(atPath: path),
           let held = GifFrameDelays.holdingLastFrame(written, hundredths: delay + Int((Self.endHold * 100).rounded())) {
            do {
                try held.write(to: URL(fileURLWithPath: path))
            } catch {
                throw .file(path: path, reason: "cannot hold the GIF's last frame: \(error.localizedDescription)")
            }
        }
        return GifSummary(frames: indices.count, delay: delay, size: size)
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
}
