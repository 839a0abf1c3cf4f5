import AnimTuneCore
import Foundation
import Testing
import TestPrerequisites
#if canImport(Glibc)
import Glibc
#endif
@testable import AnimTuneShell

/// `--gesture FILE.csv` on table, metrics, plot and run: a recorded finger, then the hand-off
/// with each platform's tracker velocity. Expected values: the textbook closed form and the
/// trackers' documented rules, computed here.
@Suite("--gesture on table, metrics, plot and run")
struct GestureCommandTests {
    /// x = 5000·t² pt every 10 ms for 0.12 s: a finger speeding up to 1200 pt/s.
    static let flick = "t,position\n" + (0...12).map { "\(Double($0) * 0.01),\(Double($0 * $0) * 0.5)" }.joined(separator: "\n") + "\n"

    static func shell(_ folder: NotebookFolder) -> ShellHarness {
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
        shell.run("set spring.response=0.5 spring.dampingFraction=0.7")
        return shell
    }

    /// Response 0.5 s, ζ 0.7 toward `target` (300 pt unless given) from (x0, v0).
    static func closedForm(_ tau: Double, x0: Double, v0: Double, target: Double = 300) -> Double {
        closedFormState(tau, x0: x0, v0: v0, target: target).position
    }

    /// The same spring's position and velocity.
    static func closedFormState(_ tau: Double, x0: Double, v0: Double, target: Double) -> (position: Double, velocity: Double) {
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.7 / 0.5
        let sigma = c / 2, wd = (k - sigma * sigma).squareRoot(), e0 = x0 - target
        let b = (v0 + sigma * e0) / wd, decay = exp(-sigma * tau)
        let (cosine, sine) = (cos(wd * tau), sin(wd * tau))
        return (target + decay * (e0 * cosine + b * sine),
                decay * (-sigma * (e0 * cosine + b * sine) + wd * (b * cosine - e0 * sine)))
    }

    /// The rows (t, x) of `command`, a table of the exact spring curve with `--gesture flick.csv`.
    static func exactRows(_ command: String) throws -> [(t: Double, x: Double)] {
        let folder = try NotebookFolder()
        try folder.write("flick.csv", flick)
        let result = shell(folder).run(command)
        #expect(result.errors == "")
        let rows = result.output.split(separator: "\n")
        #expect(rows.first == "t,spring@exact")
        return rows.dropFirst().map { row in
            let fields = row.split(separator: ",").compactMap { Double($0) }
            return (fields[0], fields[1])
        }
    }

    @Test("table follows the finger, then the closed form from the release at its last segment's 1150 pt/s")
    func table() throws {
        for (t, x) in try Self.exactRows("table spring --distance 300 --gesture flick.csv --step 0.02 --to 1") {
            let expected = t <= 0.12 ? 5000 * t * t : Self.closedForm(t - 0.12, x0: 72, v0: 1150)
            // Before the release the finger is a straight line between samples: within 0.125 pt of 5000t².
            #expect(abs(x - expected) < (t <= 0.12 ? 0.126 : 1e-6), "t = \(t)")
        }
    }

    @Test("metrics --json names each runtime's tracker and the velocity it reports")
    func metrics() throws {
        let folder = try NotebookFolder()
        try folder.write("flick.csv", Self.flick)
        let shell = Self.shell(folder)
        let output = shell.run("metrics --distance 300 --gesture flick.csv --runtime exact,coreanimation,compose,android,motion,css --json").output
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let rows = try #require(json["runtimes"] as? [[String: Any]])
        var velocity: [String: Double] = [:]
        for row in rows { velocity[row["tracker"] as! String] = row["velocity"] as? Double }
        #expect(abs(velocity["finger"]! - 1150) < 1e-9)
        #expect(abs(velocity["uikit"]! - (0.2 * 1150 + 0.8 * 1050)) < 1e-9)
        // A parabola: the least-squares fit of Android and Compose is exact, 2·5000·0.12.
        #expect(abs(velocity["compose"]! - 1200) < 1e-6 && abs(velocity["android"]! - 1200) < 1e-6)
        #expect(abs(velocity["motion"]! - 1150) < 1e-9)
        #expect(velocity["none"] == 0)
        let text = shell.run("metrics --distance 300 --gesture flick.csv --runtime exact").output
        #expect(text.hasPrefix("spring: a finger of 13 samples lets go at 72 pt at 0.12 s (its last segment: 1150.0 pt/s); the spring heads for 300 pt\n"))
    }

    @Test("plot --gesture --runtime all overlays each platform's continuation; CSS and WebKit (no velocity) coincide")
    func plot() throws {
        let folder = try NotebookFolder()
        try folder.write("flick.csv", Self.flick)
        let result = Self.shell(folder).run("plot spring --distance 300 --gesture flick.csv --runtime all --term dumb")
        #expect(result.succeeded)
        #expect(result.errors.contains("note: webkit, css coincide (within 0.1 % of the move): drawn once as spring@webkit+1\n"))
        #expect(result.output.contains("spring@android"))
    }

    @Test("run drag --gesture: a fast flick dismisses the card, a slow drag restores it; the tracker is UIKit's pan")
    func cardDrag() throws {
        let folder = try NotebookFolder()
        // 34 pt in 60 ms, speeding up: UIKit reports 0.2·1000 + 0.8·800 = 840 pt/s; 34 + 0.84·499 = 453 ≥ 100 dismisses.
        try folder.write("fast.csv", "0,0\n0.02,6\n0.04,16\n0.05,24\n0.06,34\n")
        // 40 pt over 0.8 s at 50 pt/s: 40 + 0.05·499 = 65 < 100 restores.
        try folder.write("slow.csv", "0,0\n0.4,20\n0.8,40\n")
        let shell = Self.shell(folder)
        let fast = shell.run("use card; run drag --gesture fast.csv --table --fps 50")
        #expect(fast.errors == "")
        #expect(fast.output.hasPrefix("drag → dismiss: "))
        #expect(shell.run("use card; run drag --gesture slow.csv --table --fps 50").output.hasPrefix("drag → restore: "))
        #expect(shell.run("use notch; run pull --gesture slow.csv --table --fps 50").output.hasPrefix("pull → back: "))
        #expect(shell.run("use spring; run --gesture slow.csv --runtime android --table --fps 30").succeeded)
    }

    @Test("run says when a recorded finger never moves UIKit's 10 pt: the pan never begins")
    func underPanThreshold() throws {
        let folder = try NotebookFolder()
        try folder.write("tap.csv", "0,0\n0.01,3\n0.02,-6\n")
        let shell = Self.shell(folder)
        let tap = shell.run("use card; run drag --gesture tap.csv --table --fps 50")
        #expect(tap.errors == "note: --gesture: the finger moves at most 6 pt, under UIKit's 10 pt pan threshold: "
                + "the pan never begins and nothing follows it\n")
        #expect(shell.run("use card; run drag --gesture tap.csv --table --fps 50").output.hasPrefix("drag → restore: "))
        try folder.write("pan.csv", "0,0\n0.01,3\n0.02,12\n")
        #expect(shell.run("use card; run drag --gesture pan.csv --table --fps 50").errors == "")
    }

    @Test("run swipe: the projection past half the way switches tab, short of it the bar goes back; a gesture drives it too")
    func tabSwipe() throws {
        let folder = try NotebookFolder()
        // 60 pt to the right in 90 ms, speeding up: UIKit's pan reports 0.2·1000 + 0.8·800 = 840 pt/s.
        try folder.write("swipe.csv", "0,0\n0.03,10\n0.06,20\n0.08,36\n0.09,46\n")
        let shell = Self.shell(folder)
        #expect(shell.run("use tabbar; run swipe --velocity 800 --table --fps 10").output.hasPrefix("swipe → right: "))
        #expect(shell.run("run swipe --velocity -800 --table --fps 10").output.hasPrefix("swipe → left: "))
        #expect(shell.run("run swipe --velocity 10 --release 20 --table --fps 10").output.hasPrefix("swipe → camera: "))
        #expect(shell.run("run swipe --gesture swipe.csv --table --fps 10").output.hasPrefix("swipe → right: "))
        #expect(shell.run("set transition.from=right; run swipe --velocity 800").errors
                == "-c:1:32: error: swipe: there is no tab right of right (transition.from); swipe the other way or set transition.from\n")
    }

    @Test("bad gestures are refused in one line naming the file and line, and what is accepted")
    func errors() throws {
        let folder = try NotebookFolder()
        try folder.write("flick.csv", Self.flick)
        try folder.write("bad.csv", "t,position\n0,0\n0.01,fast\n")
        let shell = Self.shell(folder)
        #expect(shell.run("table spring --gesture flick.csv").errors
                == "-c:1:24: error: --gesture positions are points: add --distance D (where the spring heads, in points), e.g. --distance 300\n")
        #expect(shell.run("table spring --distance 300 --gesture bad.csv").errors
                == "-c:1:39: error: --gesture: bad.csv:3: 'fast' is not a position; use points from -100000 to 100000 like 120.5\n")
        #expect(shell.run("table spring --distance 300 --gesture missing.csv").errors.hasPrefix(
                "-c:1:39: error: --gesture: cannot read 'missing.csv': "))
        #expect(shell.run("table spring --distance 300 --gesture flick.csv --velocity 3/s").errors
                == "-c:1:60: error: --velocity and --gesture both decide how the spring starts; give one "
                + "(--gesture hands off with each platform's measured velocity)\n")
        #expect(shell.run("table curve --distance 300 --gesture flick.csv").errors.hasPrefix(
                "-c:1:38: error: --gesture applies to a spring's progress; 'curve' is not one"))
        #expect(symlink(folder.path + "/flick.csv", folder.path + "/link.csv") == 0)
        #expect(shell.run("table spring --distance 300 --gesture link.csv").errors
                == "-c:1:39: error: --gesture: cannot read 'link.csv': is a symbolic link\n")
        #expect(shell.run("use card; run present --gesture flick.csv").errors
                == "-c:1:33: error: --gesture drives an action a finger drives; 'present' is not one (card: drag)\n")
    }
}

/// `run transition --gesture FILE --retarget TIME:TARGET` on the spring scene: a tap after the
/// finger let go, played by the core's retargeted continuation; refused elsewhere in one line.
@Suite("run --gesture with --retarget: a tap after the finger lets go")
struct GestureRetargetCommandTests {
    @Test("the spring scene's table follows the core's continuation retargeted at the tap, for every runtime")
    func tableFollowsRetargetedContinuation() throws {
        let folder = try NotebookFolder()
        try folder.write("flick.csv", GestureCommandTests.flick)
        // The scene's own spring (GestureCommandTests.shell sets another).
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
        let gesture = try GestureCSV.parse(GestureCommandTests.flick)
        let tap = gesture.release.time + 0.15
        for runtime in [Runtime.exact, .android, .motion] {
            let result = shell.run("use spring; set travel=300; run transition --gesture flick.csv --retarget \(NumberFormatting.exact(tap))s:0.5 --runtime \(runtime.name) --csv out.csv --force --fps 60")
            #expect(result.succeeded, "\(result.errors)")
            let csv = try #require(folder.read("out.csv"))
            let state = try SpringScene().defaultState.setting([(key: "travel", text: "300")])
            let expected = try runtime.continuing(gesture, spring: state.spring("spring"), target: 300, frameRate: 60)
                .retargeted([Retarget(time: tap, target: 150)])
            // t, spring.x, …: the view's left edge, to 4 decimals (the CSV's).
            let rows = csv.split(separator: "\n").dropFirst().compactMap { line -> (Double, Double)? in
                let cells = line.split(separator: ",").prefix(2).compactMap { Double($0) }
                return cells.count == 2 ? (cells[0], cells[1]) : nil
            }
            #expect(rows.count > 50)
            let left = (Screen.iPhoneX.width - 300) / 2 - 30
            assertClose(rows.map { $0.1 }, rows.map { left + expected.position(at: $0.0) }, .absolute(1e-4), label: { "\(runtime.name) t = \(rows[$0].0)" })
        }
    }

    @Test("table --gesture --retarget: the finger, the closed form toward 300 pt from the release, then from its state at the tap toward 100 pt")
    func tableTakesATapAfterTheRelease() throws {
        // The carry policy: at the tap the spring keeps where it is and how fast, and heads for 100 pt.
        let atTap = GestureCommandTests.closedFormState(0.3 - 0.12, x0: 72, v0: 1150, target: 300)
        for (t, x) in try GestureCommandTests.exactRows("table spring --distance 300 --gesture flick.csv --retarget 0.3s:100 --step 0.02 --to 1.2") {
            let expected = t <= 0.12 ? 5000 * t * t
                : t <= 0.3 ? GestureCommandTests.closedForm(t - 0.12, x0: 72, v0: 1150)
                : GestureCommandTests.closedForm(t - 0.3, x0: atTap.position, v0: atTap.velocity, target: 100)
            #expect(abs(x - expected) < (t <= 0.12 ? 0.126 : 1e-6), "t = \(t): \(x), the closed form \(expected)")
        }
        let folder = try NotebookFolder()
        try folder.write("flick.csv", GestureCommandTests.flick)
        let plot = GestureCommandTests.shell(folder).run("plot spring --distance 300 --gesture flick.csv --retarget 0.3s:100 --runtime android,motion --term dumb")
        #expect(plot.succeeded, "\(plot.errors)")
        #expect(plot.output.contains("spring@android") && plot.output.contains("spring@motion"))
    }

    @Test("metrics --gesture --retarget measures after the tap: the closed form's dip past 100 pt and its settling within 0.5 pt")
    func metricsAfterATapAfterTheRelease() throws {
        let folder = try NotebookFolder()
        try folder.write("flick.csv", GestureCommandTests.flick)
        let result = GestureCommandTests.shell(folder).run("metrics --distance 300 --gesture flick.csv --retarget 0.3s:100 --json")
        #expect(result.errors == "")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let rows = try #require(json["runtimes"] as? [[String: Any]])
        let exact = try #require(rows.first { $0["runtime"] as? String == "exact" })
        // The closed form after the tap, scanned every 10 µs to 2 s: how far it dips below 100 pt,
        // and the last moment it is more than 0.5 pt from it (refined by bisection).
        let atTap = GestureCommandTests.closedFormState(0.3 - 0.12, x0: 72, v0: 1150, target: 300)
        let x = { (t: Double) in GestureCommandTests.closedForm(t - 0.3, x0: atTap.position, v0: atTap.velocity, target: 100) }
        let times = (0...170_000).map { 0.3 + Double($0) * 1e-5 }
        let dip = max(0, 100 - (times.map(x).min() ?? 100))
        let outside = try #require(times.last { abs(x($0) - 100) > 0.5 })
        var (low, high) = (outside, outside + 1e-5)
        for _ in 0..<40 { let mid = (low + high) / 2; if abs(x(mid) - 100) > 0.5 { low = mid } else { high = mid } }
        #expect(abs((exact["overshoot"] as? Double ?? -1) - dip) < 1e-6, "overshoot \(exact["overshoot"] ?? "none"), the closed form \(dip)")
        #expect(abs((exact["settleTime"] as? Double ?? -1) - high) < 1e-6, "settled \(exact["settleTime"] ?? "none"), the closed form \(high)")
        #expect((json["retargets"] as? [[String: Double]])?.first == ["time": 0.3, "target": 100])
        let text = GestureCommandTests.shell(folder).run("metrics --distance 300 --gesture flick.csv --retarget 0.3s:100").output
        #expect(text.contains("the spring heads for 300 pt; at 0.3 s for 100 pt\n"), "\(text)")
    }

    @Test("a retarget before the release, or with a gesture on another scene, is refused in one line")
    func refusals() throws {
        let folder = try NotebookFolder()
        try folder.write("flick.csv", GestureCommandTests.flick)
        let shell = GestureCommandTests.shell(folder)
        #expect(shell.run("use spring; run transition --gesture flick.csv --retarget 0.01s:0.5").errors.contains("after the release"))
        #expect(shell.run("table spring --distance 300 --gesture flick.csv --retarget 0.1s:100").errors
                == "-c:1:60: error: --retarget: retarget time must be after the release at 0.12 s (got 0.1)\n")
        #expect(shell.run("metrics --distance 300 --gesture flick.csv --retarget 0.1s:100").errors
                == "-c:1:55: error: --retarget: retarget time must be after the release at 0.12 s (got 0.1)\n")
        #expect(shell.run("use profile; run fling --gesture flick.csv --retarget 0.3s:0").errors.contains("has none"))
    }

    @Test("the tab bar's swipe and the card's drag take a tap after the release: run's CSV is the scene's run with the finger and the retarget, which moves it")
    func otherScenesTakeATapAfterTheRelease() throws {
        let folder = try NotebookFolder()
        try folder.write("flick.csv", GestureCommandTests.flick)
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
        let gesture = try GestureCSV.parse(GestureCommandTests.flick)
        let tap = gesture.release.time + 0.15
        for (scene, action, element) in [(TabBarScene() as any Scene, "swipe", "indicator"), (CardScene(), "drag", "card")] {
            let result = shell.run("use \(scene.name); run \(action) --gesture flick.csv --retarget \(NumberFormatting.exact(tap))s:0.5 --runtime android --csv out.csv --force --fps 60")
            #expect(result.succeeded, "\(result.errors)")
            let csv = try #require(folder.read("out.csv")).split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            let column = try #require(csv.first?.firstIndex(of: Substring("\(element).x")))
            let options = GestureRelease.options(gesture, runtime: .android)
            var retargeted = options
            retargeted.retargets = [Retarget(time: tap, target: 0.5)]
            let expected = try scene.timeline(for: scene.action(named: action), state: scene.defaultState, options: retargeted)
            let plain = try scene.timeline(for: scene.action(named: action), state: scene.defaultState, options: options)
            let shown = csv.dropFirst().compactMap { Double($0[column]) }
            let core = expected.frames.map { frame in frame.elements.first { $0.name == element }!.x }
            #expect(shown.count == core.count, "\(scene.name): \(shown.count) rows, the core has \(core.count) frames")
            assertClose(shown, core, .absolute(1e-4), label: { "\(scene.name) \(element).x, frame \($0)" })
            // The tap changes the run: without it the element ends elsewhere.
            let untouched = plain.frames.last.flatMap { frame in frame.elements.first { $0.name == element }?.x }
            #expect(untouched.map { abs($0 - (core.last ?? 0)) > 1 } == true, "\(scene.name): the retarget left \(element) where it was")
        }
    }
}
