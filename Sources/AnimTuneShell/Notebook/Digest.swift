/// A stable 64-bit FNV-1a digest, hex: identifies the data behind a plot across runs and
/// machines, and a file's contents (not a security hash).
enum Digest {
    static func fnv1a(_ text: String) -> String {
        fnv1a(bytes: text.utf8)
    }

    /// The digest of `bytes`; a text's is that of its UTF-8 bytes, so a text file's digest is the
    /// same whether it was read as text or as bytes.
    static func fnv1a(bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
