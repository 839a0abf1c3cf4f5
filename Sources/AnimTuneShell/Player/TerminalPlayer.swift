import AnimTuneCore

/// Plays a ``Timeline`` in the terminal in real time: each frame appears when the monotonic
/// clock, scaled by `speed`, reaches its time; frames the terminal could not keep up with
/// are skipped, never delayed. Only changed cells are written (``AnsiWriter``). Space pauses
/// and resumes; while paused, Left and Right step one frame. The terminal is taken over with
/// the alternate screen and given back on every way out: the end, Ctrl-C or `q`, an
/// interruption of the shell, a signal, or an error.
public struct TerminalPlayer: Sendable {
    public let timeline: Timeline
    public let sceneName: String
    /// 1 is real time; 0.1 is ten times slower, like the Simulator's slow animations.
    public var speed: Double
    /// Start over after each pass until stopped.
    public var loops: Bool
    public var mode: ColourMode
    public var phone: PhoneFrame

    /// Seconds the last frame stays up before the terminal is given back or the loop restarts.
    public static let endHold = 0.6
    /// The longest the player sleeps between looking for `q`, Ctrl-C and resizes, seconds.
    public static let pollInterval = 0.02
    /// The shortest sleep between frames, seconds.
    static let minimumSleep = 0.0005

    public init(timeline: Timeline, sceneName: String, speed: Double = 1, loops: Bool = false,
                mode: ColourMode = .truecolor, phone: PhoneFrame = .terminal) {
        self.timeline = timeline
        self.sceneName = sceneName
        self.speed = speed > 0 && speed.isFinite ? speed : 1
        self.loops = loops
        self.mode = mode
        self.phone = phone
    }

    private var caption: FrameCaption {
        FrameCaption(timeline: timeline, sceneName: sceneName, speed: speed, loops: loops)
    }

    /// Plays on `device` until the end (after one pass, or never with `loops`), `q`/Ctrl-C on
    /// the device, or `isInterrupted()` turning true.
    ///
    /// - Throws: ``PlayerError/terminalTooSmall(columns:rows:needs:)`` before touching the
    ///   terminal, ``PlayerError/terminalWrite(reason:)`` if it goes away; the terminal is
    ///   restored either way.
    public func play(on device: some TerminalDevice, isInterrupted: () -> Bool = { false }) throws(PlayerError) -> PlaybackReport {
        guard let lastTime = timeline.frames.last?.time else { throw .emptyTimeline }
        let caption = self.caption
        var size = device.size
        var view = try PlayerView(columns: size.columns, rows: size.rows, mode: mode, caption: caption, phone: phone)

        device.beginPlayback()
        defer {
            try? device.write(TerminalScreen.leave)
            device.endPlayback()
        }
        try device.write(TerminalScreen.enter)

        let times = timeline.frames.map(\.time)
        var report = PlaybackReport()
        var writer = AnsiWriter()
        let firstStart = device.now()
        var position = Position(start: firstStart)
        let passLength = lastTime / speed + Self.endHold
        while true {
            if isInterrupted() || !position.apply(device.controls(), times: times, speed: speed, now: device.now()) {
                report.interrupted = true
                break
            }
            let currentSize = device.size
            if currentSize != size {
                size = currentSize
                view = try PlayerView(columns: size.columns, rows: size.rows, mode: mode, caption: caption, phone: phone)
                writer.reset()
                position.drawn = nil
            }
            guard let index = frame(at: device.now(), position: &position, times: times, passLength: passLength, report: &report) else {
                break
            }
            if position.drawn?.index != index || position.drawn?.paused != position.paused {
                let update = writer.update(to: view.grid(frame: index, paused: position.paused))
                try device.write(TerminalScreen.beginFrame + update + TerminalScreen.endFrame)
                report.framesDrawn += 1
                report.bytesWritten += update.utf8.count
                report.lastFrame = index
                position.drawn = (index, position.paused)
            }
            let due = position.paused ? device.now() + Self.pollInterval
                : index + 1 < times.count ? position.start + times[index + 1] / speed : position.start + passLength
            // Always a little sleep, so a frame due "now" by rounding cannot spin the loop.
            device.sleep(seconds: min(max(due - device.now(), Self.minimumSleep), Self.pollInterval))
        }
        report.elapsed = device.now() - firstStart
        return report
    }

    /// Where playback is: when the pass started on the device's clock, the frame it is at
    /// (nil: none yet), what the screen shows (nil: nothing yet, or resized), and whether paused.
    private struct Position {
        var start: Double
        var current: Int?
        var drawn: (index: Int, paused: Bool)?
        var paused = false

        init(start: Double) { self.start = start }

        /// Applies the keys pressed since the last frame; false when one stops playback.
        mutating func apply(_ controls: [PlayerControl], times: [Double], speed: Double, now: Double) -> Bool {
            for control in controls {
                switch control {
                case .stop:
                    return false
                case .togglePause:
                    // Resuming goes on from the frame shown, not from where the clock got to
                    // (a nanosecond into it, so rounding cannot go back one frame).
                    if paused { start = now - times[current ?? 0] / speed - 1e-9 }
                    paused.toggle()
                case .step(let offset) where paused:
                    current = min(max((current ?? 0) + offset, 0), times.count - 1)
                case .step: break
                }
            }
            return true
        }
    }

    /// The frame to show at `now`, counting passes and dropped frames in `report`; a finished
    /// pass starts again when looping, else nil ends playback.
    private func frame(at now: Double, position: inout Position, times: [Double], passLength: Double,
                       report: inout PlaybackReport) -> Int? {
        if position.paused {
            position.current = position.current ?? 0
            return position.current
        }
        var elapsed = now - position.start
        if elapsed >= passLength, position.current == times.count - 1 {
            report.passes += 1
            guard loops else { return nil }
            position.start = now
            elapsed = 0
        }
        let lastTime = times[times.count - 1]
        let index = elapsed * speed >= lastTime ? times.count - 1 : Self.frameIndex(at: elapsed * speed, in: times)
        if let current = position.current, index > current + 1 { report.framesDropped += index - current - 1 }
        position.current = index
        return index
    }

    /// The last frame whose time is at or before `time` (frames are in time order).
    static func frameIndex(at time: Double, in times: [Double]) -> Int {
        var low = 0, high = times.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if times[middle] <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: - Rendering without a terminal (benchmarks, tests)

    /// Every frame as the bytes playback would write for it on a `columns` × `rows`
    /// terminal, one after the other (so each after the first is an incremental update),
    /// without sleeping. The first includes clearing the screen.
    public func renderAll(columns: Int, rows: Int) throws(PlayerError) -> [String] {
        guard !timeline.frames.isEmpty else { throw .emptyTimeline }
        let view = try PlayerView(columns: columns, rows: rows, mode: mode, caption: caption, phone: phone)
        var writer = AnsiWriter()
        return timeline.frames.indices.map { writer.update(to: view.grid(frame: $0)) }
    }

    /// Renders every frame `repetitions` times as ``renderAll(columns:rows:)`` does and
    /// measures it: what one frame costs the player, sleeping aside.
    public func measureRendering(columns: Int, rows: Int, repetitions: Int = 1) throws(PlayerError) -> RenderCost {
        guard !timeline.frames.isEmpty else { throw .emptyTimeline }
        let view = try PlayerView(columns: columns, rows: rows, mode: mode, caption: caption, phone: phone)
        var bytes = 0
        var frames = 0
        let begin = MonotonicClock.now()
        for _ in 0..<max(1, repetitions) {
            var writer = AnsiWriter()
            for index in timeline.frames.indices {
                bytes += writer.update(to: view.grid(frame: index)).utf8.count
                frames += 1
            }
        }
        return RenderCost(frames: frames, seconds: MonotonicClock.now() - begin, bytes: bytes)
    }
}
