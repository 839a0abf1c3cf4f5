/// What the page has chosen to show: the page's UI events change it, the shell's `run ACTION`
/// too; the server builds each push for it.
public struct PreviewView: Sendable, Hashable {
    /// The action played; nil: the scene's first.
    public var action: String?
    /// Its reduced-motion variant instead (the page's toggle, which follows
    /// `prefers-reduced-motion` until used).
    public var reduced: Bool
    /// Translucent copies of every runtime's rendering, where the scene plays runtimes.
    public var ghosts: Bool

    public init(action: String? = nil, reduced: Bool = false, ghosts: Bool = true) {
        self.action = action
        self.reduced = reduced
        self.ghosts = ghosts
    }
}
