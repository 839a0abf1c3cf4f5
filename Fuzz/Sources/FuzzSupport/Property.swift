#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A property the fuzzed code must keep. A violation prints what was wrong and aborts, so
/// libFuzzer saves the input as a crash file just as for a real crash.
public enum Property {
    public static func check(_ holds: Bool, _ message: @autoclosure () -> String) {
        guard !holds else { return }
        let bytes = Array("property violated: \(message())\n".utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        abort()
    }
}
