/// The `KEY VALUE` or `KEY=VALUE …` words of `set` and `solve`.
enum Assignments {
    /// Pairs `KEY=VALUE` tokens, or the two tokens of `KEY VALUE`.
    static func parse(_ tokens: [Token], usage: String, command: Token) throws(CommandError) -> [(key: Token, value: Token)] {
        guard !tokens.isEmpty else { throw CommandError("set needs KEY VALUE or KEY=VALUE", at: command) }
        if !tokens[0].text.contains("=") {
            let key = tokens[0]
            guard tokens.count >= 2 else {
                throw CommandError("missing value for '\(key.text)'; usage: \(usage)", at: key)
            }
            guard tokens.count == 2 else {
                let extra = tokens[2]
                throw CommandError("unexpected '\(extra.text)' after the value of '\(key.text)'; write a unit without a space "
                                   + "(0.3s), or give several as KEY=VALUE KEY=VALUE", at: extra)
            }
            return [(key, tokens[1])]
        }
        var pairs: [(key: Token, value: Token)] = []
        for token in tokens {
            guard let equals = token.text.firstIndex(of: "=") else {
                throw CommandError("expected KEY=VALUE, got '\(token.text)'; after a KEY=VALUE every assignment needs '='", at: token)
            }
            let key = String(token.text[..<equals])
            let value = String(token.text[token.text.index(after: equals)...])
            guard !key.isEmpty else { throw CommandError("missing key before '='", at: token) }
            pairs.append((Token(key, column: token.column),
                          Token(value, column: token.column + key.count + 1, quoted: token.quoted)))
        }
        return pairs
    }
}
