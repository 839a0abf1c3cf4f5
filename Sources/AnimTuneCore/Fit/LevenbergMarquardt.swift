/// Levenberg–Marquardt least squares for a handful of parameters: minimizes Σ rᵢ(θ)² with a
/// forward-difference Jacobian and Marquardt's diagonal scaling.
enum LevenbergMarquardt {
    /// The parameters with the least sum of squares found from `start`, and that sum.
    static func minimize(_ residuals: ([Double]) -> [Double], from start: [Double],
                         iterations: Int = 100) -> (parameters: [Double], cost: Double) {
        let n = start.count
        var theta = start
        var r = residuals(theta)
        var cost = sumOfSquares(r)
        var lambda = 1e-3
        for _ in 0..<iterations where !Cancellation.isRequested {
            var jacobian: [[Double]] = []
            for j in 0..<n {
                var shifted = theta
                let h = 1e-7 * max(1, abs(theta[j]))
                shifted[j] += h
                jacobian.append(zip(residuals(shifted), r).map { ($0 - $1) / h })
            }
            var jtj = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
            var jtr = [Double](repeating: 0, count: n)
            for a in 0..<n {
                for b in a..<n {
                    var sum = 0.0
                    for i in r.indices { sum += jacobian[a][i] * jacobian[b][i] }
                    jtj[a][b] = sum
                    jtj[b][a] = sum
                }
                var sum = 0.0
                for i in r.indices { sum += jacobian[a][i] * r[i] }
                jtr[a] = sum
            }
            var improved = false
            for _ in 0..<12 {
                var system = jtj
                for a in 0..<n { system[a][a] += lambda * max(jtj[a][a], 1e-12) }
                guard let step = solve(system, jtr.map { -$0 }) else { lambda *= 10; continue }
                let candidate = zip(theta, step).map(+)
                let candidateResiduals = residuals(candidate)
                let candidateCost = sumOfSquares(candidateResiduals)
                if candidateCost.isFinite, candidateCost < cost {
                    let gain = cost - candidateCost
                    theta = candidate
                    r = candidateResiduals
                    cost = candidateCost
                    lambda = max(lambda / 10, 1e-12)
                    improved = gain > 1e-15 * max(cost, 1e-300)
                    break
                }
                lambda *= 10
            }
            if !improved { break }
        }
        return (theta, cost)
    }

    static func sumOfSquares(_ values: [Double]) -> Double {
        var sum = 0.0
        for value in values { sum += value * value }
        return sum.isNaN ? .infinity : sum
    }

    /// Gaussian elimination with partial pivoting; nil when singular.
    static func solve(_ matrix: [[Double]], _ vector: [Double]) -> [Double]? {
        var a = matrix, b = vector
        let n = b.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                  abs(a[pivot][column]) > 1e-300 else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                for k in column..<n { a[row][k] -= factor * a[column][k] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }
}
