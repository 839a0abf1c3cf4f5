import Testing
@testable import AnimTuneShell

/// `import` and `fit` go through the ranges `set` and `load` use: what they store can be saved
/// and loaded back.
@Suite("import and fit respect the parameter ranges")
struct ImportRangeTests {
    @Test("numbers outside the ranges are refused in one line, and the session is unchanged")
    func refused() {
        let cases = [
            ("import '.spring(response: 1e-20, dampingFraction: 0.7)'",
             "-c:1:8: error: import: SwiftUI: imported response 1e-20 s is outside 0.01…10 s (the range of spring.response)\n"),
            ("import 'SpringDescription(mass: 1, stiffness: 1e300, damping: 0)'",
             "-c:1:8: error: import: Flutter: imported stiffness 1e+300 N/m is outside 0.01…100000 N/m (the range of spring.stiffness)\n"),
            ("import 'spring(dampingRatio = 1e20f, stiffness = 0.0001f)'",
             "-c:1:8: error: import: Jetpack Compose: imported stiffness 0.0001 N/m is outside 0.01…100000 N/m (the range of spring.stiffness)\n"),
            ("import 'SpringForce().setStiffness(400f).setDampingRatio(1e20f)'",
             "-c:1:8: error: import: Android SpringForce: imported dampingCoefficient 4e+21 N·s/m is outside 0.001…10000 N·s/m "
                + "(the range of spring.dampingCoefficient)\n"),
        ]
        for (command, message) in cases {
            let shell = ShellHarness()
            let before = shell.context.state
            let result = shell.run(command)
            #expect(!result.succeeded)
            #expect(result.errors == message)
            #expect(shell.context.state == before)
        }
    }

    @Test("a value only the dialect accepts is clamped, with a warning that names it")
    func clamped() {
        let shell = ShellHarness()
        let result = shell.run("import 'UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1.5, initialSpringVelocity: 0)'; get spring.damping")
        #expect(result.succeeded)
        #expect(result.errors == "import: warning: imported damping 1.5 clamped to 1, the nearest in 0.01…1 (the range of spring.damping); "
            + "UIKit treats damping above 1 as 1\n")
        #expect(result.output.hasSuffix("spring.damping = 1\n"))
        let bounce = ShellHarness().run("import '.spring(duration: 0.5, bounce: 1)'")
        #expect(bounce.succeeded)
        #expect(bounce.errors.hasPrefix("import: warning: imported bounce 1 clamped to 0.99, the nearest in -0.9…0.99 (the range of spring.bounce)"))
    }

    @Test("what import accepted, save writes and load reads back")
    func saveLoad() throws {
        let folder = "/tmp/animtune-import-range-\(UInt32.random(in: 0...UInt32.max))"
        let shell = ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(),
                                                         environment: ShellEnvironment(workingDirectory: "/tmp", presetsOverride: folder)))
        defer { _ = shell.run("reset all") }
        for snippet in [".spring(duration: 0.5, bounce: -0.95)", "SpringDescription(mass: 1000, stiffness: 0.01, damping: 0.001)",
                        "UIView.animate(withDuration: 10, delay: 0, usingSpringWithDamping: 3, initialSpringVelocity: 0)"] {
            let result = shell.run("import '\(snippet)'; save ranged --force; load ranged")
            #expect(result.succeeded, "\(snippet): \(result.errors)")
        }
    }

    @Test("a fitted spring outside the ranges is refused")
    func fit() {
        let result = ShellHarness().run("fit 'cubic-bezier(0, 1, 0, 1)' --duration 0.001s")
        #expect(!result.succeeded)
        #expect(result.errors.contains("fit: the best spring is not valid here: fitted stiffness"), "\(result.errors)")
        #expect(result.errors.contains("(the range of spring.stiffness)"))
    }
}

@Suite("solve respects the parameter ranges")
struct SolveRangeTests {
    @Test("a solved spring outside the ranges is refused in one line, and the session is unchanged")
    func refused() {
        let shell = ShellHarness()
        let before = shell.context.state
        let result = shell.run("solve spring overshoot=0.0001% settle=0.00001s")
        #expect(!result.succeeded)
        #expect(result.errors.hasPrefix("-c:1:14: error: solve: the spring that meets these targets is not valid here: solved stiffness "),
                "\(result.errors)")
        #expect(result.errors.hasSuffix(" N/m is outside 0.01…100000 N/m (the range of spring.stiffness)\n"))
        #expect(shell.context.state == before)
    }
}
