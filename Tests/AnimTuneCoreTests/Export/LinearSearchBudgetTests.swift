import Testing
@testable import AnimTuneCore

/// Springs whose bands are hard for the `linear()` search: strongly over-damped ones, whose
/// instant start needs the finest sampling (128,000 band samples) and whose long straight tail
/// keeps every segment open. Found by FuzzNumbers (ζ 158, once seconds per export), and the
/// corner of the ranges at ζ 500, whose band is too narrow at its end for the stop 1.
@Suite("linear() search on over-damped springs")
struct LinearSearchBudgetTests {
    static let overDamped = Spring(mass: 0.009999, stiffness: 100_000, damping: 10_000)
    static let noPath = Spring(mass: 0.001, stiffness: 100_000, damping: 10_000)

    @Test("the fuzz-found over-damped spring gets the fewest stops, within the tolerance by its closed form")
    func overDampedPath() {
        let sampling = SpringSampling(Self.overDamped, tolerance: LinearEasing.defaultTolerance)
        #expect(sampling.refine == 64)
        #expect(sampling.shortestPath() != nil)
        let fit = LinearEasing.spring(Self.overDamped)
        #expect(LinearSearchReferenceTests.trueError(fit, Self.overDamped) <= LinearEasing.defaultTolerance)
    }

    @Test("a band with no path gets RDP stops from 0 to 1 and says how far they are off")
    func fallback() {
        let sampling = SpringSampling(Self.noPath, tolerance: LinearEasing.defaultTolerance)
        #expect(sampling.shortestPath() == nil)
        let fit = LinearEasing.spring(Self.noPath)
        #expect(fit.easing.stops.first?.value == 0 && fit.easing.stops.last?.value == 1)
        let measured = LinearSearchReferenceTests.trueError(fit, Self.noPath)
        #expect(abs(fit.maxError - measured) < 1e-4, "\(fit.maxError) against \(measured)")
    }

    @Test("everyday springs find their path")
    func everyday() {
        for spring in [Spring(mass: 1, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 400, damping: 40),
                       Spring(mass: 1, stiffness: 170, damping: 26), Spring(mass: 1, stiffness: 1500, damping: 20)] {
            #expect(SpringSampling(spring, tolerance: LinearEasing.defaultTolerance).shortestPath() != nil, "\(spring)")
        }
    }
}
