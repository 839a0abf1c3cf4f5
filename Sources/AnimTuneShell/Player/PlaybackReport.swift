import AnimTuneCore

/// What happened during one playback, for the line printed after it and for tests.
public struct PlaybackReport: Sendable, Equatable {
    /// Frames written to the terminal.
    public var framesDrawn = 0
    /// Frames skipped because drawing fell behind the clock.
    public var framesDropped = 0
    /// The last frame shown.
    public var lastFrame = 0
    /// Times the whole timeline played to its end.
    public var passes = 0
    /// Stopped by Ctrl-C, `q` or a signal rather than by reaching the end.
    public var interrupted = false
    /// Wall-clock seconds from the first frame to the stop.
    public var elapsed = 0.0
    /// Bytes of escape sequences and text written for the frames.
    public var bytesWritten = 0

    public init() {}

    /// One line for after playback: `played transition: 1.020 s at 0.5× in 2.6 s, 62 frames drawn, 0 dropped`.
    public func summary(of timeline: Timeline, speed: Double) -> String {
        let duration = CaptionNumber.seconds(timeline.frames.last?.time ?? 0)
        let speedText = speed == 1 ? "" : " at \(NumberFormatting.short(speed, digits: 3))×"
        let drawn = "\(framesDrawn) frame\(framesDrawn == 1 ? "" : "s") drawn, \(framesDropped) dropped"
        if interrupted {
            let time = timeline.frames.indices.contains(lastFrame) ? timeline.frames[lastFrame].time : 0
            let after = passes > 0 ? " after \(passes) full pass\(passes == 1 ? "" : "es")" : ""
            return "stopped \(timeline.action) at t = \(CaptionNumber.seconds(time)) s of \(duration) s "
                + "(frame \(lastFrame + 1)/\(timeline.frames.count))\(after); \(drawn)"
        }
        let repeats = passes > 1 ? ", \(passes) times" : ""
        return "played \(timeline.action): \(duration) s\(speedText)\(repeats), \(drawn)"
    }
}
