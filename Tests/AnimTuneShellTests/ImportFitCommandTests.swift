import AnimTuneCore
import Foundation
import Testing
@testable import AnimTuneShell

@Suite("import and fit commands")
struct ImportFitCommandTests {
    @Test("import says the dialect, the spring as set and what it assumed; one undo takes it back")
    func importSnippet() {
        let shell = ShellHarness()
        let result = shell.run("import '.snappy(duration: 0.4)'")
        #expect(result.succeeded, "\(result.errors)")
        #expect(result.output == """
            SwiftUI → spring: SwiftUI form: response 0.4 s, damping fraction 0.85 (bounce 0.15), velocity 0
              mass 1, stiffness 246.74, damping 26.7035, velocity 0; ζ 0.85, overshoot 0.629%, settles within 0.1% in 0.557 s
              duration 0.4 ← "duration: 0.4"
            assumed: defaults for what the snippet leaves out: extraBounce 0 (the API's defaults)
            assumed: .snappy has bounce 0.15 (OpenSwiftUI; Apple documents only "a small amount of bounce")

            """)
        #expect(shell.run("get spring.bounce").output.hasPrefix("spring.bounce = 0.15"))
        shell.run("undo")
        #expect(shell.run("get spring.stiffness").output.hasPrefix("spring.stiffness = 100 "))
    }

    @Test("import into a named timing curve sets its duration too")
    func importCurve() {
        let shell = ShellHarness()
        let result = shell.run("import curve 'transition: transform 250ms cubic-bezier(0.2, 0, 0, 1)'")
        #expect(result.output == "CSS → curve: cubic-bezier(0.2, 0, 0, 1)\n  curve.duration 0.25 s\n"
            + "  duration 250ms ← \"transition: transform 250ms\"\n  control points 0.2, 0, 0, 1 ← \"0.2, 0, 0, 1\"\n", "\(result.errors)")
    }

    @Test("an ambiguous snippet is one error line and changes nothing")
    func ambiguous() {
        let shell = ShellHarness()
        let result = shell.run("import 'tension: 280, friction: 20.5'")
        #expect(!result.succeeded)
        #expect(result.errors.hasPrefix("-c:1:8: error: import: ambiguous: it could be react-spring or Origami (Rebound physical) or Origami (Quartz Composer values) or ProtoPie; write 'useSpring'"))
        #expect(shell.run("get spring.stiffness").output.hasPrefix("spring.stiffness = 100 "))
    }

    @Test("an exported file imports every group it names, switching to its scene")
    func importFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-import-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shell = ShellHarness()
        shell.run("use card; set dismiss.spring.damping 0.55; export compose --to \(folder.path)/Card.kt; use spring; reset all")
        shell.run("use card; reset all; use spring")
        let result = shell.run("import --from \(folder.path)/Card.kt")
        #expect(result.succeeded, "\(result.errors)")
        #expect(result.output.hasPrefix("animtune Jetpack Compose export of scene 'card': 2 springs, 3 curves\n"))
        #expect(shell.run("get dismiss.spring.damping").output.hasPrefix("dismiss.spring.damping = 0.55"))
    }

    @Test("fit reports the spring, its error and the Bézier beside it; fit.data plots and tables")
    func fitCSV() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-fit-\(getpid()).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        let spring = SwiftUISpring(response: 0.5, dampingRatio: 0.7).spring
        let lines = (0...90).map { "\(Double($0) / 60),\(200 - 150 * spring.progress(at: Double($0) / 60))" }
        try (["t,y"] + lines).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let shell = ShellHarness()
        let result = shell.run("fit \(file.path) --from 200 --to 50")
        #expect(result.succeeded, "\(result.errors)")
        let output = result.output.split(separator: "\n").map(String.init)
        #expect(output.first == "fit spring to 91 samples: mass 1, stiffness 157.914, damping 17.5929, velocity 0")
        #expect(output.contains { $0.hasPrefix("  model: spring (it fits within the data's noise ") })
        let json = shell.run("fit \(file.path) --from 200 --to 50 --json").output
        #expect(json.contains("\"model\": \"spring\"") && json.contains("\"noise\": ") && json.contains("\"bezier\": {"), "\(json)")
        #expect(output.last == "  the data is the curve fit.data: plot spring fit.data")
        #expect(Completer(context: shell.context).complete("plot spring fi").action == .replace("fit.data "))
        let table = shell.run("table fit.data --to 0.1 --step 0.05")
        #expect(table.output.hasPrefix("t,fit.data\n0,0\n0.05,"), "\(table.errors)")
        shell.run("undo")
        #expect(shell.run("get spring.stiffness").output.hasPrefix("spring.stiffness = 100 "))
    }

    @Test("fit on a spring recorded with a 50 ms hold fits the delay and its verdict (text and JSON) agrees with the errors it prints")
    func fitHold() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-fit-hold-\(getpid()).csv")
        defer { try? FileManager.default.removeItem(at: file) }
        // 1 − e^(−ζω0t)(cos ωd t + ζω0/ωd sin ωd t), response 0.4 s, ζ 0.7, after a 50 ms hold, with a ±0.4 % ripple.
        let w0 = 2 * Double.pi / 0.4, zeta = 0.7, wd = w0 * (1 - zeta * zeta).squareRoot()
        let lines = (0...72).map { frame -> String in
            let t = Double(frame) / 60, s = max(0, t - 0.05)
            let x = s == 0 ? 0 : 1 - exp(-zeta * w0 * s) * (cos(wd * s) + zeta * w0 / wd * sin(wd * s))
            return "\(t),\(x + 0.004 * (frame % 2 == 0 ? 1 : -1))"
        }
        try (["t,y"] + lines).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let shell = ShellHarness()
        let text = shell.run("fit \(file.path) --from 0 --to 1").output
        #expect(text.contains("s before the spring starts (the data holds before it moves: fitted with a delay, as --delay does)"), "\(text)")
        let json = shell.run("fit \(file.path) --from 0 --to 1 --json").output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let spring = try #require(object["spring"] as? [String: Any]), bezier = try #require(object["bezier"] as? [String: Any])
        let springMax = try #require(spring["maxError"] as? Double), bezierMax = try #require(bezier["maxError"] as? Double)
        let noise = try #require(object["noise"] as? Double), model = try #require(object["model"] as? String)
        #expect(object["holdDetected"] as? Bool == true)
        if model == "spring" || model == "either" { #expect(springMax <= bezierMax + noise, "\(json)") }
        if model == "bezier" || model == "either" { #expect(bezierMax <= springMax + noise, "\(json)") }
        #expect(bezier["rmsError"] != nil && spring["rmsError"] != nil)
    }

    @Test("fit reads a CSV with CRLF line ends like one with LF")
    func fitCRLF() throws {
        let spring = SwiftUISpring(response: 0.5, dampingRatio: 0.7).spring
        let lines = (0...90).map { "\(Double($0) / 60),\(200 - 150 * spring.progress(at: Double($0) / 60))" }
        var results: [String] = []
        for ending in ["\n", "\r\n"] {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-fit-\(getpid())-\(ending.count).csv")
            defer { try? FileManager.default.removeItem(at: file) }
            try (["t,y"] + lines).joined(separator: ending).write(to: file, atomically: true, encoding: .utf8)
            let result = ShellHarness().run("fit \(file.path) --from 200 --to 50")
            #expect(result.succeeded, "\(result.errors)")
            results.append(result.output.replacingOccurrences(of: file.path, with: "FILE"))
        }
        #expect(results[1].hasPrefix("fit spring to 91 samples: mass 1, stiffness 157.914, damping 17.5929, velocity 0"))
        #expect(results[0] == results[1])
    }

    @Test("fit of an easing needs a duration and says so")
    func fitNeedsDuration() {
        let shell = ShellHarness()
        let result = shell.run("fit 'cubic-bezier(0.2, 0.9, 0.3, 1.1)'")
        #expect(result.errors == "-c:1:5: error: an easing needs its duration: add --duration 0.5s\n")
    }

    @Test("fit with a spring group the scene lacks says so, rather than looking for a file named after it")
    func fitUnknownGroup() {
        let result = ShellHarness().run("use card; fit card.spring 'linear(0, 0.6 20%, 1, 1)' --duration 600ms")
        #expect(result.errors == "-c:1:15: error: 'card.spring' is not a spring of scene 'card' (springs: highlight.spring, dismiss.spring)\n")
    }

    @Test("convert names the Origami convention and gives the Quartz Composer values")
    func convertOrigami() {
        let output = ShellHarness().run("set spring.response=0.5s spring.bounce=0.3; convert").output
        #expect(output.contains("  Origami/POP  bounciness 5.1473, speed 3.32866; Rebound physical tension 157.914, friction 17.5929\n"
            + "               Quartz Composer values (Origami Studio): tension 20.0314, friction 5.53097\n"))
    }
}
