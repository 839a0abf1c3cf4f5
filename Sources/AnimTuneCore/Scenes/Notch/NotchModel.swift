/// The FlippingNotch animation as pure geometry: every position, size, angle and colour of the
/// `notch` scene as a function of the scroll offset (during the pull) or of the time after the
/// release, read once from a `SceneState`.
///
/// The original (QuickBirdEng/FlippingNotch, `ViewController.swift`) works like this:
/// - `scrollViewDidScroll` clamps `contentOffset.y` at `maxScrollOffset` and moves the notch
///   view's bottom constraint to `notchHeight − min(0, contentOffset.y)`;
/// - `scrollViewDidEndDragging` at an offset ≤ `maxScrollOffset` calls `animateView()`, which
///   1. puts a black copy of the notch (`animatableView`) at the notch's current frame, sets the
///      notch's constraint back to `notchHeight` (not animated) and translates the collection
///      view by `−maxScrollOffset`, so the list stays where the pull left it;
///   2. in `UIView.animate(withDuration: 0.3)` (curve easeInOut, UIKit's default) shrinks the copy
///      to `notchWidth × notchWidth·itemHeight/itemWidth` (size only, so x stays), moves its
///      top to `notchViewTopInset`, tints it with the background at alpha 0.2 and translates the
///      list by `(itemHeight + spacing) · 0.5`;
///   3. meanwhile a `CABasicAnimation` (linear) takes its corner radius 16 → 10 over 0.3 s;
///   4. on completion, `UIView.transition(with:duration: 0.6, options: .transitionFlipFromBottom)`
///      flips it to a snapshot of the first cell while growing it to the first cell's frame and
///      translating the list by the full `itemHeight + spacing`;
///   5. on completion the transform is reset and a new item is inserted at the top (`reloadData`),
///      which looks the same as the last frame of step 4.
public struct NotchModel: Sendable, Equatable {
    /// Which content the flipping view shows.
    public enum Face: Int, Sendable, Equatable {
        /// The notch copy tinted with the background (before 90°).
        case front = 0
        /// The snapshot of the new cell (from 90° on).
        case back = 1
    }

    /// A flip is half a turn: `transitionFlipFromBottom` always rotates by 180°.
    public static let flipTurn = 180.0

    public let screenWidth: Double
    public let screenHeight: Double
    public let safeAreaTop: Double
    public let safeAreaBottom: Double
    public let background: RGBColor
    public let notchWidth: Double
    public let notchHeight: Double
    public let notchViewHeight: Double
    public let notchCornerRadius: Double
    public let notchColour: RGBColor
    public let maxOffset: Double
    public let pullDuration: Double
    public let dropTopInset: Double
    public let dropDuration: Double
    public let dropCurve: TimingCurve
    public let tintAlpha: Double
    public let radiusFrom: Double
    public let radiusTo: Double
    public let radiusDuration: Double
    public let flipDuration: Double
    public let flipCurve: TimingCurve
    public let itemWidth: Double
    public let itemHeight: Double
    public let spacing: Double
    public let listTopInset: Double
    public let listBottomInset: Double
    public let dropFraction: Double
    public let cellCornerRadius: Double
    public let cellColour: RGBColor

    public init(_ state: SceneState) {
        screenWidth = state[NotchScene.Key.screenWidth]
        screenHeight = state[NotchScene.Key.screenHeight]
        safeAreaTop = state[NotchScene.Key.screenSafeAreaTop]
        safeAreaBottom = state[NotchScene.Key.screenSafeAreaBottom]
        background = state[NotchScene.Key.screenBackground]
        notchWidth = state[NotchScene.Key.notchWidth]
        notchHeight = state[NotchScene.Key.notchHeight]
        notchViewHeight = state[NotchScene.Key.notchViewHeight]
        notchCornerRadius = state[NotchScene.Key.notchCornerRadius]
        notchColour = state[NotchScene.Key.notchColour]
        maxOffset = state[NotchScene.Key.pullMaxOffset]
        pullDuration = state[NotchScene.Key.pullDuration]
        dropTopInset = state[NotchScene.Key.dropTopInset]
        dropDuration = state[NotchScene.Key.dropDuration]
        dropCurve = state[NotchScene.Key.dropCurve]
        tintAlpha = state[NotchScene.Key.dropTintAlpha]
        radiusFrom = state[NotchScene.Key.dropCornerRadiusFrom]
        radiusTo = state[NotchScene.Key.dropCornerRadiusTo]
        radiusDuration = state[NotchScene.Key.dropCornerRadiusDuration]
        flipDuration = state[NotchScene.Key.flipDuration]
        flipCurve = state[NotchScene.Key.flipCurve]
        itemWidth = state[NotchScene.Key.itemWidth]
        itemHeight = state[NotchScene.Key.itemHeight]
        spacing = state[NotchScene.Key.listSpacing]
        listTopInset = state[NotchScene.Key.listTopInset]
        listBottomInset = state[NotchScene.Key.listBottomInset]
        dropFraction = state[NotchScene.Key.listDropFraction]
        cellCornerRadius = state[NotchScene.Key.cellCornerRadius]
        cellColour = state[NotchScene.Key.cellColour]
    }

    // MARK: Layout

    /// How far the list moves in all: the original's `itemSize.height + minimumInteritemSpacing`.
    public var pitch: Double { itemHeight + spacing }

    /// The collection view's top edge: safe area top + the storyboard's 24 pt.
    public var listTop: Double { safeAreaTop + listTopInset }

    /// The collection view's bottom edge; cells are clipped there (`clipsSubviews`).
    public var listBottom: Double { screenHeight - safeAreaBottom - listBottomInset }

    /// Cells whose resting slot starts inside the collection view: as many as fit on screen.
    public var cellCount: Int {
        guard listBottom > listTop else { return 0 }
        return Int(((listBottom - listTop) / pitch).rounded(.up))
    }

    /// Cell `index` at rest (content offset 0, identity transform), centred like the original's
    /// `(collectionView.frame.width − itemSize.width) / 2`.
    public func cellSlot(_ index: Int) -> Rect {
        Rect(x: (screenWidth - itemWidth) / 2, y: listTop + Double(index) * pitch, width: itemWidth, height: itemHeight)
    }

    /// Cell `index` moved down by `translation` and clipped to the collection view: its visible
    /// part, or nil when none of it is visible.
    public func visibleCell(_ index: Int, translation: Double) -> Rect? {
        var slot = cellSlot(index)
        slot.y += translation
        let top = max(slot.y, listTop)
        let bottom = min(slot.y + slot.height, listBottom)
        guard bottom > top else { return nil }
        return Rect(x: slot.x, y: top, width: slot.width, height: bottom - top)
    }

    // MARK: Pull

    /// The scroll offset the list can reach: `max(maxScrollOffset, contentOffset.y)`.
    public func clamped(offset: Double) -> Double { max(maxOffset, offset) }

    /// The notch view's bottom constraint for a scroll offset (negative when pulled down):
    /// `notchHeight − min(0, offset)` after clamping, as `scrollViewDidScroll` sets it.
    public func notchBottom(offset: Double) -> Double {
        notchHeight - min(0, clamped(offset: offset))
    }

    /// The notch view's frame: centred, `notchViewHeight` tall, bottom edge at `notchBottom`.
    public func notchFrame(offset: Double) -> Rect {
        Rect(x: (screenWidth - notchWidth) / 2, y: notchBottom(offset: offset) - notchViewHeight,
             width: notchWidth, height: notchViewHeight)
    }

    /// The scroll offset `run pull` has reached at time `t` of the pull: a steady drag from 0 to
    /// `maxScrollOffset` over `pullDuration` (animtune's choice; the original follows the finger).
    public func pullOffset(at t: Double) -> Double {
        maxOffset * min(max(t / pullDuration, 0), 1)
    }

    // MARK: After the release (τ = seconds since the finger lifted)

    /// The whole animation after the release: drop then flip, or the corner radius animation if
    /// that is set longer.
    public var releaseDuration: Double { max(dropDuration + flipDuration, radiusDuration) }

    /// Progress of the drop's `UIView.animate` (0 before, 1 after).
    public func dropProgress(_ tau: Double) -> Double {
        dropCurve.progress(at: tau / dropDuration)
    }

    /// Progress of the flip's `UIView.transition`, which starts when the drop completes.
    public func flipProgress(_ tau: Double) -> Double {
        flipCurve.progress(at: (tau - dropDuration) / flipDuration)
    }

    /// Where the copy of the notch starts: the notch's frame at the release offset.
    public var dropStart: Rect { notchFrame(offset: maxOffset) }

    /// Where the drop ends: notch-wide, the cell's aspect ratio, top at `notchViewTopInset`
    /// (setting `frame.size` keeps the origin, so x is the notch's).
    public var dropEnd: Rect {
        Rect(x: dropStart.x, y: dropTopInset, width: notchWidth, height: itemHeight / itemWidth * notchWidth)
    }

    /// Where the flip ends: the first cell's slot. The original's target y is
    /// `collectionView.frame.origin.y − height·0.5` read while the list is translated by
    /// `height·0.5`, so the two halves cancel and it is the list's top.
    public var flipEnd: Rect { cellSlot(0) }

    /// The dropping, flipping view's frame: notch frame → `dropEnd` on the drop curve, then →
    /// `flipEnd` on the flip curve.
    public func dropFrame(_ tau: Double) -> Rect {
        tau < dropDuration
            ? dropStart.interpolated(to: dropEnd, dropProgress(tau))
            : dropEnd.interpolated(to: flipEnd, flipProgress(tau))
    }

    /// The `CABasicAnimation` of `cornerRadius`: linear (no timing function) from → to, then the
    /// model value `to`.
    public func dropCornerRadius(_ tau: Double) -> Double {
        radiusFrom + (radiusTo - radiusFrom) * min(max(tau / radiusDuration, 0), 1)
    }

    /// The flip's angle about the horizontal axis, 0 → 180° on the flip curve.
    public func flipAngle(_ tau: Double) -> Double {
        Self.flipTurn * flipProgress(tau)
    }

    /// The content shown: the tinted notch until the view is edge-on (90°), the new cell after.
    public func face(_ tau: Double) -> Face {
        flipAngle(tau) >= Self.flipTurn / 2 ? .back : .front
    }

    /// The list's downward displacement from rest: `−maxScrollOffset` at the release (where
    /// the pull left it), `pitch · dropFraction` after the drop, `pitch` after the flip.
    public func listTranslation(_ tau: Double) -> Double {
        let released = -maxOffset
        let halfway = pitch * dropFraction
        return tau < dropDuration
            ? released + (halfway - released) * dropProgress(tau)
            : halfway + (pitch - halfway) * flipProgress(tau)
    }

    /// The front face: black with the background drawn over it at `tintAlpha`
    /// (`UIImage.fromColor(backgroundColor.withAlphaComponent(0.2))` on a black view).
    public var frontColour: RGBColor { notchColour.mixed(with: background, tintAlpha) }

    public func dropColour(_ tau: Double) -> RGBColor {
        face(tau) == .back ? cellColour : frontColour
    }
}
