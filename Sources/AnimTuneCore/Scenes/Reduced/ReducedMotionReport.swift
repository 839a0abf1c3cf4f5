/// What `metrics --reduced` reports for one action: its strategy and the motion triggers of
/// its full and its reduced variant.
public struct ReducedMotionReport: Sendable, Hashable {
    public let action: String
    public let strategy: ReducedStrategy
    public let full: MotionTriggers
    public let reduced: MotionTriggers

    /// The frame rate the triggers are measured at: fine enough that a peak between two
    /// frames changes overshoot by well under a percent for the scenes' springs.
    public static let measuringRate = 600.0

    /// Measures `action` of `scene` played with its default options, fully and reduced.
    public init(_ scene: any Scene, action: SceneAction, state: SceneState) throws(SceneError) {
        let options = RunOptions(fps: Self.measuringRate)
        let blur = Set(scene.blurElements)
        self.action = action.name
        strategy = scene.reducedStrategy(for: action, in: state)
        full = MotionTriggers(try scene.timeline(for: action, state: state, options: options), blurElements: blur)
        reduced = MotionTriggers(try scene.reducedTimeline(for: action, state: state, options: options), blurElements: blur)
    }

    /// Every action of the scene, in its order.
    public static func all(_ scene: any Scene, state: SceneState) throws(SceneError) -> [ReducedMotionReport] {
        var reports: [ReducedMotionReport] = []
        for action in scene.actions { reports.append(try ReducedMotionReport(scene, action: action, state: state)) }
        return reports
    }

    /// Why the action fails `export --reduced-check`, or nil: its full motion is vestibular
    /// and its strategy is `none`.
    public var missingBranch: String? {
        guard strategy == .none, full.vestibular else { return nil }
        return "'\(action)' moves (translation \(NumberFormatting.short(full.maxTranslation, digits: 3)) pt, scale "
            + "\(NumberFormatting.short(full.maxScaleDeviation, digits: 3)), rotation \(NumberFormatting.short(full.maxRotation, digits: 3))°, "
            + "blur \(NumberFormatting.short(full.maxBlur, digits: 3))) and \(ReducedKeys.key(for: action)) is none: "
            + "set it to fade, tighten, track, snap or shorten"
    }
}
