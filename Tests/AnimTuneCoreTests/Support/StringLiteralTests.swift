import Testing
@testable import AnimTuneCore

/// Every string literal an export writes can hold any text: nothing in it ends the literal,
/// runs (a Kotlin template) or hides as an invisible control character.
@Suite("string literals")
struct StringLiteralTests {
    static let nasty = "say \"hi\" \\ $x\nnext\r\ttab\u{1B}]0;t\u{07}\u{7F}\u{85}é"

    @Test("JSON escapes quotes, backslashes and C0 controls, as RFC 8259 asks")
    func json() {
        #expect(StringLiteral.quoted(Self.nasty, in: .json)
            == "\"say \\\"hi\\\" \\\\ $x\\nnext\\r\\ttab\\u001B]0;t\\u0007\u{7F}\u{85}é\"")
        #expect(JSONValue.quoted(Self.nasty) == StringLiteral.quoted(Self.nasty, in: .json))
    }

    @Test("Swift escapes every control character as \\u{XX}")
    func swift() {
        #expect(SwiftDeclaration.swiftString(Self.nasty)
            == "\"say \\\"hi\\\" \\\\ $x\\nnext\\r\\ttab\\u{1B}]0;t\\u{7}\\u{7F}\\u{85}é\"")
    }

    @Test("Kotlin escapes $ so no template runs, and controls as \\uXXXX")
    func kotlin() {
        #expect(KotlinText.string(Self.nasty)
            == "\"say \\\"hi\\\" \\\\ \\$x\\nnext\\r\\ttab\\u001B]0;t\\u0007\\u007F\\u0085é\"")
    }

    @Test("CSS escapes controls by code with a closing space (CSS has no \\n)")
    func css() {
        #expect(StringLiteral.quoted("a\nb\"c\u{1B}", in: .css) == "\"a\\A b\\\"c\\1B \"")
    }
}
