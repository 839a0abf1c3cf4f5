/// Derivative-free minimization (Nelder–Mead simplex, standard coefficients).
enum NelderMead {
    static func minimize(_ f: ([Double]) -> Double, from start: [Double], scale: Double, iterations: Int) -> [Double] {
        let n = start.count
        var simplex = [start]
        for i in 0..<n {
            var point = start
            point[i] += scale * max(1, abs(start[i]))
            simplex.append(point)
        }
        var values = simplex.map(f)
        for _ in 0..<iterations {
            let order = values.indices.sorted { values[$0] < values[$1] }
            simplex = order.map { simplex[$0] }
            values = order.map { values[$0] }
            if values[n] - values[0] <= 1e-12 { break }
            var centroid = [Double](repeating: 0, count: n)
            for point in simplex.dropLast() {
                for i in 0..<n { centroid[i] += point[i] / Double(n) }
            }
            func along(_ factor: Double) -> [Double] {
                (0..<n).map { centroid[$0] + factor * (simplex[n][$0] - centroid[$0]) }
            }
            let reflected = along(-1), reflectedValue = f(reflected)
            if reflectedValue < values[0] {
                let expanded = along(-2), expandedValue = f(expanded)
                (simplex[n], values[n]) = expandedValue < reflectedValue ? (expanded, expandedValue) : (reflected, reflectedValue)
            } else if reflectedValue < values[n - 1] {
                (simplex[n], values[n]) = (reflected, reflectedValue)
            } else {
                let contracted = reflectedValue < values[n] ? along(-0.5) : along(0.5)
                let contractedValue = f(contracted)
                if contractedValue < min(reflectedValue, values[n]) {
                    (simplex[n], values[n]) = (contracted, contractedValue)
                } else {
                    for index in 1...n {
                        simplex[index] = (0..<n).map { simplex[0][$0] + 0.5 * (simplex[index][$0] - simplex[0][$0]) }
                        values[index] = f(simplex[index])
                    }
                }
            }
        }
        return simplex[values.indices.min { values[$0] < values[$1] }!]
    }
}
