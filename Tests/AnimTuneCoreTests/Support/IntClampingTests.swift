import Testing
@testable import AnimTuneCore

@Suite("float-to-integer conversions that cannot trap")
struct IntClampingTests {
    @Test("NaN, infinities and values beyond Int land on the bounds; others round as asked")
    func clamped() {
        #expect(Int(.nan, rounding: .up, clampedTo: 1...64) == 1)
        #expect(Int(.infinity, rounding: .up, clampedTo: 1...64) == 64)
        #expect(Int(-.infinity, rounding: .down, clampedTo: -5...5) == -5)
        #expect(Int(1e300, rounding: .towardZero, clampedTo: Int.min...Int.max) == Int.max)
        #expect(Int(-1e300, rounding: .towardZero, clampedTo: Int.min...Int.max) == Int.min)
        #expect(Int(9.3e18, rounding: .down, clampedTo: 0...Int.max) == Int.max)
        #expect(Int(2.5, rounding: .up, clampedTo: 0...10) == 3)
        #expect(Int(2.5, rounding: .down, clampedTo: 0...10) == 2)
        #expect(Int(-2.5, rounding: .toNearestOrAwayFromZero, clampedTo: -10...10) == -3)
    }
}
