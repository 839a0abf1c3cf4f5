extension SpringSetting {
    /// The same spring with damping ratio 1, in the same form: a UIKit spring keeps its
    /// duration, a SwiftUI spring its response, a physical spring its mass and stiffness (so
    /// ω0 and 2π/ω0) with damping 2√(km). An over-damped spring is left as it is. The initial
    /// velocity is kept.
    public var tightened: SpringSetting {
        let spring = self.spring
        guard spring.dampingRatio < 1 else { return self }
        switch self {
        case .uikit(var uikit):
            uikit.dampingRatio = 1
            return .uikit(uikit)
        case .swiftui(let swiftui, let velocity, let notation):
            return .swiftui(SwiftUISpring(response: swiftui.response, dampingRatio: 1), velocity: velocity, notation: notation)
        case .physical(var physical):
            physical.damping = 2 * (physical.mass * physical.stiffness).squareRoot()
            return .physical(physical)
        }
    }
}

extension SceneState {
    /// This state with every spring group tightened (``SpringSetting/tightened``).
    public func tighteningSpringGroups() -> SceneState {
        var state = self
        for group in scene.springGroups {
            // A tightened valid spring stays valid: same stiffness or duration, more damping.
            try? state.apply(spring: setting(group).tightened, to: group.prefix)
        }
        return state
    }
}
