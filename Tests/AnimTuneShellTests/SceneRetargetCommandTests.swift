import Foundation
import Testing
@testable import AnimTuneShell

/// `run ACTION --retarget` and `--runtime` in the scenes, and an action's name on table: what a
/// user types, with the card's dismiss spring (UIKit 0.6 s, ζ 0.7) solved here in closed form.
@Suite("run ACTION --retarget in the scenes")
struct SceneRetargetCommandTests {
    /// ω0 of UIKit's duration spring 0.6 s, ζ 0.7: its envelope ζ·e^(−ζω0·d)/√(1−ζ²) is 0.001 at d (REFERENCE §2).
    static let omega = log(0.7 / (0.001 * (1 - 0.49).squareRoot())) / (0.7 * 0.6)

    /// The dismiss progress from rest toward 1, carried back to 0 at 0.1 s.
    static func carriedBack(_ t: Double) -> Double {
        let sigma = 0.7 * omega, wd = omega * (1 - 0.49).squareRoot()
        func deviation(_ e0: Double, _ v0: Double, _ t: Double) -> Double {
            exp(-sigma * t) * (e0 * cos(wd * t) + (v0 + sigma * e0) / wd * sin(wd * t))
        }
        if t <= 0.1 { return 1 + deviation(-1, 0, t) }
        let h = 1e-6
        let p = 1 + deviation(-1, 0, 0.1), v = (deviation(-1, 0, 0.1 + h) - deviation(-1, 0, 0.1 - h)) / (2 * h)
        return deviation(p, v, t - 0.1)
    }

    @Test("use card; run dismiss --retarget 0.1s:0 --table: the card goes back to presented on carry's curve")
    func cardDismissBack() throws {
        let shell = ShellHarness()
        let result = shell.run("use card; run dismiss --retarget 0.1s:0 --table --fps 20")
        #expect(result.errors == "")
        // The table's last row: the move's progress back at 0.00 (presented).
        let last = try #require(result.output.split(separator: "\n").last { $0.first?.isNumber == true })
        #expect(last.split(separator: " ", omittingEmptySubsequences: true).contains("0.00"), "\(last)")
        let csv = shell.run("use card; run dismiss --retarget 0.1s:0 --csv - --fps 20").output
        let lines = csv.split(separator: "\n")
        let header = lines[0].split(separator: ",")
        let column = try #require(header.firstIndex(of: "card.y"))
        for line in lines.dropFirst() {
            let fields = line.split(separator: ",").map { Double($0) }
            let t = try #require(fields[0]), y = try #require(fields[column])
            #expect(abs(y - 64 * Self.carriedBack(t)) < 1e-4, "t = \(t)")
        }
        let end = try #require(lines.last?.split(separator: ",").map { Double($0) })
        #expect(abs(try #require(end[column])) < 0.1)
    }

    @Test("every interruptible action takes --retarget and --runtime; the others say which do")
    func everyAction() {
        let shell = ShellHarness()
        for line in ["use card; run present --retarget 0.1s:0 --table", "use card; run drag --retarget 0.6s:0.5 --runtime motion --table",
                     "use card; run drag --velocity -300 --retarget 0.4s:0.5 --policy restart --table",
                     "use tabbar; run select right --retarget 0.15s:0 --runtime android --table",
                     "use tabbar; run swipe --velocity 800 --retarget 0.3s:0 --table",
                     "use notch; run pull --velocity -200 --retarget 0.5s:0.5 --table",
                     "use card; run dismiss --runtime css --table"] {
            let result = shell.run(line)
            #expect(result.errors == "", "\(line)")
            #expect(result.output.contains("0.0000"), "\(line)")
        }
        #expect(shell.run("use notch; run pull --retarget 0.5s:0.5 --table").errors.contains(
            "pull: without a release that springs back, the pull plays timed animations"))
        #expect(shell.run("use card; run present --retarget 0.1s:0@response=0.3 --table").errors.contains(
            "'@…' gives the new leg another setting of a spring group; 'card present' follows a spring derived"))
    }

    @Test("table, plot and metrics find an action's spring by the action's name")
    func actionName() {
        let shell = ShellHarness()
        let byName = shell.run("use card; table dismiss --retarget 0.1s:0 --step 0.05 --to 0.5")
        let byKey = shell.run("use card; table dismiss.spring --retarget 0.1s:0 --step 0.05 --to 0.5")
        #expect(byName.errors == "" && byName.output == byKey.output)
        #expect(shell.run("use card; metrics present --retarget 0.1s:0").errors == "")
        // By name the spring is still its group's, so a new leg can change its keys.
        let legByName = shell.run("use card; metrics dismiss --retarget 0.1s:0@response=0.2")
        let legByKey = shell.run("use card; metrics dismiss.spring --retarget 0.1s:0@response=0.2")
        #expect(legByName.errors == "" && legByName.output == legByKey.output)
    }

    @Test("a scene's run keeps SwiftUI's response blend of a retarget (@blendDuration) under --runtime swiftui")
    func sceneBlend() {
        let shell = ShellHarness()
        let run = "use card; run dismiss --runtime swiftui --table --fps 30 --retarget 0.1s:0@response=0.2"
        let sharp = shell.run(run), blended = shell.run(run + ",blendDuration=0.3")
        #expect(sharp.errors == "" && blended.errors == "")
        #expect(sharp.output != blended.output, "the blend changed no frame of the card")
    }

    @Test("help interruptions scenes says per action what a retarget's 0 and 1 are; help run names the actions")
    func help() {
        let shell = ShellHarness()
        // Wrapped to the terminal: compared with runs of white space as one space.
        func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let text = flat(shell.run("help interruptions scenes").output)
        #expect(text.contains("card dismiss 0 the full-screen card as the drag left it, 1 its cell (0 = tapped again: back to presented)"))
        #expect(text.contains("profile fling none (a deceleration has no target"))
        #expect(flat(shell.run("help interruptions gestures").output).contains("it begins only once the touch has moved 10 pt"))
        let run = flat(shell.run("help run").output)
        #expect(run.contains("spring transition, card present, dismiss and drag"))
    }
}
