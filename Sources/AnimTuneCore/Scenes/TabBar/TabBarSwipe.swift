/// `run swipe`: a finger drags the tab bar sideways from `transition.from` and lets go. The
/// original has no swipe (it selects by tap); animtune adds the one UIKit apps use for paging:
/// the drag scrubs the switch toward the neighbouring tab in its direction (progress = drag ÷
/// the distance between the two tab centres), and at the release the velocity projection of
/// `CardRelease` (release + V·0.998/(1 − 0.998)/1000) decides — past half the distance it
/// switches, else it goes back. The tab bar's spring then runs from the release with the
/// finger's velocity, as UIKit's `initialSpringVelocity` takes it (÷ the distance left).
/// Drags in points, positive toward the right.
struct TabBarSwipe: Sendable {
    let from: TabBarTab
    /// The tab the drag heads for; nil when there is none that way (a drag off the end).
    let toward: TabBarTab?
    /// +1 toward the right, −1 toward the left.
    let direction: Double
    /// Distance between the two tab centres, points (positive).
    let spacing: Double
    /// The drag and velocity along `direction` at the release.
    let projection: CardRelease

    init(from: TabBarTab, drag: Double, velocity: Double, layout: TabBarLayout) {
        self.from = from
        let heading = drag != 0 ? drag : velocity
        direction = heading < 0 ? -1 : 1
        let order = TabBarTab.allCases, index = order.firstIndex(of: from)! + (heading < 0 ? -1 : 1)
        toward = order.indices.contains(index) ? order[index] : nil
        spacing = toward.map { abs(layout.centreX(of: $0) - layout.centreX(of: from)) } ?? 0
        projection = CardRelease(drag: direction * drag, velocity: direction * velocity, threshold: spacing / 2)
    }

    /// Whether the release switches to `toward`.
    var switches: Bool { toward != nil && spacing > 0 && projection.outcome == .dismiss }

    /// How far the switch is (0 at `from`, 1 at `toward`) with the finger at `drag`, within 0…1.
    func progress(_ drag: Double) -> Double {
        guard spacing > 0 else { return 0 }
        return min(max(direction * drag / spacing, 0), 1)
    }
}
