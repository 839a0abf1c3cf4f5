import Foundation

/// A private temporary directory for files the fuzzed code writes, emptied between inputs
/// so every input starts from the same state. `scripts/fuzz.sh` points `TMPDIR` at a folder it
/// removes afterwards.
public final class ScratchDirectory: @unchecked Sendable {
    public let path: String

    /// Creates `$TMPDIR/animtune-fuzz-NAME.XXXXXX`.
    public init(_ name: String) {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(base)/animtune-fuzz-\(name).XXXXXX".utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
            fatalError("cannot create a scratch directory in \(base)")
        }
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes everything inside the directory.
    public func empty() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names { try? FileManager.default.removeItem(atPath: path + "/" + name) }
    }
}
