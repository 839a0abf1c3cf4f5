/// The four things the tab switch animates, as the original sets them inside one
/// `UIView.animate(…usingSpringWithDamping:…)` block: the indicator's centre x, the camera
/// button's height, the arrows' rotation and the background colour.
///
/// Inside a spring animation every animated value is `from + (to − from) · progress`, with the
/// same spring progress for all of them, so each overshoots with the spring. Colours are
/// interpolated per sRGB component and then clamped to 0…1, because a component cannot be
/// displayed outside that range (clamping is this model's choice; the screen would clip anyway).
struct TabBarPose: Sendable, Hashable {
    /// Centre x of the indicator, points.
    var indicatorX: Double
    /// Camera button height, points.
    var cameraHeight: Double
    /// Rotation of both arrows, degrees.
    var arrowsAngle: Double
    /// Background colour; components may leave 0…1 between poses, see `background`.
    var rawBackground: RGBColor

    /// The background as drawn: every component clamped to 0…1.
    var background: RGBColor {
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return RGBColor(red: clamp(rawBackground.red), green: clamp(rawBackground.green), blue: clamp(rawBackground.blue))
    }

    /// The resting values with `tab` selected.
    init(selected tab: TabBarTab, state: SceneState) {
        let layout = TabBarLayout(state)
        indicatorX = layout.centreX(of: tab)
        cameraHeight = layout.cameraHeight(selected: tab)
        // Interpretation: the arrows rest at 0 on the camera tab and are turned by
        // `arrows.rotation` (π in the original) on either side tab.
        arrowsAngle = tab == .camera ? 0 : state[TabBarScene.Key.arrowsRotation]
        rawBackground = state[TabBarScene.Key.background(tab)]
    }

    init(indicatorX: Double, cameraHeight: Double, arrowsAngle: Double, rawBackground: RGBColor) {
        self.indicatorX = indicatorX
        self.cameraHeight = cameraHeight
        self.arrowsAngle = arrowsAngle
        self.rawBackground = rawBackground
    }

    /// `self + (target − self) · progress` for every value; progress may leave 0…1.
    func interpolated(to target: TabBarPose, _ progress: Double) -> TabBarPose {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return TabBarPose(indicatorX: mix(indicatorX, target.indicatorX),
                          cameraHeight: mix(cameraHeight, target.cameraHeight),
                          arrowsAngle: mix(arrowsAngle, target.arrowsAngle),
                          rawBackground: rawBackground.mixed(with: target.rawBackground, progress))
    }
}
