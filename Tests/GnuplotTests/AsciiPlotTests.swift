import Foundation
import Testing
@testable import Gnuplot

@Suite("AsciiPlot: the built-in text chart") struct AsciiPlotTests {
    let chart = AsciiPlot(width: 80, height: 24).render(SampleSpecs.springStep())

    @Test("chart fits the requested size") func chartFitsTheRequestedSize() {
        let lines = chart.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count <= 24)
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test("chart shows title, axes labels and legend") func chartShowsTitleAxesLabelsAndLegend() {
        #expect(chart.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == "spring — tabbar preset")
        #expect(chart.contains("damping 0.5, response 0.52 s, velocity 0"))
        #expect(chart.contains("progress"))
        #expect(chart.contains("time (s)"))
        #expect(chart.contains("1.00 +") || chart.contains("1.0 +"))
        #expect(chart.contains("0.0"))
        #expect(chart.hasSuffix("* spring   . 2 % band (dotted bounds)\n"))
    }

    @Test("annotations are labelled") func annotationsAreLabelled() {
        #expect(chart.contains("overshoot 16.3 % at 0.30 s"))
        #expect(chart.contains("target 1"))
        #expect(chart.contains("settles 0.57 s"))
    }

    @Test("second axis series are marked in the legend") func secondAxisSeriesAreMarkedInTheLegend() {
        let text = AsciiPlot(width: 90, height: 26).render(SampleSpecs.profileTwoAxes())
        #expect(text.contains("* header.scale (left)"))
        #expect(text.contains("# blur.alpha (right)"))
        #expect(text.contains("alpha"))
    }

    @Test("control characters in titles stay on one line") func controlCharactersInTitlesStayOnOneLine() {
        var spec = SampleSpecs.springStep(title: "a\nb\0c")
        spec.subtitle = []
        let text = AsciiPlot(width: 60, height: 16).render(spec)
        #expect(text.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces) == "a bc")
    }

    @Test("nice ticks cover the range") func niceTicksCoverTheRange() {
        let ticks = AsciiPlot.ticks(0...1.2, count: 6)
        #expect(ticks.count == 7)
        #expect(zip(ticks, [0, 0.2, 0.4, 0.6, 0.8, 1, 1.2]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(AsciiPlot.format(0.25, step: 0.25) == "0.25")
        #expect(AsciiPlot.format(-0.0, step: 0.5) == "0.0")
    }
}
