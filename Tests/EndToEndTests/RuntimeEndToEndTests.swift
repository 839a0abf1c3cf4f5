import Foundation
import Testing

/// `--runtime` and `metrics --distance` through the built binary.
@Suite("runtimes through the binary", .enabled(if: AnimTuneBinary.path != nil, "the animtune binary is built beside the tests"))
struct RuntimeEndToEndTests {
    @Test("an over-damped spring: Core Animation shows it critical, export uikit warns in one short line on stderr (--verbose whole), exit 0")
    func overdampedSpring() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "set spring.mass=1 spring.stiffness=100 spring.dampingCoefficient=40\n"
                                            + "table spring --runtime coreanimation --from 0.2 --to 0.2\nexport uikit --to m.swift\n",
                                            home: home)
        #expect(result.status == 0)
        #expect(result.output == "t,spring@coreanimation\n0.2,0.5939941502901619\nexported uikit to m.swift\n")
        #expect(result.errors == "export uikit: warning: spring: coreanimation is up to 28.6 % of the move off the spring (--verbose)\n")
        let verbose = try AnimTuneBinary.run(input: "set spring.mass=1 spring.stiffness=100 spring.dampingCoefficient=40\n"
                                             + "export uikit --verbose --to m.swift --force\n", home: home)
        #expect(verbose.errors == "export uikit: warning: spring: Core Animation without allowsOverdamping (before iOS 17) "
                + "renders ζ 2 as critically damped (coreanimation): up to 28.6 % of the distance off the spring as set, over the tolerance 0.1 %\n")
    }

    @Test("metrics --distance --json lists every runtime with its end")
    func metricsJSON() throws {
        let home = try TestFolder()
        let result = try AnimTuneBinary.run(input: "metrics --distance 100 --runtime exact,android,motion --json\n", home: home)
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let rows = object?["runtimes"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["runtime"] as? String } == ["exact", "android", "motion"])
        #expect(rows[0]["endTime"] is NSNull)
        #expect((rows[1]["endTime"] as? Double) == 0.616)
    }
}
