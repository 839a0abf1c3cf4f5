/// Where the AR camera tab bar's views sit on the screen: a pure function of the scene's
/// layout parameters (points, origin top-left).
///
/// The original's source was not available, so this is derived from its constants
/// (REFERENCE.md §5) as Auto Layout would resolve them:
///
/// - **Horizontally**, the buttons are a horizontal `UIStackView` [left, camera, right] pinned
///   `stack.margin` from both screen edges with equal spacing, so the side buttons sit on the
///   margins and the camera button is centred. The tab centres are therefore
///     left = margin + side/2, camera = width/2, right = width − margin − side/2
///   (42, 187.5 and 333 pt on a 375 pt screen). When the three buttons are wider than the space
///   between the margins, the stack keeps its content width (no spacing) and stays centred,
///   so the margins shrink instead (the original's "margins ≥ 20").
/// - **Vertically**, the indicator's bottom edge sits `stack.bottomSpacing` above the screen's
///   bottom edge and its top edge `indicator.gap` below the stack's bottom edge, which is
///   therefore fixed. The row is as tall as the full camera button and centres every button
///   on one line, so the camera button shrinks about its centre and the side buttons stay put.
///   (Interpretation: had the original's stack hugged its shrinking content with its bottom
///   pinned, the side buttons would also sink by half the height change.)
/// - The arrows are centred in the gaps between each side button and the camera button.
struct TabBarLayout: Sendable, Hashable {
    var screenWidth: Double
    var screenHeight: Double
    var margin: Double
    var bottomSpacing: Double
    var cameraSize: Double
    var cameraSmallScale: Double
    var sideSize: Double
    var indicatorWidth: Double
    var indicatorHeight: Double
    var indicatorGap: Double
    var arrowSize: Double

    init(screenWidth: Double, screenHeight: Double, margin: Double, bottomSpacing: Double,
         cameraSize: Double, cameraSmallScale: Double, sideSize: Double, indicatorWidth: Double,
         indicatorHeight: Double, indicatorGap: Double, arrowSize: Double) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.margin = margin
        self.bottomSpacing = bottomSpacing
        self.cameraSize = cameraSize
        self.cameraSmallScale = cameraSmallScale
        self.sideSize = sideSize
        self.indicatorWidth = indicatorWidth
        self.indicatorHeight = indicatorHeight
        self.indicatorGap = indicatorGap
        self.arrowSize = arrowSize
    }

    /// The layout of the scene's current parameters.
    init(_ state: SceneState) {
        self.init(screenWidth: state[TabBarScene.Key.screenWidth], screenHeight: state[TabBarScene.Key.screenHeight],
                  margin: state[TabBarScene.Key.stackMargin], bottomSpacing: state[TabBarScene.Key.stackBottomSpacing],
                  cameraSize: state[TabBarScene.Key.cameraSize], cameraSmallScale: state[TabBarScene.Key.cameraSmallScale],
                  sideSize: state[TabBarScene.Key.sideSize], indicatorWidth: state[TabBarScene.Key.indicatorWidth],
                  indicatorHeight: state[TabBarScene.Key.indicatorHeight], indicatorGap: state[TabBarScene.Key.indicatorGap],
                  arrowSize: state[TabBarScene.Key.arrowsSize])
    }

    // MARK: Horizontal

    /// The stack's width: the space between the margins, or the buttons' own width when they
    /// don't fit there.
    var stackWidth: Double {
        max(screenWidth - 2 * margin, 2 * sideSize + cameraSize)
    }

    /// The stack's left edge; the stack is centred on the screen.
    var stackMinX: Double { (screenWidth - stackWidth) / 2 }

    /// The centre x of a tab's button, which is where the indicator sits under it.
    func centreX(of tab: TabBarTab) -> Double {
        switch tab {
        case .left: stackMinX + sideSize / 2
        case .camera: screenWidth / 2
        case .right: stackMinX + stackWidth - sideSize / 2
        }
    }

    /// The centre x of an arrow: the middle of the gap between its side button and the camera
    /// button (whose width never changes).
    func arrowCentreX(_ side: TabBarTab) -> Double {
        let leftGap = ((centreX(of: .left) + sideSize / 2) + (centreX(of: .camera) - cameraSize / 2)) / 2
        return side == .right ? screenWidth - leftGap : leftGap
    }

    // MARK: Vertical

    /// The indicator's top edge.
    var indicatorMinY: Double { screenHeight - bottomSpacing - indicatorHeight }

    /// The stack's bottom edge, fixed by the indicator below it.
    var stackMaxY: Double { indicatorMinY - indicatorGap }

    /// The centre line of the button row: half the full-size row above the stack's bottom.
    var rowCentreY: Double {
        stackMaxY - max(cameraSize, sideSize) / 2
    }

    // MARK: Per tab

    /// The camera button's height with `tab` selected: full on the camera tab, else small.
    func cameraHeight(selected tab: TabBarTab) -> Double {
        tab == .camera ? cameraSize : cameraSize * cameraSmallScale
    }
}
