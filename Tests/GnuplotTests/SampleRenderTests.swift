import Foundation
import Testing
@testable import Gnuplot

/// Renders the sample plots in every output format and checks each file's signature.
///
/// Set `ANIMTUNE_GNUPLOT_SAMPLE_DIR` to keep the images (e.g. to look at them).
@Suite("Sample renders: every plot kind through gnuplot", .enabled(if: TestSupport.gnuplotRuns, "gnuplot is not installed"))
struct SampleRenderTests {
    @Test("every file format is written", arguments: [
        ("png", [0x89, 0x50, 0x4E, 0x47] as [UInt8]),
        ("svg", Array("<?xml".utf8)),
        ("pdf", Array("%PDF".utf8)),
        ("gif", Array("GIF8".utf8)),
    ])
    func everyFileFormatIsWritten(format: String, signature: [UInt8]) throws {
        let keep = ProcessInfo.processInfo.environment["ANIMTUNE_GNUPLOT_SAMPLE_DIR"]
        let directory = try keep.map { URL(fileURLWithPath: $0) } ?? TestSupport.makeDirectory("sample\(format)")
        defer { if keep == nil { try? FileManager.default.removeItem(at: directory) } }
        let plotter = Plotter(session: TestSupport.session())
        defer { plotter.session.close() }
        for (name, spec) in [("spring", SampleSpecs.springStep()), ("profile", SampleSpecs.profileTwoAxes())] {
            let path = directory.appendingPathComponent("gnuplot-sample-\(name).\(format)").path
            let rendering = try plotter.plot(spec, to: .file(path))
            #expect(rendering.warnings.isEmpty, "\(rendering.warnings)")
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(Array(data.prefix(signature.count)) == signature)
        }
    }

    @Test("sixel output is an inline image") func sixelOutputIsAnInlineImage() throws {
        let plotter = Plotter(session: TestSupport.session())
        defer { plotter.session.close() }
        guard try plotter.session.terminals().contains("sixelgd") else { return }
        let rendering = try plotter.plot(SampleSpecs.springStep(), to: .sixel(width: 320, height: 200))
        #expect(rendering.text.hasPrefix("\u{1B}P"))
        #expect(rendering.text.contains("\u{1B}\\"))
    }
}
