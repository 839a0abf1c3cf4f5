/// One of the AR camera tab bar's three tabs, in screen order.
public enum TabBarTab: String, CaseIterable, Sendable, Hashable {
    case left, camera, right

    /// The words `run select` and the `transition.*` choices accept, in screen order.
    public static var names: [String] { allCases.map(\.rawValue) }
}
