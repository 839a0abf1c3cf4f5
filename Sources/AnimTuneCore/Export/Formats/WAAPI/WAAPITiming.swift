/// One timing of the module `export waapi` writes, with the core's curve of it: what
/// ``WAAPIPlayback`` matches an element's property against.
struct WAAPITiming {
    /// How the page reaches the timing in the module.
    let source: WAAPIPlayback.Source
    /// Progress 0 → 1 at a time in seconds, as the core computes it.
    let progress: (Double) -> Double

    /// Whether `values` at `times` are `first + (last − first) · progress(t)` within a millionth
    /// of their travel (and never worse than 1e-9 absolute for a tiny move).
    func explains(_ values: [Double], at times: [Double]) -> Bool {
        guard let from = values.first, let to = values.last else { return false }
        let travel = to - from
        let tolerance = max(1e-6 * abs(travel), 1e-9)
        for (value, time) in zip(values, times) where abs(from + travel * progress(time) - value) > tolerance {
            return false
        }
        return true
    }

    /// Every timing the element functions of the WAAPI module use, once each.
    static func all(_ plan: ExportPlan) -> [WAAPITiming] {
        let state = plan.preset.state, scene = plan.scene
        let functions = scene.export.springFunctions
        var seen: Set<String> = []
        var timings: [WAAPITiming] = []
        for element in scene.export.transitions {
            for (_, timing) in element.properties where seen.insert(ElementMotion.key(timing)).inserted {
                guard let motion = ElementMotion(timing, plan: plan) else { continue }
                let source: WAAPIPlayback.Source
                switch timing {
                case .linear(let durationKey):
                    source = .linear(member: ExportIdentifier.camel(durationKey))
                case .animation(let key):
                    let function = functions.first { $0.key == key } ?? functions.first { $0.companions.contains { $0.curveKey == key } }
                    source = .timing(member: ExportIdentifier.camel(key), arguments: function.map { [state.number($0.positionKey)] } ?? [])
                }
                timings.append(WAAPITiming(source: source, progress: Self.progress(motion)))
            }
        }
        return timings
    }

    private static func progress(_ motion: ElementMotion) -> (Double) -> Double {
        switch motion {
        case .spring(let spring):
            return { spring.progress(at: $0) }
        case .curve(let bezier, let duration):
            return { t in duration > 0 ? bezier.progress(at: min(max(t / duration, 0), 1)) : 1 }
        }
    }
}
