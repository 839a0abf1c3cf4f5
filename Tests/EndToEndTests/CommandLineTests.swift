import Foundation
import Testing

/// `animtune` on the command line: what it says about itself, and what it refuses to run.
@Suite("command line", .enabled(if: AnimTuneBinary.path != nil, "the animtune binary is built beside the tests"))
struct CommandLineTests {
    @Test("animtune preview with a scene name holding escape bytes: refused, the bytes shown escaped, never raw")
    func previewHostileScene() throws {
        let result = try AnimTuneBinary.run(["preview", "\u{1B}[2Jcard"], input: "", home: try TestFolder())
        #expect(result.status != 0)
        #expect(!(result.output + result.errors).contains("\u{1B}"), "\(result.errors)")
        #expect(result.errors.contains("no scene '\\e[2Jcard'"), "\(result.errors)")
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try AnimTuneBinary.run(["--version"], input: "", home: try TestFolder())
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("animtune "))
        #expect(result.output.split(separator: " ").last?.split(separator: ".").count == 3)
    }

    @Test("--help shows FILE, -c and --keep-going")
    func help() throws {
        let result = try AnimTuneBinary.run(["--help"], input: "", home: try TestFolder())
        #expect(result.status == 0)
        for text in ["animtune FILE", "animtune -c 'COMMAND; COMMAND'", "--keep-going", "animtune notebook run|check FILE.md"] {
            #expect(result.output.contains(text), "\(text) missing from:\n\(result.output)")
        }
    }

    @Test("a Markdown file is not run as commands: it says to use notebook run, and runs nothing")
    func notebookAsScript() throws {
        let home = try TestFolder()
        try home.write("x.md", "# Tuning\n\n```animtune\nsave x\n```\n")
        let result = try AnimTuneBinary.run(["x.md"], input: "", home: home)
        #expect(result.status == 1)
        #expect(result.errors == "animtune: 'x.md' is a notebook; run it with 'animtune notebook run x.md' or check it with 'animtune notebook check x.md'\n")
        #expect(result.output == "")
    }
}
