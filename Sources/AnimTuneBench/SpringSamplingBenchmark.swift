import AnimTuneCore

/// Spring samples per second from the closed form, against stepping the same spring with
/// fourth-order Runge–Kutta at 1 ms (what a physics-step animator does) for the same samples.
struct SpringSamplingBenchmark {
    /// The samples of one plotted curve: 400 points over 2 s.
    static let samples = 400
    static let span = 2.0
    static let step = 0.001

    let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)

    func rows() -> [BenchmarkRow] {
        var sink = 0.0
        let closed = Stopwatch.rate { sink += closedForm().last! } * Double(Self.samples)
        let stepped = Stopwatch.rate { sink += rungeKutta().last! } * Double(Self.samples)
        let deviation = zip(closedForm(), rungeKutta()).map { abs($0 - $1) }.max()!
        precondition(sink.isFinite)
        return [BenchmarkRow(
            name: "spring samples per second: closed form vs RK4 at 1 ms", animtune: formatRate(closed),
            baseline: "RK4: \(formatRate(stepped))", ratio: closed / stepped,
            note: "higher is better; RK4 differs by up to \(String(describing: Float(deviation)))")]
    }

    private func closedForm() -> [Double] {
        (0..<Self.samples).map { spring.progress(at: Self.span * Double($0) / Double(Self.samples - 1)) }
    }

    /// x'' = (k(1 − x) − c·x') / m from x = 0, x' = v0, sampled at the same times.
    private func rungeKutta() -> [Double] {
        let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
        func acceleration(_ x: Double, _ v: Double) -> Double { (k * (1 - x) - c * v) / m }
        var (x, v, t) = (0.0, spring.initialVelocity, 0.0)
        var values: [Double] = []
        values.reserveCapacity(Self.samples)
        for index in 0..<Self.samples {
            let target = Self.span * Double(index) / Double(Self.samples - 1)
            while t < target - 1e-12 {
                let h = min(Self.step, target - t)
                let (k1x, k1v) = (v, acceleration(x, v))
                let (k2x, k2v) = (v + h / 2 * k1v, acceleration(x + h / 2 * k1x, v + h / 2 * k1v))
                let (k3x, k3v) = (v + h / 2 * k2v, acceleration(x + h / 2 * k2x, v + h / 2 * k2v))
                let (k4x, k4v) = (v + h * k3v, acceleration(x + h * k3x, v + h * k3v))
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            values.append(x)
        }
        return values
    }
}
