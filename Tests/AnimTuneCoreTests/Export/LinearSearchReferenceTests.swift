import Foundation
import Testing
@testable import AnimTuneCore

/// The `linear()` stop search (`MinLinkSearch`: values free, printed to 5 decimals) held to
/// a plain search of the same problem on a band the test lays out itself (`ReferenceBand`), to the 4-decimal lattice search it replaced (never
/// more stops, fewer in total) and to the spring itself, measured densely from its closed form.
@Suite("linear() stop search against the plain search, the lattice search and the spring")
struct LinearSearchReferenceTests {
    /// Springs from ζ 0.05 to 2.5, stiffness 20 to 5,000, velocities −3 to 3, at every kind of
    /// tolerance (a fixed seed: the same springs every run).
    static let reference: [(Spring, Double)] = {
        var seed: UInt64 = 12_345
        func random() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let tolerances = [0.0001, 0.0005, 0.001, 0.0015, 0.0019, 0.002, 0.005, 0.01, 0.05, 0.1]
        var cases: [(Spring, Double)] = [(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0), 0.001)]
        for index in 0..<40 {
            let zeta = 0.05 + 2.45 * random(), stiffness = 20 + 4_980 * random(), velocity = -3 + 6 * random()
            cases.append((Spring(mass: 0.5 + random(), stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(),
                                 initialVelocity: velocity), tolerances[index % tolerances.count]))
        }
        return cases
    }()

    /// SwiftUI's `.spring(response:dampingFraction:)` over ζ 0.1–2 and responses 0.2–3 s
    /// (k = (2π/response)², c = 4πζ/response, m = 1), at tolerances 0.001 and 0.005.
    static let swiftUI: [(Spring, Double)] = {
        var cases: [(Spring, Double)] = []
        for zeta in [0.1, 0.3, 0.6, 1.0, 2.0] {
            for response in [0.2, 0.5, 1.2, 3.0] {
                let omega = 2 * Double.pi / response
                let tolerance = cases.count % 2 == 0 ? 0.001 : 0.005
                cases.append((Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega), tolerance))
            }
        }
        return cases
    }()

    static let cases = reference + swiftUI

    @Test("as many stops as the plain search, never more than the lattice search, within the tolerance", arguments: cases.indices)
    func fewestStops(_ index: Int) {
        let (spring, tolerance) = Self.cases[index]
        let label = "case \(index): k \(spring.stiffness) c \(spring.damping) m \(spring.mass) v \(spring.initialVelocity) tolerance \(tolerance)"
        let fit = LinearEasing.spring(spring, tolerance: tolerance)
        let band = ReferenceBand(spring, tolerance: tolerance, duration: fit.duration)
        let plain = PlainMinLink(lower: band.lower, upper: band.upper, gridSize: band.gridSize,
                                 refine: band.refine, end: ReferenceBand.scale).segments()
        #expect(fit.easing.gridSize == band.gridSize, "\(label)")
        #expect(plain.map { $0 + 1 } == fit.easing.stops.count, "\(label)")
        #expect(fit.easing.stops.count <= Self.latticeCount(spring, tolerance), "\(label)")
        #expect(Self.trueError(fit, spring) <= tolerance, "\(label)")
    }

    @Test("fewer stops in total than the lattice search")
    func fewerInTotal() {
        let found = Self.cases.map { LinearEasing.spring($0.0, tolerance: $0.1).easing.stops.count }.reduce(0, +)
        let lattice = Self.cases.map { Self.latticeCount($0.0, $0.1) }.reduce(0, +)
        #expect(found < lattice, "\(found) stops against the lattice search's \(lattice)")
    }

    @Test("tolerance 0.0001 finds a real path where the lattice search had none (case 11)")
    func finestTolerance() {
        let (spring, tolerance) = Self.reference[11]
        #expect(tolerance == 0.0001)
        let fit = LinearEasing.spring(spring, tolerance: tolerance)
        #expect(fit.easing.stops.count < 100)
        #expect(Self.trueError(fit, spring) <= tolerance)
    }

    @Test("a spring whose merged layers claim a stop that is not reachable gets the fewest stops: the walk back tries the next widest")
    func mergedLayersFallBack() {
        // SwiftUI's .spring(response: 2, dampingFraction: 0.1) at tolerance 0.002.
        let spring = Spring(mass: 1, stiffness: 9.869604, damping: 0.628319), tolerance = 0.002
        let sampling = SpringSampling(spring, tolerance: tolerance)
        let search = MinLinkSearch(lower: sampling.lower, upper: sampling.upper, gridSize: sampling.gridSize,
                                   refine: sampling.refine, end: sampling.valueScale)
        let merged = search.forward(block: MinLinkSearch.block)
        #expect(merged != nil && search.backward(merged!, candidates: 1) == nil,
                "the widest stops no longer fail here: pick another spring")
        #expect(merged.flatMap { search.backward($0) } != nil)
        let fit = LinearEasing.spring(spring, tolerance: tolerance)
        let band = ReferenceBand(spring, tolerance: tolerance, duration: fit.duration)
        let plain = PlainMinLink(lower: band.lower, upper: band.upper, gridSize: band.gridSize,
                                 refine: band.refine, end: ReferenceBand.scale).segments()
        #expect(plain.map { $0 + 1 } == fit.easing.stops.count)
        #expect(Self.trueError(fit, spring) <= tolerance)
    }

    static func latticeCount(_ spring: Spring, _ tolerance: Double) -> Int {
        SpringSampling(spring, tolerance: tolerance, valueDecimals: 4, roundingRoom: 0).latticeShortestPath().count
    }

    /// max |easing − spring| over 40,001 points of the duration, ±1e-7 around every stop, and
    /// the rest at 1 against the spring over [D, 5D], the spring from `ClosedFormSpring`.
    static func trueError(_ fit: LinearEasing.SpringFit, _ spring: Spring) -> Double {
        let exact = ClosedFormSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                     velocity: spring.initialVelocity)
        let duration = fit.duration
        var positions = (0...40_000).map { Double($0) / 40_000 }
        for stop in fit.easing.stops {
            let x = fit.easing.position(stop)
            positions += [x - 1e-7, x, x + 1e-7].filter { (0...1).contains($0) }
        }
        var worst = positions.map { abs(fit.easing.progress(at: $0) - exact.progress(at: $0 * duration)) }.max()!
        for index in 0...4_000 {
            worst = max(worst, abs(1 - exact.progress(at: duration * (1 + 4 * Double(index) / 4_000))))
        }
        return worst
    }
}
