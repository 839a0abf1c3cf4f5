import AnimTuneCore
import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneShell

/// `metrics --reduced`, `run --reduced` and `ACTION.reduced` through the shell.
@Suite("Reduced motion commands")
struct ReducedCommandTests {
    static func animations(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return try #require(object?["animations"] as? [[String: Any]])
    }

    @Test("use card; metrics --reduced --json: every fade has no translation or scaling; tightened present and dismiss do not overshoot and last as long")
    func cardAcceptance() throws {
        let shell = ShellHarness()
        let result = shell.run("use card; metrics --reduced --json")
        #expect(result.errors == "")
        let fades = try Self.animations(result.output).filter { $0["strategy"] as? String == "fade" }
        #expect(Set(fades.compactMap { $0["action"] as? String }) == ["present", "dismiss"])
        for fade in fades {
            #expect(fade["maxTranslation"] as? Double == 0)
            #expect(fade["maxScaleDeviation"] as? Double == 0)
            #expect(fade["vestibular"] as? Bool == false)
        }
        let tightened = shell.run("set present.reduced=tighten dismiss.reduced=tighten; metrics --reduced --json")
        #expect(tightened.errors == "")
        let animations = try Self.animations(tightened.output).filter { ["present", "dismiss"].contains($0["action"] as? String) }
        #expect(animations.count == 2)
        for animation in animations {
            #expect(animation["strategy"] as? String == "tighten")
            #expect(animation["overshoot"] as? Double == 0)
            let full = try #require(animation["full"] as? [String: Any])
            let duration = try #require(animation["duration"] as? Double), fullDuration = try #require(full["duration"] as? Double)
            #expect(abs(duration - fullDuration) <= 0.05 * fullDuration)
        }
        // The full dismissal's ζ 0.7 overshoot is e^(−0.7π/√0.51).
        let dismiss = try #require(animations.first { $0["action"] as? String == "dismiss" }?["full"] as? [String: Any])
        let overshoot = try #require(dismiss["overshoot"] as? Double)
        assertClose(overshoot, exp(-0.7 * Double.pi / 0.51.squareRoot()), .absolute(1e-3))
    }

    @Test("metrics --reduced prints a row per variant and refuses a group or --runtime")
    func metricsText() {
        let shell = ShellHarness()
        let result = shell.run("use tabbar; metrics --reduced")
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("tabbar: motion triggers with reduced motion off (full) and on (reduced)\n"))
        #expect(result.output.contains("  select  fade"))
        #expect(shell.run("metrics spring --reduced").errors.contains("metrics --reduced measures every action of the scene; drop 'spring'"))
        #expect(shell.run("metrics --reduced --runtime web").errors.contains("--runtime measures a spring on a platform, not with --reduced"))
        let shorten = shell.run("set select.reduced=shorten; metrics --reduced")
        #expect(shorten.output.contains("warning: shorten only time-scales the motion"))
    }

    @Test("run --reduced plays the strategy: a fade reads its progress, shorten warns")
    func runReduced() {
        let shell = ShellHarness()
        let fade = shell.run("use card; run present --reduced --table --fps 20")
        #expect(fade.errors == "")
        #expect(fade.output.contains("fade"), "\(fade.output)")
        #expect(!fade.output.contains("expansion"))
        let full = shell.run("run present --table --fps 20")
        #expect(full.output.contains("expansion"))
        let shorten = shell.run("set present.reduced=shorten; run present --reduced --table")
        #expect(shorten.errors.contains("warning: shorten only time-scales the motion"))
    }

    @Test("a strategy outside the six is refused with what is accepted")
    func badStrategy() {
        let result = ShellHarness().run("use card; set present.reduced=wobble")
        #expect(result.errors.contains("present.reduced"), "\(result.errors)")
        #expect(result.errors.contains("fade, tighten, track, snap, shorten, none"), "\(result.errors)")
    }

    @Test("present.reduced survives save and load, and show and diff list it")
    func savedAndLoaded() throws {
        let folder = try NotebookFolder()
        let shell = ShellHarness()
        shell.context.environment = folder.environment
        #expect(shell.run("use card; set present.reduced=tighten").errors == "")
        #expect(shell.run("diff").output.contains("present.reduced"))
        #expect(shell.run("save calm").errors == "")
        #expect(try #require(folder.read("Presets/calm.json")).contains("\"reduced\": \"tighten\""))
        #expect(shell.run("show present.reduced").output.contains("tighten"))
        #expect(shell.run("reset present.reduced; load calm").errors == "")
        #expect(shell.context.state.value(forKey: "present.reduced") == .word("tighten"))
    }

    @Test("a preset written before reduced motion loads with the scene's default strategies")
    func olderPresetLoads() throws {
        let text = try #require(BuiltInPresets.files["card"])
        var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        func strip(_ value: Any) -> Any {
            guard let members = value as? [String: Any] else { return value }
            return members.filter { $0.key != "reduced" }.mapValues(strip)
        }
        object = strip(object) as! [String: Any]
        let old = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        #expect(!old.contains("reduced"))
        let preset = try PresetDecoder.decode(old)
        #expect(preset.state.value(forKey: "present.reduced") == .word("fade"))
        #expect(preset.state.value(forKey: "highlight.reduced") == .word("tighten"))
        #expect(preset.state.number("reduced.fadeDuration") == 0.2)
    }

    @Test("export --reduced-check fails naming the action that moves without a branch, and passes otherwise")
    func reducedCheck() {
        let shell = ShellHarness()
        let passed = shell.run("use card; export css --reduced-check")
        #expect(passed.succeeded && !passed.errors.contains("--reduced-check"), "\(passed.errors)")
        let failed = shell.run("set present.reduced=none; export swiftui --reduced-check")
        #expect(!failed.succeeded)
        #expect(failed.output == "", "nothing is written when the check fails")
        #expect(failed.errors.contains("--reduced-check: no reduced-motion branch for 'present' moves (translation "), "\(failed.errors)")
        #expect(failed.errors.contains("present.reduced is none"))
        // highlight only scales by 0.04, still a trigger: none there fails too, naming it.
        let highlight = shell.run("set present.reduced=fade highlight.reduced=none; export css --reduced-check")
        #expect(highlight.errors.contains("'highlight' moves"), "\(highlight.errors)")
        let shorten = shell.run("set highlight.reduced=shorten; export motion")
        #expect(shorten.succeeded)
        #expect(shorten.errors == "export motion: warning: highlight.reduced is shorten: keeps every move; fade or tighten (--verbose)\n")
        #expect(shell.run("export motion --verbose").errors
                == "export motion: warning: highlight.reduced is shorten: " + ReducedStrategy.shortenWarning + "\n")
    }

    @Test("plot --reduced overlays the tightened curve, and says why for a strategy that does not redraw it")
    func plotReduced() {
        let shell = ShellHarness()
        let plot = shell.run("use tabbar; set select.reduced=tighten; plot spring --reduced --term dumb")
        #expect(plot.succeeded, "\(plot.errors)")
        #expect(plot.output.contains("reduced (select.reduced tighten)"))
        let refused = shell.run("set select.reduced=fade; plot spring --reduced --term dumb")
        #expect(refused.errors.contains("select.reduced is fade, which does not redraw the curve"))
    }

    @Test("help reduced lists the strategies and the scene's choices")
    func helpReduced() {
        let result = ShellHarness().run("use card; set dismiss.reduced=snap; help reduced")
        #expect(result.errors == "")
        for strategy in ReducedStrategy.allCases { #expect(result.output.contains("  \(strategy.rawValue): ")) }
        #expect(result.output.contains("  dismiss.reduced = snap\n"))
    }
}
