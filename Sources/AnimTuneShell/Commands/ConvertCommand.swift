import AnimTuneCore

/// `convert [GROUP] [--json]`: one spring in every parametrization and platform.
struct ConvertCommand: ShellCommand {
    let help = CommandHelp("convert [GROUP|CURVE] [--json]", in: .springs,
        summary: "a spring in every form: UIKit, SwiftUI, physical, Android, Origami/POP",
        details: "UIKit's duration-to-stiffness mapping is reverse-engineered (Framer, motion.dev): Apple does not document it. Android and UIKit forms have mass 1; other masses are folded into stiffness and damping. Origami comes in two conventions: Rebound's physical tension and friction (stiffness and damping, mass 1) and the Quartz Composer values Origami Studio shows (tension = (k − 194)/3.62 + 30, friction = (c − 25)/3 + 8; rebound-js OrigamiValueConverter). A curve that follows a spring derived from other parameters (the card's present.spring) is converted too.",
        examples: ["convert", "convert --json", "use card; convert present.spring"])
    let options = OptionDeclaration.list(SharedOption.json)
    let arguments: [ArgumentKind] = [.anyOf([.springGroup, .springCurve])]

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) {
        try arguments.expectAtMost(1, usage: help.synopsis)
        let named = try context.namedSpring(arguments.positionals.first)
        let setting = named.setting
        let spring = setting.spring
        let uikitForm = Result { () throws(MotionError) in try setting.uikitForm() }
        let uikit = try? uikitForm.get()
        let swiftui = setting.swiftui
        let android = AndroidSpring(spring)
        let origami = try? OrigamiSpring(spring)
        let unit = spring.massNormalized
        let quartz = OrigamiSpring.quartzComposerValues(unit)
        if arguments[SharedOption.json] {
            var members: [(String, JSONValue)] = [("group", .string(named.name)), ("form", .string(named.derived ? "derived" : setting.form.rawValue))]
            members.append(("uikit", uikit.map { .object([("duration", .number($0.duration)),
                                                          ("dampingRatio", .number($0.dampingRatio)),
                                                          ("velocity", .number($0.velocity))]) } ?? .null))
            members.append(("swiftui", .object([("response", .number(swiftui.response)),
                                                ("dampingFraction", .number(swiftui.dampingRatio)),
                                                ("duration", .number(swiftui.response)),
                                                ("bounce", .number(swiftui.bounce))])))
            members.append(("physical", .object([("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
                                                 ("damping", .number(spring.damping)),
                                                 ("initialVelocity", .number(spring.initialVelocity))])))
            members.append(("android", .object([("stiffness", .number(android.stiffness)),
                                                ("dampingRatio", .number(android.dampingRatio))])))
            members.append(("origami", origami.map { .object([("bounciness", .number($0.bounciness)),
                                                              ("speed", .number($0.speed)),
                                                              ("tension", .number($0.tension)),
                                                              ("friction", .number($0.friction))]) } ?? .null))
            members.append(("rebound", .object([("tension", .number(unit.stiffness)), ("friction", .number(unit.damping))])))
            members.append(("quartzComposer", .object([("tension", .number(quartz.tension)), ("friction", .number(quartz.friction))])))
            context.out.line(JSONValue.object(members).formatted())
            return
        }
        func n(_ value: Double) -> String { NumberFormatting.short(value, digits: 6) }
        var rows = TextTable()
        if let uikit {
            rows.add(["UIKit", "UIView.animate(withDuration: \(n(uikit.duration)), delay: 0, usingSpringWithDamping: \(n(uikit.dampingRatio)), initialSpringVelocity: \(n(uikit.velocity)))"])
        } else {
            let reason = if case .failure(.notRepresentable(_, let reason)) = uikitForm { reason } else { "no UIKit form" }
            rows.add(["UIKit", "— \(reason)"])
        }
        rows.add(["SwiftUI", ".spring(response: \(n(swiftui.response)), dampingFraction: \(n(swiftui.dampingRatio)))"])
        rows.add(["", ".spring(duration: \(n(swiftui.response)), bounce: \(n(swiftui.bounce)))"])
        rows.add(["physical", "CASpringAnimation mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), initialVelocity \(n(spring.initialVelocity))"])
        rows.add(["", ".interpolatingSpring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), initialVelocity: \(n(spring.initialVelocity)))"])
        rows.add(["Android", "SpringForce().setStiffness(\(n(android.stiffness))f).setDampingRatio(\(n(android.dampingRatio))f)"])
        let physical = "Rebound physical tension \(n(unit.stiffness)), friction \(n(unit.damping))"
        if let origami {
            rows.add(["Origami/POP", "bounciness \(n(origami.bounciness)), speed \(n(origami.speed)); \(physical)"])
        } else {
            rows.add(["Origami/POP", "not expressible with bounciness and speed; \(physical)"])
        }
        rows.add(["", "Quartz Composer values (Origami Studio): tension \(n(quartz.tension)), friction \(n(quartz.friction))"])
        let origin = named.derived ? "derived from the scene's parameters" : "set as \(setting.form.rawValue)"
        context.out.write("\(named.name) (\(origin))\n" + rows.render(indent: "  "))
    }
}
