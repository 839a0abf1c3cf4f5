/// The AR camera tab bar (Akoinoglou, after Oleg Frolov's Dribbble shot): a full-screen
/// coloured background and, at the bottom, a stack of three buttons (left, camera, right) with
/// an indicator under the selected one. Selecting a tab runs one
/// `UIView.animate(withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.4,
/// initialSpringVelocity: 0, options: .allowUserInteraction)` block that, on the same spring,
/// slides the indicator under the new tab, shrinks the camera button to 0.6 of its height (or
/// grows it back), turns the arrows by π and changes the background colour.
///
/// Values are REFERENCE.md §5; the layout is derived from those constants (see `TabBarLayout`),
/// since the original source was not available to check it against. The curves animate
/// `transition.from` → `transition.to`; `run select TAB` animates `transition.from` → TAB.
public struct TabBarScene: Scene {
    public init() {}

    public let name = "tabbar"
    public let summary = "AR camera tab bar: spring between three tabs; indicator slides, camera button shrinks, arrows rotate, background colour changes"
    public let source = "AR camera tab bar by Akoinoglou after Oleg Frolov's Dribbble shot: UIView.animate(withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: .allowUserInteraction)"

    /// Every parameter and spring group, declared once with its key, default and help; the scene
    /// reads values through these (`state[Key.transitionFrom]`).
    enum Key {
        static let selectReduced = ReducedKeys.strategy(for: "select", default: .fade,
            why: "the indicator slides, the camera button scales and the arrows rotate")
        static let swipeReduced = ReducedKeys.strategy(for: "swipe", default: .track,
            why: "the finger drags the indicator and the spring carries it on after the release")
        static let transitionFrom = ParameterKey<TabBarTab>.choice("transition.from", default: .camera,
            help: "tab selected before the switch; the curves and `run select` start here (default camera, the middle tab; an interpretation)")
        static let transitionTo = ParameterKey<TabBarTab>.choice("transition.to", default: .left,
            help: "tab the curves animate to (`run select TAB` names its own); default left")
        static let screenWidth = ScreenKeys.width(
            help: "screen width the bar is laid out on; the tab centres depend on it (iPhone X: 375 pt)")
        static let screenHeight = ScreenKeys.height(
            help: "screen height; the bar sits at its bottom and the background fills it (iPhone X: 812 pt)")
        static let stackMargin = ParameterKey<Double>.number("stack.margin", .points, 0...200, default: 20,
            help: "leading and trailing margin of the button stack; the side buttons sit on it, so the left and right tab centres move with it (original: margins ≥ 20)")
        static let stackBottomSpacing = ParameterKey<Double>.number("stack.bottomSpacing", .points, 0...300, default: 20,
            help: "space from the indicator's bottom edge to the screen's bottom edge (original: vertical stack spacing 20; applying it there is an interpretation)")
        static let cameraSize = ParameterKey<Double>.number("camera.size", .points, 20...200, default: 100,
            help: "width and full height of the camera button, its size on the camera tab (original: camera button 100 × 100)")
        static let cameraSmallScale = ParameterKey<Double>.number("camera.smallScale", .ratio, 0.1...1, default: 0.6,
            help: "camera button height on a side tab, as a fraction of camera.size; the width stays (original: small height ×0.6)")
        static let sideSize = ParameterKey<Double>.number("side.size", .points, 10...100, default: 44,
            help: "width and height of the left and right buttons (original: side buttons 44 × 44)")
        static let indicatorWidth = ParameterKey<Double>.number("indicator.width", .points, 1...200, default: 60,
            help: "width of the indicator under the selected tab (original: indicator 60 × 5)")
        static let indicatorHeight = ParameterKey<Double>.number("indicator.height", .points, 1...50, default: 5,
            help: "height of the indicator (original: indicator 60 × 5)")
        static let indicatorCornerRadius = ParameterKey<Double>.number("indicator.cornerRadius", .points, 0...25, default: 4,
            help: "radius of the indicator's top corners; the bottom ones are square (original: top corner radius 4)")
        static let indicatorGap = ParameterKey<Double>.number("indicator.gap", .points, 0...100, default: 10,
            help: "gap from the stack's bottom edge to the indicator's top edge (original: indicator 10 pt below the stack)")
        static let arrowsRotation = ParameterKey<Double>.number("arrows.rotation", .degrees, -360...360, default: 180,
            help: "how far both arrows turn on a side tab; they rest at 0 on the camera tab (original: rotate by π; which tab is 0 is an interpretation)")
        static let arrowsSize = ParameterKey<Double>.number("arrows.size", .points, 2...44, default: 12,
            help: "width and height of each arrow, centred between a side button and the camera button (not among the original's constants: assumed, for drawing only)")
        static let backgroundLeft = ParameterKey<RGBColor>.colour("background.left", default: "#24D5C8",
            help: "screen background on the left tab (original sRGB 0.1405, 0.8362, 0.7859; nearest #RRGGBB)")
        static let backgroundCamera = ParameterKey<RGBColor>.colour("background.camera", default: "#F06061",
            help: "screen background on the camera (middle) tab (original sRGB 0.9409, 0.3756, 0.3815; nearest #RRGGBB)")
        static let backgroundRight = ParameterKey<RGBColor>.colour("background.right", default: "#F49E50",
            help: "screen background on the right tab (original sRGB 0.9581, 0.6209, 0.3151; nearest #RRGGBB)")
        static let barTint = ParameterKey<RGBColor>.colour("bar.tint", default: "#FFFFFF",
            help: "colour the buttons, arrows and indicator are drawn in (the original uses images; white assumed, for drawing only)")

        static let spring = SpringGroup("spring", default: .uikit(UIKitSpring(duration: 0.75, dampingRatio: 0.4, velocity: 0)),
            help: "the tab switch, driving indicator, camera height, arrows and background together (original: UIView.animate(withDuration: 0.75, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0))")

        /// The screen background on `tab`.
        static func background(_ tab: TabBarTab) -> ParameterKey<RGBColor> {
            switch tab {
            case .left: backgroundLeft
            case .camera: backgroundCamera
            case .right: backgroundRight
            }
        }
    }

    /// Everything moves on the one spring.
    public var export: SceneExport {
        SceneExport(transitions: [
            .init("indicator", help: "the indicator sliding under the selected tab", [("transform", .animation(Key.spring))]),
            .init("camera-button", help: "the camera button shrinking or growing", [("transform", .animation(Key.spring))]),
            .init("arrows", help: "the arrows turning", [("transform", .animation(Key.spring))]),
            .init("background", help: "the background changing colour", [("background-color", .animation(Key.spring))]),
        ], reducedActions: [
            .init("select", animations: [Key.spring.prefix], elements: ["indicator", "camera-button", "arrows", "background"]),
            .init("swipe", animations: [Key.spring.prefix], elements: ["indicator", "camera-button", "arrows", "background"]),
        ])
    }

    public let parameters: [Parameter] = [
        Key.transitionFrom.parameter,
        Key.transitionTo.parameter,
        Key.screenWidth.parameter,
        Key.screenHeight.parameter,
        Key.stackMargin.parameter,
        Key.stackBottomSpacing.parameter,
        Key.cameraSize.parameter,
        Key.cameraSmallScale.parameter,
        Key.sideSize.parameter,
        Key.indicatorWidth.parameter,
        Key.indicatorHeight.parameter,
        Key.indicatorCornerRadius.parameter,
        Key.indicatorGap.parameter,
        Key.arrowsRotation.parameter,
        Key.arrowsSize.parameter,
        Key.backgroundLeft.parameter,
        Key.backgroundCamera.parameter,
        Key.backgroundRight.parameter,
        Key.barTint.parameter,
        Key.selectReduced.parameter,
        Key.swipeReduced.parameter,
    ] + ReducedKeys.shared

    public let springGroups: [SpringGroup] = [Key.spring]

    public var curves: [Curve] {
        [
            Curve.spring(Key.spring, summary: "progress of the tab switch over time; every other curve is its value mixed by this"),
            Self.poseCurve("indicator.x", "indicator centre x from transition.from's tab centre to transition.to's",
                           CurveAxis("indicator centre x", .points)) { $0.indicatorX },
            Self.poseCurve("camera.height", "camera button height; overshoots with the spring",
                           CurveAxis("camera height", .points)) { $0.cameraHeight },
            Self.poseCurve("arrows.angle", "rotation of both arrows (0 on the camera tab, arrows.rotation on a side tab)",
                           CurveAxis("arrows angle", .degrees)) { $0.arrowsAngle },
            Self.poseCurve("background.red", "background red component, sRGB, clamped to 0…1 where the spring overshoots",
                           CurveAxis("red", .ratio)) { $0.background.red },
            Self.poseCurve("background.green", "background green component, sRGB, clamped to 0…1 where the spring overshoots",
                           CurveAxis("green", .ratio)) { $0.background.green },
            Self.poseCurve("background.blue", "background blue component, sRGB, clamped to 0…1 where the spring overshoots",
                           CurveAxis("blue", .ratio)) { $0.background.blue },
        ]
    }

    public let actions: [SceneAction] = [
        SceneAction("select", "select a tab (default transition.to), starting from transition.from: run select camera|left|right",
                    arguments: TabBarTab.names, interruption: Self.selectInterruption),
        SceneAction("swipe", "a finger drags the bar sideways from transition.from (positive toward the right) and lets go: "
                    + "--velocity V (pt/s; default 800 toward transition.to) at --release D pt (default a quarter of the way to the next tab), or --gesture FILE "
                    + "(t,drag; UIKit's pan velocity); the projection D + V·0.998/(1 − 0.998)/1000 past half the way switches to "
                    + "the next tab, else it goes back (animtune's own: the original selects by tap); the spring starts with V",
                    options: [Self.velocityOption, Self.releaseOption], followsFinger: true, interruption: Self.swipeInterruption),
    ]

    /// `run swipe --velocity V`: the finger's release, positive toward the right.
    static let velocityOption = ActionOption("velocity", value: "V", .pointsPerSecond, -20_000...20_000,
                                             help: "release velocity of the swipe in pt/s, positive toward the right")
    /// The release of `run swipe` without --velocity or --gesture, pt/s (toward transition.to).
    static let defaultSwipeVelocity = 800.0
    /// `run select TAB --retarget`: the tab bar's spring sent elsewhere mid-switch.
    static let selectInterruption = SceneAction.Interruption(
        springGroup: Key.spring.prefix,
        meaning: "0 the tab it starts on (transition.from), 1 the tab selected (0 = tapped back)")
    /// `run swipe --retarget`: the spring after the release sent elsewhere.
    static let swipeInterruption = SceneAction.Interruption(
        springGroup: Key.spring.prefix,
        meaning: "the spring after the release, 0 the tab it starts on (transition.from), 1 the next tab the swipe heads for "
            + "(0.5 = halfway between them); TIME on the run's clock, after the release")

    /// `run swipe --velocity V --release D`: how far the finger has dragged when it lets go.
    static let releaseOption = ActionOption("release", value: "D", .points, -1000...1000,
                                            help: "with --velocity: how far the swipe has dragged when it lets go (tab bar; default a quarter of the way)")

    /// The screen of `screen.width` × `screen.height`.
    static func screen(_ state: SceneState) -> Screen {
        Screen.iPhoneX.sized(width: state[Key.screenWidth], height: state[Key.screenHeight])
    }

    public func timeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        try action.validate(options.values)
        if action.name == "swipe" { return try swipeTimeline(state: state, options: options) }
        var target = state[Key.transitionTo]
        if let argument = options.argument {
            guard let named = TabBarTab(rawValue: argument) else {
                throw .badActionArgument(action: action.name, argument: argument, accepted: TabBarTab.names)
            }
            target = named
        }
        let from = state[Key.transitionFrom]
        guard target != from else {
            let others = TabBarTab.names.filter { $0 != from.rawValue }
            throw .invalid("\(action.name) \(target.rawValue): the tab bar starts on \(target.rawValue) (transition.from), so "
                + "nothing would move; select \(others.joined(separator: " or ")), or set transition.from")
        }
        let spring = state.spring(Key.spring)
        let start = TabBarPose(selected: from, state: state)
        let end = TabBarPose(selected: target, state: state)
        let played = try ActionSpring.played(spring, state.setting(Key.spring), travel: end.indicatorX - start.indicatorX,
                                             options: options, action: action.name)
        let duration = played?.end ?? Self.animationDuration(state)
        let layout = TabBarLayout(state)
        let tint = state[Key.barTint]
        let indicatorRadius = state[Key.indicatorCornerRadius]
        return try Timeline.sampled(action: action.name, fps: options.fps, duration: duration, screen: Self.screen(state)) { t in
        // UIKit removes the animation when `duration` is over and the layers show their
        // model values, so the last frame is exactly the target.
            let progress = played.map { $0.progress(t) } ?? (t >= duration ? 1 : spring.progress(at: t))
            let pose = start.interpolated(to: end, progress)
            return Frame(time: t,
                         elements: Self.elements(pose, layout: layout, tint: tint, indicatorRadius: indicatorRadius),
                         readouts: [
                             Frame.Readout("progress", progress, .ratio),
                             Frame.Readout("indicator.x", pose.indicatorX, .points),
                             Frame.Readout("camera.height", pose.cameraHeight, .points),
                             Frame.Readout("arrows.angle", pose.arrowsAngle, .degrees),
                         ])
        }
    }

    /// How `run swipe` lets go: the swipe (the finger's drag and velocity at the release, from
    /// --gesture, or --velocity and --release), the drag then, when (seconds), and the drag at
    /// each time until then.
    private func swipeRelease(state: SceneState, options: RunOptions) throws(SceneError)
        -> (swipe: TabBarSwipe, drag: Double, velocity: Double, held: Double, finger: @Sendable (Double) -> Double) {
        let layout = TabBarLayout(state)
        let from = state[Key.transitionFrom]
        let drag: Double, velocity: Double, held: Double
        let finger: @Sendable (Double) -> Double
        if let gesture = options.gesture {
            if options.release != nil || options.values[Self.releaseOption.name] != nil {
                throw .invalid("swipe: --gesture records where the finger lets go and how fast; drop --velocity and --release")
            }
            let pan = UIKitPan(gesture)
            (drag, velocity, held) = (pan.releaseTranslation, pan.velocity, gesture.release.time)
            finger = { pan.translation(at: $0) }
        } else {
            var value = Self.defaultSwipeVelocity
            if let release = options.release {
                guard case .pointsPerSecond(let given) = release else {
                    throw .invalid("swipe: --velocity \(release.description) is relative to a distance the swipe has not yet chosen; give it in pt/s like 800")
                }
                value = given
            } else {
                // Without --velocity: a flick toward transition.to (toward the right when it is transition.from).
                let to = state[Key.transitionTo]
                if layout.centreX(of: to) < layout.centreX(of: from) || (to == from && from == .right) { value = -value }
            }
            let heading = TabBarSwipe(from: from, drag: 0, velocity: value, layout: layout)
            let given = options.values[Self.releaseOption.name]
            let distance = given ?? heading.direction * heading.spacing / 4
            // The finger moves at constant speed to D: at V when it heads that way, else over 0.3 s.
            let time = distance * value > 0 ? min(abs(distance / value), 2) : 0.3
            (drag, velocity, held) = (distance, value, time)
            finger = { t in time > 0 ? distance * min(t / time, 1) : distance }
        }
        return (TabBarSwipe(from: from, drag: drag, velocity: velocity, layout: layout), drag, velocity, held, finger)
    }

    /// Where a tap on `tab` sends the tab bar's spring mid-move, as `run ACTION --retarget
    /// TIME:TARGET` takes TARGET: the indicator under that tab, as a progress from the tab it
    /// starts on (transition.from) to the one `select` goes to (its argument) or the next tab a
    /// `swipe` heads for (options' --gesture, or --velocity and --release).
    public func retargetTarget(toward tab: TabBarTab, action: SceneAction, state: SceneState,
                               options: RunOptions) throws(SceneError) -> Double {
        let from = state[Key.transitionFrom]
        let to: TabBarTab
        if action.name == "swipe" {
            let swipe = try swipeRelease(state: state, options: options).swipe
            guard let toward = swipe.toward else { throw .invalid("swipe: there is no tab that way of \(from.rawValue) (transition.from)") }
            to = toward
        } else if let argument = options.argument {
            guard let named = TabBarTab(rawValue: argument) else {
                throw .badActionArgument(action: action.name, argument: argument, accepted: TabBarTab.names)
            }
            to = named
        } else {
            to = state[Key.transitionTo]
        }
        let start = TabBarPose(selected: from, state: state).indicatorX, end = TabBarPose(selected: to, state: state).indicatorX
        guard end != start else { throw .invalid("\(action.name): the indicator does not move from \(from.rawValue), so no tap sends it elsewhere") }
        return (TabBarPose(selected: tab, state: state).indicatorX - start) / (end - start)
    }

    /// `run swipe`: the finger scrubs the switch toward the next tab, then `TabBarSwipe` decides and
    /// the spring runs from the release, starting at the finger's velocity. Named `swipe → TAB`.
    private func swipeTimeline(state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        if let argument = options.argument { throw .invalid("swipe takes no argument, got '\(argument)'; use `run swipe --velocity V`") }
        let layout = TabBarLayout(state)
        let (swipe, drag, velocity, held, finger) = try swipeRelease(state: state, options: options)
        guard let toward = swipe.toward else {
            throw .invalid("swipe: there is no tab \(swipe.direction > 0 ? "right" : "left") of \(swipe.from.rawValue) (transition.from); "
                           + "swipe the other way or set transition.from")
        }
        let start = TabBarPose(selected: swipe.from, state: state), next = TabBarPose(selected: toward, state: state)
        let released = swipe.progress(drag), goal = swipe.switches ? 1.0 : 0.0
        var spring = state.spring(Key.spring)
        // UIKit's recipe: the velocity over the progress left, 0 when none is left.
        let left = goal - released
        spring.initialVelocity = left == 0 ? 0 : swipe.direction * velocity / swipe.spacing / left
        // A retarget names a place between the two tabs; the spring's move runs from the release to the goal.
        var retargeted = options
        if !options.retargets.isEmpty {
            guard left != 0 else {
                throw .invalid("swipe: the finger lets go on the tab it settles on, so the spring has no move to retarget; release short of it")
            }
            retargeted.retargets = options.retargets.map { var moved = $0; moved.target = ($0.target - released) / left; return moved }
        }
        let played = try ActionSpring.played(spring, state.setting(Key.spring), travel: left * swipe.spacing, start: held,
                                             options: retargeted, action: "swipe")
        let duration = played?.end ?? Self.animationDuration(state)
        let tint = state[Key.barTint], radius = state[Key.indicatorCornerRadius]
        let moving = spring
        let name = "swipe → " + (swipe.switches ? toward.rawValue : swipe.from.rawValue)
        let projected = Frame.Readout("projected", swipe.direction * swipe.projection.projected, .points)
        return try Timeline.sampled(action: name, fps: options.fps, duration: held + duration, screen: Self.screen(state)) { t in
            let progress: Double
            if t <= held {
                progress = swipe.progress(finger(t))
            } else {
                let local = t - held
                progress = released + left * (played.map { $0.progress(local) } ?? (local >= duration ? 1 : moving.progress(at: local)))
            }
            let pose = start.interpolated(to: next, progress)
            return Frame(time: t, elements: Self.elements(pose, layout: layout, tint: tint, indicatorRadius: radius),
                         readouts: [Frame.Readout("progress", progress, .ratio), Frame.Readout("indicator.x", pose.indicatorX, .points),
                                    projected])
        }
    }

    // MARK: Helpers

    /// How long the tab switch runs: UIKit's `duration` (the animation lasts exactly that),
    /// or, for a spring UIKit cannot express (over-damped), until it has settled to ε = 0.001.
    static func animationDuration(_ state: SceneState) -> Double {
        state.setting(Key.spring).uikit?.duration ?? Curve.springWindow(state.spring(Key.spring))
    }

    /// The animated values at time t of the `transition.from` → `transition.to` switch.
    static func pose(_ state: SceneState, at t: Double) -> TabBarPose {
        poses(state)(t)
    }

    /// The switch's pose as a function of time, its two ends and spring read once.
    static func poses(_ state: SceneState) -> @Sendable (Double) -> TabBarPose {
        let start = TabBarPose(selected: state[Key.transitionFrom], state: state)
        let end = TabBarPose(selected: state[Key.transitionTo], state: state)
        let spring = state.spring(Key.spring)
        return { t in start.interpolated(to: end, spring.progress(at: t)) }
    }

    /// A curve over time of one value of the pose, shown as long as the `spring` curve.
    static func poseCurve(_ name: String, _ summary: String, _ y: CurveAxis,
                          _ value: @escaping @Sendable (TabBarPose) -> Double) -> Curve {
        Curve(name, summary, x: .time, y: y, springGroup: "spring",
              domain: { state in 0...Curve.springWindow(state.spring(Key.spring)) },
              function: { state in
                  let pose = poses(state)
                  return { t in value(pose(t)) }
              })
    }

    /// Every element of the scene in one pose, back to front.
    static func elements(_ pose: TabBarPose, layout: TabBarLayout, tint: RGBColor,
                         indicatorRadius: Double) -> [ElementFrame] {
        let rowY = layout.rowCentreY
        let side = layout.sideSize
        let camera = (width: layout.cameraSize, height: max(0, pose.cameraHeight))
        let arrow = layout.arrowSize
        func centred(_ name: String, x: Double, width: Double, height: Double, rotation: Double = 0,
                     cornerRadius: Double, zIndex: Int, outline: ElementFrame.Outline = .roundedRectangle) -> ElementFrame {
            ElementFrame(name, x: x - width / 2, y: rowY - height / 2, width: width, height: height,
                         rotation: rotation, cornerRadius: cornerRadius, colour: tint, zIndex: zIndex, outline: outline)
        }
        return [
            ElementFrame("background", x: 0, y: 0, width: layout.screenWidth, height: layout.screenHeight,
                         colour: pose.background, zIndex: 0),
            centred("left", x: layout.centreX(of: .left), width: side, height: side,
                    cornerRadius: side / 2, zIndex: 1),
            centred("camera", x: layout.centreX(of: .camera), width: camera.width, height: camera.height,
                    cornerRadius: min(camera.width, camera.height) / 2, zIndex: 1),
            centred("right", x: layout.centreX(of: .right), width: side, height: side,
                    cornerRadius: side / 2, zIndex: 1),
            centred("arrowLeft", x: layout.arrowCentreX(.left), width: arrow, height: arrow,
                    rotation: pose.arrowsAngle, cornerRadius: 0, zIndex: 2, outline: .chevronLeft),
            centred("arrowRight", x: layout.arrowCentreX(.right), width: arrow, height: arrow,
                    rotation: pose.arrowsAngle, cornerRadius: 0, zIndex: 2, outline: .chevronRight),
            ElementFrame("indicator", x: pose.indicatorX - layout.indicatorWidth / 2, y: layout.indicatorMinY,
                         width: layout.indicatorWidth, height: layout.indicatorHeight,
                         cornerRadius: indicatorRadius, colour: tint, zIndex: 1),
        ]
    }
}
