import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The motion cells can fail: a transition that is not the one animtune computes, played by
/// motion itself, is off by more than the tolerance.
@Suite("motion cells played by motion's own code")
struct MotionCellsTests {
    @Test("a dismiss spring 2 % stiffer than the export's, played by motion, fails its cell; the export's own passes",
          .enabled(if: MotionCells.available, "ANIMTUNE_MOTION_SOURCE (a checkout of motion), esbuild or node is missing"))
    func stifferSpringFails() throws {
        let scene = CardScene()
        let plan = ExportPlan(Preset(name: scene.name, state: scene.defaultState))
        let branch = try #require(plan.reduced.branches.first { $0.action == "dismiss" })
        let cell = ConformanceCell(scene: scene.name, action: "dismiss", format: "motion", variant: .normal)
        let jobs = MotionCells.jobs(cell, branch: branch, plan: plan, next: 0)
        let spring = try #require(jobs.first { $0.label.contains("dismiss.spring") })
        let stiffer = MotionCells.Job(id: 1, cell: cell, label: spring.label, transition: "({ ...\(spring.transition), stiffness: \(spring.transition).stiffness * 1.02 })",
                                      reference: spring.reference, strategy: spring.strategy)
        let own = MotionCells.Job(id: 0, cell: cell, label: spring.label, transition: spring.transition, reference: spring.reference, strategy: spring.strategy)
        let played = try MotionCells.play([own, stiffer], modules: [scene.name: MotionExporter().export(plan.preset)],
                                          source: try #require(MotionCells.source), esbuild: try #require(MotionCells.esbuild),
                                          node: try #require(AfterEffectsExportTests.node))
        #expect(MotionCells.compare([own], samples: played).verdict == .pass)
        let result = MotionCells.compare([stiffer], samples: played)
        #expect(result.verdict == .fail && (result.worstError ?? 0) > MotionCells.tolerance, "\(result.worstError ?? .nan)")
    }
}
