/// One bare transition 0 → 1, driven by a spring or by a timing curve.
public struct SpringScene: Scene {
    public init() {}

    public let name = "spring"
    public let summary = "one bare transition 0 → 1 with a spring or a timing curve"
    public let source = "Core Animation's CASpringAnimation defaults (mass 1, stiffness 100, damping 10) and CAMediaTimingFunction"

    /// The one view, moved by the spring or, as the alternative, by the timing curve.
    public var export: SceneExport {
        SceneExport(transitions: [
            .init("view", help: "the view moving on the spring", [("transform", .animation("spring"))]),
            .init("view-eased", help: "the view moving on the timing curve instead", [("transform", .animation("curve"))]),
        ])
    }

    public let parameters: [Parameter] = [
        .curve("curve", default: .easeInOut,
               help: "timing curve of the non-spring transition (CAMediaTimingFunction); default easeInOut"),
        .number("curve.duration", .seconds, 0.01...10, default: 0.3,
                help: "duration of the timing-curve transition; default 0.3 s, UIKit's usual animation length"),
        .number("travel", .points, 1...2000, default: 200,
                help: "distance the view travels in `run`, so velocities and frames have a scale"),
    ]

    public let springGroups: [SpringGroup] = [
        SpringGroup("spring", default: .physical(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)),
                    help: "the spring; default CASpringAnimation's documented mass 1, stiffness 100, damping 10"),
    ]

    public var curves: [Curve] {
        [Curve.spring("spring"), Curve.timing("curve", durationKey: "curve.duration")]
    }

    public let actions: [SceneAction] = [
        SceneAction("transition", "a view travels 0 → 1 on the spring, a second one on the timing curve"),
    ]

    public var playsRuntimes: Bool { true }

    public func timeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        let spring = state.spring("spring")
        let curve = state.curve("curve")
        let curveDuration = state.number("curve.duration")
        let travel = state.number("travel")
        let runtime = (options.runtime ?? .exact).model(spring, RuntimeSetting(state.setting("spring"), distance: travel,
                                                                               frameRate: options.fps))
        let duration = max(Curve.springWindow(spring), curveDuration, (runtime.endTime ?? 0).nextUp)
        let left = (375 - travel) / 2 - 30
        return try Timeline.sampled(action: action.name, fps: options.fps, duration: duration) { t in
            let springProgress = runtime.progress(at: t)
            let curveProgress = curve.progress(at: min(1, t / curveDuration))
            return Frame(time: t, elements: [
                ElementFrame("spring", x: left + travel * springProgress, y: 300, width: 60, height: 60,
                             cornerRadius: 12, colour: RGBColor(hex: "#24D6C8")!),
                ElementFrame("curve", x: left + travel * curveProgress, y: 452, width: 60, height: 60,
                             cornerRadius: 12, colour: RGBColor(hex: "#F06061")!),
            ], readouts: [
                Frame.Readout("spring", springProgress, .ratio),
                Frame.Readout("curve", curveProgress, .ratio),
            ])
        }
    }
}
