import Foundation
import Testing
@testable import Gnuplot

@Suite("Plotter: gnuplot or the built-in chart") struct PlotterTests {
    let missing = Plotter(session: GnuplotSession(environment: ["ANIMTUNE_GNUPLOT": "/nonexistent", "PATH": "/usr/bin:/bin"]))

    @Test("without gnuplot, text plots fall back to ASCII") func withoutGnuplotTextPlotsFallBackToASCII() throws {
        #expect(!missing.usesGnuplot)
        let rendering = try missing.plot(SampleSpecs.springStep(), to: .dumb(width: 80, height: 24, colour: false))
        #expect(rendering.usedFallback)
        #expect(rendering.text.contains("spring — tabbar preset"))
        #expect(rendering.text.contains("time (s)"))
    }

    @Test("without gnuplot, file output says how to install it") func withoutGnuplotFileOutputSaysHowToInstallIt() {
        #expect(throws: GnuplotError.fileOutputNeedsGnuplot("/tmp/x.png")) {
            try missing.plot(SampleSpecs.springStep(), to: .file("/tmp/x.png"))
        }
        #expect(GnuplotError.fileOutputNeedsGnuplot("/tmp/x.png").description
            == "cannot write '/tmp/x.png' without gnuplot; install it (apt-get install gnuplot-nox, or brew install gnuplot)")
        #expect(throws: GnuplotError.windowNeedsGnuplot) { try missing.plot(SampleSpecs.springStep(), to: .window(size: nil)) }
    }

    @Test("install hint names both package managers") func installHintNamesBothPackageManagers() {
        #expect(AsciiPlot.installMessage.contains("apt-get install gnuplot-nox"))
        #expect(AsciiPlot.installMessage.contains("brew install gnuplot"))
    }

    @Test("with gnuplot, dumb output is clean text", .enabled(if: TestSupport.gnuplotRuns, "gnuplot is not installed"))
    func withGnuplotDumbOutputIsCleanText() throws {
        let plotter = Plotter(session: TestSupport.session())
        defer { plotter.session.close() }
        let rendering = try plotter.plot(SampleSpecs.springStep(), to: .dumb(width: 80, height: 24, colour: false))
        #expect(!rendering.usedFallback)
        #expect(!rendering.text.contains("\u{0C}"))
        #expect(rendering.text.split(separator: "\n").allSatisfy { $0.last != " " })
        #expect(rendering.text.contains("spring — tabbar preset"))
    }

    @Test("dumb output gives the axis label a row of its own under a long subtitle", .enabled(if: TestSupport.gnuplotRuns, "gnuplot is not installed"))
    func dumbOutputGivesTheAxisLabelARowOfItsOwnUnderALongSubtitle() throws {
        let plotter = Plotter(session: TestSupport.session())
        defer { plotter.session.close() }
        var spec = SampleSpecs.springStep()
        spec.subtitle = [String(repeating: "a long subtitle ", count: 4)]
        let rendering = try plotter.plot(spec, to: .dumb(width: 70, height: 24, colour: false))
        let lines = rendering.text.split(separator: "\n")
        let subtitle = try #require(lines.firstIndex { $0.contains("a long subtitle") })
        #expect(!lines[subtitle].contains("progress"))
        #expect(lines[subtitle + 1].trimmingCharacters(in: .whitespaces).hasPrefix("progress"))
    }

    @Test("with gnuplot, file output prints nothing", .enabled(if: TestSupport.gnuplotRuns, "gnuplot is not installed"))
    func withGnuplotFileOutputPrintsNothing() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plotter = Plotter(session: TestSupport.session())
        defer { plotter.session.close() }
        let path = directory.appendingPathComponent("out.svg").path
        let rendering = try plotter.plot(SampleSpecs.profileTwoAxes(), to: .file(path))
        #expect(rendering.text.isEmpty)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("empty plot is refused even without gnuplot") func emptyPlotIsRefusedEvenWithoutGnuplot() {
        let empty = PlotSpec(title: "t", xLabel: "x", yLabel: "y", series: [])
        #expect(throws: GnuplotError.emptyPlot) { try missing.plot(empty, to: .defaultDumb) }
    }
}
