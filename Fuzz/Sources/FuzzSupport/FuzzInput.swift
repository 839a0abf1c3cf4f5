/// What a fuzz target receives, as the text the code under test reads.
public enum FuzzInput {
    /// The bytes as UTF-8, invalid sequences replaced by U+FFFD (every Swift `String` is valid).
    public static func text(_ start: UnsafeRawPointer?, _ count: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    }
}
