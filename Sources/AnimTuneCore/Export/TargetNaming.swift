/// The type and identifier names of the lottie, aftereffects, flutter, waapi and figma exports,
/// in one place so they follow the other exports' naming when it changes.
enum TargetNaming {
    /// `CardFlutterMotion`, `cardWaapiMotion` (lower first for JavaScript objects).
    static func type(_ plan: ExportPlan, platform: String) -> String {
        plan.typeName(platform: platform)
    }

    /// `dismiss.spring` → `dismissSpring`.
    static func identifier(_ key: String) -> String {
        ExportIdentifier.camel(key)
    }
}
