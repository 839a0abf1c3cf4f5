extension SpringSetting {
    /// The values as set: "UIKit form: duration 0.5 s, damping 0.7, velocity 0".
    public var formDescription: String { ExportPlan.formDescription(self) }
}

extension Spring {
    /// "ζ 0.5, overshoot 16.3%, settles within 0.1% in 1.09 s".
    public var behaviourDescription: String { ExportPlan.behaviour(self) }
}
