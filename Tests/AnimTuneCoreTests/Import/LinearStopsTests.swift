import Testing
@testable import AnimTuneCore

@Suite("CSS linear() stops")
struct LinearStopsTests {
    /// The segment search, read off the stops one by one as CSS describes it.
    static func scanned(_ stops: LinearStops, at x: Double) -> Double {
        let points = stops.points
        if x <= points[0].x { return points[0].y }
        for index in 1..<points.count where x < points[index].x {
            let a = points[index - 1], b = points[index]
            return b.x > a.x ? a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x) : b.y
        }
        return points[points.count - 1].y
    }

    @Test("progress between stops, at repeated inputs and outside them is what a scan of the stops gives")
    func progress() throws {
        let stops = try LinearStops(parsing: "linear(0, 0.25 10%, 0.5 10% 30%, 0.4, 1.1 60%, 0.9 60%, 1 100% 120%)")
        for index in -20...140 {
            let x = Double(index) / 100
            #expect(stops.progress(at: x) == Self.scanned(stops, at: x), "at \(x)")
        }
        #expect(stops.progress(at: 0.6) == 0.9)
        #expect(stops.progress(at: 2) == 1)
    }

    @Test("a hundred thousand stops are read and evaluated")
    func many() throws {
        let count = 100_000
        let text = "linear(" + (0...count).map { String(Double($0) / Double(count)) }.joined(separator: ", ") + ")"
        let stops = try LinearStops(parsing: text)
        #expect(stops.points.count == count + 1)
        #expect(abs(stops.progress(at: 0.123456) - 0.123456) < 1e-9)
    }
}
