import AnimTuneCore

/// The terminal loop of `tune`, the one part with effects: takes the terminal over (alternate
/// screen, raw keys, signals held, crash handlers), feeds every key that arrived to the model
/// before drawing once (so key repeat coalesces), draws only the cells that changed inside
/// one synchronised-output frame, follows the window's size, and gives everything back on
/// every way out.
public struct TuneScreen {
    public let mode: ColourMode
    /// How long an Esc waits for the rest of an escape sequence, seconds.
    static let escapeWait = 0.03
    /// Seconds between polls while nothing plays (for resizes and signals).
    static let idlePoll = 0.1
    /// Seconds the last frame of the action stays before it starts again.
    static let loopHold = 0.6

    /// Writes the CSS line's next nudges while the user looks.
    private let prefetch = TuneCodePrefetch()

    /// Told the values after every batch of keys that changed them (the preview follows each nudge).
    public var onState: (SceneState) -> Void = { _ in }
    /// Saves the values as a preset of the name typed after `s`; returns one line saying where
    /// it went or why not.
    public var onSave: (String, SceneState) -> String = { name, _ in "cannot save \(name) here" }

    public init(mode: ColourMode) { self.mode = mode }

    /// Runs `model` until it has an outcome; a held SIGINT, SIGTERM, SIGHUP or SIGQUIT reverts (and is
    /// delivered once the terminal is restored).
    public func run<Terminal: TerminalDevice & KeyInput>(_ model: TuneModel, on terminal: Terminal,
                                                         input: Int32, output: Int32) throws(PlayerError) -> TuneModel {
        var model = model
        CrashRestore.arm(input: input, output: output)
        terminal.beginPlayback()
        defer {
            try? terminal.write(TerminalScreen.leave)
            terminal.endPlayback()
            CrashRestore.disarm()
        }
        try terminal.write(TerminalScreen.enter)
        var size = terminal.size
        var view = TuneView(model: model, columns: size.columns, rows: size.rows, mode: mode)
        var writer = AnsiWriter()
        var decoder = TuneKeyDecoder()
        var start = terminal.now()
        var frame = 0
        var needsDrawing = true
        // The code line and focused key whose next nudges were last written ahead.
        var prefetched: (line: String, key: String)?
        while model.outcome == nil {
            if terminal.signalPending() {
                model.apply(.interrupt)
                break
            }
            let current = terminal.size
            if current != size {
                size = current
                writer.reset()
                view = TuneView(model: model, columns: size.columns, rows: size.rows, mode: mode, reusing: view)
                needsDrawing = true
            }
            var keys = decoder.feed(terminal.readInput(timeout: model.playing ? 1.0 / 60 : Self.idlePoll))
            if decoder.isWaiting {
                let more = terminal.readInput(timeout: Self.escapeWait)
                keys += more.isEmpty ? decoder.flush() : decoder.feed(more)
            }
            if !keys.isEmpty {
                let wasPlaying = model.playing, previousAction = model.action, previousState = model.state
                for key in keys {
                    model.apply(key)
                    if let name = model.saveRequest { model.saved(onSave(name, model.state)) }
                }
                if model.outcome != nil { break }
                if model.state != previousState { onState(model.state) }
                if model.action != previousAction {
                    // Another action starts from its first frame.
                    start = terminal.now()
                    frame = 0
                }
                if model.playing, !wasPlaying, let frames = view.timeline?.frames, frames.indices.contains(frame) {
                    start = terminal.now() - frames[frame].time
                }
                view = TuneView(model: model, columns: size.columns, rows: size.rows, mode: mode, reusing: view)
                needsDrawing = true
            }
            if model.playing, let times = view.timeline?.frames.map(\.time), let last = times.last {
                let elapsed = (terminal.now() - start).truncatingRemainder(dividingBy: last + Self.loopHold)
                let index = elapsed >= last ? times.count - 1 : TerminalPlayer.frameIndex(at: elapsed, in: times)
                if index != frame {
                    frame = index
                    needsDrawing = true
                }
            }
            if needsDrawing {
                try terminal.write(TerminalScreen.beginFrame + writer.update(to: view.grid(frame: frame)) + TerminalScreen.endFrame)
                needsDrawing = false
                // Its neighbours change with the line and with the key the arrows move.
                if prefetched?.line != view.codeLine || prefetched?.key != model.focused.key {
                    prefetch.schedule(after: model)
                    prefetched = (view.codeLine, model.focused.key)
                }
            }
        }
        return model
    }
}
