import Foundation
import TestPrerequisites
import Testing

/// Hostile numbers in the built binary (issue 26): imports that crashed the process with
/// "Double value cannot be converted to Int" or never ended, followed by the commands that
/// compute with the spring. Each run is killed after 60 s (a hang, not a slow machine: the corner
/// springs take a few seconds unloaded), which counts as a failure; the exit
/// status is 0 or 1, never a signal (128 + n).
@Suite("hostile numbers end to end", .enabled(if: AnimTuneBinary.path != nil, "the animtune binary is built beside the tests"))
struct HostileNumberTests {
    static let followUps = "export css; metrics --runtime all --distance 300; run --table"
    static let watchdog = Patience.seconds

    @Test("the imports that trapped are refused in one line, and the follow-ups still run", arguments: [
        ".spring(response: 1e-20, dampingFraction: 0.7)",
        "SpringDescription(mass: 1, stiffness: 1e300, damping: 0)",
        "spring(dampingRatio = 1e20f, stiffness = 0.0001f)",
        "SpringDescription(mass: 1, stiffness: 1e20, damping: 1e-5)",
    ])
    func refusedImports(_ snippet: String) throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(["--keep-going", "-c", "import '\(snippet)'; \(Self.followUps)"], input: "", home: home,
                                            timeout: Self.watchdog)
        #expect(result.status == 1, "\(result.errors)")
        let importError = result.errors.split(separator: "\n").first.map(String.init) ?? ""
        #expect(importError.hasPrefix("-c:1:8: error: import: "), "\(result.errors)")
        #expect(importError.contains(" is outside ") && importError.contains("(the range of spring."), "\(importError)")
        #expect(result.output.contains("linear("), "export css ran after the refused import")
    }

    @Test("springs at the corners of the ranges, set one key at a time, are exported, measured and run", arguments: [
        "set spring.mass 1000; set spring.stiffness 100000; set spring.dampingCoefficient 0.001",
        "set spring.mass 0.001; set spring.stiffness 0.01; set spring.dampingCoefficient 10000",
        "set spring.mass 0.001; set spring.stiffness 100000; set spring.dampingCoefficient 0.001; set spring.velocity -100",
        "set spring.response 10; set spring.dampingFraction 0.01",
        "set spring.duration 0.01; set spring.damping 0.01; set spring.velocity 100",
    ])
    func corners(_ settings: String) throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(["--keep-going", "-c", "\(settings); \(Self.followUps); save corner; load corner"],
                                            input: "", home: home, timeout: Self.watchdog)
        #expect(result.status == 0 || result.status == 1, "\(result.status): \(result.errors)")
        #expect(!result.errors.contains("save:") && !result.errors.contains("load:"), "\(result.errors)")
    }

    @Test("a 24 KB nested file is refused in one line")
    func nestedFile() throws {
        let home = try TestFolder()
        try home.write("nested.json", String(repeating: "{\"a\":", count: 4_800) + "1" + String(repeating: "}", count: 4_800))
        let result = try AnimTuneBinary.run(["-c", "import --from nested.json"], input: "", home: home, timeout: Self.watchdog)
        #expect(result.status == 1)
        #expect(result.errors == "-c:1:15: error: import: no spring or timing curve recognised, nor anything close; see 'help import'\n")
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    @Test("a notebook cell with a hostile import fails its check without a signal, and the notebook stays as it was")
    func notebook() throws {
        let home = try TestFolder()
        let text = "# Hostile\n\n```animtune\nimport 'SpringDescription(mass: 1, stiffness: 1e300, damping: 0)'\nexport css\n```\n"
        try home.write("hostile.md", text)
        let result = try AnimTuneBinary.run(["notebook", "check", "hostile.md"], input: "", home: home, timeout: Self.watchdog)
        #expect(result.status == 1, "\(result.status): \(result.errors)")
        #expect(result.errors.contains("imported stiffness 1e+300 N/m is outside 0.01…100000 N/m (the range of spring.stiffness)"))
        #expect(home.read("hostile.md") == text)
    }
}
