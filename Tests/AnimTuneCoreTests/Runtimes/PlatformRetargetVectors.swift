@testable import AnimTuneCore

/// The worst difference, at the reference's frames, between a runtime's retargeted rendering and
/// a `*-retarget.json` vector file (cases of `stiffness`, `damping`, `mass`, `distance`, `fps`,
/// `retargets` [[s, target]] and `framesMillisValue` [[ms, value]]), relative to each case's travel.
enum PlatformRetargetVectors {
    struct Worst {
        var error = 0.0
        var location = ""
    }

    /// Each case's worst error over its travel (the largest distance or target), and the worst case.
    static func worstRelativeError(_ runtime: Runtime, file: String) throws -> (cases: Int, worst: Worst) {
        let cases = try RuntimeVectors.cases(file)
        var worst = Worst()
        for c in cases {
            let spring = Spring(mass: c.number("mass"), stiffness: c.number("stiffness"), damping: c.number("damping"))
            let distance = c.number("distance"), fps = c.number("fps")
            let retargets = RuntimeVectors.pairs(c["retargets"]).map { Retarget(time: $0.0, target: $0.1) }
            let rendering = try runtime.retargeted(spring, RuntimeSetting(distance: distance, frameRate: fps), retargets: retargets)
            let travel = max(abs(distance), retargets.map { abs($0.target) }.max() ?? 0)
            for (millis, value) in RuntimeVectors.pairs(c["framesMillisValue"]) {
                let error = abs(rendering.position(at: millis / 1000) - value) / travel
                if error > worst.error {
                    worst = Worst(error: error, location: "k \(c.number("stiffness")) c \(c.number("damping")) at \(fps) Hz, \(retargets), frame \(millis) ms")
                }
            }
        }
        return (cases.count, worst)
    }
}
