import Foundation
import TestPrerequisites
import Testing

/// `run` playing in a real terminal (tmux): the phone and caption appear in colour, Ctrl-C
/// mid-loop gives back a clean prompt, a plain run ends by itself, NO_COLOR draws no colour.
@Suite("playback in a terminal", .enabled(if: TmuxSession.runs, "needs tmux (make deps installs it)"))
struct PlayerEndToEndTests {
    @Test("a looping run draws the phone and caption; Ctrl-C stops it and the prompt comes back clean")
    func loopAndInterrupt() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try shell.type("use tabbar; run select left --loop --speed 0.5")
        try shell.press("Enter")
        let playing = try shell.waitFor { $0.contains("q or Ctrl-C stops") && $0.contains("▀") }
        #expect(playing.found, "\(playing.screen)")
        #expect(playing.screen.contains("tabbar · select   t = "))
        #expect(playing.screen.contains("indicator.x"))
        #expect(!playing.screen.contains("animtune tabbar>"))
        // 256 colours under TERM=screen without COLORTERM.
        let coloured = try shell.screen(escapes: true)
        #expect(coloured.contains("38;5;") && coloured.contains("48;5;"))

        try shell.press("C-c")
        let stopped = try shell.waitFor {
            $0.contains("stopped select at t = ") && $0.lines.last(where: { !$0.isEmpty }) == "animtune tabbar>"
        }
        #expect(stopped.found, "\(stopped.screen)")
        #expect(!stopped.screen.contains("q or Ctrl-C stops"))
        #expect(!stopped.screen.contains("▀"))

        // The terminal still echoes and edits lines after playback.
        try shell.type("run --table --fps 2")
        try shell.press("Enter")
        #expect(try shell.waitFor("select: 3 frames at 2 fps").found)
        try shell.press("C-d")
        #expect(try shell.exitStatus() == 0)
    }

    @Test("a plain run plays to its end and reports it; NO_COLOR draws shaded blocks without colour")
    func playsToEndWithoutColour() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home, environment: ["NO_COLOR": "1"])
        #expect(try shell.waitFor("animtune spring>").found)
        try shell.type("run --speed 0.5")
        try shell.press("Enter")
        let playing = try shell.waitFor { $0.contains("q or Ctrl-C stops") }
        #expect(playing.found, "\(playing.screen)")
        #expect(playing.screen.contains("█"))
        let plain = try shell.screen(escapes: true)
        #expect(!plain.contains("38;5;") && !plain.contains("48;5;") && !plain.contains("38;2;"))
        // The report and the prompt are separate writes: wait for both, not the first alone.
        let done = try shell.waitFor {
            $0.contains("played transition: 1.400 s at 0.5×")
                && $0.lines.last(where: { !$0.isEmpty })?.hasPrefix("animtune spring>") == true
        }
        #expect(done.found, "\(done.screen)")
        try shell.press("C-d")
        #expect(try shell.exitStatus() == 0)
    }

    @Test("Space pauses, Right and Left step one frame while paused, Space resumes; the legend names the shapes")
    func pauseAndStep() throws {
        let home = try TestFolder()
        let shell = try TmuxSession(home: home)
        #expect(try shell.waitFor("animtune spring>").found)
        try shell.type("use tabbar; run select left --speed 0.05")
        try shell.press("Enter")
        #expect(try shell.waitFor { $0.contains("q or Ctrl-C stops") }.found)
        try shell.press("Space")
        let paused = try shell.waitFor { $0.contains("   paused") }
        #expect(paused.found, "\(paused.screen)")
        #expect(paused.screen.contains("█ background  █ left  █ camera  █ right  < arrowLeft  > arrowRight"))
        let frame = try #require(Self.frameNumber(paused.screen))
        try shell.press("Right")
        #expect(try shell.waitFor { Self.frameNumber($0) == frame + 1 }.found)
        try shell.press("Right")
        #expect(try shell.waitFor { Self.frameNumber($0) == frame + 2 }.found)
        try shell.press("Left")
        let back = try shell.waitFor { Self.frameNumber($0) == frame + 1 }
        #expect(back.found, "\(back.screen)")
        #expect(back.screen.contains("   paused"))
        try shell.press("Space")
        #expect(try shell.waitFor { !$0.contains("   paused") && (Self.frameNumber($0) ?? 0) > frame + 1 }.found)
        try shell.press("q")
        #expect(try shell.waitFor("stopped select at t = ").found)
        try shell.press("C-d")
        #expect(try shell.exitStatus() == 0)
    }

    /// The N of `frame N/M` in the status line.
    static func frameNumber(_ screen: String) -> Int? {
        guard let range = screen.range(of: "frame ") else { return nil }
        return Int(screen[range.upperBound...].prefix { $0 != "/" }.trimmingCharacters(in: .whitespaces))
    }
}
