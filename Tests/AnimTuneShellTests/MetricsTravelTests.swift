import AnimTuneCore
import Foundation
import Testing
@testable import AnimTuneShell

/// Without `--distance`, `metrics` measures a spring over the move it makes in its scene and
/// says so; no hidden 100.
@Suite("metrics over the scene's travel")
struct MetricsTravelTests {
    @Test("the spring scene's retarget is measured over its travel, and targets are progress of it")
    func springTravel() {
        let shell = ShellHarness()
        let result = shell.run("metrics --retarget 0.15s:0.3")
        #expect(result.output.hasPrefix("spring: a move of 200 pt (what transition moves; --distance D sets another) at 60 fps, "
                                        + "retargeted to 60 pt at 0.15 s\n"), "\(result.output)")
        shell.run("set travel 250")
        // 0.3 of a 250 pt move is 75 pt.
        #expect(shell.run("metrics --retarget 0.15s:0.3").output.hasPrefix("spring: a move of 250 pt (what transition moves"))
        #expect(shell.run("metrics --retarget 0.15s:0.3").output.contains("retargeted to 75 pt at 0.15 s"))
        #expect(shell.run("metrics --distance 300 --retarget 0.15s:100").output.hasPrefix("spring: a move of 300 pt at 60 fps"))
    }

    @Test("the card's dismissal is measured over the card's move from full screen to its cell")
    func cardDismissTravel() throws {
        let shell = ShellHarness()
        shell.run("use card")
        // The card's centre: full screen at the first frame, the cell at the last (from run's own table).
        let table = shell.run("run dismiss --table --fps 10").output.split(separator: "\n").map { $0.split(separator: " ") }
        let header = try #require(table.dropFirst().first).map(String.init)
        let top = try #require(header.firstIndex(of: "card.top")), height = try #require(header.firstIndex(of: "card.height"))
        // Header cells carry a unit word, so data columns are found by counting the names before.
        let names = header.filter { !$0.hasPrefix("(") }
        let topColumn = try #require(names.firstIndex(of: "card.top")), heightColumn = try #require(names.firstIndex(of: "card.height"))
        _ = (top, height)
        let first = table[2], last = table[table.count - 1]
        func centre(_ row: [Substring]) -> Double { Double(row[topColumn])! + Double(row[heightColumn])! / 2 }
        let move = abs(centre(last) - centre(first))
        let output = shell.run("metrics dismiss --retarget 0.1s:0").output
        #expect(output.hasPrefix("dismiss.spring: a move of \(NumberFormatting.short(move.rounded())) pt (what dismiss moves"), "\(move) \(output)")
    }

    @Test("a spring that moves nothing says the 100 pt it measures over was assumed")
    func assumed() {
        let shell = ShellHarness()
        shell.run("use card")
        #expect(shell.run("metrics highlight.spring --runtime android").output
            .contains("a move of 100 pt (assumed: the spring moves no element of its scene; --distance D sets the move)"))
    }
}
