#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Empties a folder held open, through descriptors, never following a link, one level at a
/// time on a stack of its own (no recursion per level, so no planted nesting can exhaust the
/// call stack), and no deeper than ``maximumDepth`` (so none can exhaust the descriptors).
enum FolderRemoval {
    /// Folders deeper than this below the one emptied are left (with what holds them).
    static let maximumDepth = 64

    /// Removes everything in `folder`; false when something was left: a folder nested deeper
    /// than ``maximumDepth`` (and the folders holding it), or an entry that would not go.
    @discardableResult
    static func removeContents(of folder: OpenFolder) -> Bool {
        struct Level {
            let folder: OpenFolder
            /// Its name in the level above, to remove once it is empty.
            let name: [CChar]
            var pending: [[CChar]]
        }
        var complete = true
        var stack = [Level(folder: folder, name: [], pending: folder.rawNames())]
        while !stack.isEmpty {
            guard let name = stack[stack.count - 1].pending.popLast() else {
                let done = stack.removeLast()
                if let above = stack.last, unlinkat(above.folder.descriptor, done.name, AT_REMOVEDIR) != 0 { complete = false }
                continue
            }
            let top = stack[stack.count - 1].folder
            var info = stat()
            let isFolder = fstatat(top.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
            guard isFolder else {
                if unlinkat(top.descriptor, name, 0) != 0 { complete = false }
                continue
            }
            guard stack.count <= maximumDepth else {
                complete = false
                continue
            }
            let inner = openat(top.descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard inner >= 0 else {
                complete = false
                continue
            }
            let shown = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let opened = OpenFolder.adopting(inner, path: FilePath.join(top.path, shown))
            stack.append(Level(folder: opened, name: name, pending: opened.rawNames()))
        }
        return complete
    }
}
