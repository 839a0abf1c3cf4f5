// The scene README.md adds under 'Adding a scene', verbatim below the imports (FadeSceneTests
// holds the two to each other); not in SceneCatalog, so the tests hand it to the session.
import AnimTuneCore

/// A view fading in over a timing curve.
public struct FadeScene: Scene {
    public init() {}

    public let name = "fade"
    public let summary = "one view fading in over a timing curve"
    public let source = "UIView.animate(withDuration: 0.25) { view.alpha = 1 }"

    /// Each parameter once: key, unit, range, default, help.
    enum Key {
        static let fadeReduced = ReducedKeys.strategy(for: "fade", default: .fade,
            why: "an opacity change is what reduced motion keeps")
        static let duration = ParameterKey<Double>.number("fade.duration", .seconds, 0.01...5, default: 0.25,
            help: "how long the fade takes (UIView.animate's duration)")
        static let curve = ParameterKey<TimingCurve>.curve("fade.curve", default: .easeInOut,
            help: "timing curve of the fade (UIView.animate's default easeInOut)")
        static let colour = ParameterKey<RGBColor>.colour("fade.colour", default: "#24D6C8",
            help: "fill of the view when drawn")
    }

    public let parameters: [Parameter] = [Key.duration.parameter, Key.curve.parameter, Key.colour.parameter,
                                          Key.fadeReduced.parameter] + ReducedKeys.shared
    public let springGroups: [SpringGroup] = []
    /// What the exports write: the view's opacity on the curve, and the fade's reduced-motion branch.
    public var export: SceneExport {
        SceneExport(transitions: [.init("view", help: "the view fading in", [("opacity", .animation(Key.curve))])],
                    reducedActions: [.init("fade", animations: [Key.curve.key], elements: ["view"])])
    }
    public var curves: [Curve] { [Curve.timing(Key.curve, duration: Key.duration)] }
    public let actions = [SceneAction("fade", "the view fades in")]

    public func timeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        try action.validate(options.values)
        let duration = state[Key.duration], curve = state[Key.curve]
        return try Timeline.sampled(action: action.name, fps: options.fps, duration: duration) { t in
            let alpha = curve.progress(at: t / duration)
            return Frame(time: t, elements: [
                ElementFrame("view", x: 87.5, y: 306, width: 200, height: 200, alpha: alpha, colour: state[Key.colour]),
            ], readouts: [Frame.Readout("alpha", alpha, .ratio)])
        }
    }
}
