import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneShell
import AnimTuneCore

@Suite("set, get, reset, undo, redo")
struct ParameterCommandTests {
    @Test("values with units are converted to base units")
    func units() {
        let shell = ShellHarness()
        shell.run("set curve.duration 300ms")
        #expect(shell.context.state.number("curve.duration") == 0.3)
        shell.run("set travel=20pt")
        #expect(shell.context.state.number("travel") == 20)
    }

    @Test("a well-formed number too large for a Double is out of range, not malformed")
    func hugeNumberIsOutOfRange() {
        let shell = ShellHarness()
        let result = shell.run("set spring.damping 1e400")
        #expect(result.errors.contains("error: spring.damping: 1e400 is out of range; accepted: "), "\(result.errors)")
        #expect(shell.run("set spring.damping 1e4x").errors.contains("spring.damping: '1e4x' is not "))
    }

    @Test("a UIKit spring that cannot settle in its duration is refused and nothing changes")
    func unsettlingUIKitSpringIsRefused() {
        let shell = ShellHarness()
        shell.run("set spring.duration=1 spring.damping=1")
        let before = shell.context.state
        let result = shell.run("set spring.velocity 10")
        #expect(result.errors == "-c:1:21: error: spring.velocity: this spring has no UIKit form: at damping 1 an initial velocity "
            + "of 10 cannot settle within 1 s; lower the velocity or shorten the duration\n")
        #expect(shell.context.state == before)
    }

    @Test("metrics measures a spring derived from other parameters, named by its curve")
    func metricsOfADerivedSpring() {
        let shell = ShellHarness()
        let result = shell.run("use card; metrics present.spring")
        #expect(result.errors == "")
        #expect(result.output.hasPrefix("present.spring: mass 1, stiffness 256.877, damping 31.2016, velocity 0\n"))
        #expect(result.output.contains("  damping ratio ζ             0.9734\n"))
        shell.run("set card.top 0")
        #expect(shell.run("metrics present.spring").output.contains("  damping ratio ζ             1\n"))
        // The action's name finds the spring it plays.
        #expect(shell.run("metrics present").output == shell.run("metrics present.spring").output)
        #expect(shell.run("metrics presnt").errors == "-c:1:9: error: 'presnt' is not a spring of scene 'card' "
            + "(springs: highlight.spring, dismiss.spring, present.spring)\n")
    }

    @Test("convert says why a spring has no UIKit form")
    func convertNamesWhyThereIsNoUIKitForm() {
        let shell = ShellHarness()
        let result = shell.run("set spring.dampingFraction 1.5; convert")
        #expect(result.output.contains("UIKit        — damping ratio 1.5 is above 1 and UIKit clamps the damping ratio to 1\n"))
        let fast = shell.run("set spring.dampingFraction=0.2 spring.velocity=30; convert")
        #expect(fast.output.contains("UIKit        — initial velocity 30 is not below ζω0 = 2\n"))
    }

    @Test("setting a UIKit key re-derives the physical keys and remembers the form")
    func springForms() {
        let shell = ShellHarness()
        shell.run("set spring.duration=3 spring.damping=0.25")
        let state = shell.context.state
        #expect(state.setting("spring").form == .uikit)
        assertClose(state.number("spring.stiffness"), 54.83363359078326, .absolute(1e-9))
        assertClose(state.number("spring.dampingCoefficient"), 3.702486785620688, .absolute(1e-9))
    }

    @Test("get prints the exact value with its unit")
    func get() {
        let shell = ShellHarness()
        #expect(shell.run("get curve.duration").output == "curve.duration = 0.3 s\n")
        #expect(shell.run("get spring.stiffness").output == "spring.stiffness = 100 N/m\n")
    }

    @Test("get with several keys prints a line each, and a misspelt one prints nothing but its error")
    func getSeveral() {
        let shell = ShellHarness()
        shell.run("use card; set card.top=150 present.dampingInterval=0.4")
        #expect(shell.run("get card.top present.dampingInterval").output == "card.top = 150 pt\npresent.dampingInterval = 0.4\n")
        #expect(shell.run("get card.top present.dampingInterval --json").output.hasPrefix("[\n"))
        let misspelt = shell.run("get card.top card.tpo")
        #expect(misspelt.output == "")
        #expect(misspelt.errors.contains("card.tpo"))
    }

    @Test("undo and redo step through changes")
    func undoRedo() {
        let shell = ShellHarness()
        shell.run("set spring.mass 2; set spring.mass 3")
        #expect(shell.run("undo").output == "undo: spring.mass 3 kg → 2 kg\n")
        #expect(shell.context.state.number("spring.mass") == 2)
        #expect(shell.run("redo").output == "redo: spring.mass 2 kg → 3 kg\n")
        #expect(shell.context.state.number("spring.mass") == 3)
        shell.run("use card")
        #expect(shell.run("undo").output == "undo: scene card → spring\n")
    }

    @Test("a colour without digits is set, and a line starting with # is a note, not a command")
    func colourWithoutDigits() {
        let shell = ShellHarness()
        let result = shell.run("use card\n#fade in the card\nset card.colour #ABCDEF # teal-ish\nget card.colour")
        #expect(result.errors == "")
        #expect(result.output == "card.colour = #ABCDEF\n")
    }

    @Test("undo keeps the last 1000 steps, no more")
    func undoDepth() {
        let shell = ShellHarness()
        let steps = Session.undoDepth + 3
        // 1.001 kg, 1.002 kg, …: every step a change from the default 1 kg.
        #expect(shell.run((1...steps).map { "set spring.mass 1.\(String(format: "%03d", $0))" }.joined(separator: "; ")).errors == "")
        var undone = 0
        while shell.context.session.undo() { undone += 1 }
        #expect(Session.undoDepth == 1000)
        #expect(undone == 1000)
        #expect(shell.run("get spring.mass").output == "spring.mass = 1.003 kg\n")
    }

    @Test("reset restores a key's default, reset all every key")
    func reset() {
        let shell = ShellHarness()
        shell.run("set spring.mass 2 ; set curve easeIn ; reset spring.mass")
        #expect(shell.context.state.number("spring.mass") == 1)
        #expect(shell.context.state.curve("curve") == .easeIn)
        shell.run("reset all")
        #expect(shell.context.state.isDefault)
    }

    @Test("show marks changed parameters")
    func showMarksChanges() {
        let shell = ShellHarness()
        shell.run("set curve.duration 0.5")
        let output = shell.run("show curve.duration").output
        #expect(output.contains("*  curve.duration  0.5    s     0.3      0.01…10"))
    }

    @Test("table prints CSV matching the closed form")
    func table() throws {
        let shell = ShellHarness()
        let output = shell.run("table spring --step 0.5 --to 1").output
        let lines = output.split(separator: "\n")
        #expect(lines[0] == "t,spring")
        #expect(lines.count == 4)
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        let value = try #require(Double(lines[2].split(separator: ",")[1]))
        #expect(value == spring.progress(at: 0.5))
    }
}
