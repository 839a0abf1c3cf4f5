import Foundation

/// What the card does when the finger lets go of the interactive shrink before it reached
/// `shrink.distance`.
///
/// The original (`CardDetailViewController.handleDismissalPan`) decides by distance only: the
/// dismissal starts the moment the drag reaches the distance, and a finger lifted before that
/// restores the card. animtune adds the velocity projection UIKit apps use (WWDC 2018 "Designing
/// Fluid Interfaces"): the drag the finger would reach if it kept decelerating like a scroll
/// view, release + (v/1000)·r/(1 − r) with r = `UIScrollView.DecelerationRate.normal` (0.998),
/// so a fast flick dismisses from anywhere and a slow release restores. Distances in points,
/// positive down (the way the drag shrinks the card).
struct CardRelease: Sendable {
    enum Outcome: String, Sendable { case dismiss, restore }

    /// The drag when the finger lifts, and its velocity then (pt/s).
    let drag: Double
    let velocity: Double
    /// Where the drag would come to rest.
    let projected: Double
    let outcome: Outcome

    /// UIScrollView.DecelerationRate.normal: velocity kept per millisecond.
    static let decelerationRate = 0.998

    init(drag: Double, velocity: Double, threshold: Double) {
        self.drag = drag
        self.velocity = velocity
        let r = Self.decelerationRate
        projected = drag + velocity / 1000 * r / (1 - r)
        outcome = projected >= threshold ? .dismiss : .restore
    }
}
