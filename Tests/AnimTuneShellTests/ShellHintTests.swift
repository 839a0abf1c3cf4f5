import AnimTuneCore
import Foundation
import Testing
@testable import AnimTuneShell

/// The hints of #29: what a mistaken line most likely meant.
@Suite("Hints for likely mistakes")
struct ShellHintTests {
    @Test("a spring's damping above 1 is refused and points to its damping coefficient, nothing changed")
    func dampingMeanings() {
        let shell = ShellHarness()
        let before = shell.context.state
        let result = shell.run("set spring.damping=20")
        #expect(result.errors == "-c:1:20: error: spring.damping: 20 is out of range; accepted: 0.01…1; here damping is the ratio ζ "
            + "as in UIKit; a damping coefficient as in Figma, motion or Core Animation is spring.dampingCoefficient "
            + "(set spring.dampingCoefficient=20)\n")
        #expect(shell.context.state == before)
        // A ratio below the range is not about the other meaning.
        #expect(!ShellHarness().run("set spring.damping=0.001").errors.contains("dampingCoefficient"))
    }

    @Test("solve with a bare settle time of 500 asks whether 500ms was meant; 2 (seconds) and 500s are taken")
    func bareMilliseconds() {
        let result = ShellHarness().run("solve spring overshoot=5% settle=500")
        #expect(!result.succeeded)
        #expect(result.errors.contains("settle: 500 s is longer than a UI animation; did you mean 500ms?"))
        #expect(ShellHarness().run("solve spring overshoot=5% settle=500ms").succeeded)
        #expect(ShellHarness().run("solve spring overshoot=5% settle=2").succeeded)
    }

    @Test("'defaults' typed as a command says which commands show and restore the defaults")
    func defaults() {
        let result = ShellHarness().run("defaults")
        #expect(result.errors == "-c:1:1: error: 'defaults' is not a command; 'show' lists every value beside its default, "
            + "'reset all' puts them all back, 'reset KEY' one\n")
    }

    @Test("copy card:dismiss.spring sets this scene's spring to the card's dismissal, in its form; undo takes it back")
    func copySpring() throws {
        let shell = ShellHarness()
        let before = shell.context.state
        let result = shell.run("copy card:dismiss.spring")
        #expect(result.succeeded, "\(result.errors)")
        #expect(result.output.hasSuffix("copied card:dismiss.spring to spring\n"))
        let card = CardScene().defaultState
        #expect(shell.context.state.setting("spring") == card.setting("dismiss.spring"))
        #expect(shell.run("undo").succeeded)
        #expect(shell.context.state == before)
        #expect(ShellHarness().run("copy card:dismis.spring").errors.contains("did you mean 'dismiss.spring'?"))
        #expect(ShellHarness().run("copy card").errors.contains("write SCENE:GROUP or PRESET:GROUP"))
        #expect(ShellHarness().run("use card; copy tabbar:spring dismiss.spring").succeeded)
    }

    @Test("metrics --vs card:dismiss.spring measures that spring after this one; a bare preset name is refused for --vs here")
    func metricsVersus() throws {
        let result = ShellHarness().run("metrics --vs card:dismiss.spring")
        #expect(result.succeeded, "\(result.errors)")
        let card = CardScene().defaultState.spring("dismiss.spring")
        let zeta = NumberFormatting.short(SpringMetrics(card).dampingRatio, digits: 4)
        let blocks = result.output.components(separatedBy: "card:dismiss.spring: ")
        #expect(result.output.hasPrefix("spring: "))
        #expect(blocks.count == 2)
        #expect(blocks.last?.contains("damping ratio ζ") == true && blocks.last?.contains(zeta) == true, "\(result.output)")
        let json = ShellHarness().run("metrics --vs card:dismiss.spring --json")
        #expect(json.succeeded && json.output.hasPrefix("["))
        #expect(ShellHarness().run("metrics --vs card").errors.contains("--vs takes a spring of another scene or preset"))
    }

    @Test("plot spring --vs card:dismiss.spring overlays the card's dismissal; a curve that is no spring says what --vs needs")
    func plotVersus() throws {
        let shell = ShellHarness()
        let result = shell.run("plot spring --vs card:dismiss.spring --term dumb")
        #expect(result.succeeded, "\(result.errors)")
        #expect(result.output.contains("card:dismiss.spring"), "\(result.output)")
        #expect(result.output.contains("spring, card:dismiss.spring") && !result.output.contains("preset card:"), "\(result.output)")
        let notch = ShellHarness().run("use notch; plot drop.y --vs card:dismiss.spring --term dumb")
        #expect(notch.errors.contains("compares a spring"))
    }
}
