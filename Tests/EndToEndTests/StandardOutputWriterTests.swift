import Foundation
import Testing

/// Issue 26: `-` names standard output for every writer; no file called `-` is ever made.
@Suite("'-' is standard output", .enabled(if: AnimTuneBinary.path != nil, "the animtune binary is built beside the tests"))
struct StandardOutputWriterTests {
    private static func bytes(of home: TestFolder) throws -> [UInt8] {
        Array(try Data(contentsOf: home.url("stdout.txt")))
    }

    @Test("export --to -, run --csv - and save - write text to stdout and make no file named '-'",
          arguments: [("export css --to -", "--spring-spring:"), ("export json --to -", "\"format\": \"animtune-preset\""),
                      ("run --csv -", "t,spring.x,"), ("save -", "\"format\": \"animtune-preset\"")])
    func textWriters(command: String, expected: String) throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(["-c", command], input: "", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(expected), "\(result.output.prefix(300))")
        #expect(!home.exists("-"))
        #expect(!home.exists("Presets"), "save - saves nothing")
    }

    @Test("plot --to - writes a PNG and run --gif - a GIF to stdout",
          .enabled(if: NotebookEndToEndTests.gnuplotRuns, "gnuplot is not installed"),
          arguments: [("plot spring --to -", Array("\u{89}PNG".unicodeScalars.map { UInt8($0.value) })),
                      ("run --gif - --fps 10 --size 120x200", Array("GIF8".utf8))])
    func imageWriters(command: String, magic: [UInt8]) throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(["-c", command], input: "", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect(Array(try Self.bytes(of: home).prefix(magic.count)) == magic)
        #expect(!home.exists("-"))
    }

    @Test("run --frames - is refused in one line: a folder of frames cannot go to stdout")
    func framesRefused() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(["-c", "run --frames -"], input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors == "-c:1:14: error: --frames writes a folder of PNG files, which standard output cannot hold; "
            + "name a folder, or use --gif - for one file\n")
        #expect(!home.exists("-"))
    }
}
