import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneShell

/// `--velocity V` on table, plot, metrics and run: the spring starts with a finger's release.
/// Expected values come from the textbook closed form computed here.
@Suite("--velocity on table, plot, metrics and run")
struct ReleaseCommandTests {
    /// Response 0.5 s, ζ 0.7: k = (2π/0.5)², c = 4π·0.7/0.5; progress 1 − e with e(0) = 1, ė(0) = −v0.
    static func progress(_ t: Double, v0: Double) -> Double {
        let k = pow(2 * Double.pi / 0.5, 2), c = 4 * Double.pi * 0.7 / 0.5
        let sigma = c / 2, wd = (k - sigma * sigma).squareRoot()
        return 1 - exp(-sigma * t) * (cos(wd * t) + (-v0 + sigma) / wd * sin(wd * t))
    }

    static func shell() -> ShellHarness {
        let shell = ShellHarness()
        shell.run("set spring.response=0.5 spring.dampingFraction=0.7")
        return shell
    }

    static func column(_ output: String) -> [(Double, Double)] {
        output.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: ",").compactMap { Double($0) }
            return fields.count == 2 ? (fields[0], fields[1]) : nil
        }
    }

    @Test("table --distance 300 --velocity 1200pt/s, 1200 and 4/s give the same curve: x = 1 − e, ė(0) = −4/s")
    func table() throws {
        let shell = Self.shell()
        let points = shell.run("table spring --distance 300 --velocity 1200pt/s --step 0.05 --to 1").output
        let relative = shell.run("table spring --velocity 4/s --step 0.05 --to 1").output
        let spaced = shell.run("table spring --velocity '4 1/s' --step 0.05 --to 1").output
        #expect(points == relative && relative == spaced)
        let rows = Self.column(points)
        #expect(rows.count == 21)
        for (t, x) in rows { assertClose(x, Self.progress(t, v0: 4), .absolute(1e-9), "t = \(t)") }
        // Every runtime starts from it too: the exact runtime equals the closed form.
        let exact = Self.column(shell.run("table spring --distance 300 --velocity 1200 --runtime exact --step 0.1 --to 1").output)
        for (t, x) in exact { assertClose(x, Self.progress(t, v0: 4), .absolute(1e-9), "t = \(t)") }
    }

    @Test("metrics --velocity names the spring's start velocity and --retarget continues from it")
    func metrics() {
        let shell = Self.shell()
        #expect(shell.run("metrics --distance 300 --velocity 1200").output.hasPrefix(
            "spring: mass 1, stiffness 157.914, damping 17.5929, velocity 4; a move of 300 pt at 60 fps\n"))
        let released = shell.run("metrics --distance 300 --velocity 1200 --retarget 0.15s:100 --policy carry").output
        let still = shell.run("metrics --distance 300 --retarget 0.15s:100 --policy carry").output
        #expect(released != still)
        // The state at 0.15 s, from the closed form: 300·progress and its derivative.
        let x = 300 * Self.progress(0.15, v0: 4)
        #expect(released.contains(" \(String(format: "%.1f", x)) pt "), "\(released)")
    }

    @Test("bad velocities are refused in one line naming what is accepted")
    func errors() {
        let shell = Self.shell()
        #expect(shell.run("table spring --velocity 1200").errors
                == "-c:1:25: error: --velocity: 1200 pt/s is in points per second: add --distance D (the move in points), "
                + "or give UIKit's distance-relative velocity like 4/s\n")
        #expect(shell.run("table spring --velocity fast").errors
                == "-c:1:25: error: --velocity: 'fast' is not a velocity; use points per second like 1200 or 1200pt/s, "
                + "or UIKit's distance-relative velocity like 4/s\n")
        #expect(shell.run("table spring --distance 3 --velocity 1200").errors
                == "-c:1:38: error: --velocity: 1200 pt/s over a 3 pt move is 400/s of the move; a spring takes -100/s to 100/s\n")
        #expect(shell.run("table spring --velocity 500/s").errors
                == "-c:1:25: error: --velocity: 500 1/s is out of range; accepted: -100…100 1/s\n")
        #expect(shell.run("table spring --velocity 1e400").errors.hasPrefix("-c:1:25: error: --velocity: "))
        #expect(shell.run("table spring --velocity nan/s").errors.hasPrefix("-c:1:25: error: --velocity: 'nan/s' is not a velocity"))
        #expect(shell.run("table curve --velocity 4/s").errors.hasPrefix("-c:1:24: error: --velocity applies to a spring's progress; 'curve' is not one"))
        #expect(shell.run("use card; run present --velocity 3").errors
                == "-c:1:34: error: present takes no options, got '--velocity'; use `run present`\n")
        #expect(shell.run("use profile; run fling --velocity 3/s").errors.contains(
                "error: fling: --velocity 3/s is relative to a distance, which a fling has not; give it in pt/s like -1500 or -1500pt/s\n"))
        #expect(shell.run("use card; run drag --release 90").errors.contains(
                "error: drag: --release D is where the finger lets go with --velocity V; add --velocity (e.g. --velocity 1500)\n"))
        #expect(shell.run("use card; run drag --velocity 99999").errors.contains(
                "error: drag: --velocity 99999 pt/s is out of range; accepted: -20000…20000 pt/s\n"))
    }

    @Test("run drag --velocity: released fast the card dismisses, slowly it restores; run transition starts at the velocity")
    func run() throws {
        let shell = ShellHarness()
        let fast = shell.run("use card; run drag --velocity 1500 --table --fps 10").output
        #expect(fast.hasPrefix("drag → dismiss: 10 frames at 10 fps, 0.85 s\n"))
        let slow = shell.run("use card; run drag --velocity 50 --table --fps 10").output
        #expect(slow.hasPrefix("drag → restore: 10 frames at 10 fps, 0.85 s\n"))
        #expect(slow.contains("projected (pt)") && slow.contains("74.95"))
        // Let go at 90 pt, 10 pt short: 50 pt/s projects to 114.95 and dismisses.
        #expect(shell.run("use card; run drag --velocity 50 --release 90 --table --fps 10").output.hasPrefix("drag → dismiss: "))
        #expect(shell.run("use notch; run pull --velocity 400 --table --fps 10").output.hasPrefix("pull → drop: "))
        #expect(shell.run("use notch; run pull --velocity 40 --table --fps 10").output.hasPrefix("pull → back: "))
        #expect(shell.run("use notch; run pull --release 40").errors.contains(
                "error: pull: --release D is where the finger lets go with --velocity V; add --velocity (e.g. --velocity 400)\n"))
        let spring = Self.shell()
        let frames = spring.run("use spring; run --velocity 4/s --table --fps 10").output
        let row = try #require(frames.split(separator: "\n").first { $0.hasPrefix("0.1000") })
        let shown = try #require(Double(row.split(separator: " ", omittingEmptySubsequences: true)[1]))
        assertClose(shown, Self.progress(0.1, v0: 4), .absolute(0.005))
    }
}
