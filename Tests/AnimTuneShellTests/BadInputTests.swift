import Testing
@testable import AnimTuneShell

@Suite("Bad input: one clear line, nothing changed")
struct BadInputTests {
    @Test("an unknown command names the closest one, with its place")
    func unknownCommand() {
        let result = ShellHarness().run("stt spring.damping 0.5")
        #expect(!result.succeeded)
        #expect(result.errors == "-c:1:1: error: unknown command 'stt'; did you mean 'set'? 'help' lists commands\n")
    }

    @Test("an unknown key names the closest key and points at it")
    func unknownKey() {
        let result = ShellHarness().run("set spring.dampin 0.5")
        #expect(result.errors == "-c:1:5: error: unknown parameter 'spring.dampin' in scene 'spring'; did you mean 'spring.damping'?\n")
    }

    @Test("an out-of-range value names the range and unit and changes nothing")
    func outOfRange() {
        let shell = ShellHarness()
        let before = shell.context.state
        let result = shell.run("set spring.stiffness=100 curve.duration=20s")
        #expect(result.errors == "-c:1:41: error: curve.duration: 20 s is out of range; accepted: 0.01…10 s\n")
        #expect(shell.context.state == before)
    }

    @Test("a value just outside the range is not rounded into it in the message")
    func justOutsideTheRange() {
        #expect(ShellHarness().run("set curve.duration 0.0099999999").errors
            == "-c:1:20: error: curve.duration: 0.0099999999 s is out of range; accepted: 0.01…10 s\n")
        #expect(ShellHarness().run("run --fps 1000.0000001").errors
            == "-c:1:11: error: --fps: 1000.0000001 is out of range; accepted: 1…1000\n")
    }

    @Test("a malformed value says what is accepted")
    func malformed() {
        let result = ShellHarness().run("set curve.duration 0.3x")
        #expect(result.errors == "-c:1:20: error: curve.duration: '0.3x' is not a duration; use seconds like 0.3, 0.3s or 300ms\n")
    }

    @Test("a mistyped colour is reported as a colour at its column")
    func mistypedColour() {
        let result = ShellHarness().run("use tabbar; set background.left #FF000")
        #expect(result.errors == "-c:1:33: error: background.left: '#FF000' is not a colour; use #RRGGBB like #24D6C8\n")
    }

    @Test("a word after a value names it and shows how to write a unit or several keys")
    func extraWordAfterValue() {
        let shell = ShellHarness()
        let before = shell.context.state
        let result = shell.run("set curve.duration 0.3 s")
        #expect(result.errors == "-c:1:24: error: unexpected 's' after the value of 'curve.duration'; "
            + "write a unit without a space (0.3s), or give several as KEY=VALUE KEY=VALUE\n")
        #expect(shell.context.state == before)
    }

    @Test("a key without a value says so and shows the usage")
    func keyWithoutValue() {
        let result = ShellHarness().run("set spring.damping")
        #expect(result.errors == "-c:1:5: error: missing value for 'spring.damping'; usage: set KEY VALUE | set KEY=VALUE [KEY=VALUE …]\n")
    }

    @Test("a script with CRLF line ends runs line by line and reports the right line")
    func crlfScript() {
        let result = ShellHarness().run("set spring.damping 0.7\r\nget spring.damping\r\nset spring.dampin 1\r\n", source: "tune.animtune")
        #expect(result.output == "spring.damping = 0.7\n")
        #expect(result.errors == "tune.animtune:3:5: error: unknown parameter 'spring.dampin' in scene 'spring'; did you mean 'spring.damping'?\n")
    }

    @Test("a bad timing curve names the closest curve")
    func badCurve() {
        let result = ShellHarness().run("set curve easeInOt")
        #expect(result.errors.hasPrefix("-c:1:11: error: curve: 'easeInOt' is not a timing curve;"))
        #expect(result.errors.contains("easeInOut"))
    }

    @Test("the first failing command stops a script; later lines do not run")
    func stopsAtFirstError() {
        let shell = ShellHarness()
        let result = shell.run("set spring.mass 2\nbogus\nset spring.mass 3", source: "tune.animtune")
        #expect(result.errors == "tune.animtune:2:1: error: unknown command 'bogus'; 'help' lists commands\n")
        #expect(shell.context.state.number("spring.mass") == 2)
    }

    @Test("--keep-going runs every line and still fails")
    func keepGoing() {
        let shell = ShellHarness(keepGoing: true)
        let result = shell.run("bogus\nset spring.mass 3")
        #expect(!result.succeeded)
        #expect(shell.context.state.number("spring.mass") == 3)
    }

    @Test("an unknown option lists the accepted ones")
    func unknownOption() {
        let result = ShellHarness().run("table spring --stp 0.1")
        #expect(result.errors == "-c:1:14: error: unknown option '--stp' for 'table'; did you mean '--step'?\n")
    }

    @Test("an unknown scene lists the scenes")
    func unknownScene() {
        let result = ShellHarness().run("use sprung")
        #expect(result.errors.hasPrefix("-c:1:5: error: unknown scene 'sprung'; did you mean 'spring'? scenes: spring"))
    }

    @Test("an unknown curve names the closest curve")
    func unknownCurve() {
        let result = ShellHarness().run("table sprong")
        #expect(result.errors == "-c:1:7: error: unknown curve 'sprong' in scene 'spring'; did you mean 'spring'?\n")
    }

    @Test("a misspelt action where a curve is taken names the action: 'plot prsent' suggests 'present'")
    func misspeltActionAsCurve() {
        let result = ShellHarness().run("use card; plot prsent")
        #expect(result.errors == "-c:1:16: error: unknown curve 'prsent' in scene 'card'; did you mean 'present'?\n")
    }

    @Test("a word after -- is a positional, though it looks like an option")
    func doubleDashEndsOptions() throws {
        let command = Token("export", column: 1)
        let tokens = [Token("--", column: 8), Token("--json", column: 11)]
        let parsed = try ParsedArguments(command: command, tokens: tokens, options: [SharedOption.json.declaration], commandName: "export")
        #expect(parsed.positionals.map(\.text) == ["--json"])
        #expect(!parsed[SharedOption.json])
        #expect(ShellHarness().run("get -- --spring.mass").errors == "-c:1:8: error: unknown parameter '--spring.mass' in scene 'spring'; did you mean 'spring.mass'?\n")
    }

    @Test("an option another action declares is refused at the option, not ignored")
    func actionOptions() {
        #expect(ShellHarness().run("use card; run present --velocity 3").errors
            == "-c:1:34: error: present takes no options, got '--velocity'; use `run present`\n")
        #expect(ShellHarness().run("use profile; run fling --velocity 30000").errors
            == "-c:1:35: error: fling: --velocity 30000 pt/s is out of range; accepted: -20000…20000 pt/s\n")
    }

    @Test("undo with nothing to undo is an error")
    func nothingToUndo() {
        #expect(ShellHarness().run("undo").errors == "-c:1:1: error: nothing to undo\n")
    }
}
