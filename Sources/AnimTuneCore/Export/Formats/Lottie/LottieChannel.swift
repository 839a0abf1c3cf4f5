/// One animated value of the Lottie export: a null layer named `card.present.y` (the element's
/// subject, the action that moves it, the channel) whose Slider Control runs 0 → 100 over the
/// move; a designer links any property to the slider. The main composition plays each action
/// in full; the `reduced motion` composition plays its reduced-motion strategy.
struct LottieChannel {
    /// What the slider does over time.
    enum Motion {
        case moves(ElementMotion)
        /// Already at its end value (a transform under fade or snap).
        case jumps
    }

    let name: String
    let action: String?
    let element: ElementTransition
    /// The CSS property, or "opacity" for the fade a reduced branch adds.
    let property: String
    /// The animation or duration key it follows; nil for the fade a reduced branch adds.
    let key: String?
    let motion: Motion

    /// Every animated value in the scene, in full (`reduced` false) or as the actions' reduced
    /// strategies play them: one per action × element × property, an element no action names
    /// once without an action.
    static func all(_ plan: ExportPlan, reduced: Bool) -> [LottieChannel] {
        let reducedPlan = plan.reduced
        var channels: [LottieChannel] = []
        var placed = Set<String>()
        let branches: [ReducedPlan.Branch?] = reducedPlan.branches.map { $0 } + [nil]
        for branch in branches {
            for (element, motions) in ElementMotion.elements(plan) where !motions.isEmpty {
                if let branch, !branch.elements.contains(where: { $0.element == element.element }) { continue }
                if branch == nil, placed.contains(element.element) { continue }
                placed.insert(element.element)
                for (property, key, full) in motions {
                    let motion = reduced ? Self.reduced(full, key: key, property: property, branch: branch, plan: reducedPlan) : .moves(full)
                    channels.append(LottieChannel(name: "", action: branch?.action, element: element, property: property, key: key, motion: motion))
                }
                if reduced, let branch, branch.strategy == .fade, !motions.contains(where: { $0.property == "opacity" }) {
                    let fade = ElementMotion.curve(TimingCurve.easeOut.bezier, duration: reducedPlan.fadeDuration)
                    channels.append(LottieChannel(name: "", action: branch.action, element: element, property: "opacity", key: nil, motion: .moves(fade)))
                }
            }
        }
        return named(channels)
    }

    /// What `property` plays under `branch`'s strategy.
    static func reduced(_ full: ElementMotion, key: String, property: String, branch: ReducedPlan.Branch?, plan: ReducedPlan) -> Motion {
        guard let branch else { return .moves(full) }
        switch branch.strategy {
        case .none: return .moves(full)
        case .snap: return .jumps
        case .fade:
            return property == "opacity" ? .moves(.curve(TimingCurve.easeOut.bezier, duration: plan.fadeDuration)) : .jumps
        case .shorten:
            switch full {
            case .curve(let bezier, let duration): return .moves(.curve(bezier, duration: duration * plan.timeScale))
            case .spring(let spring):
                // The same spring at 1/scale the time: stiffness / scale², damping / scale.
                let s = plan.timeScale
                return .moves(.spring(Spring(mass: spring.mass, stiffness: spring.stiffness / (s * s), damping: spring.damping / s,
                                             initialVelocity: spring.initialVelocity / s)))
            }
        case .tighten, .track:
            if let tight = branch.animations.first(where: { $0.key == key })?.tightened { return .moves(.spring(tight)) }
            return .moves(full)
        }
    }

    /// `card.present.y`: the element's first word, the action, the channel; the element's whole
    /// name where the short one would repeat.
    static func named(_ channels: [LottieChannel]) -> [LottieChannel] {
        func name(_ channel: LottieChannel, subject: String) -> String {
            ([subject] + (channel.action.map { [$0] } ?? []) + [Self.channel(channel.property)]).joined(separator: ".")
        }
        let short = channels.map { name($0, subject: String($0.element.element.split(separator: "-").first ?? Substring($0.element.element))) }
        var names = short
        for (index, candidate) in names.enumerated() where names.filter({ $0 == candidate }).count > 1 {
            names[index] = name(channels[index], subject: channels[index].element.element)
        }
        for (index, candidate) in names.enumerated() where names.filter({ $0 == candidate }).count > 1 {
            names[index] = candidate + ".\(index + 1)"
        }
        return zip(channels, names).map { channel, name in
            LottieChannel(name: name, action: channel.action, element: channel.element, property: channel.property, key: channel.key, motion: channel.motion)
        }
    }

    /// The channel's short name after its CSS property.
    static func channel(_ property: String) -> String {
        switch property {
        case "top": "y"
        case "clip-path": "clip"
        case "border-radius": "radius"
        case "background-color": "colour"
        default: property
        }
    }
}
