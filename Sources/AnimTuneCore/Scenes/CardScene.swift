/// The App Store "Today" card transition (aunnnn/AppStoreiOS11InteractiveTransition).
///
/// - highlight: touching a card scales the cell to `highlight.scale` with a 0.5 s ζ 1 UIKit
///   spring (`CardCollectionViewCell.animate(isHighlighted:)`);
/// - present: the tapped cell is frozen at that scale, hidden, and replaced by the detail view
///   at the same frame (`fromCardFrame`). Two animations run at once
///   (`PresentCardTransitionDriver`): a spring moves the container's top from
///   `fromCardFrame.minY` to 0, and a nested linear `UIViewPropertyAnimator` over 0.6 of the
///   spring's duration grows the card to the screen size and its corner radius to 0. The
///   spring's damping ratio and duration are derived from the travel distance
///   (`PresentCardAnimator.createBaseSpringAnimator`, see `CardLayout.presentTiming`). The
///   blur behind fades in over 0.5 s (`CardPresentationController`);
/// - drag: pulling the full-screen card down scrubs a linear animator to scale 0.86 and corner
///   radius 16; progress = drag / 100 pt, and at 1 the dismissal starts
///   (`CardDetailViewController.handleDismissalPan`);
/// - release (animtune's own, `run drag --velocity V [--release D]`): the finger lets go at D
///   with velocity V; the velocity projection decides dismiss or restore (see `CardRelease`),
///   and the chosen spring starts with the finger's velocity;
/// - dismiss: a 0.6 s ζ 0.7 UIKit spring moves the card back to the cell's untransformed frame
///   and its scale back to 1 while the blur clears (`DismissCardAnimator`).
public struct CardScene: Scene {
    public init() {}

    public let name = "card"
    public let summary = "App Store card: highlight, present (spring move + linear expansion), interactive shrink, dismiss"
    public let source = "aunnnn/AppStoreiOS11InteractiveTransition (PresentCardAnimator, DismissCardAnimator, CardDetailViewController)"

    /// Every parameter and spring group, declared once with its key, default and help; the scene
    /// reads values through these (`state[Key.screenWidth]`, `state.spring(Key.dismissSpring)`).
    enum Key {
        static let presentReduced = ReducedKeys.strategy(for: "present", default: .fade,
            why: "the card moves and grows to the screen, the largest translation and scale of the scene")
        static let dismissReduced = ReducedKeys.strategy(for: "dismiss", default: .fade,
            why: "the card shrinks and travels back to its cell")
        static let dragReduced = ReducedKeys.strategy(for: "drag", default: .track,
            why: "the card follows the finger, and the dismissal after it is tightened")
        static let highlightReduced = ReducedKeys.strategy(for: "highlight", default: .tighten,
            why: "a small press feedback on a control, already without bounce")
        static let screenWidth = ScreenKeys.width(
            help: "screen width; the card grows to it and the cells are laid out in it (iPhone X, 375 pt)")
        static let screenHeight = ScreenKeys.height(
            help: "screen height; the card grows to it, and it scales the present damping and duration (UIScreen.main.bounds.height, iPhone X 812 pt)")
        static let cardTop = ParameterKey<Double>.number("card.top", .points, -1624...1624, default: 72.04,
            help: "minY of the tapped card on screen as the present starts, highlight scale included (HomeViewController: cardPresentationFrameOnScreen); |card.top| sets the present damping and duration; default the original's first card on iPhone X: safe area 44 + sectionInset.top 20 + (1 − 0.96)·402/2")
        static let cardInset = ParameterKey<Double>.number("card.inset", .points, 0...100, default: 20,
            help: "horizontal margin of a card, so its width is screen.width − 2·inset (HomeViewController: cardHorizontalOffset 20)")
        static let cardAspect = ParameterKey<Double>.number("card.aspect", .ratio, 0.2...3, default: 1.2,
            help: "card height / width of a cell (HomeViewController: cardHeightByWidthRatio 1.2)")
        static let cardCornerRadius = ParameterKey<Double>.number("card.cornerRadius", .points, 0...100, default: 16,
            help: "corner radius of a card in the list, reached again by the drag shrink (GlobalConstants.cardCornerRadius 16)")
        static let listSpacing = ParameterKey<Double>.number("list.spacing", .points, 0...200, default: 20,
            help: "gap between the cells drawn above and below the tapped one (HomeViewController: minimumLineSpacing 20)")
        static let highlightScale = ParameterKey<Double>.number("highlight.scale", .ratio, 0.5...1, default: 0.96,
            help: "scale of a touched card; the present starts from the card frozen at it (GlobalConstants.cardHighlightedFactor 0.96)")
        static let presentDampingInterval = ParameterKey<Double>.number("present.dampingInterval", .ratio, 0...0.9, default: 0.3,
            help: "present damping = 1 − interval·distance/extent, clamped to [1 − interval, 1] (PresentCardAnimator: dampFactorInterval 0.3)")
        static let presentBaseDuration = ParameterKey<Double>.number("present.baseDuration", .seconds, 0.05...5, default: 0.5,
            help: "present duration for a card at the top of the screen: base + (max − base)·distance/screen.height (PresentCardAnimator: baselineDuration 0.5)")
        static let presentMaxDuration = ParameterKey<Double>.number("present.maxDuration", .seconds, 0.05...5, default: 0.9,
            help: "present duration for a card a screen height away, and the clamp (PresentCardAnimator: maxDuration 0.9)")
        static let presentExpansionFraction = ParameterKey<Double>.number("present.expansionFraction", .ratio, 0.05...1, default: 0.6,
            help: "the card grows to full screen over this fraction of the present duration (PresentCardTransitionDriver: baseAnimator.duration * 0.6)")
        static let presentExpansionCurve = ParameterKey<TimingCurve>.curve("present.expansionCurve", default: .linear,
            help: "timing curve of the card's growth and corner radius 16 → 0 (PresentCardTransitionDriver: curve .linear)")
        static let blurDuration = ParameterKey<Double>.number("blur.duration", .seconds, 0.01...5, default: 0.5,
            help: "the blur behind the card fades in over this long when presenting (CardPresentationController: UIView.animate(withDuration: 0.5))")
        static let blurCurve = ParameterKey<TimingCurve>.curve("blur.curve", default: .easeInOut,
            help: "curve of the blur fade-in; interpretation: UIView.animate's default curve easeInOut, the blur effect drawn as alpha 0 → 1")
        static let blurDismissCurve = ParameterKey<TimingCurve>.curve("blur.dismissCurve", default: .easeInOut,
            help: "curve of the blur clearing over the dismiss duration; interpretation: UIKit runs alongside animations of a non-interruptible transition over transitionDuration with easeInOut")
        static let shrinkScale = ParameterKey<Double>.number("shrink.scale", .ratio, 0.3...1, default: 0.86,
            help: "scale the full-screen card shrinks to as the drag reaches shrink.distance (CardDetailViewController: targetShrinkScale 0.86)")
        static let shrinkDistance = ParameterKey<Double>.number("shrink.distance", .points, 10...1000, default: 100,
            help: "drag distance for the full shrink; progress = drag / distance and the dismissal starts at 1 (CardDetailViewController: (location.y − start.y) / 100)")
        static let dragDuration = ParameterKey<Double>.number("drag.duration", .seconds, 0.05...5, default: 0.5,
            help: "how long the finger takes to drag shrink.distance at constant speed in `run drag` (animtune's own; the original follows the finger)")
        static let cardColour = ParameterKey<RGBColor>.colour("card.colour", default: "#2F7FB8",
            help: "fill of the card and the cells when drawn (animtune's own; the original shows an image)")
        static let backdropColour = ParameterKey<RGBColor>.colour("backdrop.colour", default: "#FFFFFF",
            help: "background of the list behind the card when drawn (animtune's own; the original's home screen is white)")
        static let blurColour = ParameterKey<RGBColor>.colour("blur.colour", default: "#F4F4F4",
            help: "tint of the blur over the list when drawn (animtune's own, standing in for UIBlurEffect(style: .light))")
        static let highlightSpring = SpringGroup("highlight.spring", default: .uikit(UIKitSpring(duration: 0.5, dampingRatio: 1)),
            help: "the spring scaling a touched card to highlight.scale (CardCollectionViewCell: UIView.animate(withDuration: 0.5, usingSpringWithDamping: 1))")
        static let dismissSpring = SpringGroup("dismiss.spring", default: .uikit(UIKitSpring(duration: 0.6, dampingRatio: 0.7)),
            help: "the spring moving the card back to its cell; its duration also times the blur clearing (DismissCardAnimator: dismissalAnimationDuration 0.6, usingSpringWithDamping: 0.7)")
        /// The present spring's curve and exported function: derived from `card.top`, not a group.
        static let presentSpring = "present.spring"
    }

    public let parameters: [Parameter] = [
        Key.screenWidth.parameter,
        Key.screenHeight.parameter,
        Key.cardTop.parameter,
        Key.cardInset.parameter,
        Key.cardAspect.parameter,
        Key.cardCornerRadius.parameter,
        Key.listSpacing.parameter,
        Key.highlightScale.parameter,
        Key.presentDampingInterval.parameter,
        Key.presentBaseDuration.parameter,
        Key.presentMaxDuration.parameter,
        Key.presentExpansionFraction.parameter,
        Key.presentExpansionCurve.parameter,
        Key.blurDuration.parameter,
        Key.blurCurve.parameter,
        Key.blurDismissCurve.parameter,
        Key.shrinkScale.parameter,
        Key.shrinkDistance.parameter,
        Key.dragDuration.parameter,
        Key.cardColour.parameter,
        Key.backdropColour.parameter,
        Key.blurColour.parameter,
        Key.presentReduced.parameter,
        Key.dismissReduced.parameter,
        Key.dragReduced.parameter,
        Key.highlightReduced.parameter,
    ] + ReducedKeys.shared

    public let springGroups: [SpringGroup] = [Key.highlightSpring, Key.dismissSpring]

    public var blurElements: [String] { ["blur"] }

    /// Every spring group at damping ratio 1, and the present spring too: its damping is
    /// 1 − interval·distance/extent, so interval 0 gives 1 with the same duration.
    public func tightened(_ state: SceneState, for action: SceneAction) -> SceneState {
        var state = state.tighteningSpringGroups()
        try? state.apply(key: Key.presentDampingInterval.key, value: .number(0))
        return state
    }

    public let actions: [SceneAction] = [
        SceneAction("present", "the tapped card (frozen at its highlight scale) grows to full screen; damping and duration come from card.top",
                    interruption: Self.presentInterruption),
        SceneAction("dismiss", "the shrunk full-screen card (scale shrink.scale, corner card.cornerRadius, as a drag leaves it) springs back to its cell",
                    interruption: Self.dismissInterruption),
        SceneAction("drag", "the finger drags the full-screen card down shrink.distance over drag.duration, then the dismissal; "
                    + "with --velocity V (pt/s, or 1/s of the distance left to shrink.distance) it lets go at --release D "
                    + "(default half of shrink.distance) and the velocity projection release + V·0.998/(1 − 0.998)/1000 decides: past shrink.distance it dismisses, "
                    + "else it springs back (restore); either spring starts with V. --gesture FILE follows a recorded finger "
                    + "(t,drag in points, down) and lets go at its last sample with UIKit's pan velocity",
                    options: [Self.velocityOption, Self.releaseOption], followsFinger: true, interruption: Self.dragInterruption),
        SceneAction("highlight", "a finger touches the card in the list: the cell scales to highlight.scale"),
    ]

    /// `run present --retarget`: the present spring (derived from card.top, no group) sent elsewhere.
    static let presentInterruption = SceneAction.Interruption(
        springGroup: nil, curve: Key.presentSpring,
        meaning: "the card's top, 0 at its cell, 1 at the screen's top (0 = tapped again: back to the cell); "
            + "the growth and the blur keep their own clocks")
    /// `run dismiss --retarget`: dismiss.spring sent elsewhere.
    static let dismissInterruption = SceneAction.Interruption(
        springGroup: Key.dismissSpring.prefix,
        meaning: "0 the full-screen card as the drag left it, 1 its cell (0 = tapped again: back to presented); "
            + "the scale and the blur follow the move")
    /// `run drag --retarget`: the spring after the release (dismiss or restore) sent elsewhere.
    static let dragInterruption = SceneAction.Interruption(
        springGroup: Key.dismissSpring.prefix,
        meaning: "the spring after the release, 0 where the finger let go, 1 the cell (dismiss) or the card at rest "
            + "(restore); TIME on the run's clock, after the release")

    /// `run drag --velocity V`: the finger's release, positive down.
    static let velocityOption = ActionOption("velocity", value: "V", .pointsPerSecond, -20_000...20_000,
                                             help: "release velocity of the drag in pt/s, positive down")

    /// `run drag --velocity V --release D`: how far the finger has dragged when it lets go.
    static let releaseOption = ActionOption("release", value: "D", .points, 0...1000,
                                            help: "with --velocity: how far the finger has dragged when it lets go (card drag; default half of shrink.distance)")

    // MARK: Export

    /// The present spring as a function of the card's top (`CardLayout.presentTiming`), the
    /// expansion over its fraction of that duration, the blur clearing over the dismissal.
    public var export: SceneExport {
        let top = ExportExpression.argument("cardTop"), height = ExportExpression.argument("cardHeight")
        let screen = ExportExpression.argument("screenHeight")
        let interval = ExportExpression.parameter(Key.presentDampingInterval)
        let base = ExportExpression.parameter(Key.presentBaseDuration), longest = ExportExpression.parameter(Key.presentMaxDuration)
        let distance = ExportExpression.argument("distance"), extent = ExportExpression.argument("extent")
        let damping = ExportExpression.difference(.number(1), .quotient(.product(interval, distance), extent))
            .clamped(.difference(.number(1), interval), .number(1))
        let duration = ExportExpression.sum(base, .quotient(.product(.difference(longest, base), distance), screen))
            .clamped(.minimum(base, longest), .maximum(base, longest))
        let cardHeight = ExportExpression.product(.product(.difference(.parameter(Key.screenWidth),
                                                                       .product(.number(2), .parameter(Key.cardInset))),
                                                           .parameter(Key.cardAspect)), .parameter(Key.highlightScale))
        let present = ExportSpringFunction(
            key: Key.presentSpring,
            help: "the spring moving the card's top to 0 when presenting; its damping ratio and duration come from the card's"
                + " top (PresentCardAnimator.createBaseSpringAnimator): damping 1 − interval·|top|/extent (extent the card's"
                + " height above the screen's top, else the screen's height) in [1 − interval, 1], duration"
                + " base + (max − base)·|top|/screen height in [base, max]",
            arguments: [
                .init("cardTop", help: "the card's minY on screen as the present starts, highlight scale included, in points"),
                .init("cardHeight", help: "the card's height on screen, in points (default: the scene's card at its highlight scale)",
                      default: cardHeight),
                .init("screenHeight", help: "the screen's height, in points", default: .parameter(Key.screenHeight)),
            ],
            steps: [("distance", .absolute(top)), ("extent", .ifNegative(top, height, screen))],
            dampingRatio: damping, duration: duration,
            companions: [.init(curve: Key.presentExpansionCurve.key, fraction: Key.presentExpansionFraction.key)],
            positionKey: Key.cardTop.key, samples: { state in [0, 0.25, 0.5, 0.75, 1].map { $0 * state[Key.screenHeight] } })
        let transitions: [ElementTransition] = [
            .init("cell-highlighted", help: "a touched cell scaling to highlight.scale", [("transform", .animation(Key.highlightSpring))]),
            .init("card-presenting", help: "the card, laid out at the screen's size, moving to the top (translate) while its clip"
                    + " grows from the card to the screen (clip-path: inset(… round the corner radius) to inset(0))",
                  [("translate", .animation(Key.presentSpring)), ("clip-path", .animation(Key.presentExpansionCurve))]),
            .init("blur-presenting", help: "the blur behind the card fading in", [("opacity", .animation(Key.blurCurve))]),
            .init("card-dismissing", help: "the card springing back to its cell: the drag's scale (transform), its place (translate)"
                    + " and its clip back to the card (clip-path)",
                  [("transform", .animation(Key.dismissSpring)), ("translate", .animation(Key.dismissSpring)),
                   ("clip-path", .animation(Key.dismissSpring))]),
            .init("blur-dismissing", help: "the blur clearing as the card goes back", [("opacity", .animation(Key.blurDismissCurve))]),
        ]
        let reduced: [ReducedAction] = [
            .init("present", animations: [Key.presentSpring, Key.presentExpansionCurve.key, Key.blurCurve.key],
                  elements: ["card-presenting", "blur-presenting"]),
            .init("dismiss", animations: [Key.dismissSpring.prefix, Key.blurDismissCurve.key],
                  elements: ["card-dismissing", "blur-dismissing"]),
            .init("drag", animations: [Key.dismissSpring.prefix, Key.blurDismissCurve.key]),
            .init("highlight", animations: [Key.highlightSpring.prefix], elements: ["cell-highlighted"]),
        ]
        return SceneExport(springFunctions: [present], curveDurations: [Key.blurDismissCurve.key: Key.dismissSpring.key(.duration)],
                           transitions: transitions, reducedActions: reduced)
    }

    // MARK: Curves

    public var curves: [Curve] {
        let time = { @Sendable (state: SceneState) -> ClosedRange<Double> in 0...Self.presentEnd(CardLayout(state)) }
        let points = { (label: String) in CurveAxis(label, .points) }
        return [
            Curve(Key.presentSpring,
                  "progress of the present spring: UIKit duration-based, NOT a settable spring group; damping 1 − present.dampingInterval·|card.top|/extent and duration present.baseDuration + (max − base)·|card.top|/screen.height are derived from card.top",
                  x: .time, y: .progress,
                  domain: { state in 0...CardLayout(state).presentDuration },
                  function: Self.withLayout { Self.presentProgress($0, $1) })
                .following { state in CardLayout(state).presentSpring.spring },
            Curve("present.damping",
                  "damping ratio of the present spring vs the card's top: 1 − present.dampingInterval·|top|/extent (extent = the card's height if top < 0, else screen.height), clamped to [1 − interval, 1]",
                  x: CurveAxis("card top", .points), y: CurveAxis("damping ratio", .ratio),
                  domain: Self.positions,
                  evaluate: { state, top in CardLayout(state, top: top).presentDamping }),
            Curve("present.duration",
                  "duration of the present spring vs the card's top: present.baseDuration + (max − base)·|top|/screen.height, clamped to [base, max]",
                  x: CurveAxis("card top", .points), y: CurveAxis("duration", .seconds),
                  domain: Self.positions,
                  evaluate: { state, top in CardLayout(state, top: top).presentDuration }),
            Curve("card.y", "top of the card while presenting: card.top → 0 on the present spring",
                  x: .time, y: points("y"), domain: time,
                  function: Self.withLayout { Self.presentedCard($0, $1).y }),
            Curve("card.width", "width of the card while presenting: grows to the screen on the expansion curve",
                  x: .time, y: points("width"), domain: time,
                  function: Self.withLayout { Self.presentedCard($0, $1).width }),
            Curve("card.height", "height of the card while presenting: grows to the screen on the expansion curve",
                  x: .time, y: points("height"), domain: time,
                  function: Self.withLayout { Self.presentedCard($0, $1).height }),
            Curve("card.cornerRadius", "corner radius of the card while presenting: card.cornerRadius → 0 with the expansion",
                  x: .time, y: points("corner radius"), domain: time,
                  function: Self.withLayout { Self.presentedCornerRadius($0, $1) }),
            Curve("blur.alpha", "opacity of the blur behind the card while presenting: 0 → 1 over blur.duration",
                  x: .time, y: CurveAxis("alpha", .ratio), domain: time,
                  function: Self.withLayout { Self.blurIn($0, $1) }),
            Curve("shrink.scale", "scale of the full-screen card vs drag: 1 → shrink.scale linearly until shrink.distance",
                  x: CurveAxis("drag", .points), y: CurveAxis("scale", .ratio),
                  domain: { state in 0...state[Key.shrinkDistance] },
                  evaluate: { state, drag in Self.shrinkScale(state, drag) }),
            Curve("shrink.cornerRadius", "corner radius of the full-screen card vs drag: 0 → card.cornerRadius linearly until shrink.distance",
                  x: CurveAxis("drag", .points), y: points("corner radius"),
                  domain: { state in 0...state[Key.shrinkDistance] },
                  evaluate: { state, drag in Self.shrinkCornerRadius(state, drag) }),
            Curve.spring(Key.highlightSpring),
            Curve.spring(Key.dismissSpring),
        ]
    }

    /// Card positions shown by the present.damping and present.duration curves: a quarter
    /// screen beyond either edge, so both clamps show.
    @Sendable static func positions(_ state: SceneState) -> ClosedRange<Double> {
        let height = state[Key.screenHeight]
        return (-1.25 * height)...(1.25 * height)
    }

    /// A curve over time of the card's layout, the layout read once per state.
    static func withLayout(_ value: @escaping @Sendable (CardLayout, Double) -> Double)
        -> @Sendable (SceneState) -> @Sendable (Double) -> Double {
        { state in
            let layout = CardLayout(state)
            return { t in value(layout, t) }
        }
    }

    // MARK: Pure model

    /// Progress of the present spring; the animator ends at its duration with the model value.
    static func presentProgress(_ layout: CardLayout, _ t: Double) -> Double {
        t >= layout.presentDuration ? 1 : layout.presentMotion.progress(at: t)
    }

    /// Progress of the linear expansion, which lasts expansionFraction of the present duration.
    static func expansionProgress(_ layout: CardLayout, _ t: Double) -> Double {
        layout.expansionCurve.progress(at: layout.expansionSpan > 0 ? t / layout.expansionSpan : 1)
    }

    /// The card's frame while presenting. The container's top (card top pinned to it, card
    /// horizontally centred) springs from fromCardFrame.minY to 0; width and height grow
    /// linearly from fromCardFrame's size to the container's (the screen).
    static func presentedCard(_ layout: CardLayout, _ t: Double, move: Double? = nil) -> Rect {
        let move = move ?? presentProgress(layout, t)
        let grow = expansionProgress(layout, t)
        let from = layout.presented, to = layout.screen
        let width = from.width + (to.width - from.width) * grow
        let height = from.height + (to.height - from.height) * grow
        return Rect(x: (to.width - width) / 2, y: from.minY * (1 - move), width: width, height: height)
    }

    /// `cardDetailView.layer.cornerRadius = 0` inside the expansion animator.
    static func presentedCornerRadius(_ layout: CardLayout, _ t: Double) -> Double {
        layout.cornerRadius * (1 - expansionProgress(layout, t))
    }

    static func blurIn(_ layout: CardLayout, _ t: Double) -> Double {
        layout.blurCurve.progress(at: t / layout.blurDuration)
    }

    /// When the present's last animation ends: the spring, the expansion or the blur.
    static func presentEnd(_ layout: CardLayout) -> Double {
        max(layout.presentDuration, layout.expansionSpan, layout.blurDuration)
    }

    /// fractionComplete of the shrink animator: drag / shrink.distance, clamped into 0…1 as
    /// UIViewPropertyAnimator clamps fractionComplete. The animator is linear (and scrubs
    /// linearly whatever its curve), so scale and corner radius are linear in the drag.
    static func shrinkProgress(_ state: SceneState, _ drag: Double) -> Double {
        min(max(drag / state[Key.shrinkDistance], 0), 1)
    }

    static func shrinkScale(_ state: SceneState, _ drag: Double) -> Double {
        1 + (state[Key.shrinkScale] - 1) * shrinkProgress(state, drag)
    }

    /// From the full-screen card's radius 0 (set at the end of the present) to card.cornerRadius.
    static func shrinkCornerRadius(_ state: SceneState, _ drag: Double) -> Double {
        state[Key.cardCornerRadius] * shrinkProgress(state, drag)
    }

    /// How long a spring group's animation runs: its UIKit duration, or for a spring UIKit
    /// cannot express (over-damped) its ε = 0.001 settling time.
    static func duration(of group: SpringGroup, _ state: SceneState) -> Double {
        let setting = state.setting(group)
        if let duration = setting.uikit?.duration { return duration }
        let settle = SpringMetrics(setting.spring).settlingTimeEpsilon
        return settle.isFinite && settle > 0 ? settle : 1   // not reached for a valid spring
    }

    /// Progress of a spring group that UIKit ends at `duration` with the model value.
    static func springProgress(_ group: SpringGroup, _ state: SceneState, _ t: Double, duration: Double) -> Double {
        t >= duration ? 1 : state.spring(group).progress(at: t)
    }

    // MARK: Frames

    /// The screen of `screen.width` × `screen.height`.
    static func screen(_ state: SceneState) -> Screen {
        Screen.iPhoneX.sized(width: state[Key.screenWidth], height: state[Key.screenHeight])
    }

    public func timeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        if let argument = options.argument {
            throw .invalid("\(action.name): takes no choice; got '\(argument)'")
        }
        try action.validate(options.values)
        let layout = CardLayout(state)
        switch action.name {
        case "present": return try presentTimeline(layout, state, options)
        case "dismiss": return try dismissTimeline(layout, state, options)
        case "drag": return try dragTimeline(layout, state, options)
        case "highlight": return try highlightTimeline(layout, state, options)
        default: throw .unknownAction(action.name, scene: name, accepted: actions.map(\.name))
        }
    }

    /// The colours of an action's elements, read once per timeline.
    private struct Palette {
        let card: RGBColor, backdrop: RGBColor, blur: RGBColor

        init(_ state: SceneState) {
            (card, backdrop, blur) = (state[Key.cardColour], state[Key.backdropColour], state[Key.blurColour])
        }
    }

    /// What changes between frames; everything else is the list at rest.
    private struct Look {
        var card: Rect
        var cardScale = 1.0
        var cardCornerRadius: Double
        var cardAlpha = 1.0
        var cellScale = 1.0
        var cellAlpha = 0.0
        var blurAlpha: Double
    }

    /// Elements back to front: `backdrop` (the list's background), `above`, `cell`, `below`
    /// (the tapped cell's slot and its neighbours, hidden while the card stands in for the
    /// cell), `blur` over the list, and `card` (the detail view).
    private func elements(_ layout: CardLayout, _ palette: Palette, _ look: Look) -> [ElementFrame] {
        let fill = palette.card
        let radius = layout.cornerRadius
        let screen = layout.screen
        func cell(_ name: String, _ r: Rect, scale: Double = 1, alpha: Double = 1) -> ElementFrame {
            ElementFrame(name, x: r.x, y: r.y, width: r.width, height: r.height, scale: scale,
                         cornerRadius: radius, alpha: alpha, colour: fill, zIndex: 1)
        }
        return [
            ElementFrame("backdrop", x: 0, y: 0, width: screen.width, height: screen.height,
                         colour: palette.backdrop, zIndex: 0),
            cell("above", layout.cellAbove),
            cell("cell", layout.cell, scale: look.cellScale, alpha: look.cellAlpha),
            cell("below", layout.cellBelow),
            ElementFrame("blur", x: 0, y: 0, width: screen.width, height: screen.height, alpha: look.blurAlpha,
                         colour: palette.blur, zIndex: 2),
            ElementFrame("card", x: look.card.x, y: look.card.y, width: look.card.width, height: look.card.height,
                         scale: look.cardScale, cornerRadius: look.cardCornerRadius, alpha: look.cardAlpha,
                         colour: fill, zIndex: 3),
        ]
    }

    private func highlightTimeline(_ layout: CardLayout, _ state: SceneState, _ options: RunOptions) throws(SceneError) -> Timeline {
        let duration = Self.duration(of: Key.highlightSpring, state)
        let target = state[Key.highlightScale]
        let palette = Palette(state)
        return try Timeline.sampled(action: "highlight", fps: options.fps, duration: duration, screen: Self.screen(state)) { t in
            let progress = Self.springProgress(Key.highlightSpring, state, t, duration: duration)
            let scale = 1 + (target - 1) * progress
            let look = Look(card: layout.cell, cardCornerRadius: layout.cornerRadius,
                            cardAlpha: 0, cellScale: scale, cellAlpha: 1, blurAlpha: 0)
            return Frame(time: t, elements: elements(layout, palette, look), readouts: [
                Frame.Readout("progress", progress, .ratio), Frame.Readout("scale", scale, .ratio),
            ])
        }
    }

    private func presentTimeline(_ layout: CardLayout, _ state: SceneState, _ options: RunOptions) throws(SceneError) -> Timeline {
        // Interrupted (or rendered by a platform), the move follows that spring; the growth and
        // the blur are animations of their own and keep their clocks.
        let played = try ActionSpring.played(layout.presentSpring.spring, .uikit(layout.presentSpring), travel: layout.presented.minY,
                                             options: options, action: "present")
        let end = max(Self.presentEnd(layout), played?.end ?? 0)
        let move = { @Sendable (t: Double) in played?.progress(t) ?? Self.presentProgress(layout, t) }
        let palette = Palette(state)
        return try Timeline.sampled(action: "present", fps: options.fps, duration: end, screen: Self.screen(state)) { t in
            let moved = move(t)
            let card = Self.presentedCard(layout, t, move: moved)
            let blur = Self.blurIn(layout, t)
            let look = Look(card: card, cardCornerRadius: Self.presentedCornerRadius(layout, t),
                            cellScale: 1, cellAlpha: 0, blurAlpha: blur)
            return Frame(time: t, elements: elements(layout, palette, look), readouts: [
                Frame.Readout("move", moved, .ratio),
                Frame.Readout("expansion", Self.expansionProgress(layout, t), .ratio),
                Frame.Readout("blur", blur, .ratio),
            ])
        }
    }

    /// The dismissal from the shrunk full-screen card, `t` seconds after it starts. At the end
    /// the card is removed and the cell shown in its place (`completeEverything`).
    /// `time` is the frame's time in the whole action.
    /// `played`: the spring interrupted (`run … --retarget`) or as a platform renders it; the
    /// blur then clears with the move, and the card gives way to the cell only if it ends there.
    private func dismissFrame(_ layout: CardLayout, _ state: SceneState, _ palette: Palette, _ t: Double, duration: Double,
                              time: Double, drag: Double, spring: Spring? = nil, played: ActionSpring? = nil,
                              startScale: Double? = nil, extra: [Frame.Readout] = []) -> Frame {
        let progress: Double, done: Bool, blur: Double
        if let played {
            progress = played.progress(t)
            done = t >= duration && played.finalProgress == 1
            blur = 1 - min(max(progress, 0), 1)
        } else {
            progress = t >= duration ? 1 : (spring ?? state.spring(Key.dismissSpring)).progress(at: t)
            done = t >= duration
            blur = 1 - state[Key.blurDismissCurve].progress(at: t / duration)
        }
        let startScale = startScale ?? state[Key.shrinkScale]
        let look = Look(card: layout.screen.interpolated(to: layout.cell, progress),
                        cardScale: startScale + (1 - startScale) * progress,
                        cardCornerRadius: layout.cornerRadius,
                        cardAlpha: done ? 0 : 1, cellAlpha: done ? 1 : 0, blurAlpha: blur)
        return Frame(time: time, elements: elements(layout, palette, look), readouts: [
            Frame.Readout("drag", drag, .points), Frame.Readout("progress", progress, .ratio),
            Frame.Readout("blur", blur, .ratio),
        ] + extra)
    }

    private func dismissTimeline(_ layout: CardLayout, _ state: SceneState, _ options: RunOptions) throws(SceneError) -> Timeline {
        let played = try ActionSpring.played(state.spring(Key.dismissSpring), state.setting(Key.dismissSpring), travel: layout.cell.y,
                                             options: options, action: "dismiss")
        let duration = played?.end ?? Self.duration(of: Key.dismissSpring, state)
        let drag = state[Key.shrinkDistance]
        let palette = Palette(state)
        return try Timeline.sampled(action: "dismiss", fps: options.fps, duration: duration, screen: Self.screen(state)) { t in
            dismissFrame(layout, state, palette, t, duration: duration, time: t, drag: drag, played: played)
        }
    }

    private func dragTimeline(_ layout: CardLayout, _ state: SceneState, _ options: RunOptions) throws(SceneError) -> Timeline {
        if let gesture = options.gesture {
            if options.release != nil || options.values[Self.releaseOption.name] != nil {
                throw .invalid("drag: --gesture records where the finger lets go and how fast; drop --velocity and --release")
            }
            let distance = state[Key.shrinkDistance]
            let pan = UIKitPan(gesture)
            return try releasedTimeline(layout, state, options, drag: min(max(pan.releaseTranslation, 0), distance),
                                        velocity: pan.velocity, held: gesture.release.time,
                                        finger: { min(max(pan.translation(at: $0), 0), distance) })
        }
        if let release = options.release {
            let distance = state[Key.shrinkDistance]
            let drag = min(options.values[Self.releaseOption.name] ?? distance / 2, distance)
            let held = state[Key.dragDuration] * drag / distance
            return try releasedTimeline(layout, state, options, drag: drag,
                                        velocity: release.pointsPerSecond(remaining: distance - drag), held: held,
                                        finger: { held > 0 ? drag * $0 / held : drag })
        }
        if options.values[Self.releaseOption.name] != nil {
            throw .invalid("drag: --release D is where the finger lets go with --velocity V; add --velocity (e.g. --velocity 1500)")
        }
        let dragDuration = state[Key.dragDuration]
        let distance = state[Key.shrinkDistance]
        let played = try ActionSpring.played(state.spring(Key.dismissSpring), state.setting(Key.dismissSpring), travel: layout.cell.y,
                                             start: dragDuration, options: options, action: "drag")
        let dismissDuration = played?.end ?? Self.duration(of: Key.dismissSpring, state)
        let end = dragDuration + dismissDuration
        let palette = Palette(state)
        return try Timeline.sampled(action: "drag", fps: options.fps, duration: end, screen: Self.screen(state)) { t in
            guard t > dragDuration else {
                let drag = distance * t / dragDuration
                let look = Look(card: layout.screen, cardScale: Self.shrinkScale(state, drag),
                                cardCornerRadius: Self.shrinkCornerRadius(state, drag), blurAlpha: 1)
                return Frame(time: t, elements: elements(layout, palette, look), readouts: [
                    Frame.Readout("drag", drag, .points),
                    Frame.Readout("progress", Self.shrinkProgress(state, drag), .ratio),
                    Frame.Readout("blur", 1, .ratio),
                ])
            }
        // (a + b) − a need not be b: the last frame is the dismissal's end exactly.
            let local = t >= end ? dismissDuration : t - dragDuration
            return dismissFrame(layout, state, palette, local, duration: dismissDuration, time: t,
                                drag: distance, played: played)
        }
    }

    /// `run drag --velocity V [--release D]`: the finger drags D (default half of shrink.distance) at the pace of drag.duration,
    /// lets go at V, and `CardRelease` decides (`run drag --gesture FILE`: the recorded finger, UIKit's pan velocity). Dismiss: the dismissal from the card as shrunk
    /// at the release, the spring starting at V over the card top's travel to its cell.
    /// Restore: dismiss.spring takes the drag back to 0 (UIKit form: ended at its duration),
    /// starting at V over the drag left (moving down is away from 0). The action is named
    /// `drag → dismiss` or `drag → restore`.
    /// `finger` is the drag until the release at `held` seconds, where it is `drag` moving at `velocity` pt/s.
    private func releasedTimeline(_ layout: CardLayout, _ state: SceneState, _ options: RunOptions, drag: Double,
                                  velocity: Double, held: Double,
                                  finger: @escaping @Sendable (Double) -> Double) throws(SceneError) -> Timeline {
        let distance = state[Key.shrinkDistance]
        let release = CardRelease(drag: drag, velocity: velocity, threshold: distance)
        var spring = state.spring(Key.dismissSpring)
        // UIKit's recipe: velocity ÷ the distance left, 0 when there is none.
        let travel = release.outcome == .dismiss ? layout.cell.y : -drag
        spring.initialVelocity = travel == 0 ? 0 : release.velocity / travel
        let played = try ActionSpring.played(spring, state.setting(Key.dismissSpring), travel: travel, start: held,
                                             options: options, action: "drag")
        let duration = played?.end ?? Self.duration(of: Key.dismissSpring, state)
        let end = held + duration
        let projected = Frame.Readout("projected", release.projected, .points)
        let name = "drag → \(release.outcome.rawValue)"
        let moving = spring
        let palette = Palette(state)
        return try Timeline.sampled(action: name, fps: options.fps, duration: end, screen: Self.screen(state)) { t in
            guard t > held else {
                let now = finger(t)
                let look = Look(card: layout.screen, cardScale: Self.shrinkScale(state, now),
                                cardCornerRadius: Self.shrinkCornerRadius(state, now), blurAlpha: 1)
                return Frame(time: t, elements: elements(layout, palette, look), readouts: [
                    Frame.Readout("drag", now, .points), Frame.Readout("progress", Self.shrinkProgress(state, now), .ratio),
                    Frame.Readout("blur", 1, .ratio), projected,
                ])
            }
            let local = t >= end ? duration : t - held
            if release.outcome == .dismiss {
                return dismissFrame(layout, state, palette, local, duration: duration, time: t, drag: drag, spring: moving, played: played,
                                    startScale: Self.shrinkScale(state, drag), extra: [projected])
            }
            let back = played.map { $0.progress(local) } ?? (local >= duration ? 1 : moving.progress(at: local))
            let now = drag * (1 - back)
            let look = Look(card: layout.screen, cardScale: Self.shrinkScale(state, now),
                            cardCornerRadius: Self.shrinkCornerRadius(state, now), blurAlpha: 1)
            return Frame(time: t, elements: elements(layout, palette, look), readouts: [
                Frame.Readout("drag", now, .points), Frame.Readout("progress", Self.shrinkProgress(state, now), .ratio),
                Frame.Readout("blur", 1, .ratio), projected,
            ])
        }
    }
}
