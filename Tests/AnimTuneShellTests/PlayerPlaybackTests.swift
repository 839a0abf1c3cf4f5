import AnimTuneCore
import Testing
import TestPrerequisites
@testable import AnimTuneShell

/// A terminal with a virtual clock that records everything written to it.
final class ScriptedTerminal: TerminalDevice {
    var size: (columns: Int, rows: Int)
    private(set) var written: [String] = []
    private(set) var clock = 0.0
    private(set) var playing = false
    private(set) var endCount = 0
    /// Asks to stop (like `q`) once this many writes happened.
    var stopAfterWrites: Int?
    /// Fails the write with this index.
    var failWrite: Int?
    /// Keys typed once this many writes happened.
    var keysAfterWrites: [Int: [PlayerControl]] = [:]

    init(columns: Int = 80, rows: Int = 40) { size = (columns, rows) }

    func write(_ text: String) throws(PlayerError) {
        if let index = failWrite, written.count == index {
            failWrite = nil
            throw .terminalWrite(reason: "Input/output error")
        }
        written.append(text)
    }
    func now() -> Double { clock }
    func sleep(seconds: Double) { clock += seconds }
    func beginPlayback() { playing = true }
    func endPlayback() {
        playing = false
        endCount += 1
    }
    func stopRequested() -> Bool {
        if let stopAfterWrites { return written.count >= stopAfterWrites }
        return false
    }
    func controls() -> [PlayerControl] {
        (stopRequested() ? [.stop] : []) + (keysAfterWrites.removeValue(forKey: written.count) ?? [])
    }

    var output: String { written.joined() }
}

@Suite("Player playback: timing, stopping, restoring the terminal")
struct PlayerPlaybackTests {
    /// The spring scene's default transition.
    static let timeline: Timeline = {
        let scene = SpringScene()
        return try! scene.timeline(for: scene.actions[0], state: scene.defaultState, options: RunOptions())
    }()

    static func player(speed: Double = 1, loops: Bool = false) -> TerminalPlayer {
        TerminalPlayer(timeline: timeline, sceneName: "spring", speed: speed, loops: loops, mode: .truecolor)
    }

    @Test("it plays every frame once at real time, then gives the terminal back")
    func playsThrough() throws {
        let terminal = ScriptedTerminal()
        let report = try Self.player().play(on: terminal)
        #expect(!report.interrupted)
        #expect(report.passes == 1)
        #expect(report.framesDrawn == Self.timeline.frames.count)
        #expect(report.framesDropped == 0)
        let duration = Self.timeline.frames.last!.time
        assertClose(report.elapsed, (duration + TerminalPlayer.endHold), .absolute(0.05))
        #expect(terminal.written.first == TerminalScreen.enter)
        #expect(terminal.written.last == TerminalScreen.leave)
        #expect(!terminal.playing)
        #expect(terminal.output.contains("spring · transition"))
    }

    @Test("--speed stretches the wall-clock time")
    func slowMotion() throws {
        let terminal = ScriptedTerminal()
        let report = try Self.player(speed: 0.25).play(on: terminal)
        let duration = Self.timeline.frames.last!.time
        assertClose(report.elapsed, (duration / 0.25 + TerminalPlayer.endHold), .absolute(0.05))
        #expect(terminal.output.contains("0.25×"))
    }

    @Test("Ctrl-C from the shell stops it mid-play and restores the terminal")
    func interrupted() throws {
        let terminal = ScriptedTerminal()
        var polls = 0
        let report = try Self.player(loops: true).play(on: terminal) {
            polls += 1
            return polls > 30
        }
        #expect(report.interrupted)
        #expect(report.framesDrawn > 0)
        #expect(terminal.written.last == TerminalScreen.leave)
        #expect(terminal.endCount == 1)
        #expect(report.summary(of: Self.timeline, speed: 1).hasPrefix("stopped transition at t = "))
    }

    @Test("q (or Ctrl-C read as a key) stops a loop; the loop had restarted before")
    func stopKeyEndsLoop() throws {
        let terminal = ScriptedTerminal()
        terminal.stopAfterWrites = Self.timeline.frames.count * 2 + 5
        let report = try Self.player(loops: true).play(on: terminal)
        #expect(report.interrupted)
        #expect(report.passes >= 1)
        #expect(terminal.written.last == TerminalScreen.leave)
    }

    @Test("an error while drawing still restores the terminal")
    func errorRestores() {
        let terminal = ScriptedTerminal()
        terminal.failWrite = 5
        #expect(throws: PlayerError.terminalWrite(reason: "Input/output error")) {
            try Self.player().play(on: terminal)
        }
        #expect(terminal.written.last == TerminalScreen.leave)
        #expect(!terminal.playing)
    }

    @Test("a terminal too small is refused before anything is written")
    func tooSmall() {
        let terminal = ScriptedTerminal(columns: 30, rows: 9)
        #expect(throws: PlayerError.self) { try Self.player().play(on: terminal) }
        #expect(terminal.written.isEmpty)
        #expect(terminal.endCount == 0)
        let message = PlayerError.terminalTooSmall(columns: 30, rows: 9, needs: (30, 13)).description
        #expect(message == "the terminal is 30×9; playback needs at least 30×13 (enlarge it, or use --table, --gif FILE)")
    }

    @Test("the escape sequences undo everything playback set")
    func restoreSequence() {
        #expect(TerminalScreen.enter.contains("\u{1B}[?1049h"))
        #expect(TerminalScreen.enter.contains("\u{1B}[?25l"))
        #expect(TerminalScreen.enter.contains("\u{1B}[?7l"))
        #expect(TerminalScreen.leave == "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test("renderAll draws every frame without sleeping; later frames are small updates")
    func renderAll() throws {
        let frames = try Self.player().renderAll(columns: 120, rows: 45)
        #expect(frames.count == Self.timeline.frames.count)
        #expect(frames[0].hasPrefix("\u{1B}[0m\u{1B}[2J"))
        let first = frames[0].utf8.count
        let later = frames.dropFirst().map(\.utf8.count)
        #expect(later.max()! < first / 4)
        // The settled end: nothing but the clock and the frame number change.
        #expect(frames.last!.utf8.count < 200)
        let cost = try Self.player().measureRendering(columns: 120, rows: 45)
        #expect(cost.frames == Self.timeline.frames.count)
        #expect(cost.secondsPerFrame > 0)
    }

    @Test("the caption shows time, frame and readouts, padded so it does not jitter")
    func caption() {
        let caption = FrameCaption(timeline: Self.timeline, sceneName: "spring", speed: 0.5, loops: true)
        let count = Self.timeline.frames.count
        #expect(caption.status(frame: 0) == "spring · transition   t = 0.000 s   frame  1/\(count)   0.5×   loop")
        #expect(caption.readouts(frame: 0) == ["spring 0.000", "curve 0.000"])
        #expect(caption.readoutLines(frame: 0, width: 12) == ["spring 0.000", "curve 0.000"])
        #expect(caption.readoutLines(frame: 0, width: 80) == ["spring 0.000   curve 0.000"])
        #expect(TerminalPlayer.frameIndex(at: 0.0251, in: [0, 1.0 / 60, 2.0 / 60, 0.05]) == 1)
    }

    @Test("Space pauses on the frame shown, arrows step it while paused (not past the ends), Space resumes from there")
    func pauseAndStep() throws {
        let terminal = ScriptedTerminal()
        // Writes: the screen taken over, then the first frame.
        terminal.keysAfterWrites = [2: [.togglePause], 3: [.step(1), .step(1), .step(-1)], 4: [.step(-5)], 5: [.step(1)],
                                    6: [.togglePause]]
        terminal.stopAfterWrites = 7
        let report = try Self.player().play(on: terminal)
        // Between taking the screen over and giving it back.
        let frames = Array(terminal.written.dropFirst().dropLast())
        #expect(frames.count == 6)
        #expect(frames[1].contains("paused"), "the paused frame says so")
        #expect(!frames[0].contains("paused") && !frames[2].contains("paused"))
        #expect(report.interrupted)
        // Paused at 0, stepped to 1, back to 0 (not before it), to 1, resumed there although
        // the clock ran on while paused.
        #expect(report.lastFrame == 1)
        #expect(report.framesDrawn == 6)
    }

    @Test("keys decode to controls: q, Esc, Ctrl-C stop; Space pauses; arrows step, and are not the Esc that stops")
    func controlsDecode() {
        #expect(PlayerControl.decode(Array("q".utf8)) == [.stop])
        #expect(PlayerControl.decode([27]) == [.stop])
        #expect(PlayerControl.decode([3]) == [.stop])
        #expect(PlayerControl.decode(Array(" ".utf8)) == [.togglePause])
        #expect(PlayerControl.decode(Array("\u{1B}[C\u{1B}[D\u{1B}OC".utf8)) == [.step(1), .step(-1), .step(1)])
        #expect(PlayerControl.decode(Array("\u{1B}[1;2C".utf8)) == [.step(1)])
        #expect(PlayerControl.decode(Array("x\u{1B}[A".utf8)) == [])
    }

    @Test("the legend names every element in its colour, and is cut with … where it does not fit")
    func legend() throws {
        let scene = TabBarScene()
        let timeline = try scene.timeline(for: scene.actions[0], state: scene.defaultState, options: RunOptions())
        let legend = PlayerLegend(timeline)
        #expect(legend.text(width: 200) == "█ background  █ left  █ camera  █ right  < arrowLeft  > arrowRight  █ indicator")
        #expect(legend.text(width: 30) == "█ background  █ left  …")
        var grid = CellGrid(columns: 200, rows: 1)
        legend.draw(in: &grid, row: 0, centre: 100, mode: .truecolor)
        let swatch = try #require(grid.cells.first { $0.character == "█" })
        let colour = try #require(timeline.frames[0].elements.first).colour.bytes
        #expect(swatch.foreground == .rgb(colour.red, colour.green, colour.blue))
    }
}
