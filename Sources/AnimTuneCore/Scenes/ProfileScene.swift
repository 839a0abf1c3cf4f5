import Foundation

/// The Twitter profile header of ariok/TB_TwitterUI ("Implementing the Twitter iOS App UI",
/// Think & Build): a scroll view drives, as pure functions of its offset y, the header's
/// stretch (pull-down) and slide (scroll up, stopping at 40 pt), the avatar's shrink and its
/// dive behind the header, a white name label sliding into the header and a blurred copy of the
/// header image fading in.
///
/// `run scroll` sweeps the offset at a chosen pace (animtune's own parameters); `run fling`
/// drives it with UIScrollView's deceleration and a rubber-banded bounce at the top (see
/// `ProfileFling`). The transforms are in `ProfileLayout`.
public struct ProfileScene: Scene {
    public init() {}

    /// The shared iPhone X screen every scene draws on (REFERENCE §5), 375 × 812 pt.
    static let screenWidth = Screen.iPhoneX.width
    static let screenHeight = Screen.iPhoneX.height
    /// What fling.velocity and `--velocity` accept, pt/s (the shell's `--velocity` range).
    static let velocityRange = -20_000.0...20_000.0

    public let name = "profile"
    public let summary = "Twitter profile header: scroll-driven header stretch and slide, avatar shrink and z-order, white label, blur"
    public let source = "ariok/TB_TwitterUI: ViewController.swift scrollViewDidScroll(_:), Main.storyboard, AvatarImageView.swift"

    /// Every parameter, declared once with its key, unit, range, default and help; the scene
    /// reads values through these (`state[Key.headerHeight]`).
    enum Key {
        static let scrollReduced = ReducedKeys.strategy(for: "scroll", default: .track,
            why: "the header follows the scroll offset the finger sets")
        static let flingReduced = ReducedKeys.strategy(for: "fling", default: .track,
            why: "the content follows the fling, and its rubber-band bounce is tightened")
        // The original's transforms (ViewController.swift).
        static let headerHeight = ParameterKey<Double>.number("header.height", .points, 40...400, default: 107,
            help: "header height; pulling down by p scales it by 1 + p/height with its top edge fixed (storyboard Header height 107)")
        static let headerStopOffset = ParameterKey<Double>.number("header.stopOffset", .points, 0...200, default: 40,
            help: "offset where the header stops sliding up and the avatar stops shrinking and goes behind it (offset_HeaderStop 40)")
        static let labelReachOffset = ParameterKey<Double>.number("label.reachOffset", .points, 0...400, default: 95,
            help: "offset where the black name reaches the header: the white label starts sliding in, the blur fading in (offset_B_LabelHeader 95)")
        static let labelDistance = ParameterKey<Double>.number("label.distance", .points, 1...200, default: 35,
            help: "how far the white label slides past label.reachOffset and over how many points the blur fades in (distance_W_LabelHeader 35)")
        static let avatarSize = ParameterKey<Double>.number("avatar.size", .points, 10...200, default: 69,
            help: "avatar side; its shrink factor is min(stop, offset)/size/deceleration (storyboard AvatarImage 69 × 69)")
        static let avatarDeceleration = ParameterKey<Double>.number("avatar.deceleration", .ratio, 0.5...10, default: 1.4,
            help: "divides the avatar's shrink factor so it shrinks more slowly (ViewController: `/ 1.4 // Slow down the animation`)")
        static let avatarCornerRadius = ParameterKey<Double>.number("avatar.cornerRadius", .points, 0...100, default: 10,
            help: "avatar corner radius, not animated (AvatarImageView: layer.cornerRadius 10)")
        static let blurRadius = ParameterKey<Double>.number("blur.radius", .points, 0...100, default: 10,
            help: "blur radius of the header image's blurred copy; not animated, kept for exports (blurredImage(withRadius: 10, iterations: 20))")
        static let blurIterations = ParameterKey<Double>.integer("blur.iterations", 1...100, default: 20,
            help: "blur passes of the blurred copy; not animated, kept for exports (blurredImage(withRadius: 10, iterations: 20))")

        // Layout (Main.storyboard, content coordinates of the scroll view, top at the screen's top).
        static let layoutMargin = ParameterKey<Double>.number("layout.margin", .points, 0...100, default: 8,
            help: "left inset of the avatar and the black name (storyboard x 8)")
        static let avatarTop = ParameterKey<Double>.number("avatar.top", .points, 0...400, default: 79,
            help: "avatar top in the scrolling content, overlapping the header's bottom by 28 pt (storyboard y 79)")
        static let labelTop = ParameterKey<Double>.number("label.top", .points, 0...400, default: 104,
            help: "top of the white label in the header before its translation; clipped by the header (storyboard top constraint 104)")
        static let labelWidth = ParameterKey<Double>.number("label.width", .points, 1...375, default: 148,
            help: "width of the white label, centred in the header (storyboard 148)")
        static let labelHeight = ParameterKey<Double>.number("label.height", .points, 1...100, default: 21,
            help: "height of the white label (storyboard 21)")
        static let nameTop = ParameterKey<Double>.number("name.top", .points, 0...1000, default: 156,
            help: "top of the black name label in the scrolling content (storyboard y 156)")
        static let nameWidth = ParameterKey<Double>.number("name.width", .points, 1...375, default: 224,
            help: "width of the black name label (storyboard 224)")
        static let nameHeight = ParameterKey<Double>.number("name.height", .points, 1...100, default: 22,
            help: "height of the black name label (storyboard 22)")
        static let contentTop = ParameterKey<Double>.number("content.top", .points, 0...5000, default: 477,
            help: "top of the content rows below the profile (storyboard Spacer y 477)")
        static let contentHeight = ParameterKey<Double>.number("content.height", .points, 812...10000, default: 1049,
            help: "scrolling content height; flings stop at offset content.height − 812; 1049 keeps the original's 237 pt range (904 pt content on a 667 pt iPhone 6)")

        // Colours: stand-ins for the photos, storyboard colours for the rest.
        static let headerColour = ParameterKey<RGBColor>.colour("header.colour", default: "#55ACEE",
            help: "header fill, a stand-in for the header photo (animtune's choice: the storyboard's Twitter blue of the Follow title)")
        static let blurColour = ParameterKey<RGBColor>.colour("blur.colour", default: "#2B6A99",
            help: "fill of the blurred header copy, a stand-in for the blurred photo (animtune's choice: a deeper blue so the fade shows)")
        static let labelColour = ParameterKey<RGBColor>.colour("label.colour", default: "#FFFFFF",
            help: "colour of the white label in the header (storyboard white)")
        static let avatarColour = ParameterKey<RGBColor>.colour("avatar.colour", default: "#8899A6",
            help: "avatar fill, a stand-in for the profile photo (animtune's choice: Twitter grey)")
        static let nameColour = ParameterKey<RGBColor>.colour("name.colour", default: "#292F33",
            help: "colour of the black name label (storyboard 0.161, 0.184, 0.2)")
        static let contentColour = ParameterKey<RGBColor>.colour("content.colour", default: "#FFFFFF",
            help: "fill of the content rows (storyboard Spacer white)")

        // run scroll: animtune's own sweep.
        static let scrollFrom = ParameterKey<Double>.number("scroll.from", .points, -400...5000, default: -100,
            help: "offset where `run scroll` starts, and the left end of the offset curves (animtune's own; negative pulls down)")
        static let scrollTo = ParameterKey<Double>.number("scroll.to", .points, -400...5000, default: 160,
            help: "offset where `run scroll` ends, and the right end of the offset curves (animtune's own; past the blur's 130 pt)")
        static let scrollDuration = ParameterKey<Double>.number("scroll.duration", .seconds, 0.05...60, default: 2.6,
            help: "length of the `run scroll` sweep (animtune's own: 100 pt/s over the default range)")
        static let scrollCurve = ParameterKey<TimingCurve>.curve("scroll.curve", default: .linear,
            help: "pace of the `run scroll` sweep (animtune's own; linear = constant speed)")

        // run fling: UIScrollView's deceleration and bounce, as animtune models them.
        static let flingFrom = ParameterKey<Double>.number("fling.from", .points, -300...5000, default: 200,
            help: "offset where `run fling` starts (animtune's own: header collapsed, so a fling to the top replays it; negative starts in the rubber band)")
        static let flingVelocity = ParameterKey<Double>.number("fling.velocity", .pointsPerSecond, velocityRange, default: -1500,
            help: "fling velocity, overridden by `run fling --velocity V`; positive scrolls on (offset grows), negative toward the top (animtune's own)")
        static let flingDecelerationRate = ParameterKey<Double>.number("fling.decelerationRate", .ratio, 0.9...0.9999, default: 0.998,
            help: "share of the velocity kept per millisecond in a fling: v(t) = v0·rate^(1000t) (UIScrollView.DecelerationRate.normal 0.998; fast 0.99)")
        static let flingStopVelocity = ParameterKey<Double>.number("fling.stopVelocity", .pointsPerSecond, 0.01...1000, default: 5,
            help: "the fling (and its bounce) ends below this speed (animtune's choice: under 0.1 pt a frame at 60 fps)")
        static let flingRestDistance = ParameterKey<Double>.number("fling.restDistance", .points, 0.001...10, default: 0.1,
            help: "the bounce ends once the overscroll shown is below this, then rests at 0 (animtune's choice)")
        static let bounceRubberBand = ParameterKey<Double>.number("bounce.rubberBand", .ratio, 0.01...2, default: 0.55,
            help: "c of the rubber band (1 − 1/(x·c/d + 1))·d shown for overscroll x, d = 812 pt; 0.55 is the widely used reverse-engineered UIScrollView constant, not Apple-documented")
        static let bounceStiffness = ParameterKey<Double>.number("bounce.stiffness", .stiffness, 1...2000, default: 100,
            help: "stiffness of the mass-1 spring pulling an overscroll back to the top (animtune's interpretation: UIScrollView's own is private)")
        static let bounceDampingRatio = ParameterKey<Double>.number("bounce.dampingRatio", .ratio, 0.3...3, default: 1,
            help: "ζ of the bounce spring; 1 = critically damped, UIScrollView's bounce back does not overshoot (animtune's interpretation)")
        /// The bounce as a spring object in the exports, built from the two above.
        static let bounceSpring = "bounce.spring"
    }

    /// The bounce back at the top as a spring object: mass 1, ζ and stiffness as set.
    public var export: SceneExport {
        SceneExport(derivedSprings: [
            .init(key: Key.bounceSpring,
                  help: "the spring that brings the header back after a fling past the top (UIScrollView's bounce, as animtune models it)",
                  from: [Key.bounceStiffness.key, Key.bounceDampingRatio.key],
                  spring: { state in
                      let stiffness = state[Key.bounceStiffness]
                      return Spring(mass: 1, stiffness: stiffness,
                                    damping: 2 * state[Key.bounceDampingRatio] * stiffness.squareRoot(), initialVelocity: 0)
                  }),
        ], transitions: [
            .init("header-bouncing", help: "the header coming back after a fling past the top (the rest follows the scroll offset)",
                  [("transform", .animation(Key.bounceSpring))]),
        ], reducedActions: [
            .init("scroll", animations: [Key.scrollCurve.key]),
            .init("fling", animations: [Key.bounceSpring], elements: ["header-bouncing"]),
        ])
    }

    public let parameters: [Parameter] = [
        Key.headerHeight.parameter,
        Key.headerStopOffset.parameter,
        Key.labelReachOffset.parameter,
        Key.labelDistance.parameter,
        Key.avatarSize.parameter,
        Key.avatarDeceleration.parameter,
        Key.avatarCornerRadius.parameter,
        Key.blurRadius.parameter,
        Key.blurIterations.parameter,
        Key.layoutMargin.parameter,
        Key.avatarTop.parameter,
        Key.labelTop.parameter,
        Key.labelWidth.parameter,
        Key.labelHeight.parameter,
        Key.nameTop.parameter,
        Key.nameWidth.parameter,
        Key.nameHeight.parameter,
        Key.contentTop.parameter,
        Key.contentHeight.parameter,
        Key.headerColour.parameter,
        Key.blurColour.parameter,
        Key.labelColour.parameter,
        Key.avatarColour.parameter,
        Key.nameColour.parameter,
        Key.contentColour.parameter,
        Key.scrollFrom.parameter,
        Key.scrollTo.parameter,
        Key.scrollDuration.parameter,
        Key.scrollCurve.parameter,
        Key.flingFrom.parameter,
        Key.flingVelocity.parameter,
        Key.flingDecelerationRate.parameter,
        Key.flingStopVelocity.parameter,
        Key.flingRestDistance.parameter,
        Key.bounceRubberBand.parameter,
        Key.bounceStiffness.parameter,
        Key.bounceDampingRatio.parameter,
        Key.scrollReduced.parameter,
        Key.flingReduced.parameter,
    ] + ReducedKeys.shared

    public let springGroups: [SpringGroup] = []

    public var blurElements: [String] { ["headerBlur"] }

    /// The rubber-band bounce at damping ratio 1 or more, its stiffness kept.
    public func tightened(_ state: SceneState, for action: SceneAction) -> SceneState {
        var state = state
        if state[Key.bounceDampingRatio] < 1 { try? state.apply(key: Key.bounceDampingRatio.key, value: .number(1)) }
        return state
    }

    public var curves: [Curve] {
        let offset = CurveAxis("offset", .points)
        func curve(_ name: String, _ summary: String, _ y: CurveAxis,
                   _ value: @escaping @Sendable (ProfileLayout, Double) -> Double) -> Curve {
            Curve(name, summary, x: offset, y: y, domain: { Self.offsetDomain($0) },
                  step: { state in
                      let range = Self.offsetDomain(state)
                      return Self.roundStep((range.upperBound - range.lowerBound) / 50)
                  },
                  function: { state in
                      let layout = ProfileLayout(state, screenWidth: Self.screenWidth)
                      return { x in value(layout, x) }
                  })
            .marking(Self.markers)
        }
        return [
            curve("header.scale", "header scale: 1 + (−y)/header.height while pulling down (y < 0), else 1",
                  CurveAxis("scale", .ratio)) { $0.headerScale($1) },
            curve("header.translation",
                  "header translation: max(−stopOffset, −y); pulling down, half its growth (−y/2), so its top stays put",
                  CurveAxis("translation", .points)) { $0.headerTranslation($1) },
            curve("avatar.scale", "avatar scale 1 − min(stopOffset, y)/avatar.size/avatar.deceleration; 1 while pulling down",
                  CurveAxis("scale", .ratio)) { $0.avatarScale($1) },
            curve("avatar.translation", "avatar translation down by half its shrink, so its bottom edge stays put",
                  CurveAxis("translation", .points)) { $0.avatarTranslation($1) },
            curve("label.translation",
                  "white label translation max(−distance, reachOffset − y); pulling down keeps its y = 0 value (interpretation)",
                  CurveAxis("translation", .points)) { $0.labelTranslation($1) },
            curve("blur.alpha", "blurred header alpha: (y − reachOffset)/distance clamped to 0…1",
                  CurveAxis("alpha", .ratio)) { $0.blurAlpha($1) },
            curve("avatar.behind", "1 once the avatar is behind the header (y > header.stopOffset), else 0",
                  CurveAxis("behind (0/1)", .count)) { $0.avatarBehind($1) ? 1 : 0 },
            Curve("fling.offset", "offset shown during `run fling` at fling.velocity from fling.from (start clamped to the content)",
                  x: .time, y: offset,
                  domain: { state in 0...max(Self.fling(state, velocity: state[Key.flingVelocity], clampStart: true).duration, 0.1) },
                  function: { state in
                      let fling = Self.fling(state, velocity: state[Key.flingVelocity], clampStart: true)
                      return { t in fling.offset(at: t) }
                  }),
        ]
    }

    /// The offsets where the header's behaviour changes, marked on every offset plot: the
    /// header stops (40), the label enters (95), the label stops and the blur is full (130).
    @Sendable static func markers(_ state: SceneState) -> [(x: Double, label: String)] {
        let stop = state[Key.headerStopOffset]
        let reach = state[Key.labelReachOffset]
        let distance = state[Key.labelDistance]
        return [(stop, "stop \(NumberFormatting.short(stop))"),
                (reach, "label \(NumberFormatting.short(reach))"),
                (reach + distance, "blur \(NumberFormatting.short(reach + distance))")]
    }

    public let actions: [SceneAction] = [
        SceneAction("scroll", "sweep the offset from scroll.from to scroll.to over scroll.duration on scroll.curve"),
        SceneAction("fling", "fling from fling.from at --velocity V pt/s (default fling.velocity): velocity × fling.decelerationRate a millisecond "
                    + "until under fling.stopVelocity; past the top a spring bounce shown through the rubber band; stops dead at the content's end. "
                    + "--gesture FILE follows a recorded finger (t,scroll in points from fling.from, positive scrolls the content up as a finger "
                    + "moving up does; rubber-banded above the top) and flings from its last sample at UIKit's pan velocity",
                    options: [velocityOption], followsFinger: true),
    ]

    public func timeline(for action: SceneAction, state: SceneState, options: RunOptions) throws(SceneError) -> Timeline {
        if let argument = options.argument {
            let hint = action.name == "fling" ? "; give the velocity as --velocity V (pt/s)" : ""
            throw .invalid("\(action.name) takes no argument, got '\(argument)'\(hint)")
        }
        try action.validate(options.values)
        let layout = ProfileLayout(state, screenWidth: Self.screenWidth)
        switch action.name {
        case "scroll":
            let from = state[Key.scrollFrom], to = state[Key.scrollTo]
            let duration = state[Key.scrollDuration]
            let curve = state[Key.scrollCurve]
            return try Timeline.sampled(action: action.name, fps: options.fps, duration: duration) { t in
                let y = from + (to - from) * curve.progress(at: min(1, t / duration))
                return Self.frame(t, offset: y, layout: layout, velocity: nil)
            }
        case "fling":
            if case .relative(let value) = options.release {
                throw .invalid("fling: --velocity \(NumberFormatting.short(value))/s is relative to a distance, which a fling has not; "
                               + "give it in pt/s like -1500 or -1500pt/s")
            }
            if let gesture = options.gesture { return try gestureTimeline(gesture, state: state, layout: layout, options: options) }
            let velocity = Self.velocity(state: state, options: options)
            let start = state[Key.flingFrom]
            let maxOffset = Self.maxOffset(state)
            guard start <= maxOffset else {
                throw .invalid("fling.from \(NumberFormatting.short(start)) pt is past the end of the content: the largest offset is "
                    + "\(NumberFormatting.short(maxOffset)) pt (content.height − \(NumberFormatting.short(Self.screenHeight)) pt screen)")
            }
            let fling = Self.fling(state, velocity: velocity, clampStart: false)
            return try Timeline.sampled(action: action.name, fps: options.fps, duration: fling.duration) { t in
                Self.frame(t, offset: fling.offset(at: t), layout: layout, velocity: fling.displayedVelocity(at: t))
            }
        default:
            throw .unknownAction(action.name, scene: name, accepted: actions.map(\.name))
        }
    }

    /// `run fling --gesture FILE`: the offset follows the finger from fling.from (shown through
    /// the rubber band above the top, held at the content's end), then flings from where the
    /// finger lets go at the velocity UIKit's pan recogniser reports (UIScrollView's own).
    private func gestureTimeline(_ gesture: Gesture, state: SceneState, layout: ProfileLayout,
                                 options: RunOptions) throws(SceneError) -> Timeline {
        if options.release != nil {
            throw .invalid("fling: --gesture records where the finger lets go and how fast; drop --velocity")
        }
        let from = state[Key.flingFrom], maxOffset = Self.maxOffset(state)
        let band = RubberBand(constant: state[Key.bounceRubberBand], dimension: Self.screenHeight)
        let pan = UIKitPan(gesture)
        let shown = { @Sendable (t: Double) -> Double in
            let raw = min(from + pan.translation(at: t), maxOffset)
            return raw < 0 ? band.displayed(raw) : raw
        }
        let lift = gesture.release
        let velocity = pan.velocity
        guard Self.velocityRange.contains(velocity) else {
            throw .invalid("fling: the finger lets go at \(NumberFormatting.short(velocity)) pt/s; "
                           + RangeMessage.outOfRange(velocity, Self.velocityRange, symbol: "pt/s"))
        }
        let fling = ProfileFling(start: shown(lift.time), velocity: velocity, rate: state[Key.flingDecelerationRate],
                                 stopVelocity: state[Key.flingStopVelocity], maxOffset: maxOffset, rubberBand: band,
                                 bounceStiffness: state[Key.bounceStiffness], bounceDampingRatio: state[Key.bounceDampingRatio],
                                 restDistance: state[Key.flingRestDistance])
        return try Timeline.sampled(action: "fling", fps: options.fps, duration: lift.time + fling.duration) { t in
            // While the finger holds it, the offset moves at the finger's speed over the last millisecond.
            guard t > lift.time else {
                let speed = t > 0 ? (shown(t) - shown(max(t - 0.001, 0))) / min(t, 0.001) : 0
                return Self.frame(t, offset: shown(t), layout: layout, velocity: speed)
            }
            let tau = t - lift.time
            return Self.frame(t, offset: fling.offset(at: tau), layout: layout, velocity: fling.displayedVelocity(at: tau))
        }
    }

    // MARK: Helpers

    /// The offset curves' x range: the `run scroll` sweep (widened by the header height if empty).
    static func offsetDomain(_ state: SceneState) -> ClosedRange<Double> {
        let from = state[Key.scrollFrom], to = state[Key.scrollTo]
        if from == to {
            let pad = state[Key.headerHeight]
            return (from - pad)...(from + pad)
        }
        return min(from, to)...max(from, to)
    }

    /// `raw` rounded down to 1, 2, 2.5 or 5 times a power of ten, so tables land on round offsets.
    static func roundStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let power = pow(10, (log10(raw)).rounded(.down))
        let mantissa = raw / power
        let nice: Double = mantissa >= 5 ? 5 : mantissa >= 2.5 ? 2.5 : mantissa >= 2 ? 2 : 1
        return nice * power
    }

    /// The largest offset: content height minus the screen (the scroll view fills the screen).
    static func maxOffset(_ state: SceneState) -> Double {
        state[Key.contentHeight] - screenHeight
    }

    /// `run fling --velocity V`: overrides fling.velocity, in its range.
    static let velocityOption = ActionOption("velocity", value: "V", .pointsPerSecond, velocityRange,
                                             help: "fling velocity in pt/s (default fling.velocity)")

    /// `--velocity` when given (the action checked it), else fling.velocity.
    static func velocity(state: SceneState, options: RunOptions) -> Double {
        options.values[velocityOption.name] ?? state[Key.flingVelocity]
    }

    /// The fling model for these parameters; curves clamp the start into the content, `run` refuses.
    static func fling(_ state: SceneState, velocity: Double, clampStart: Bool) -> ProfileFling {
        let maxOffset = maxOffset(state)
        let start = clampStart ? min(state[Key.flingFrom], maxOffset) : state[Key.flingFrom]
        return ProfileFling(start: start, velocity: velocity, rate: state[Key.flingDecelerationRate],
                            stopVelocity: state[Key.flingStopVelocity], maxOffset: maxOffset,
                            rubberBand: RubberBand(constant: state[Key.bounceRubberBand], dimension: screenHeight),
                            bounceStiffness: state[Key.bounceStiffness],
                            bounceDampingRatio: state[Key.bounceDampingRatio],
                            restDistance: state[Key.flingRestDistance])
    }

    static func frame(_ t: Double, offset y: Double, layout: ProfileLayout, velocity: Double?) -> Frame {
        var readouts = [Frame.Readout("offset", y, .points)]
        if let velocity { readouts.append(Frame.Readout("velocity", velocity, .pointsPerSecond)) }
        readouts += [
            Frame.Readout("header.scale", layout.headerScale(y), .ratio),
            Frame.Readout("avatar.scale", layout.avatarScale(y), .ratio),
            Frame.Readout("blur.alpha", layout.blurAlpha(y), .ratio),
        ]
        return Frame(time: t, elements: layout.elements(at: y), readouts: readouts)
    }
}
