/// `run pull --velocity V [--release D]`: the finger lets go of the pull at depth D (points
/// below the rest offset) moving down at V pt/s.
///
/// The original (FlippingNotch) decides by distance only: releasing at `pull.maxOffset` or
/// deeper starts the drop. animtune adds the velocity projection UIKit apps use (see
/// `CardRelease`): if D + V/1000 · 0.998/(1 − 0.998) reaches |pull.maxOffset| the drop starts
/// (the original's release animation, from the time of the release); otherwise the list
/// returns to rest, drawn as a spring of mass 1, stiffness 100, ζ 1 from the release depth
/// moving at V — animtune's stand-in for UIScrollView's bounce back (the profile scene's
/// bounce.stiffness and bounce.dampingRatio defaults), which Apple does not document.
struct NotchRelease: Sendable {
    let depth: Double
    let velocity: Double
    let projection: CardRelease
    /// The spring taking the offset back to 0 when the drop does not start; its velocity is in
    /// fractions of the depth per second, 0 when the depth is 0 (nothing left to travel).
    let springBack: Spring

    static let stiffness = 100.0
    static let dampingRatio = 1.0

    var triggers: Bool { projection.outcome == .dismiss }

    init(depth: Double, velocity: Double, maxDepth: Double) {
        self.depth = depth
        self.velocity = velocity
        projection = CardRelease(drag: depth, velocity: velocity, threshold: maxDepth)
        // The offset −depth returns to 0: progress p = 1 + offset/depth, ṗ = −V/depth (moving down is away).
        springBack = Spring(mass: 1, stiffness: Self.stiffness, damping: 2 * Self.stiffness.squareRoot() * Self.dampingRatio,
                            initialVelocity: depth > 0 ? -velocity / depth : 0)
    }

    /// The scroll offset `tau` seconds after the release, when the list returns to rest.
    func offset(at tau: Double) -> Double {
        -depth * (1 - springBack.progress(at: tau))
    }
}
