import AnimTuneCore
import Foundation
import Testing
@testable import AnimTuneShell

/// Export warnings are one line of at most 100 characters per finding; what comes with the
/// API an export writes for every spring is listed only by `--verbose`, which gives each whole.
@Suite("export warning lines")
struct ExportWarningLineTests {
    @Test("no warning line of any scene and code format is over 100 characters")
    func linesFit() {
        for scene in SceneCatalog.names {
            let shell = ShellHarness()
            shell.run("use \(scene)")
            for format in ["swiftui", "uikit", "compose", "android", "css", "motion", "flutter", "waapi"] {
                let result = shell.run("export \(format)")
                for line in result.errors.split(separator: "\n") {
                    #expect(line.count <= ExportCommand.warningWidth, "\(scene) \(format): \(line.count) characters: \(line)")
                }
            }
        }
    }

    @Test("the card's untouched SwiftUI, Compose and Android exports warn of nothing; --verbose lists the platform's rendering whole")
    func exportersChoiceOnlyWhenVerbose() {
        let shell = ShellHarness()
        shell.run("use card")
        for format in ["swiftui", "compose", "android"] {
            #expect(shell.run("export \(format)").errors == "", "\(format)")
        }
        let verbose = shell.run("export swiftui --verbose").errors.split(separator: "\n")
        #expect(verbose.count == 2 && verbose.allSatisfy { $0.contains("SwiftUI's .spring steps it at 300 Hz") }, "\(verbose)")
        #expect(verbose.allSatisfy { $0.contains("Animation.interpolatingSpring(mass:stiffness:damping:initialVelocity:) follows the closed form") })
        let android = shell.run("export android --verbose").errors
        #expect(!android.contains("a 100 px move") && android.contains("measured on a move of 100 pt at 60 fps"), "\(android)")
    }

    @Test("a finding about the spring's own values stays, short, with its size; --verbose gives why")
    func ownFindingsStay() {
        let shell = ShellHarness()
        shell.run("set spring.mass=1 spring.stiffness=100 spring.dampingCoefficient=40")
        // ζ = c / (2·√(k·m)) = 40 / 20 = 2: over-damped, which Core Animation before iOS 17 clamps.
        let short = shell.run("export uikit").errors
        #expect(short.hasPrefix("export uikit: warning: spring: coreanimation is up to ") && short.hasSuffix(" (--verbose)\n"), "\(short)")
        let long = shell.run("export uikit --verbose").errors
        #expect(long.contains("renders ζ 2 as critically damped (coreanimation): up to "), "\(long)")
    }

    @Test("a long message is cut after its last clause that fits, and the line says --verbose has the rest")
    func cutAtClause() {
        let warning = ExportWarning(key: "present.spring", message: "its linear() is the spring at card.top 72.04 only, since CSS "
            + "cannot compute it from the element's own; export css-js for applyPresentSpring(), which sets it for any card.top")
        let line = warning.line(prefix: "export css: warning: ", width: 100)
        #expect(line == "export css: warning: present.spring: its linear() is the spring at card.top 72.04 only (--verbose)")
        let words = ExportWarning(key: "k", message: String(repeating: "word ", count: 40)).line(prefix: "p: ", width: 60)
        #expect(words.count <= 60 && words.hasSuffix("… (--verbose)"), "\(words)")
    }
}
