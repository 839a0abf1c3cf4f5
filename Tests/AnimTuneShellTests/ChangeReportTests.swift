import Testing
@testable import AnimTuneShell

/// `set`, `reset`, `use` and `load` say what they changed in a terminal (or with --verbose); scripts stay quiet.
@Suite("set, reset and use report their change")
struct ChangeReportTests {
    static func harness(reports: Bool) -> ShellHarness {
        var environment = ShellEnvironment(workingDirectory: "/tmp")
        environment.reportsChanges = reports
        return ShellHarness(context: CommandContext(out: .buffer(), err: .buffer(), environment: environment))
    }

    @Test("set says the keys it changed and what that did to the spring's overshoot and settling")
    func setReports() {
        let output = Self.harness(reports: true).run("set spring.dampingCoefficient 20").output
        #expect(output == """
            spring.dampingCoefficient 10 N·s/m → 20 N·s/m
              spring: overshoot 16.3 % → 0 %, settle 0.808 s → 0.583 s

            """)
    }

    @Test("use names the scene and whether its values are the defaults; reset all says what it took back")
    func useAndResetReport() {
        let shell = Self.harness(reports: true)
        #expect(shell.run("use tabbar").output == "scene spring → tabbar (defaults)\n")
        shell.run("set spring.damping 0.3; use spring")
        #expect(shell.run("use tabbar").output == "scene spring → tabbar (1 value changed)\n")
        #expect(shell.run("reset all").output.hasPrefix("spring.damping 0.3 → 0.4\n"))
    }

    @Test("load says what it changed: the scene it switched to, or the keys and the motion")
    func loadReports() {
        let shell = Self.harness(reports: true)
        #expect(shell.run("load tabbar").output == "scene spring → tabbar (defaults)\n")
        shell.run("set spring.damping 0.3")
        #expect(shell.run("load tabbar").output.hasPrefix("spring.damping 0.3 → 0.4\n  spring: overshoot "))
    }

    @Test("without a terminal (scripts, pipes, notebooks) they stay quiet")
    func quietInScripts() {
        #expect(Self.harness(reports: false).run("set spring.damping 0.3; use tabbar; reset all").output == "")
    }
}
