/// The secret in every preview URL: 128 random bits as 32 lowercase hex digits. A request or a
/// WebSocket without it is refused, so another local user or a page in the browser cannot reach
/// the preview by guessing its port.
public struct PreviewToken: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    /// A fresh token from the system's cryptographic generator.
    public init() {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next(), generator.next()] as [UInt64]
        description = words.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// Whether `text` is this token, compared in time that does not depend on where it differs.
    public func matches<S: StringProtocol>(_ text: S) -> Bool {
        let given = Array(text.utf8), expected = Array(description.utf8)
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(given, expected) { difference |= a ^ b }
        return difference == 0
    }
}
