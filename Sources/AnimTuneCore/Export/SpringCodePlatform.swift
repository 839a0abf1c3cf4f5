/// A platform whose code line `tune` shows for the focused spring, in the order `c` cycles.
public enum SpringCodePlatform: String, Sendable, CaseIterable {
    case swiftui, uikit, compose, css, motion

    /// The platform after this one, wrapping round.
    public var next: SpringCodePlatform {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// How `help tune` and the key list name it.
    public var title: String {
        switch self {
        case .swiftui: "SwiftUI"
        case .uikit: "UIKit"
        case .compose: "Compose"
        case .css: "CSS"
        case .motion: "motion"
        }
    }
}
