import Foundation
@testable import AnimTuneCore

/// The lottie cells of the matrix: each scene's Lottie export played in rlottie
/// (``LottieProbe``), every channel (null + Slider Control) of an action read per frame and
/// compared with ``ConformanceReference`` at that frame's time: the main composition with the
/// full curve, the reduced-motion composition with the action's strategy; the file is also
/// validated against the official Lottie schema (lottie-specs).
enum LottieCells {
    static let tool = "rlottie (rlottie-python), probe centroid per frame; lottie-specs schema"
    /// The bake's stated tolerance (`--tolerance`), plus what a centroid of 8-bit anti-aliased
    /// coverage can resolve on a 100 px travel.
    static let bakeTolerance = LinearEasing.defaultTolerance
    static let probeResolution = 0.0005
    static var tolerance: Double { bakeTolerance + probeResolution }

    /// One channel the probe reads, with the action it belongs to and the curve it must follow.
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
            let compositions: [(variant: ConformanceCell.Variant, id: String, channels: [LottieChannel])] = [
                (.normal, "main", LottieChannel.all(plan, reduced: false)),
                (.reduced, LottieExporter.reducedComposition, LottieChannel.all(plan, reduced: true)),
            ]
            for branch in plan.reduced.branches {
                for (variant, id, channels) in compositions {
                    let cell = ConformanceCell(scene: scene.name, action: branch.action, format: "lottie", variant: variant)
                    for (index, channel) in channels.enumerated() where channel.action == branch.action {
                        let timing = channel.element.properties.first { $0.property == channel.property }?.timing
                        let reference: ConformanceReference?
                        if variant == .normal {
                            reference = timing.flatMap { ConformanceReference.full($0, plan: plan) }
                        } else if let timing {
                            reference = ConformanceReference.reduced(timing, property: channel.property, branch: branch, plan: plan, reducedPlan: plan.reduced)
                        } else {
                            reference = ConformanceReference.fade(plan.reduced)
                        }
                        planned.append(Planned(job: LottieProbe.Job(id: planned.count, layer: index + 1, composition: id), cell: cell,
                                               label: channel.name, reference: reference))
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
            case .success(let played):
                if played.moved > 0.01 { failures.append("\(planned.label): a probe parented to the null moved \(played.moved) px") }
                for (frame, value) in played.track.enumerated() {
                    let error = abs(value / LottieExporter.travel - reference.progress(Double(frame) / fps))
                    if error > worst { worst = error; note = "worst at \(planned.label), frame \(frame)" }
                }
            }
        }
        failures += outcome.schemaErrors.map { "schema: \($0)" }
        let facts = "; each Slider Control's keyframes played on a probe's x (rlottie evaluates no effects); a probe parented to each null holds still; every frame at \(ExportNumber.typed(fps)) fps"
        guard failures.isEmpty else {
            return ConformanceResult(tool: tool, worstError: worst, tolerance: tolerance, verdict: .fail, note: failures.joined(separator: "; "))
        }
        return .measured(tool, worst: worst, tolerance: tolerance, note: note + facts)
    }
}
