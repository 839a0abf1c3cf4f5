import Foundation
import Testing
@testable import Gnuplot

@Suite struct SampleRenderTests {
    @Test(.enabled(if: GnuplotSession().isAvailable))
    func springStepRendersToSamplePNG() throws {
        let session = GnuplotSession()
        let plotter = Plotter(session: session)
        _ = try plotter.plot(SampleSpecs.springStep(), to: .file("/tmp/gnuplot-sample.png"))
        _ = try plotter.plot(SampleSpecs.profileTwoAxes(), to: .file("/tmp/gnuplot-sample-profile.png"))
        let text = try plotter.plot(SampleSpecs.springStep(), to: .dumb(width: 80, height: 25, colour: false))
        print(text.text)
        print(AsciiPlot(width: 80, height: 25).render(SampleSpecs.springStep()))
        print(AsciiPlot(width: 80, height: 25).render(SampleSpecs.profileTwoAxes()))
    }
}
