/// What Android's `SpringForce` and Compose's `SpringSimulation` precompute from a stiffness
/// per unit mass (a float, kept as its square root in doubles) and a damping ratio: the roots
/// of an over-damped spring and the frequency of an under-damped one (0 where they do not apply).
struct SpringFrequencies {
    let naturalFrequency: Double
    let dampingRatio: Double
    let gammaPlus: Double, gammaMinus: Double, dampedFrequency: Double

    init(stiffness: Float, dampingRatio: Float) {
        naturalFrequency = Double(stiffness).squareRoot()
        self.dampingRatio = Double(dampingRatio)
        let z = self.dampingRatio, w = naturalFrequency
        gammaPlus = z > 1 ? -z * w + w * (z * z - 1).squareRoot() : 0
        gammaMinus = z > 1 ? -z * w - w * (z * z - 1).squareRoot() : 0
        dampedFrequency = z >= 0 && z < 1 ? w * (1 - z * z).squareRoot() : 0
    }
}
