extension Scene {
    /// The duration parameter of a timing curve (`curve.duration`, `drop.duration` for
    /// `drop.curve`), as exports pair them; nil when the curve has none.
    public func durationKey(ofCurve curveKey: String) -> String? {
        ExportPlan.durationKey(for: curveKey, in: self)
    }
}
