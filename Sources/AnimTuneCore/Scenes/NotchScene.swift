/// FlippingNotch: pull a collection view down; the iPhone X notch stretches with the pull, and
/// on release a copy of it drops out, shrinks, flips from the bottom and becomes the list's new
/// first cell while the list makes room.
///
/// Geometry and sequencing live in `NotchModel` (which cites the original's logic step by step).
///
/// Frames of `run pull` (375 × 812 pt screen, origin top-left):
/// - `background`: the whole screen in the view controller's background colour (z −1);
/// - `cell0`…`cellN`: the list cells that fit on screen, moved by the pull and then by the list
///   translation, clipped to the collection view (their frame is the visible part; a cell with
///   nothing visible has height 0 and alpha 0) (z 0);
/// - `notch`: the black notch view, `notch.viewHeight` tall and mostly above the screen; its
///   bottom edge is the visible notch (z 1);
/// - `drop`: the copy of the notch that falls and flips (z 2). Hidden (alpha 0) during the pull,
///   where it sits on the notch. Its `rotation` is the flip angle about the horizontal `x` axis,
///   0 → 180°; its colour tells the face: the tinted notch (`frontColour`) below 90°, the cell
///   colour from 90° on. A renderer should draw it |cos(rotation)| tall about its centre line,
///   unmirrored (UIKit shows the new face upright), without perspective.
public struct NotchScene: Scene {
    public init() {}

    public let name = "notch"
    public let summary = "FlippingNotch: pull a list down, a view drops out of the iPhone X notch and flips into a new cell"
    public let source = "QuickBirdEng/FlippingNotch (ViewController.swift, Constants.swift, Main.storyboard)"

    /// Every parameter, declared once with its key, unit, range, default and help; the scene
    /// reads values through these (`state[Key.screenWidth]`).
    enum Key {
        static let pullReduced = ReducedKeys.strategy(for: "pull", default: .fade,
            why: "the notch drops and flips over in depth, a rotation the HIG asks to avoid")
        static let screenWidth = ScreenKeys.width(
            help: "screen width; the notch and the cells are centred in it (iPhone X portrait, the only device FlippingNotch supports)")
        static let screenHeight = ScreenKeys.height(
            help: "screen height; sets where the list is clipped at the bottom (iPhone X portrait)")
        static let screenSafeAreaTop = ParameterKey<Double>.number("screen.safeAreaTop", .points, 0...100, default: 44,
            help: "top safe-area inset the list's top is measured from (iPhone X portrait)")
        static let screenSafeAreaBottom = ParameterKey<Double>.number("screen.safeAreaBottom", .points, 0...100, default: 34,
            help: "bottom safe-area inset the list's bottom is measured from (iPhone X home indicator)")
        static let screenBackground = ParameterKey<RGBColor>.colour("screen.background", default: "#5A429A",
            help: "background behind the list, and the tint of the falling view (FlippingNotch Main.storyboard: Display P3 0.337, 0.263, 0.584, here in sRGB)")
        static let notchWidth = ParameterKey<Double>.number("notch.width", .points, 20...1024, default: 209,
            help: "width of the notch view and of the view that drops out of it (FlippingNotch: Constants.notchWidth)")
        static let notchHeight = ParameterKey<Double>.number("notch.height", .points, 0...200, default: 26,
            help: "visible notch height at rest: the notch view's bottom constraint without pull (FlippingNotch: Constants.notchHeight)")
        static let notchViewHeight = ParameterKey<Double>.number("notch.viewHeight", .points, 1...1000, default: 200,
            help: "full height of the notch view, which hangs above the screen; the falling view starts this tall (FlippingNotch: heightAnchor 200)")
        static let notchCornerRadius = ParameterKey<Double>.number("notch.cornerRadius", .points, 0...100, default: 20,
            help: "corner radius of the notch view's visible bottom corners (FlippingNotch: notchView.layer.cornerRadius)")
        static let notchColour = ParameterKey<RGBColor>.colour("notch.colour", default: "#000000",
            help: "colour of the notch view and of its falling copy before the tint (FlippingNotch: UIColor.black)")
        static let pullMaxOffset = ParameterKey<Double>.number("pull.maxOffset", .points, -400 ... -1, default: -86,
            help: "deepest pull: the scroll offset is clamped here and releasing at it starts the drop (FlippingNotch: Constants.maxScrollOffset)")
        static let pullDuration = ParameterKey<Double>.number("pull.duration", .seconds, 0.01...10, default: 0.4,
            help: "how long `run pull` drags the list from 0 to pull.maxOffset, steadily; animtune's choice, not the original's (there a finger drags)")
        static let dropTopInset = ParameterKey<Double>.number("drop.topInset", .points, 0...800, default: 40,
            help: "top of the falling view when the drop ends (FlippingNotch: Constants.notchViewTopInset)")
        static let dropDuration = ParameterKey<Double>.number("drop.duration", .seconds, 0.01...10, default: 0.3,
            help: "duration of the drop, and of the list's first half move (FlippingNotch: UIView.animate(withDuration: 0.3))")
        static let dropCurve = ParameterKey<TimingCurve>.curve("drop.curve", default: .easeInOut,
            help: "timing curve of the drop and the list's first half move (FlippingNotch: options [], so UIKit's default easeInOut)")
        static let dropTintAlpha = ParameterKey<Double>.number("drop.tintAlpha", .ratio, 0...1, default: 0.2,
            help: "alpha of the background colour laid over the black falling view from the release on (FlippingNotch: withAlphaComponent(0.2))")
        static let dropCornerRadiusFrom = ParameterKey<Double>.number("drop.cornerRadius.from", .points, 0...100, default: 16,
            help: "corner radius of the falling view at the release (FlippingNotch: CABasicAnimation fromValue 16)")
        static let dropCornerRadiusTo = ParameterKey<Double>.number("drop.cornerRadius.to", .points, 0...100, default: 10,
            help: "corner radius of the falling view after its corner animation, kept through the flip (FlippingNotch: toValue 10)")
        static let dropCornerRadiusDuration = ParameterKey<Double>.number("drop.cornerRadius.duration", .seconds, 0.01...10, default: 0.3,
            help: "duration of the linear corner-radius animation from the release (FlippingNotch: CABasicAnimation duration 0.3, no timing function)")
        static let flipDuration = ParameterKey<Double>.number("flip.duration", .seconds, 0.01...10, default: 0.6,
            help: "duration of the flip into the new cell and of the list's second half move (FlippingNotch: UIView.transition duration 0.6)")
        static let flipCurve = ParameterKey<TimingCurve>.curve("flip.curve", default: .easeInOut,
            help: "timing curve of the flip, its growth to the cell frame and the list's second move (FlippingNotch: transitionFlipFromBottom, UIKit's default easeInOut)")
        static let itemWidth = ParameterKey<Double>.number("item.width", .points, 1...1024, default: 343,
            help: "cell width, the falling view's final width, and with item.height its aspect during the drop (FlippingNotch Main.storyboard: itemSize)")
        static let itemHeight = ParameterKey<Double>.number("item.height", .points, 1...1000, default: 177,
            help: "cell height; the list moves by item.height + list.spacing (FlippingNotch Main.storyboard: itemSize)")
        static let listSpacing = ParameterKey<Double>.number("list.spacing", .points, 0...200, default: 10,
            help: "gap between cells, added to item.height for the list's move (FlippingNotch: minimumInteritemSpacing / minimumLineSpacing 10)")
        static let listTopInset = ParameterKey<Double>.number("list.topInset", .points, 0...400, default: 24,
            help: "collection view top below the safe area: where the first cell and the flipped view end (FlippingNotch Main.storyboard: constant 24)")
        static let listBottomInset = ParameterKey<Double>.number("list.bottomInset", .points, 0...400, default: 8,
            help: "collection view bottom above the safe area, where cells are clipped (FlippingNotch Main.storyboard: constant 8)")
        static let listDropFraction = ParameterKey<Double>.number("list.dropFraction", .ratio, 0...1, default: 0.5,
            help: "share of the list's move done during the drop, the rest during the flip (FlippingNotch: height * 0.5)")
        static let cellCornerRadius = ParameterKey<Double>.number("cell.cornerRadius", .points, 0...100, default: 10,
            help: "corner radius of the list cells (FlippingNotch: cell.layer.cornerRadius = 10)")
        static let cellColour = ParameterKey<RGBColor>.colour("cell.colour", default: "#FFFFFF",
            help: "cell colour, shown by the flipping view from 90° on (FlippingNotch Main.storyboard: white cell)")
    }

    /// The falling view and the list make room on the drop curve; the cell flips on its own.
    public var export: SceneExport {
        SceneExport(transitions: [
            .init("drop-view", help: "the view falling out of the notch, laid out at its full height and revealed by its clip"
                    + " (clip-path: inset(0 0 … 0))",
                  [("transform", .animation(Key.dropCurve)), ("clip-path", .animation(Key.dropCurve)),
                   ("border-radius", .linear(over: Key.dropCornerRadiusDuration))]),
            .init("flip-cell", help: "the fallen view flipping into the new cell", [("transform", .animation(Key.flipCurve))]),
            .init("list", help: "the list moving down to make room", [("transform", .animation(Key.dropCurve))]),
        ], reducedActions: [
            .init("pull", animations: [Key.dropCurve.key, Key.flipCurve.key], elements: ["drop-view", "flip-cell", "list"]),
        ])
    }

    public let parameters: [Parameter] = [
        Key.screenWidth.parameter,
        Key.screenHeight.parameter,
        Key.screenSafeAreaTop.parameter,
        Key.screenSafeAreaBottom.parameter,
        Key.screenBackground.parameter,
        Key.notchWidth.parameter,
        Key.notchHeight.parameter,
        Key.notchViewHeight.parameter,
        Key.notchCornerRadius.parameter,
        Key.notchColour.parameter,
        Key.pullMaxOffset.parameter,
        Key.pullDuration.parameter,
        Key.dropTopInset.parameter,
        Key.dropDuration.parameter,
        Key.dropCurve.parameter,
        Key.dropTintAlpha.parameter,
        Key.dropCornerRadiusFrom.parameter,
        Key.dropCornerRadiusTo.parameter,
        Key.dropCornerRadiusDuration.parameter,
        Key.flipDuration.parameter,
        Key.flipCurve.parameter,
        Key.itemWidth.parameter,
        Key.itemHeight.parameter,
        Key.listSpacing.parameter,
        Key.listTopInset.parameter,
        Key.listBottomInset.parameter,
        Key.listDropFraction.parameter,
        Key.cellCornerRadius.parameter,
        Key.cellColour.parameter,
        Key.pullReduced.parameter,
    ] + ReducedKeys.shared

    public let springGroups: [SpringGroup] = []

    /// The x axis of the curves that run after the finger lifts.
    static let afterRelease = CurveAxis("time after release", .seconds)

    public var curves: [Curve] {
        let releaseDomain: @Sendable (SceneState) -> ClosedRange<Double> = { 0...NotchModel($0).releaseDuration }
        func timed(_ name: String, _ summary: String, _ y: CurveAxis,
                   _ value: @escaping @Sendable (NotchModel, Double) -> Double) -> Curve {
            Curve(name, summary, x: Self.afterRelease, y: y, domain: releaseDomain,
                  function: { state in
                      let model = NotchModel(state)
                      return { tau in value(model, tau) }
                  })
        }
        return [
            Curve("notch.offset",
                  "y of the notch view's bottom edge (its visible height) vs the pull: the scroll offset, negative when pulled down, clamped at pull.maxOffset; notch.height − min(0, offset)",
                  x: CurveAxis("pull", .points), y: CurveAxis("notch bottom", .points),
                  domain: { state in state[Key.pullMaxOffset]...0 },
                  function: { state in
                      let model = NotchModel(state)
                      return { offset in model.notchBottom(offset: offset) }
                  }),
            timed("drop.y", "top of the falling view: notch frame → drop.topInset (drop curve), → the first cell's top (flip curve)",
                  CurveAxis("y", .points)) { $0.dropFrame($1).y },
            timed("drop.width", "width of the falling view: notch.width through the drop (only its height changes), → item.width during the flip",
                  CurveAxis("width", .points)) { $0.dropFrame($1).width },
            timed("drop.height", "height of the falling view: notch.viewHeight → notch.width·item.height/item.width (drop), → item.height (flip)",
                  CurveAxis("height", .points)) { $0.dropFrame($1).height },
            timed("drop.cornerRadius", "corner radius of the falling view: linear from → to over drop.cornerRadius.duration, then to",
                  CurveAxis("corner radius", .points)) { $0.dropCornerRadius($1) },
            timed("flip.angle", "rotation of the falling view about the horizontal axis: 0 during the drop, 0 → 180° on the flip curve; content swaps at 90°",
                  CurveAxis("angle", .degrees)) { $0.flipAngle($1) },
            timed("list.translation",
                  "downward shift of the list from rest: −pull.maxOffset at release (where the pull left it; the scroll view's return to 0 is taken as instant), → (item.height + list.spacing)·list.dropFraction (drop), → item.height + list.spacing (flip)",
                  CurveAxis("translation", .points)) { $0.listTranslation($1) },
            Curve.timing(Key.dropCurve, duration: Key.dropDuration),
            Curve.timing(Key.flipCurve, duration: Key.flipDuration),
        ]
    }

    public let actions: [SceneAction] = [
        SceneAction("pull", "drag the list down to pull.maxOffset over pull.duration, release: the notch drops, flips into a new cell, the list makes room; "
                    + "with --velocity V (pt/s, down) it lets go at --release D pt deep (default half of |pull.maxOffset|) and the projection "
                    + "D + V·0.998/(1 − 0.998)/1000 decides: reaching |pull.maxOffset| starts the drop, else the list springs back to rest "
                    + "(mass 1, stiffness 100, ζ 1, from V). --gesture FILE follows a recorded finger (t,depth in points, down) "
                    + "and lets go at its last sample with UIKit's pan velocity",
                    options: [Self.velocityOption, Self.releaseOption], followsFinger: true, interruption: Self.pullInterruption),
    ]

    /// `run pull --velocity V --retarget`: the list's spring back to rest sent elsewhere (the drop is timed, not a spring).
    static let pullInterruption = SceneAction.Interruption(
        springGroup: nil,
        meaning: "the list's spring back after a release that does not drop, 0 the depth where the finger let go, 1 at rest; "
            + "TIME on the run's clock, after the release (the drop and flip are timed animations and take none)")

    /// `run pull --velocity V`: the finger's release, positive pulling down.
    static let velocityOption = ActionOption("velocity", value: "V", .pointsPerSecond, -20_000...20_000,
                                             help: "release velocity of the pull in pt/s, positive down")
    /// `run pull --velocity V --release D`: how deep the finger has pulled when it lets go.
    static let releaseOption = ActionOption("release", value: "D", .points, 0...1000,
                                            help: "with --velocity: how far the finger has dragged when it lets go")

    /// The screen of `screen.width` × `screen.height`; the scene draws its own notch.
    static func screen(_ state: SceneState) -> Screen {
        Screen.iPhoneX.sized(width: state[Key.screenWidth], height: state[Key.screenHeight]).withoutNotch
    }

    public func timeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        guard action.name == "pull" else {
            throw .unknownAction(action.name, scene: name, accepted: actions.map(\.name))
        }
        if let argument = options.argument {
            throw .invalid("pull takes no argument, got '\(argument)'; use `run pull`")
        }
        try action.validate(options.values)
        let model = NotchModel(state)
        guard model.cellCount > 0 else {
            throw .invalid("the list has no room: its top (\(NumberFormatting.short(model.listTop)) pt) is not above its bottom (\(NumberFormatting.short(model.listBottom)) pt); lower list.topInset or list.bottomInset")
        }
        let maxDepth = -model.maxOffset
        if let gesture = options.gesture {
            if options.release != nil || options.values[Self.releaseOption.name] != nil {
                throw .invalid("pull: --gesture records where the finger lets go and how fast; drop --velocity and --release")
            }
            let pan = UIKitPan(gesture)
            return try releasedTimeline(model, state, options, depth: min(max(pan.releaseTranslation, 0), maxDepth),
                                        velocity: pan.velocity, held: gesture.release.time,
                                        finger: { min(max(pan.translation(at: $0), 0), maxDepth) })
        }
        if let release = options.release {
            let depth = min(options.values[Self.releaseOption.name] ?? maxDepth / 2, maxDepth)
            let held = maxDepth > 0 ? model.pullDuration * depth / maxDepth : 0
            return try releasedTimeline(model, state, options, depth: depth,
                                        velocity: release.pointsPerSecond(remaining: maxDepth - depth), held: held,
                                        finger: { held > 0 ? depth * $0 / held : depth })
        }
        if options.values[Self.releaseOption.name] != nil {
            throw .invalid("pull: --release D is where the finger lets go with --velocity V; add --velocity (e.g. --velocity 400)")
        }
        if options.runtime != nil || !options.retargets.isEmpty {
            throw .invalid("pull: without a release that springs back, the pull plays timed animations (the drop and flip) and no spring; "
                           + "--retarget and --runtime apply to the spring back: add --velocity V (e.g. --velocity -200) or --gesture FILE")
        }
        let duration = model.pullDuration + model.releaseDuration
        return try Timeline.sampled(action: action.name, fps: options.fps, duration: duration, screen: Self.screen(state)) { t in
            t < model.pullDuration ? Self.pullFrame(model, t) : Self.releaseFrame(model, t)
        }
    }

    /// A frame while the finger drags: the notch stretches, the list follows, the drop is hidden
    /// on the notch.
    static func pullFrame(_ model: NotchModel, _ t: Double, offset: Double? = nil) -> Frame {
        let offset = offset ?? model.pullOffset(at: t)
        let notch = model.notchFrame(offset: offset)
        let translation = -model.clamped(offset: offset)
        var drop = element("drop", notch, cornerRadius: model.notchCornerRadius, colour: model.notchColour, zIndex: 2)
        drop.alpha = 0
        drop.rotationAxis = .x
        return Frame(time: t,
                     elements: [background(model)] + cells(model, translation: translation)
                         + [element("notch", notch, cornerRadius: model.notchCornerRadius, colour: model.notchColour, zIndex: 1), drop],
                     readouts: readouts(offset: offset, translation: translation, angle: 0, face: .front))
    }

    /// A frame after the release at `t` (τ = t − pull.duration): the notch is back at rest, the
    /// drop falls and flips, the list makes room.
    static func releaseFrame(_ model: NotchModel, _ t: Double, releasedAt: Double? = nil) -> Frame {
        let tau = t - (releasedAt ?? model.pullDuration)
        let translation = model.listTranslation(tau)
        let angle = model.flipAngle(tau)
        var drop = element("drop", model.dropFrame(tau), cornerRadius: model.dropCornerRadius(tau),
                           colour: model.dropColour(tau), zIndex: 2)
        drop.rotation = angle
        drop.rotationAxis = .x
        let notch = element("notch", model.notchFrame(offset: 0), cornerRadius: model.notchCornerRadius,
                            colour: model.notchColour, zIndex: 1)
        return Frame(time: t, elements: [background(model)] + cells(model, translation: translation) + [notch, drop],
                     readouts: readouts(offset: 0, translation: translation, angle: angle, face: model.face(tau)))
    }

    static func background(_ model: NotchModel) -> ElementFrame {
        ElementFrame("background", x: 0, y: 0, width: model.screenWidth, height: model.screenHeight,
                     colour: model.background, zIndex: -1)
    }

    /// `cell0`…: every cell that fits at rest, shifted by `translation` and clipped to the list.
    static func cells(_ model: NotchModel, translation: Double) -> [ElementFrame] {
        (0..<model.cellCount).map { index in
            let name = "cell\(index)"
            guard let visible = model.visibleCell(index, translation: translation) else {
                var hidden = element(name, model.cellSlot(index), cornerRadius: model.cellCornerRadius,
                                     colour: model.cellColour, zIndex: 0)
                hidden.y = model.listBottom
                hidden.height = 0
                hidden.alpha = 0
                return hidden
            }
            return element(name, visible, cornerRadius: model.cellCornerRadius, colour: model.cellColour, zIndex: 0)
        }
    }

    static func element(_ name: String, _ rect: Rect, cornerRadius: Double, colour: RGBColor,
                        zIndex: Int) -> ElementFrame {
        ElementFrame(name, x: rect.x, y: rect.y, width: rect.width, height: rect.height,
                     cornerRadius: cornerRadius, colour: colour, zIndex: zIndex)
    }

    /// The scroll offset, the list's shift, the flip angle and the face (0 notch, 1 new cell).
    static func readouts(offset: Double, translation: Double, angle: Double, face: NotchModel.Face) -> [Frame.Readout] {
        [Frame.Readout("offset", offset, .points), Frame.Readout("list", translation, .points),
         Frame.Readout("flip", angle, .degrees), Frame.Readout("face", Double(face.rawValue), .count)]
    }

    /// `run pull --velocity V [--release D]`: the pull to D at the pace of pull.duration, then
    /// the drop (`pull → drop`) or the list's return to rest (`pull → back`); see `NotchRelease`.
    /// `finger` is the depth until the release at `held` seconds, where it is `depth` moving down at `velocity` pt/s
    /// (`run pull --gesture FILE`: the recorded finger, UIKit's pan velocity).
    private func releasedTimeline(_ model: NotchModel, _ state: SceneState, _ options: RunOptions, depth: Double,
                                  velocity: Double, held: Double,
                                  finger: @escaping @Sendable (Double) -> Double) throws(SceneError) -> Timeline {
        let maxDepth = -model.maxOffset
        let release = NotchRelease(depth: depth, velocity: velocity, maxDepth: maxDepth)
        if release.triggers, options.runtime != nil || !options.retargets.isEmpty {
            throw .invalid("pull: this release drops the notch, timed animations (the drop and flip) and no spring; --retarget and "
                           + "--runtime apply when the list springs back: release slower (the projection stays under |pull.maxOffset|)")
        }
        let played = release.triggers ? nil : try ActionSpring.played(
            release.springBack, .physical(release.springBack), travel: depth, start: held, options: options, action: "pull")
        let after = release.triggers ? model.releaseDuration : played?.end ?? Curve.springWindow(release.springBack)
        let name = "pull → " + (release.triggers ? "drop" : "back")
        return try Timeline.sampled(action: name, fps: options.fps, duration: held + after, screen: Self.screen(state)) { t in
            guard t > held else { return Self.pullFrame(model, t, offset: -finger(t)) }
            if release.triggers { return Self.releaseFrame(model, t, releasedAt: held) }
            guard let played else { return Self.pullFrame(model, t, offset: release.offset(at: t - held)) }
            return Self.pullFrame(model, t, offset: -depth * (1 - played.progress(t - held)))
        }
    }
}
