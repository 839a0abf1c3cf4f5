import Testing
@testable import AnimTuneShell

/// What a new user tripped over: messages that name only what works, values stored as typed.
@Suite("command messages keep their word")
struct CommandMessageTests {
    @Test("solve names only the targets it accepts, in its error messages too")
    func solveTargetNames() {
        let one = ShellHarness().run("solve overshoot=5%")
        #expect(one.errors == "-c:1:7: error: solve: give exactly two targets out of overshoot, settle, peak, duration (got 1: overshoot)\n")
        let unknown = ShellHarness().run("solve settlingTime=0.5s overshoot=5%")
        #expect(unknown.errors == "-c:1:7: error: unknown target 'settlingTime'; did you mean 'settle'? (targets: overshoot, settle, peak, duration)\n")
        #expect(ShellHarness().run("solve peak=0.25s duration=0.5s").errors
            == "-c:1:7: error: solve: peak must be above half the duration (got peak 0.25 s, duration 0.5 s)\n")
    }

    @Test("a percentage or milliseconds are stored as the decimal typed: 70% is 0.7, 300ms is 0.3 s")
    func decimalExactUnits() {
        #expect(ShellHarness().run("set spring.damping 70%; get spring.damping").output == "spring.damping = 0.7\n")
        #expect(ShellHarness().run("set spring.damping 7e1%; get spring.damping").output == "spring.damping = 0.7\n")
        #expect(ShellHarness().run("set spring.duration 300ms; get spring.duration").output == "spring.duration = 0.3 s\n")
        #expect(ShellHarness().run("set spring.damping 1e-1e%").errors.contains("'1e-1e%' is not a ratio"))
    }

    @Test("a short option such as -h is named as an option, with where to find help")
    func shortOption() {
        #expect(ShellHarness().run("metrics -h").errors
            == "-c:1:9: error: unknown option '-h' for 'metrics'; 'help metrics' explains it and its '--' options\n")
        #expect(ShellHarness().run("set spring.bounce -0.3").errors == "")
    }

    @Test("an option of another command says which command has it")
    func optionOfAnotherCommand() {
        #expect(ShellHarness().run("run --vs defaults").errors == "-c:1:5: error: unknown option '--vs' for 'run'; --vs belongs to 'metrics', 'plot', 'tune'; "
            + "options: --fps, --speed, --loop, --table, --csv, --gif, --frames, --size, --runtime, --retarget, --policy, --reduced, --force, "
            + "--release, --velocity\n")
    }

    @Test("convert takes a derived spring as metrics does")
    func convertDerivedSpring() {
        let result = ShellHarness().run("use card; convert present.spring")
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("present.spring (derived from the scene's parameters)\n  UIKit        UIView.animate(withDuration: 0.535488"))
    }

    @Test("a UIKit key of an over-damped spring says why it has no value")
    func overDampedUIKitKey() {
        #expect(ShellHarness().run("set spring.bounce -0.3; get spring.damping").output
            == "spring.damping = — (the spring is over-damped; this spring has no UIKit form: damping ratio 1.429 is above 1 and UIKit clamps the damping ratio to 1)\n")
    }
}
