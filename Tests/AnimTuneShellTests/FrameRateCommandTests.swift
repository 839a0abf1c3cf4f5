import Foundation
import Testing
@testable import AnimTuneCore
@testable import AnimTuneShell

/// `--fps N` on table, metrics, plot and run (issue #43), and the fling clamp `metrics --gesture`
/// names. References: whole-ms Choreographer frames and the 8000 dp/s default of Android's
/// ViewConfiguration, written out here.
@Suite("--fps and fling clamps")
struct FrameRateCommandTests {
    @Test("--fps outside 30–240 is one line naming --fps and the range, on every command",
          arguments: ["table spring --runtime android --fps 10", "plot spring --runtime motion --fps 500 --term dumb",
                      "metrics --distance 300 --fps 29", "use spring; run --runtime motion --table --fps 10"])
    func refusesOutOfRange(command: String) {
        let result = ShellHarness().run(command)
        #expect(!result.succeeded)
        #expect(result.errors.contains("--fps"))
        #expect(result.errors.contains("30…240"))
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test("--fps needs a runtime on table and plot")
    func needsRuntime() {
        let result = ShellHarness().run("table spring --fps 120 --to 0.1")
        #expect(result.errors.contains("--fps") && result.errors.contains("--runtime"))
    }

    @Test("android at 120 Hz draws at whole ms ⌊i·1000/120⌋: 8, 16, 25, 33 ms")
    func androidAt120() {
        let output = ShellHarness().run("table spring --runtime android --fps 120 --from 0 --to 0.04 --step 0.001").output
        let rows = output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
        var changes: [Double] = []
        for (previous, row) in zip(rows, rows.dropFirst()) where row[1] != previous[1] { changes.append(row[0]) }
        #expect(changes == [0.008, 0.016, 0.025, 0.033])
    }

    @Test("metrics --fps 120 measures at 120 fps")
    func metricsHeader() {
        let output = ShellHarness().run("metrics --distance 300 --fps 120 --retarget 0.12s:100 --runtime android").output
        #expect(output.contains("a move of 300 pt at 120 fps"))
    }

    @Test("metrics --gesture: a 12,000 pt/s fling reaches Android and Compose clamped to 8000, the clamp named")
    func flingClamp() throws {
        let folder = try NotebookFolder()
        try folder.write("fast.csv", "t,position\n" + (0...4).map { "\(Double($0) * 0.008),\(Double($0) * 96)" }.joined(separator: "\n") + "\n")
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: folder.environment))
        let output = shell.run("metrics --distance 600 --gesture fast.csv").output
        #expect(output.contains("android clamps a fling to ±8000 pt/s: ViewConfiguration.getScaledMaximumFlingVelocity(): 8000 dp/s"))
        #expect(output.contains("compose clamps a fling to ±8000 pt/s"))
        #expect(output.contains("  android                    android  8000.0 pt/s (clamped from 12000.0)"))
        #expect(output.contains("  motion                     motion   12000.0 pt/s "))
        let json = shell.run("metrics --distance 600 --gesture fast.csv --json").output
        #expect(json.contains("\"measuredVelocity\": 12000"))
        #expect(json.contains("\"maximumFlingVelocity\": 8000"))
    }
}
