/// The spring of a scene action as `run` plays it when `--runtime` renders it or `--retarget`
/// interrupts it (see `help interruptions`): its progress, 0 where the spring starts (the
/// action's first pose, or where the finger let go) and 1 where it heads (the action's last
/// pose), and when it ends. A retarget's target is such a progress (0 = back where the spring
/// started), its time on the run's clock; progress and end are in the spring's own time.
public struct ActionSpring: Sendable {
    /// Progress `t` seconds after the spring starts; past 1 or below 0 when it overshoots.
    public let progress: @Sendable (Double) -> Double
    /// When the spring's motion is over, seconds after it starts: the platform ends it, or it
    /// stays within 0.1 % of its final target from then on.
    public let end: Double
    /// Where it comes to rest (1 unless retargeted).
    public let finalProgress: Double

    /// The spring as `options` plays it, or nil when they neither name a runtime nor retarget
    /// (the scene plays its own uninterrupted spring). `spring.initialVelocity` is in moves per
    /// second, `travel` the move in points (platform thresholds are in points), `start` when the
    /// spring starts on the run's clock: a retarget before it is refused.
    public static func played(_ spring: Spring, _ setting: SpringSetting, travel: Double, start: Double = 0,
                              options: RunOptions, action: String) throws(SceneError) -> ActionSpring? {
        guard options.runtime != nil || !options.retargets.isEmpty else { return nil }
        return try ActionSpring(spring, setting, travel: travel, start: start, options: options, action: action)
    }

    /// The spring under `options.runtime` (exact without one), retargeted by `options.retargets`.
    public init(_ spring: Spring, _ setting: SpringSetting, travel: Double, start: Double = 0,
                options: RunOptions, action: String) throws(SceneError) {
        let runtime = options.runtime ?? .exact
        // A move of 0 points (a card already at its cell) still has a scale for thresholds.
        let distance = abs(travel) > 0 ? abs(travel) : 1
        let runtimeSetting = RuntimeSetting(setting, distance: distance, frameRate: options.frameRate)
        guard !options.retargets.isEmpty else {
            let model = runtime.model(spring, runtimeSetting)
            progress = { model.progress(at: $0) }
            end = model.endTime ?? Curve.springWindow(spring)
            finalProgress = 1
            return
        }
        var retargets: [Retarget] = []
        for retarget in options.retargets {
            guard retarget.time >= start else {
                throw .invalid("\(action): --retarget \(NumberFormatting.short(retarget.time)) s is before the spring starts at "
                               + "\(NumberFormatting.short(start, digits: 4)) s (the finger's release); give a later time")
            }
            var moved = retarget
            moved.time -= start
            moved.target *= distance
            retargets.append(moved)
        }
        let rendering: RetargetedRendering
        do {
            rendering = try runtime.retargeted(spring, runtimeSetting, retargets: retargets, policy: options.policy)
        } catch {
            throw .invalid("\(action): --retarget: \(error.description)")
        }
        let last = retargets.map(\.time).max() ?? 0
        let settle = rendering.metrics(band: Curve.retargetPlotBand * distance)?.settleTime ?? last + 1
        progress = { rendering.position(at: $0) / distance }
        end = min(max(settle, rendering.endTime ?? 0, last), last + InterruptedSpring.horizon)
        finalProgress = rendering.finalTarget / distance
    }
}
