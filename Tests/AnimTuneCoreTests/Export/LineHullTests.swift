import Testing
@testable import AnimTuneCore

/// `LineHull` against a gift-wrapped hull (Jarvis's march) of the same points, written here:
/// random convex polygons, whole and cut at a value, in the (value, slope) plane of the search.
@Suite("the hull of line polygons that the linear() search merges")
struct LineHullTests {
    typealias Line = LineFan.Line

    /// A convex polygon in order round it: the gift-wrapped hull of random points.
    static func polygon(_ random: inout SeededGenerator, around centre: Line) -> [Line] {
        let points = (0..<Int.random(in: 3...14, using: &random)).map { _ in
            Line(value: centre.value + Double.random(in: -50...50, using: &random), slope: centre.slope + Double.random(in: -2...2, using: &random))
        }
        return giftWrapped(points)
    }

    /// Jarvis's march, counter-clockwise from the least point, collinear points left out.
    static func giftWrapped(_ points: [Line]) -> [Line] {
        guard var current = points.min() else { return [] }
        var hull: [Line] = []
        func cross(_ o: Line, _ a: Line, _ b: Line) -> Double {
            (a.value - o.value) * (b.slope - o.slope) - (a.slope - o.slope) * (b.value - o.value)
        }
        repeat {
            hull.append(current)
            var candidate = points[0] == current ? points[1 % points.count] : points[0]
            for point in points where point != current {
                let turn = cross(current, candidate, point)
                let farther = abs(point.value - current.value) + abs(point.slope - current.slope)
                    > abs(candidate.value - current.value) + abs(candidate.slope - current.slope)
                if turn < 0 || (turn == 0 && farther) { candidate = point }
            }
            current = candidate
        } while current != hull[0] && hull.count <= points.count
        return hull
    }

    static func buffer(_ lines: [Line]) -> LineBuffer {
        var buffer = LineBuffer()
        for line in lines { buffer.append(line) }
        return buffer
    }

    static func expectSame(_ found: [Line], _ expected: [Line], _ comment: Comment) {
        #expect(found.count == expected.count, comment)
        for point in expected {
            #expect(found.contains { abs($0.value - point.value) < 1e-9 && abs($0.slope - point.slope) < 1e-9 }, comment)
        }
    }

    @Test("the hull of several whole polygons is the gift-wrapped hull of all their vertices")
    func wholePolygons() {
        var random = SeededGenerator(seed: 7)
        for round in 0..<200 {
            var hull = LineHull()
            var all: [Line] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let polygon = Self.polygon(&random, around: Line(value: Double.random(in: -100...100, using: &random), slope: Double.random(in: -5...5, using: &random)))
                all += polygon
                let lines = Self.buffer(polygon)
                hull.add(lines)
            }
            hull.build()
            let found = (0..<hull.vertices.count).map { hull.vertices[$0] }
            Self.expectSame(found, Self.giftWrapped(all), "round \(round)")
        }
    }

    @Test("a polygon cut at a value keeps the gift-wrapped hull of its vertices on that side and its edges' crossings")
    func cutPolygons() {
        var random = SeededGenerator(seed: 11)
        for round in 0..<200 {
            let polygon = Self.polygon(&random, around: Line(value: 0, slope: 0))
            let bound = Double.random(in: -40...40, using: &random), side: Double = round % 2 == 0 ? 1 : -1
            var kept = polygon.filter { side * ($0.value - bound) >= 0 }
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) where (a.value - bound) * (b.value - bound) < 0 {
                let t = (bound - a.value) / (b.value - a.value)
                kept.append(Line(value: bound, slope: a.slope + t * (b.slope - a.slope)))
            }
            var hull = LineHull()
            let lines = Self.buffer(polygon)
            hull.add(lines, side: side, of: bound)
            #expect(hull.isEmpty == kept.isEmpty, "round \(round)")
            guard !kept.isEmpty else { continue }
            hull.build()
            let found = (0..<hull.vertices.count).map { hull.vertices[$0] }
            Self.expectSame(found, Self.giftWrapped(kept), "round \(round)")
        }
    }
}
