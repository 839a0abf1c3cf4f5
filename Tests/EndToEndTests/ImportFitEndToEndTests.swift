import Foundation
import Testing

/// `import` and `fit` in the built binary: an exported file comes back in another session, a
/// recording is fitted and its data tabled, and bad input is one line with exit 1.
@Suite("import and fit end to end", .enabled(if: AnimTuneBinary.path != nil, "the animtune binary is built beside the tests"))
struct ImportFitEndToEndTests {
    @Test("an export written by one run is imported by the next, spring for spring")
    func exportThenImport() throws {
        let home = try TestFolder()
        let first = try AnimTuneBinary.run(input: "use tabbar\nset spring.damping 0.55\nexport android --to Tab.kt\n", home: home)
        #expect(first.status == 0, "\(first.errors)")
        let second = try AnimTuneBinary.run(input: "import --from Tab.kt\nget spring.damping\n", home: home)
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.hasPrefix("animtune Android views (androidx.dynamicanimation) export of scene 'tabbar': 1 spring, 0 curves\n"))
        #expect(second.output.contains("spring.damping = 0.55"))
    }

    @Test("a recording is fitted, reported and kept as fit.data")
    func fitRecording() throws {
        let home = try TestFolder()
        // ζ 0.5, ω0 4π (response 0.5 s) from 0 to 120 px, whole pixels at 60 Hz.
        let omega = 4 * Double.pi, zeta = 0.5, wd = omega * (1 - zeta * zeta).squareRoot()
        let lines = (0...60).map { index -> String in
            let t = Double(index) / 60
            let x = exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
            return "\(t),\((120 * (1 - x)).rounded())"
        }
        try home.write("drop.csv", (["t,y"] + lines).joined(separator: "\n") + "\n")
        let result = try AnimTuneBinary.run(input: "fit drop.csv\ntable fit.data --to 0.05 --step 0.05\n", home: home)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("fit spring to 61 samples: mass 1, stiffness 15"))
        #expect(result.output.contains("  model: spring (it fits within the data's noise "))
        #expect(result.output.contains("t,fit.data\n0,0\n0.05,0.158333"))
    }

    @Test("a snippet of no known dialect is one line and exit 1")
    func unknown() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "import 'duration = 2 fortnights'\n", home: home)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("<stdin>:1:8: error: import: no spring or timing curve recognised"))
        #expect(result.errors.hasSuffix("see 'help import'\n"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }
}
