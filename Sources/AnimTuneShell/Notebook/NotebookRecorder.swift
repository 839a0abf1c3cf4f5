#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends commands and their output to a Markdown notebook as cells, one write per command,
/// so a session becomes a notebook that `animtune notebook run` can replay.
public final class NotebookRecorder {
    public let path: String

    /// Opens (creating with a title when new) the notebook at `path`.
    public init(path: String) throws(FileSystem.Failure) {
        self.path = path
        if !FileSystem.exists(path) {
            try FileSystem.makeDirectories(FileSystem.parent(of: path))
            try append("# animtune session\n\nRecorded with `record`; replay with `animtune notebook run`.\n")
        }
    }

    public func append(command: String, output: String) throws(FileSystem.Failure) {
        let region = NotebookRunner.region(transcript: output, images: [])
        try append("\n```animtune\n\(command)\n```\n" + region)
    }

    private func append(_ text: String) throws(FileSystem.Failure) {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw .system("cannot open '\(path)'") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .system("cannot write '\(path)'")
            }
            offset += written
        }
    }
}
