/// What the page has chosen to show: the page's UI events change it, the shell's `run ACTION`
/// too; the server builds each push for it.
public struct PreviewView: Sendable, Hashable {
    /// The action played; nil: the scene's first.
    public var action: String?
    /// Its argument (the tab `select` goes to); nil: the action's own default.
    public var argument: String?
    /// Its reduced-motion variant instead (the page's toggle, which follows
    /// `prefers-reduced-motion` until used).
    public var reduced: Bool
    /// Translucent copies of every runtime's rendering, where the scene plays runtimes.
    public var ghosts: Bool

    public init(action: String? = nil, argument: String? = nil, reduced: Bool = false, ghosts: Bool = true) {
        self.action = action
        self.argument = argument
        self.reduced = reduced
        self.ghosts = ghosts
    }
}
