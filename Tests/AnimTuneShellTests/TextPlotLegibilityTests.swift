import Foundation
import Gnuplot
import Testing
@testable import AnimTuneShell

/// Text plots through gnuplot's dumb terminal: every label and legend entry reads whole.
@Suite("text plots are legible")
struct TextPlotLegibilityTests {
    static let hasGnuplot: Bool = {
        if case .success = GnuplotSession.locate(environment: ProcessInfo.processInfo.environment) { return true }
        return false
    }()

    @Test("the overshoot label is not cut by the settling line; each legend entry has its own line",
          .enabled(if: hasGnuplot))
    func springLabels() {
        let shell = ShellHarness()
        let plot = shell.run("set spring.damping 0.3; plot spring --term dumb").output
        #expect(plot.contains("overshoot 37.2 % at 0.22 s"), "\(plot)")
        #expect(plot.contains("settles 0.74 s"))
        let twoCurves = ShellHarness().run("use tabbar; plot indicator.x camera.height --term dumb").output
        let legend = twoCurves.split(separator: "\n").suffix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(legend == ["indicator.x *******", "camera.height #######"], "\(twoCurves)")
    }

    @Test("marker labels are drawn over the curves, not under them", .enabled(if: hasGnuplot))
    func markerLabels() {
        let plot = ShellHarness().run("use profile; plot header.translation label.translation --term dumb").output
        for label in ["stop 40", "label 95", "blur 130"] {
            #expect(plot.contains(label), "\(label) missing:\n\(plot)")
        }
    }
}
