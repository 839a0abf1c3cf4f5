import Foundation
import Testing
@testable import Gnuplot

@Suite("GnuplotScript: scripts from plot specs") struct GnuplotScriptTests {
    let spec = SampleSpecs.springStep()

    @Test("file output sets terminal output and closes the file") func fileOutputSetsTerminalOutputAndClosesTheFile() throws {
        let script = try GnuplotScript(spec: spec, output: .file("/tmp/plot.png"))
        let lines = script.commands.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("set terminal pngcairo size 960,600 noenhanced") })
        #expect(lines.contains("set output '/tmp/plot.png'"))
        let unset = try #require(lines.firstIndex(of: "unset output"))
        let plot = try #require(lines.firstIndex { $0.hasPrefix("plot ") })
        #expect(unset > plot)
        #expect(script.terminal == "pngcairo")
    }

    @Test("file format follows the extension", arguments: [("a.svg", "svg"), ("a.PDF", "pdfcairo"), ("a.gif", "gif"), ("a.png", "pngcairo")])
    func fileFormatFollowsTheExtension(name: String, terminal: String) throws {
        let script = try GnuplotScript(spec: spec, output: .file("/tmp/" + name))
        #expect(script.commands.contains("set terminal \(terminal) "))
    }

    @Test("dumb output names its size and colour mode") func dumbOutputNamesItsSizeAndColourMode() throws {
        let mono = try GnuplotScript(spec: spec, output: .dumb(width: 100, height: 30, colour: false))
        #expect(mono.commands.contains("set terminal dumb size 100,30 noenhanced mono"))
        let colour = try GnuplotScript(spec: spec, output: .dumb(width: 100, height: 30, colour: true))
        #expect(colour.commands.contains("set terminal dumb size 100,30 noenhanced ansirgb"))
        #expect(!colour.commands.contains("set output '"))
    }

    @Test("terminal is set before anything is drawn") func terminalIsSetBeforeAnythingIsDrawn() throws {
        let script = try GnuplotScript(spec: spec, output: .sixel(width: 640, height: 400))
        let lines = script.commands.split(separator: "\n")
        #expect(lines.prefix(4).contains { $0.hasPrefix("set terminal sixelgd size 640,400") })
    }

    @Test("data travels in datablocks, not inline") func dataTravelsInDatablocksNotInline() throws {
        let script = try GnuplotScript(spec: SampleSpecs.profileTwoAxes(), output: .defaultDumb)
        #expect(script.datablocks.map(\.name) == ["data0", "data1", "data2"])
        #expect(script.datablocks[0].definition.hasPrefix("$data0 << EOD\n0 0x1p+0\n"))
        #expect(script.datablocks[0].definition.hasSuffix("\nEOD\n"))
        #expect(!script.commands.contains("<< EOD"))
        #expect(script.commands.contains("$data1 using 1:2 axes x1y2"))
    }

    @Test("second axis is labelled and ticked") func secondAxisIsLabelledAndTicked() throws {
        let script = try GnuplotScript(spec: SampleSpecs.profileTwoAxes(), output: .file("/tmp/p.png"))
        #expect(script.commands.contains("set y2label 'alpha'"))
        #expect(script.commands.contains("set y2tics"))
        #expect(script.commands.contains("with lines lw 2 dt (8,5)"))
    }

    @Test("spring annotations are drawn") func springAnnotationsAreDrawn() throws {
        let script = try GnuplotScript(spec: spec, output: .file("/tmp/s.png"))
        #expect(script.commands.contains("set object 1 rect from graph 0, first 0.98 to graph 1, first 1.02 behind"))
        #expect(script.commands.contains("set arrow 1 from graph 0, first 1 to graph 1, first 1 nohead"))
        #expect(script.commands.contains("'overshoot 16.3 % at 0.30 s'"))
        #expect(script.commands.contains("keyentry with boxes"))
        #expect(script.commands.contains("'2 % band'"))
        #expect(script.commands.contains("set xlabel 'time (s)'"))
        #expect(script.commands.contains("set ylabel 'progress'"))
    }

    @Test("a marker's label above the graph starts at a line at the left edge, ends at one at the right, and is centred elsewhere")
    func markerLabelsStayOnTheImage() throws {
        var marked = spec
        marked.panels[0].xRange = 0...1.5
        marked.panels[0].annotations += [.verticalLine(x: 0.04, label: "release"), .verticalLine(x: 0.75, label: "middle"),
                                         .verticalLine(x: 1.3, label: "near"), .verticalLine(x: 1.46, label: "end")]
        let script = try GnuplotScript(spec: marked, output: .file("/tmp/s.png"))
        let labels = script.commands.split(separator: "\n").filter { $0.hasPrefix("set label") && $0.contains("graph 1") }
        let side = { (text: String) in labels.first { $0.contains("'\(text)'") }.map { line in ["left", "center", "right"].first { line.contains(" \($0) offset") } } }
        #expect(side("release") == "left")
        #expect(side("middle") == "center")
        #expect(side("end") == "right")
        // At 87 % of the range a label stays centred: moved, it would reach its neighbour's.
        #expect(side("near") == "center")
        #expect(GnuplotScript.labelSide(0.5, in: nil) == "center")
    }

    @Test("text plots draw the target under the data and no band") func textPlotsDrawTheTargetUnderTheDataAndNoBand() throws {
        let script = try GnuplotScript(spec: spec, output: .defaultDumb)
        #expect(!script.commands.contains("rect from"))
        #expect(!script.commands.contains("2 % band"))
        #expect(!script.commands.contains("first 1 to graph 1, first 1"))
        let plot = try #require(script.commands.split(separator: "\n").first { $0.hasPrefix("plot ") })
        #expect(plot == "plot 1 axes x1y1 with lines lt 0 lc rgb '\(PlotColor.reference)' notitle, \\")
        #expect(script.commands.contains("$data0 using 1:2 axes x1y1 with lines lt 1 dt 1"))
    }

    @Test("user text only appears quoted", arguments: TestSupport.hostileCorpus(sentinel: "/tmp/sentinel"))
    func userTextOnlyAppearsQuoted(text: String) throws {
        var hostile = spec
        hostile.title = text
        hostile.subtitle = [text]
        hostile.xLabel = text
        hostile.panels[0].yLabel = text
        hostile.panels[0].series[0].name = text
        hostile.panels[0].annotations.append(.verticalLine(x: 0.1, label: text))
        let script = try GnuplotScript(spec: hostile, output: .file("/tmp/hostile.png"))
        // Outside single quotes, the only double-quoted strings are the fixed escapes.
        let pieces = GnuplotQuoteTests.doubleQuotedPieces(script.commands)
        #expect(pieces.allSatisfy { [#"\047"#, #"\n"#, #"\r"#].contains($0) })
        #expect(script.commands.contains("title \(GnuplotQuote.label(text))"))
        // Every command stays on its own line: no user text opens a new one.
        for line in script.commands.split(separator: "\n") {
            #expect(line.first?.isLetter == true || line.hasPrefix("     $") || line.hasPrefix("     keyentry"), "unexpected line: \(line)")
        }
    }

    @Test("empty plot is refused") func emptyPlotIsRefused() {
        let empty = PlotSpec(title: "t", xLabel: "x", yLabel: "y", series: [PlotSeries(name: "s", points: [])])
        #expect(throws: GnuplotError.emptyPlot) { try GnuplotScript(spec: empty, output: .defaultDumb) }
        #expect(GnuplotError.emptyPlot.description == "nothing to plot: no series has any point")
    }

    @Test("relative output file is refused") func relativeOutputFileIsRefused() {
        #expect(throws: GnuplotError.relativeFileName("out.png")) {
            try GnuplotScript(spec: spec, output: .file(path: "out.png", format: .png, size: nil))
        }
    }

    @Test("non-finite samples break the line") func nonFiniteSamplesBreakTheLine() {
        let block = GnuplotDatablock(name: "d", points: [
            PlotPoint(x: 0, y: 1), PlotPoint(x: 1, y: .nan), PlotPoint(x: 2, y: .infinity), PlotPoint(x: 3, y: 2),
        ])
        #expect(block.definition == "$d << EOD\n0 0x1p+0\n\n0x1.8p+1 0x1p+1\nEOD\n")
    }

    @Test("a datablock's canonical text has its samples as decimals, whatever form travels to gnuplot")
    func canonicalTextIsDecimal() {
        let block = GnuplotDatablock(name: "d", points: [
            PlotPoint(x: 0, y: 1), PlotPoint(x: 1, y: .nan), PlotPoint(x: 3, y: 0.1 + 0.2),
        ])
        #expect(block.canonicalDefinition == "$d << EOD\n0.0 1.0\n\n3.0 0.30000000000000004\nEOD\n")
        #expect(GnuplotScript(commands: "plot $d\n", datablocks: [block]).canonicalText == block.canonicalDefinition + "plot $d\n")
        let written = GnuplotDatablock(name: "r", rows: "1 2\n")
        #expect(written.canonicalDefinition == written.definition)
    }

    @Test("a datablock of no points, or of no finite point, has no rows")
    func datablockOfNoPoints() {
        #expect(GnuplotDatablock(name: "d", points: []).definition == "$d << EOD\nEOD\n")
        #expect(GnuplotDatablock(name: "d", points: [PlotPoint(x: .nan, y: 1)]).definition == "$d << EOD\nEOD\n")
    }

    @Test("datablock names are sanitised") func datablockNamesAreSanitised() {
        #expect(GnuplotDatablock(name: "x'; system(1)", rows: "").name == "xsystem1")
    }
}

@Suite("PlotOutput: file formats by extension") struct PlotOutputTests {
    @Test("file format is inferred from the extension") func fileFormatIsInferredFromTheExtension() throws {
        #expect(try PlotOutput.file("/tmp/a.svg") == .file(path: "/tmp/a.svg", format: .svg, size: nil))
        #expect(try PlotFileFormat(path: "/tmp/x.Png") == .png)
    }

    @Test("unknown extension names the accepted ones") func unknownExtensionNamesTheAcceptedOnes() {
        #expect(throws: GnuplotError.unknownFileFormat(path: "/tmp/a.jpg", accepted: ["png", "svg", "pdf", "gif"])) {
            try PlotOutput.file("/tmp/a.jpg")
        }
        #expect(GnuplotError.unknownFileFormat(path: "/tmp/a.jpg", accepted: PlotFileFormat.acceptedExtensions).description
            == "unknown image format '.jpg' in '/tmp/a.jpg'; accepted: .png, .svg, .pdf, .gif")
        #expect(GnuplotError.unknownFileFormat(path: "/tmp/plot", accepted: PlotFileFormat.acceptedExtensions).description
            == "no image format extension in '/tmp/plot'; accepted: .png, .svg, .pdf, .gif")
    }

    @Test("size is read from width by height") func sizeIsReadFromWidthByHeight() throws {
        #expect(try PlotSize(parsing: "800x500") == PlotSize(width: 800, height: 500))
        #expect(try PlotSize(parsing: "120X40") == PlotSize(width: 120, height: 40))
        #expect(try PlotSize(parsing: "640×480").description == "640x480")
        // Tabs and space separators around either side are blanks, as Foundation's `.whitespaces`.
        #expect(try PlotSize(parsing: " 80 x\t20 ") == PlotSize(width: 80, height: 20))
        #expect(try PlotSize(parsing: "\u{2003}80\u{00A0}x20") == PlotSize(width: 80, height: 20))
    }

    @Test("bad sizes are refused with the expected form", arguments: ["800", "x500", "800x", "axb", "800x500x2", "5x5", "800x99999", "8 00x500", "+-80x20"])
    func badSizesAreRefusedWithTheExpectedForm(text: String) {
        #expect(throws: GnuplotError.self) { try PlotSize(parsing: text) }
        do {
            _ = try PlotSize(parsing: text)
        } catch {
            #expect(error.description.hasPrefix("invalid plot size '\(text)': "))
            #expect(error.description.hasSuffix("(expected WIDTHxHEIGHT, e.g. 800x500)"))
        }
    }

    @Test("PDF size is in points") func pdfSizeIsInPoints() throws {
        let script = try GnuplotScript(spec: SampleSpecs.springStep(),
                                       output: .file("/tmp/a.pdf", size: PlotSize(width: 720, height: 360)))
        #expect(script.commands.contains("set terminal pdfcairo size 10in,5in"))
    }

    @Test("colours parse and print as hex") func coloursParseAndPrintAsHex() {
        #expect(PlotColor(hex: "#24D6C8")?.description == "#24D6C8")
        #expect(PlotColor(hex: "24d6c8") == PlotColor(red: 0x24, green: 0xD6, blue: 0xC8))
        #expect(PlotColor(hex: "#12345") == nil)
        #expect(PlotColor.palette(10) == PlotColor.palette(0))
    }
}
