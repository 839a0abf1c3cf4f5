/// Where a running notebook's cells may read and write.
public enum NotebookReach: Sendable, Equatable {
    /// The notebook's own folder and below (the default).
    case ownFolder
    /// A wider folder holding the notebook, named by the user (`notebook run|check --workspace DIR`).
    case folder(String)
    /// Anywhere this account can (`notebook run --allow-outside`).
    case anywhere

    /// The warning printed once before notebooks run with this reach, if any.
    public var warning: String? {
        switch self {
        case .ownFolder: nil
        case .folder(let root): "warning: --workspace: the notebooks may read and write anywhere below '\(root)', not only in their own folders"
        case .anywhere: "warning: --allow-outside: the notebooks may read and write any file this account can"
        }
    }
}
