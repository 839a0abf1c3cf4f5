import AnimTuneCore
import Foundation
import FuzzSupport

/// The CSS `linear()` of any spring the parameters accept (mass, stiffness, damping and
/// velocity over their whole ranges, any `--tolerance`): the search ends (libFuzzer's
/// `-timeout` catches one that does not), its stops run from (0, 0 %) to (1, 100 %) with
/// finite values and rising positions, and its error bound, which `export css` prints ("at most
/// X from the spring") and compares with the tolerance ("which cannot be met within it"), is
/// at least the error measured densely from the spring.
///
/// Not checked: that the bound is within the tolerance. Springs at the corners of the ranges
/// miss it and are said to: mass 0.001, stiffness 0.01, damping 0.001 and velocity −100 at
/// tolerance 0.0001 swings 30 distances out and needs segments shorter than the finest grid.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinearStops(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    /// The `index`th 16 bits of the input as a fraction of 1 (0 past its end).
    func fraction(_ index: Int) -> Double {
        guard 2 * index + 1 < bytes.count else { return 0 }
        return Double(UInt16(bytes[2 * index]) << 8 | UInt16(bytes[2 * index + 1])) / Double(UInt16.max)
    }
    /// The `index`th fraction log-uniform over `range` (both ends positive).
    func logUniform(_ index: Int, _ range: ClosedRange<Double>) -> Double {
        min(range.upperBound, range.lowerBound * exp(log(range.upperBound / range.lowerBound) * fraction(index)))
    }
    /// The `index`th fraction uniform over `range`.
    func uniform(_ index: Int, _ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * fraction(index)
    }
    let spring = Spring(mass: logUniform(0, SpringField.mass.range), stiffness: logUniform(1, SpringField.stiffness.range),
                        damping: logUniform(2, SpringField.dampingCoefficient.range),
                        initialVelocity: uniform(3, SpringField.velocity.range))
    let tolerance = logUniform(4, LinearEasing.toleranceRange)
    let label = "mass \(spring.mass) stiffness \(spring.stiffness) damping \(spring.damping) velocity \(spring.initialVelocity) tolerance \(tolerance)"

    let fit = LinearEasing.spring(spring, tolerance: tolerance)
    let stops = fit.easing.stops
    Property.check(stops.count >= 2 && stops.first?.step == 0 && stops.first?.value == 0
                   && stops.last?.step == fit.easing.gridSize && stops.last?.value == 1,
                   "\(label): the stops do not run from (0, 0 %) to (1, 100 %): \(fit.easing.css)")
    Property.check(stops.allSatisfy(\.value.isFinite) && zip(stops, stops.dropFirst()).allSatisfy { $0.step < $1.step },
                   "\(label): a stop value is not finite or the positions do not rise: \(fit.easing.css)")
    let measured = LinearEasing.maxError(of: fit.easing, against: spring, duration: fit.duration)
    // The dense measurement finds the true maximum to about 1e-6 of the distance.
    Property.check(measured <= fit.maxError + 2e-6,
                   "\(label): the error bound \(fit.maxError) is below the error measured densely, \(measured)")
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzLinearStops_main")
public func fuzzLinearStopsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzLinearStops)
}
