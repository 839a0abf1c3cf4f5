import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every entry under a folder — kind, mode, bytes or link target — to compare before and
/// after a run: equal snapshots mean nothing there was created, changed or removed.
struct FolderSnapshot: Equatable, CustomStringConvertible {
    private(set) var entries: [String: String] = [:]

    init(_ root: String, skipping skipped: Set<String> = []) {
        walk(root, relative: "", skipping: skipped)
    }

    private mutating func walk(_ path: String, relative: String, skipping skipped: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names.sorted() {
            let full = path + "/" + name
            let key = relative.isEmpty ? name : relative + "/" + name
            if skipped.contains(key) { continue }
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            let mode = String(info.st_mode & 0o7777, radix: 8)
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                entries[key] = "folder \(mode)"
                walk(full, relative: key, skipping: skipped)
            case S_IFLNK:
                entries[key] = "link -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case S_IFREG:
                let data = FileManager.default.contents(atPath: full) ?? Data()
                entries[key] = "file \(mode) \(data.count) bytes \(Self.digest(data))"
            default:
                entries[key] = "special \(mode)"
            }
        }
    }

    /// FNV-1a over every byte (Data's own hash looks at a prefix only).
    private static func digest(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    var description: String {
        entries.keys.sorted().map { "\($0): \(entries[$0]!)" }.joined(separator: "\n")
    }

    /// The entries that differ from `other`, for a failure message.
    func difference(from other: FolderSnapshot) -> String {
        Set(entries.keys).union(other.entries.keys).sorted().filter { entries[$0] != other.entries[$0] }
            .map { "\($0): \(other.entries[$0] ?? "absent") → \(entries[$0] ?? "absent")" }.joined(separator: "\n")
    }
}
