import Testing
@testable import AnimTuneCore

/// The `linear()` search has a work budget; the springs past it get RDP stops, still within
/// the tolerance. Found by FuzzNumbers: this over-damped spring (ζ 158, inside every range)
/// kept every segment open along its long straight tail and took seconds per export.
@Suite("linear() search budget")
struct LinearSearchBudgetTests {
    static let overDamped = Spring(mass: 0.009999, stiffness: 100_000, damping: 10_000)

    @Test("a spring past the budget gets stops within the tolerance anyway")
    func fallback() {
        let sampling = SpringSampling(Self.overDamped, tolerance: LinearEasing.defaultTolerance)
        #expect(sampling.shortestPath() == nil)
        let fit = LinearEasing.spring(Self.overDamped)
        #expect(fit.maxError <= LinearEasing.defaultTolerance, "\(fit.maxError)")
        #expect(fit.easing.stops.first?.value == 0 && fit.easing.stops.last?.value == 1)
    }

    @Test("everyday springs stay inside the budget and keep the fewest stops")
    func everyday() {
        for spring in [Spring(mass: 1, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 400, damping: 40),
                       Spring(mass: 1, stiffness: 170, damping: 26), Spring(mass: 1, stiffness: 1500, damping: 20)] {
            #expect(SpringSampling(spring, tolerance: LinearEasing.defaultTolerance).shortestPath() != nil, "\(spring)")
        }
    }
}
