/// One spring as a code export writes it, on one line for `tune`'s footer: the statements the
/// exporter writes for this spring alone, joined, their doc comments and end-of-line notes
/// left out.
public enum SpringCodeLine {
    /// `naming` names what the export names after the preset (CSS custom properties).
    public static func text(_ setting: SpringSetting, group: SpringGroup, platform: SpringCodePlatform,
                            naming: ExportNaming) -> String {
        var animation = ExportPlan.SpringAnimation(group: group, setting: setting)
        animation.describes = false
        return CodeStatement.joined(platform.exporter.springStatements(animation, naming: naming))
    }

    /// A spring the scene derives from its values (the card's `present.spring`), not a group:
    /// written as a spring set in UIKit's form, named after its curve, at this value.
    public static func text(derived spring: UIKitSpring, curve: Curve, platform: SpringCodePlatform,
                            naming: ExportNaming) -> String {
        let setting = SpringSetting.uikit(spring)
        return text(setting, group: SpringGroup(curve.name, default: setting, help: curve.summary), platform: platform, naming: naming)
    }
}
