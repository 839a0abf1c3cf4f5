/// The App Store card transition's geometry, derived present timing and the parameters every
/// frame reads, for one state (aunnnn/AppStoreiOS11InteractiveTransition): read once, where
/// every frame of an action and every point of a curve asks for them.
///
/// `card.top` is the minY of `fromCardFrame`, the tapped cell's *presentation* frame on screen
/// as `HomeViewController.collectionView(_:didSelectItemAt:)` reads it after freezing the
/// highlight, so it already includes the highlight scale. The cell's untransformed layout frame
/// (`fromCardFrameWithoutTransform`, where the dismissal lands) is that frame unscaled about
/// its centre.
struct CardLayout: Sendable {
    /// The whole screen: the presented card's final frame and the blur's frame.
    let screen: Rect
    /// `fromCardFrameWithoutTransform`: the tapped cell's layout frame.
    let cell: Rect
    /// `fromCardFrame`: the cell under the highlight transform; the present starts here.
    let presented: Rect
    /// Vertical gap between cells of the list behind.
    let spacing: Double
    /// Damping ratio of the present spring, derived from the travel distance.
    let presentDamping: Double
    /// Duration of the present spring, derived from the travel distance.
    let presentDuration: Double
    /// The present spring: `UISpringTimingParameters(dampingRatio:initialVelocity: .zero)` in a
    /// `UIViewPropertyAnimator(duration:)`, i.e. UIKit's duration-based spring.
    let presentSpring: UIKitSpring
    /// ``presentSpring``'s motion (every frame of the present reads it).
    let presentMotion: Spring
    /// The card's corner radius in the list (`card.cornerRadius`).
    let cornerRadius: Double
    /// Seconds the card's linear expansion lasts (`present.expansionFraction` of the present's duration), and its curve.
    let expansionSpan: Double
    let expansionCurve: TimingCurve
    /// The blur's fade in behind the presented card.
    let blurDuration: Double
    let blurCurve: TimingCurve

    /// The layout of `state`, or of `state` with the card at `top` instead of `card.top`.
    init(_ state: SceneState, top: Double? = nil) {
        let screenWidth = state[CardScene.Key.screenWidth], screenHeight = state[CardScene.Key.screenHeight]
        screen = Rect(x: 0, y: 0, width: screenWidth, height: screenHeight)
        // HomeViewController sizeForItemAt: width = bounds.width − 2·cardHorizontalOffset,
        // height = width · cardHeightByWidthRatio; the flow layout centres the cell.
        let inset = state[CardScene.Key.cardInset]
        let width = screenWidth - 2 * inset
        let height = width * state[CardScene.Key.cardAspect]
        let highlight = state[CardScene.Key.highlightScale]
        let top = top ?? state[CardScene.Key.cardTop]
        // A transform scales about the centre: the scaled frame's top is
        // layoutTop + height·(1 − scale)/2, so the layout top is card.top minus that.
        let layoutTop = top - height * (1 - highlight) / 2
        cell = Rect(x: inset, y: layoutTop, width: width, height: height)
        presented = cell.scaled(by: highlight)
        spacing = state[CardScene.Key.listSpacing]
        let timing = Self.presentTiming(top: presented.minY, cardHeight: presented.height,
                                        screenHeight: screenHeight,
                                        dampingInterval: state[CardScene.Key.presentDampingInterval],
                                        baseDuration: state[CardScene.Key.presentBaseDuration],
                                        maxDuration: state[CardScene.Key.presentMaxDuration])
        presentDamping = timing.damping
        presentDuration = timing.duration
        presentSpring = UIKitSpring(duration: presentDuration, dampingRatio: presentDamping, velocity: 0)
        presentMotion = presentSpring.spring
        cornerRadius = state[CardScene.Key.cardCornerRadius]
        expansionSpan = state[CardScene.Key.presentExpansionFraction] * presentDuration
        expansionCurve = state[CardScene.Key.presentExpansionCurve]
        blurDuration = state[CardScene.Key.blurDuration]
        blurCurve = state[CardScene.Key.blurCurve]
    }

    /// `PresentCardAnimator.createBaseSpringAnimator`:
    ///
    ///     distanceToBounce = abs(fromCardFrame.minY)
    ///     extentToBounce   = minY < 0 ? fromCardFrame.height : UIScreen.main.bounds.height
    ///     damping  = 1 − dampFactorInterval · distance / extent
    ///     duration = baseline + (max − baseline) · max(0, distance) / screenHeight
    ///
    /// The original does not clamp; for any card that is at least partly on screen the values
    /// already lie in [1 − interval, 1] and [baseline, max]. animtune clamps into those ranges
    /// so positions off screen (which the original cannot produce) stay valid springs.
    static func presentTiming(top: Double, cardHeight: Double, screenHeight: Double, dampingInterval: Double,
                              baseDuration: Double, maxDuration: Double) -> (damping: Double, duration: Double) {
        let distance = abs(top)
        let extent = top < 0 ? cardHeight : screenHeight
        let damping = 1 - dampingInterval * (distance / extent)
        let duration = baseDuration + (maxDuration - baseDuration) * (max(0, distance) / screenHeight)
        return (min(max(damping, 1 - dampingInterval), 1),
                min(max(duration, min(baseDuration, maxDuration)), max(baseDuration, maxDuration)))
    }

    /// The cells of the list directly above and below the tapped one.
    var cellAbove: Rect {
        Rect(x: cell.x, y: cell.y - spacing - cell.height, width: cell.width, height: cell.height)
    }

    var cellBelow: Rect {
        Rect(x: cell.x, y: cell.y + cell.height + spacing, width: cell.width, height: cell.height)
    }
}
