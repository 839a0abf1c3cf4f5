/// One bare transition 0 → 1, driven by a spring or by a timing curve.
public struct SpringScene: Scene {
    public init() {}

    public let name = "spring"
    public let summary = "one bare transition 0 → 1 with a spring or a timing curve"
    public let source = "Core Animation's CASpringAnimation defaults (mass 1, stiffness 100, damping 10) and CAMediaTimingFunction"

    /// Every parameter and spring group, declared once with its key, default and help; the scene
    /// reads values through these (`state[Key.curve]`).
    enum Key {
        static let transitionReduced = ReducedKeys.strategy(for: "transition", default: .tighten,
            why: "a bare spring settling a control: keep its response, drop its bounce")
        static let curve = ParameterKey<TimingCurve>.curve("curve", default: .easeInOut,
            help: "timing curve of the non-spring transition (CAMediaTimingFunction); default easeInOut")
        static let curveDuration = ParameterKey<Double>.number("curve.duration", .seconds, 0.01...10, default: 0.3,
            help: "duration of the timing-curve transition; default 0.3 s, UIKit's usual animation length")
        static let travel = ParameterKey<Double>.number("travel", .points, 1...2000, default: 200,
            help: "distance the view travels in `run`, so velocities and frames have a scale")
        static let spring = SpringGroup("spring", default: .physical(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)),
            help: "the spring; default CASpringAnimation's documented mass 1, stiffness 100, damping 10")
    }

    /// The one view, moved by the spring or, as the alternative, by the timing curve.
    public var export: SceneExport {
        SceneExport(transitions: [
            .init("view", help: "the view moving on the spring", [("transform", .animation(Key.spring))]),
            .init("view-eased", help: "the view moving on the timing curve instead", [("transform", .animation(Key.curve))]),
        ], reducedActions: [
            .init("transition", animations: [Key.spring.prefix, Key.curve.key], elements: ["view", "view-eased"]),
        ])
    }

    public let parameters: [Parameter] = [
        Key.curve.parameter,
        Key.curveDuration.parameter,
        Key.travel.parameter,
        Key.transitionReduced.parameter,
    ] + ReducedKeys.shared

    public let springGroups: [SpringGroup] = [Key.spring]

    public var curves: [Curve] {
        [Curve.spring(Key.spring), Curve.timing(Key.curve, duration: Key.curveDuration)]
    }

    public let actions: [SceneAction] = [
        SceneAction("transition", "a view travels 0 → 1 on the spring, a second one on the timing curve; --velocity V starts "
                    + "the spring with a finger's release (pt/s over travel, or UIKit's 4/s); --gesture FILE follows a recorded finger "
                    + "(points along the travel) and lets go at its last sample with the velocity the --runtime's tracker reports",
                    options: [Self.velocityOption], followsFinger: true,
                    interruption: .init(springGroup: Key.spring.prefix, meaning: "the spring's view, 0 at its start, 1 at the travel's end")),
    ]

    public var playsRuntimes: Bool { true }

    /// `run transition --velocity V`: the spring starts at V (pt/s over `travel`, or 1/s of it).
    static let velocityOption = ActionOption("velocity", value: "V", .pointsPerSecond, -100_000...100_000,
                                             help: "release velocity of the spring in pt/s over the travel")

    /// The spring's square and the comparison curve's: the same two colours on every frame.
    static let springColour = RGBColor(hex: "#24D6C8")!
    static let curveColour = RGBColor(hex: "#F06061")!

    public func timeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        try action.validate(options.values)
        var spring = state.spring(Key.spring)
        let curve = state[Key.curve]
        let curveDuration = state[Key.curveDuration]
        let travel = state[Key.travel]
        if let release = options.release {
            spring.initialVelocity = release.relative(remaining: travel)
            guard abs(spring.initialVelocity) <= SpringField.velocity.range.upperBound else {
                throw .invalid("transition: --velocity \(release.description) is \(NumberFormatting.short(spring.initialVelocity, digits: 4))/s "
                               + "of the \(NumberFormatting.short(travel)) pt travel; at most \(NumberFormatting.short(SpringField.velocity.range.upperBound))/s")
            }
        }
        let springProgress: @Sendable (Double) -> Double, springEnd: Double
        if let gesture = options.gesture {
            let continuation = (options.runtime ?? .exact).continuing(gesture, spring: spring, target: travel, frameRate: options.frameRate)
            let settle: Double, end: Double?
            if options.retargets.isEmpty {
                settle = continuation.metrics(band: Curve.retargetPlotBand * travel).settleTime ?? gesture.release.time + 1
                springProgress = { continuation.position(at: $0) / travel }
                end = continuation.endTime
            } else {
                // A tap after the release: targets are progress of the travel, as --retarget takes them.
                let retargeted: RetargetedContinuation
                do {
                    let inPoints = options.retargets.map { retarget in var retarget = retarget; retarget.target *= travel; return retarget }
                    retargeted = try continuation.retargeted(inPoints, policy: options.policy)
                } catch {
                    throw .invalid("transition: \(error.description)")
                }
                settle = retargeted.settleTime(band: Curve.retargetPlotBand * travel) ?? gesture.release.time + 1
                springProgress = { retargeted.position(at: $0) / travel }
                end = retargeted.endTime
            }
            springEnd = min(max(settle, end ?? 0), gesture.release.time + InterruptedSpring.horizon)
        } else {
            let played = try ActionSpring(spring, state.setting(Key.spring), travel: travel, options: options, action: action.name)
            (springProgress, springEnd) = (played.progress, played.end)
        }
        let duration = max(Curve.springWindow(spring), curveDuration, springEnd.nextUp)
        let left = (Screen.iPhoneX.width - travel) / 2 - 30
        return try Timeline.sampled(action: action.name, fps: options.fps, duration: duration) { t in
            let springProgress = springProgress(t)
            let curveProgress = curve.progress(at: min(1, t / curveDuration))
            return Frame(time: t, elements: [
                ElementFrame("spring", x: left + travel * springProgress, y: 300, width: 60, height: 60,
                             cornerRadius: 12, colour: Self.springColour),
                ElementFrame("curve", x: left + travel * curveProgress, y: 452, width: 60, height: 60,
                             cornerRadius: 12, colour: Self.curveColour),
            ], readouts: [
                Frame.Readout("spring", springProgress, .ratio),
                Frame.Readout("curve", curveProgress, .ratio),
            ])
        }
    }
}
