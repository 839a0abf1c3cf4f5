/// The Twitter profile header as a pure function of the scroll offset y (the scroll view's
/// `contentOffset.y`, in points; negative while pulling down past the top).
///
/// The transforms are those `scrollViewDidScroll(_:)` applies in ariok/TB_TwitterUI's
/// ViewController.swift; the positions and sizes are its Main.storyboard's. The header and the
/// scroll view both start at the top of the screen; the header is a sibling laid out under the
/// scroll view, and everything else (avatar, name, content) scrolls.
///
/// Frames follow Core Animation's conventions: `x`, `y`, `width`, `height` are the element's
/// untransformed bounds moved by its translation, and `scale` applies about the frame's centre
/// (the layer's default anchor point 0.5, 0.5).
struct ProfileLayout: Sendable {
    let screenWidth: Double
    let headerHeight: Double
    let stopOffset: Double
    let labelReachOffset: Double
    let labelDistance: Double
    let avatarSize: Double
    let avatarDeceleration: Double
    let avatarCornerRadius: Double
    let margin: Double
    let avatarTop: Double
    let labelTop: Double
    let labelWidth: Double
    let labelHeight: Double
    let nameTop: Double
    let nameWidth: Double
    let nameHeight: Double
    let contentTop: Double
    let contentHeight: Double
    let headerColour: RGBColor
    let blurColour: RGBColor
    let labelColour: RGBColor
    let avatarColour: RGBColor
    let nameColour: RGBColor
    let contentColour: RGBColor

    init(_ state: SceneState, screenWidth: Double) {
        self.screenWidth = screenWidth
        headerHeight = state[ProfileScene.Key.headerHeight]
        stopOffset = state[ProfileScene.Key.headerStopOffset]
        labelReachOffset = state[ProfileScene.Key.labelReachOffset]
        labelDistance = state[ProfileScene.Key.labelDistance]
        avatarSize = state[ProfileScene.Key.avatarSize]
        avatarDeceleration = state[ProfileScene.Key.avatarDeceleration]
        avatarCornerRadius = state[ProfileScene.Key.avatarCornerRadius]
        margin = state[ProfileScene.Key.layoutMargin]
        avatarTop = state[ProfileScene.Key.avatarTop]
        labelTop = state[ProfileScene.Key.labelTop]
        labelWidth = state[ProfileScene.Key.labelWidth]
        labelHeight = state[ProfileScene.Key.labelHeight]
        nameTop = state[ProfileScene.Key.nameTop]
        nameWidth = state[ProfileScene.Key.nameWidth]
        nameHeight = state[ProfileScene.Key.nameHeight]
        contentTop = state[ProfileScene.Key.contentTop]
        contentHeight = state[ProfileScene.Key.contentHeight]
        headerColour = state[ProfileScene.Key.headerColour]
        blurColour = state[ProfileScene.Key.blurColour]
        labelColour = state[ProfileScene.Key.labelColour]
        avatarColour = state[ProfileScene.Key.avatarColour]
        nameColour = state[ProfileScene.Key.nameColour]
        contentColour = state[ProfileScene.Key.contentColour]
    }

    // MARK: The original's transforms

    /// Pulling down (y < 0) scales the header by 1 + (−y)/headerHeight; otherwise 1.
    func headerScale(_ y: Double) -> Double {
        y < 0 ? 1 + -y / headerHeight : 1
    }

    /// Pulling down: `headerSizevariation`, half the height the scale adds, so the header's top
    /// edge stays put while it grows. Otherwise the header follows the content up and stops at
    /// −stopOffset: max(−offset_HeaderStop, −y).
    func headerTranslation(_ y: Double) -> Double {
        y < 0 ? (headerHeight * headerScale(y) - headerHeight) / 2 : max(-stopOffset, -y)
    }

    /// max(−distance_W_LabelHeader, offset_B_LabelHeader − y). The original only sets it for
    /// y ≥ 0, so a pull-down leaves the value of y = 0 (interpretation: the offset reached the
    /// pull-down continuously through 0).
    func labelTranslation(_ y: Double) -> Double {
        max(-labelDistance, labelReachOffset - max(0, y))
    }

    /// min(1, (y − offset_B_LabelHeader)/distance_W_LabelHeader), clamped to 0…1 as UIKit clamps
    /// `alpha`; like the label, held at its y = 0 value while pulling down.
    func blurAlpha(_ y: Double) -> Double {
        min(1, max(0, (max(0, y) - labelReachOffset) / labelDistance))
    }

    /// f = min(offset_HeaderStop, y)/avatarHeight/1.4 for y ≥ 0; the pull-down branch leaves the
    /// avatar untransformed (f = 0).
    func avatarScaleFactor(_ y: Double) -> Double {
        y < 0 ? 0 : min(stopOffset, y) / avatarSize / avatarDeceleration
    }

    /// 1 − f.
    func avatarScale(_ y: Double) -> Double { 1 - avatarScaleFactor(y) }

    /// `avatarSizeVariation` = (size·(1 + f) − size)/2, downward: with the scale 1 − f about
    /// the centre it keeps the avatar's bottom edge where it was.
    func avatarTranslation(_ y: Double) -> Double {
        (avatarSize * (1 + avatarScaleFactor(y)) - avatarSize) / 2
    }

    /// The original raises the header's zPosition from 0 to 2, over the scroll view that holds
    /// the avatar, once y > offset_HeaderStop.
    func avatarBehind(_ y: Double) -> Bool { y > stopOffset }

    // MARK: Frames

    /// z-order of the scrolling content (avatar, name, content rows).
    static let contentZ = 3
    /// z of the header when below the content (its blur and label draw at +1, +2).
    static let headerBelowZ = 0
    /// z of the header when above the content.
    static let headerAboveZ = 4

    /// Every element on screen at offset y: `header`, `headerBlur`, `label` (the white label
    /// inside the header, clipped by it), `avatar`, `name` (the black name label) and `content`.
    func elements(at y: Double) -> [ElementFrame] {
        let scale = headerScale(y)
        let headerY = headerTranslation(y)
        let headerZ = avatarBehind(y) ? Self.headerAboveZ : Self.headerBelowZ
        let header = ElementFrame("header", x: 0, y: headerY, width: screenWidth, height: headerHeight,
                                  scale: scale, colour: headerColour, zIndex: headerZ)
        let blur = ElementFrame("headerBlur", x: 0, y: headerY, width: screenWidth, height: headerHeight,
                                scale: scale, alpha: blurAlpha(y), colour: blurColour, zIndex: headerZ + 1)
        let avatarScaleValue = avatarScale(y)
        let avatar = ElementFrame("avatar", x: margin, y: avatarTop - y + avatarTranslation(y),
                                  width: avatarSize, height: avatarSize, scale: avatarScaleValue,
                                  cornerRadius: avatarCornerRadius, colour: avatarColour, zIndex: Self.contentZ)
        let name = ElementFrame("name", x: margin, y: nameTop - y, width: nameWidth, height: nameHeight,
                                colour: nameColour, zIndex: Self.contentZ)
        let content = ElementFrame("content", x: 0, y: contentTop - y, width: screenWidth,
                                   height: max(0, contentHeight - contentTop), colour: contentColour,
                                   zIndex: Self.contentZ)
        return [header, blur, label(at: y, headerZ: headerZ), avatar, name, content]
    }

    /// The part of the white label that shows through the header (`header.clipsToBounds`): its
    /// bounds cut to the header's, in header coordinates, then carried by the header's transform.
    /// Height 0 while it is entirely outside.
    private func label(at y: Double, headerZ: Int) -> ElementFrame {
        let top = labelTop + labelTranslation(y)
        let visibleTop = min(max(0, top), headerHeight)
        let visibleBottom = max(min(headerHeight, top + labelHeight), visibleTop)
        let height = visibleBottom - visibleTop
        let scale = headerScale(y)
        // Header coordinates → screen: about the header's centre, after its translation.
        let headerCentreY = headerTranslation(y) + headerHeight / 2
        let centreY = headerCentreY + ((visibleTop + visibleBottom) / 2 - headerHeight / 2) * scale
        return ElementFrame("label", x: (screenWidth - labelWidth) / 2, y: centreY - height / 2,
                            width: labelWidth, height: height, scale: scale, colour: labelColour,
                            zIndex: headerZ + 2)
    }
}
