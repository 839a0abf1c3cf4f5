/// The reduced-motion entry of the tokens export, `$extensions["dev.animtune.reduced"]` of the
/// scene's group: per action its strategy and what that strategy plays (the fade's duration and
/// curve, the tightened springs, the time scale).
struct TokensReducedMotion {
    /// The `$extensions` key.
    static let key = "dev.animtune.reduced"

    let plan: ReducedPlan

    var json: JSONValue {
        let easeOut = TimingCurve.easeOut.bezier
        let fade = JSONValue.object([
            ("duration", .object([("value", .number(ExportNumber.rounded(plan.fadeDuration * 1000, 3))), ("unit", .string("ms"))])),
            ("timingFunction", .array([easeOut.x1, easeOut.y1, easeOut.x2, easeOut.y2].map { .number($0) })),
        ])
        let actions = plan.branches.map { branch -> (String, JSONValue) in
            var members: [(String, JSONValue)] = [("strategy", .string(branch.strategy.rawValue)),
                                                  ("description", .string(branch.description)),
                                                  ("essential", .bool(branch.strategy == .none))]
            switch branch.strategy {
            case .fade: members.append(("fade", fade))
            case .tighten, .track:
                members.append(("springs", .object(branch.animations.compactMap { animation in
                    animation.tightened.map { spring in (animation.identifier, Self.spring(spring)) }
                })))
            case .shorten: members.append(("timeScale", .number(plan.timeScale)))
            case .snap, .none: break
            }
            return (branch.identifier, .object(members))
        }
        return .object([("signal", .string("the platform's reduced-motion setting (prefers-reduced-motion: reduce, "
                                            + "UIAccessibility.isReduceMotionEnabled, ANIMATOR_DURATION_SCALE 0)")),
                        ("actions", .object(actions))])
    }

    /// The `reduced` member of a spring token's `dev.animtune.spring`: the strategy of the first
    /// action that plays it and, for tighten and track, the spring it plays instead.
    func entry(for key: String) -> JSONValue? {
        guard let branch = plan.branches.first(where: { $0.animations.contains { $0.key == key } }),
              let animation = branch.animations.first(where: { $0.key == key }) else { return nil }
        var members: [(String, JSONValue)] = [("strategy", .string(branch.strategy.rawValue)), ("action", .string(branch.action))]
        if [.tighten, .track].contains(branch.strategy), let spring = animation.tightened { members.append(("spring", Self.spring(spring))) }
        return .object(members)
    }

    static func spring(_ spring: Spring) -> JSONValue {
        .object([("dampingRatio", .number(1)), ("response", .number(2 * Double.pi / spring.naturalFrequency)),
                 ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping))])
    }
}
