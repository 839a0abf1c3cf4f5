import Testing
@testable import AnimTuneShell

@Suite("--runtime on table, plot, run, metrics; export warnings")
struct RuntimeCommandTests {
    static let overdamped = "set spring.mass=1 spring.stiffness=100 spring.dampingCoefficient=40"

    @Test("table --runtime coreanimation shows an over-damped spring as Core Animation does: critical")
    func coreAnimationClamps() {
        let shell = ShellHarness()
        shell.run(Self.overdamped)
        #expect(shell.run("table spring --runtime coreanimation --from 0.2 --to 0.2").output
                == "t,spring@coreanimation\n0.2,0.5939941502901619\n")
        #expect(shell.run("table spring --runtime coreanimation-overdamping,exact --from 0.2 --to 0.2").output
                == "t,spring@coreanimation-overdamping,spring@exact\n0.2,0.3696399777219823,0.3696399777219823\n")
    }

    @Test("table prints x exactly, on the decimal grid")
    func fullPrecisionX() {
        let output = ShellHarness().run("table spring --step 0.1 --to 0.3").output
        #expect(output == "t,spring\n0,0\n0.1,0.3402998466082985\n0.2,0.8494256348541125\n0.3,1.1243547674084118\n")
    }

    @Test("metrics --distance says when each runtime ends, what is left then and how far it strays")
    func metricsPerRuntime() {
        let result = ShellHarness().run("metrics --distance 2 --runtime android,compose")
        #expect(result.output == """
        spring: mass 1, stiffness 100, damping 10, velocity 0; a move of 2 pt at 60 fps
          runtime  ends (onComplete)  left then  largest deviation from exact
          android  0.166 s            0.615 pt   0.608 pt at 0.167 s
          compose  0.633 s            0.0105 pt  0.053 pt at 0.733 s

        """)
        let json = ShellHarness().run("metrics --distance 2 --runtime android --json").output
        #expect(json.contains("\"runtime\": \"android\",\n      \"endTime\": 0.166,"))
    }

    @Test("metrics names its settling bands and adds SwiftUI's settlingDuration")
    func settlingNames() {
        let output = ShellHarness().run("metrics").output
        #expect(output.contains("  settling time (2 % band)    0.8076 s\n  settling time (0.1 % band)  1.27 s\n"
                                + "  SwiftUI settlingDuration    1.74 s\n"))
    }

    @Test("export of a spring the target renders differently warns once, naming the runtime and the size")
    func exportWarnings() {
        let shell = ShellHarness()
        shell.run(Self.overdamped)
        #expect(shell.run("export uikit --verbose").errors == "export uikit: warning: spring: Core Animation without allowsOverdamping (before iOS 17) "
                + "renders ζ 2 as critically damped (coreanimation): up to 28.6 % of the distance off the spring as set, over the tolerance 0.1 %\n")
        #expect(shell.run("export uikit").errors == "export uikit: warning: spring: coreanimation is up to 28.6 % of the move off the spring (--verbose)\n")
        #expect(shell.run("export android").errors == "", "AndroidX's snap comes with the API the export writes: --verbose only")
        #expect(shell.run("export android --verbose").errors.hasPrefix("export android: warning: spring: AndroidX SpringAnimation computes each frame at its whole-millisecond"))
        shell.run("set spring.response=0.02 spring.dampingFraction=0.7")
        #expect(shell.run("export swiftui --verbose").errors == "export swiftui: warning: spring: SwiftUI's .spring steps it at 300 Hz with "
                + "stiffness capped at 45000 (response 0.02 s runs as 0.0296 s) and ends it near rest (swiftui): up to 9.4 % of the"
                + " distance off the spring as set, over the tolerance 0.1 %; Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:) follows the"
                + " closed form; measured on a move of 100 pt at 60 fps (the thresholds are absolute; metrics --distance D measures yours)\n")
        shell.run("set spring.response=0.5")
        #expect(shell.run("export swiftui --verbose").errors.split(separator: "\n").count == 1)
    }

    @Test("bad --runtime input gets one clear line and changes nothing")
    func refusals() {
        let shell = ShellHarness()
        #expect(shell.run("table spring --runtime andriod").errors == "-c:1:24: error: --runtime: unknown runtime 'andriod'; "
                + "did you mean 'android'? (runtimes: exact, swiftui, swiftui-interpolating, coreanimation, "
                + "coreanimation-overdamping, webkit, android, compose, motion, css, all)\n")
        #expect(shell.run("table curve --runtime android").errors
                == "-c:1:23: error: --runtime applies to a spring's progress; 'curve' is not one (spring curves: spring)\n")
        #expect(shell.run("use card; table card.y --runtime android").errors == "-c:1:34: error: --runtime applies to a spring's "
                + "progress; 'card.y' is not one (spring curves: present.spring, highlight.spring, dismiss.spring)\n")
        #expect(shell.run("table present.spring --runtime android --to 0").output == "t,present.spring@android\n0,0\n")
        shell.run("use spring")
        #expect(shell.run("run --runtime android,compose").errors.hasPrefix("-c:1:15: error: --runtime takes one runtime here: "))
        #expect(shell.run("use profile; run --runtime android").errors
                == "-c:1:28: error: --runtime interrupts an action's spring; scene 'profile' has none (it moves by its own curves)\n")
    }

    @Test("run --runtime plays the platform's frames: over 200 pt Android snaps to the target at 0.933 s")
    func runPlaysRuntime() {
        let shell = ShellHarness()
        #expect(shell.run("run --runtime android --table").output
                .contains("\n0.9167  0.99            1.00           256.48            257.50\n"
                          + "0.9333  1.00            1.00           257.50            257.50\n"))
        #expect(shell.run("run --table").output.contains("\n0.9333  1.00            1.00           256.87            257.50\n"))
    }

    @Test("plot --runtime all draws coinciding runtimes once, names them in a note, and keys the others")
    func plotOverlay() {
        let result = ShellHarness().run("plot spring --runtime all --term dumb --size 120x30")
        // gnuplot may add a line of its own (a locale without a degree sign).
        #expect(result.errors.hasPrefix("note: exact, swiftui-interpolating, coreanimation, coreanimation-overdamping, webkit, css "
                + "coincide (within 0.1 % of the move): drawn once as spring@exact+5\n"))
        for name in ["spring@exact+5", "spring@swiftui", "spring@android", "spring@compose", "spring@motion"] {
            #expect(result.output.contains(name), "\(name)")
        }
        #expect(!result.output.contains("spring@webkit"))
    }

    @Test("help runtimes says what each model follows")
    func help() {
        // Wrapped to 80 columns; continuation lines are indented four spaces.
        let output = ShellHarness().run("help runtimes").output.replacingOccurrences(of: "\n    0.75", with: " 0.75")
        #expect(output.contains("\n  android: AndroidX SpringAnimation: float state stepped per frame, snaps at 0.75 × the minimum visible change\n"))
        #expect(output.contains("Inferred:"))
    }
}
