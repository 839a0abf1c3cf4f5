import Testing
@testable import AnimTuneCore

/// Issue 44 (S4, S6): a bake's work is bounded and a cancellation stops it; a spring past the
/// bounds is refused with the reason instead of written as keyframes far from it.
@Suite("Spring bake bounds")
struct SpringBakeBoundTests {
    /// In range, but it swings thousands of times before it settles (ζ ≈ 1.6e-6).
    static let ringing = Spring(mass: 0.001, stiffness: 100_000, damping: 0.001)

    @Test("a spring that swings more than maximumKeys times is not baked: the bake says why")
    func ringingSpringLimited() {
        let bake = SpringBake(Self.ringing)
        #expect(bake.limit == "it swings more than \(SpringBake.maximumKeys) times before it settles within the tolerance")
        #expect(bake.keys.count <= SpringBake.maximumKeys + 1)
    }

    @Test("an everyday spring bakes within the bounds, with no limit")
    func everydaySpringBakes() {
        let bake = SpringBake(Spring(mass: 1, stiffness: 200, damping: 20))
        #expect(bake.limit == nil)
        #expect(bake.maxError <= bake.tolerance)
    }

    @Test("a bake stops at the first cancellation and says it was cut")
    func cancelledBake() {
        let cut = Cancellation.withProbe({ true }) {
            _ = SpringBake(Spring(mass: 1, stiffness: 200, damping: 2))
            return Cancellation.takeCut()
        }
        #expect(cut)
    }
}
