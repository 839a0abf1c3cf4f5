import SafeIO
/// The folders version-control systems keep their own state in (hooks that run on the next
/// commit or checkout among it). animtune never writes inside one, in the shell or a notebook,
/// and a notebook does not read inside one either.
enum VersionControlFolder {
    /// Git (also a `.git` file in a linked work tree), Mercurial, Subversion, Bazaar, darcs,
    /// Jujutsu, Pijul, Fossil's checkout database folder, and CVS; in lower case.
    static let names: Set<String> = [".git", ".hg", ".svn", ".bzr", "_darcs", ".jj", ".pijul", ".fslckout", "cvs"]

    /// Whether the path component `name` is one of ``names``, compared without case: on a
    /// case-insensitive volume `.GIT` is `.git`.
    static func isOne(_ name: some StringProtocol) -> Bool {
        names.contains(name.lowercased())
    }

    /// The version-control folder `path` lies in (or is), by its components as written and, for
    /// the part that exists, with its symbolic links resolved; nil when none.
    /// A link at the end of `path` that leads nowhere yet (the writer would create its target)
    /// is followed too, up to 32 links.
    static func containing(_ path: String) -> String? {
        var path = path
        for _ in 0..<32 {
            if let name = firstName(in: path) { return name }
            if let real = FilePath.resolved(path) { return firstName(in: real) }
            guard let target = FilePath.linkTarget(path) else { break }
            path = target.hasPrefix("/") ? target : FilePath.join(FilePath.parent(of: path), target)
        }
        var existing = FilePath.parent(of: path)
        while !existing.isEmpty, existing != "/" {
            if let real = FilePath.resolved(existing) { return firstName(in: real) }
            existing = FilePath.parent(of: existing)
        }
        return nil
    }

    /// Why a file inside the version-control folder `folder` is not written.
    static func refusal(folder: String) -> FileProblem {
        FileProblem("it is inside the version-control folder '\(TerminalSafe.echo(folder))', which animtune never writes into")
    }

    private static func firstName(in path: String) -> String? {
        path.split(separator: "/").lazy.map(String.init).first(where: isOne)
    }
}
