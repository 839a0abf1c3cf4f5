import Testing
@testable import AnimTuneShell

/// `diff --vs SCENE:GROUP`: one spring against another scene's, field by field.
@Suite("diff --vs compares a spring with another scene's")
struct DiffVsTests {
    @Test("diff --vs lists only the fields where the two springs differ, with units, in the forms they were set in")
    func fieldsThatDiffer() {
        let shell = ShellHarness()
        shell.run("use card; set dismiss.spring.mass=1 dismiss.spring.stiffness=300 dismiss.spring.dampingCoefficient=20; use spring")
        shell.run("set spring.mass=1 spring.stiffness=200 spring.dampingCoefficient=20")
        let diff = shell.run("diff --vs card:dismiss.spring")
        #expect(diff.errors == "")
        #expect(diff.output == """
            spring vs card:dismiss.spring:
            key        spring   card:dismiss.spring
            stiffness  200 N/m  300 N/m

            """)
    }

    @Test("diff GROUP --vs names the forms when they differ and says when there is no difference")
    func formsAndNoDifference() {
        let shell = ShellHarness()
        shell.run("use card; set dismiss.spring.duration=0.6 dismiss.spring.damping=0.8")
        shell.run("set highlight.spring.mass=1 highlight.spring.stiffness=100 highlight.spring.dampingCoefficient=12")
        let diff = shell.run("diff highlight.spring --vs card:dismiss.spring --json")
        #expect(diff.errors == "")
        #expect(diff.output.contains(#""key": "form""#))
        #expect(diff.output.contains(#""highlight.spring": "physical""#))
        #expect(diff.output.contains(#""card:dismiss.spring": "uikit""#))
        #expect(shell.run("diff dismiss.spring --vs card:dismiss.spring").output
                == "no differences between the dismiss.spring and card:dismiss.spring\n")
    }

    @Test("diff --vs refuses a value that names no spring, in one line at the option")
    func refusesNonReference() {
        let shell = ShellHarness()
        let bare = shell.run("diff --vs card")
        #expect(bare.output == "")
        #expect(bare.errors.contains("--vs takes a spring of another scene or preset, SCENE:GROUP or PRESET:GROUP"))
        #expect(shell.run("diff --vs card:nothing").errors.contains("'nothing' is not a spring of scene 'card'"))
        #expect(shell.run("diff a b --vs card:dismiss.spring").errors.contains("unexpected argument 'b'"))
    }
}
