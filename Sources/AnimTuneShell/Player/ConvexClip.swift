/// Intersections of convex polygons (Sutherland–Hodgman), for flattening translucent shapes
/// into opaque pieces where an image format cannot blend.
public enum ConvexClip {
    public typealias Point = (x: Double, y: Double)

    /// The part of convex polygon `subject` inside convex polygon `clip`, as an open polygon
    /// (first point not repeated); empty when they do not overlap. Either orientation works.
    public static func intersection(_ subject: [Point], _ clip: [Point]) -> [Point] {
        var output = open(subject)
        let edges = open(clip)
        guard output.count >= 3, edges.count >= 3 else { return [] }
        // Inside means on the same side of every clip edge as the clip's own interior.
        let orientation: Double = signedArea(edges) >= 0 ? 1 : -1
        for index in edges.indices {
            let a = edges[index], b = edges[(index + 1) % edges.count]
            func side(_ p: Point) -> Double { ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) * orientation }
            let input = output
            output = []
            guard let last = input.last else { return [] }
            var previous = last
            for current in input {
                let currentSide = side(current), previousSide = side(previous)
                if currentSide >= 0 {
                    if previousSide < 0 { output.append(crossing(previous, current, previousSide, currentSide)) }
                    output.append(current)
                } else if previousSide >= 0 {
                    output.append(crossing(previous, current, previousSide, currentSide))
                }
                previous = current
            }
        }
        return abs(signedArea(output)) > 1e-9 ? output : []
    }

    /// The signed area (positive when counter-clockwise with y up).
    public static func signedArea(_ polygon: [Point]) -> Double {
        let points = open(polygon)
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        for index in points.indices {
            let a = points[index], b = points[(index + 1) % points.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    /// `polygon` without a repeated closing point.
    static func open(_ polygon: [Point]) -> [Point] {
        guard polygon.count > 1, let first = polygon.first, let last = polygon.last,
              first.x == last.x, first.y == last.y else { return polygon }
        return Array(polygon.dropLast())
    }

    private static func crossing(_ p: Point, _ q: Point, _ pSide: Double, _ qSide: Double) -> Point {
        let t = pSide / (pSide - qSide)
        return (p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
    }
}
