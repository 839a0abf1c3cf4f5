import Foundation
@testable import AnimTuneCore

/// The lottie cells of the matrix: each scene's Lottie export played in rlottie
/// (``LottieProbe``), every animated slot of every layer of the elements an action moves read
/// per frame and compared with ``ConformanceReference`` at that frame's time; the file is also
/// validated against the official Lottie schema (lottie-specs).
enum LottieCells {
    static let tool = "rlottie (rlottie-python), probe centroid per frame; lottie-specs schema"
    /// The bake's stated tolerance (`--tolerance`), plus what a centroid of 8-bit anti-aliased
    /// coverage can resolve on a 100 px travel.
    static let bakeTolerance = LinearEasing.defaultTolerance
    static let probeResolution = 0.0005
    static var tolerance: Double { bakeTolerance + probeResolution }

    /// One layer slot the probe reads, with the action it belongs to and the curve it must follow.
    struct Planned {
        let job: LottieProbe.Job
        let cell: ConformanceCell
        let label: String
        let reference: ConformanceReference?
    }

    static func run() throws -> [ConformanceCell: ConformanceResult] {
        var results: [ConformanceCell: ConformanceResult] = [:]
        for scene in SceneCatalog.all {
            let preset = Preset(name: scene.name, state: scene.defaultState)
            let plan = ExportPlan(preset)
            let text = LottieExporter().export(preset)
            let fps = ExportOptions().fps
            var planned: [Planned] = []
            var index = 0
            let layout = LottieExporter.layout(plan)
            for branch in plan.reduced.branches {
                for variant in ConformanceCell.Variant.allCases {
                    let cell = ConformanceCell(scene: scene.name, action: branch.action, format: "lottie", variant: variant)
                    if variant == .reduced {
                        results[cell] = .notRun(tool, "the file has no reduced-motion variant: a marker whose comment names each action's strategy")
                        continue
                    }
                    let moved = Set(branch.elements.map(\.element))
                    var layerNumber = 0
                    for (element, layers) in layout {
                        for slots in layers {
                            layerNumber += 1
                            guard moved.contains(element.element) else { continue }
                            for slot in slots {
                                let timing = element.properties.first { $0.property == slot.property }?.timing
                                planned.append(Planned(job: LottieProbe.Job(id: index, layer: layerNumber, slot: slot.slot), cell: cell,
                                                       label: "\(element.element) \(slot.property) (\(slot.slot.rawValue))",
                                                       reference: timing.flatMap { ConformanceReference.full($0, plan: plan) }))
                                index += 1
                            }
                        }
                    }
                    if !planned.contains(where: { $0.cell == cell }) {
                        results[cell] = .notRun(tool, "\(branch.action) moves no layer of the lottie export: the finger or a script drives it")
                    }
                }
            }
            guard !planned.isEmpty else { continue }
            let outcome = try LottieProbe.run(text, jobs: planned.map(\.job))
            for (cell, jobs) in Dictionary(grouping: planned, by: \.cell) {
                results[cell] = compare(jobs, outcome: outcome, fps: fps)
            }
        }
        return results
    }

    /// The worst distance over a cell's slots, each value read as a fraction of the 0 → 100 travel.
    static func compare(_ jobs: [Planned], outcome: LottieProbe.Outcome, fps: Double) -> ConformanceResult {
        var worst = 0.0, note = "", failures: [String] = []
        for planned in jobs {
            guard let reference = planned.reference else { failures.append("\(planned.label): animtune has no curve for it"); continue }
            switch outcome.tracks[planned.job.id] {
            case .none: failures.append("\(planned.label): rlottie gave no track")
            case .failure(let error): failures.append("\(planned.label): \(error)")
            case .success(let track):
                for (frame, value) in track.enumerated() {
                    let error = abs(value / LottieExporter.travel - reference.progress(Double(frame) / fps))
                    if error > worst { worst = error; note = "worst at \(planned.label), frame \(frame)" }
                }
            }
        }
        failures += outcome.schemaErrors.map { "schema: \($0)" }
        let facts = "; opacity read from its keyframes on a probe's x (parenting carries no opacity); every frame at \(ExportNumber.typed(fps)) fps"
        guard failures.isEmpty else {
            return ConformanceResult(tool: tool, worstError: worst, tolerance: tolerance, verdict: .fail, note: failures.joined(separator: "; "))
        }
        return .measured(tool, worst: worst, tolerance: tolerance, note: note + facts)
    }
}
