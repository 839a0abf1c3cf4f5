/// Whether (), [] and {} balance in source text, outside strings and comments (`//`, `/* */`,
/// and `#` only when `hashComments`). Returns nil when balanced, else where it breaks.
enum DelimiterCheck {
    static func problem(in text: String, hashComments: Bool = false) -> String? {
        let characters = Array(text)
        var stack: [(Character, Int)] = []
        var line = 1
        var index = 0
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        while index < characters.count {
            let c = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if c == "\n" { line += 1 }
            if c == "/" && next == "/" || hashComments && c == "#" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
                continue
            }
            if c == "/" && next == "*" {
                index += 2
                while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") {
                    if characters[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index + 1 < characters.count else { return "unterminated comment" }
                index += 2
                continue
            }
            if c == "\"" || c == "'" || c == "`" {
                index += 1
                while index < characters.count && characters[index] != c {
                    if characters[index] == "\\" { index += 1 }
                    if index < characters.count, characters[index] == "\n" { return "line \(line): string runs past the line end" }
                    index += 1
                }
                guard index < characters.count else { return "unterminated string" }
                index += 1
                continue
            }
            if "([{".contains(c) { stack.append((c, line)) }
            if let open = pairs[c] {
                guard let last = stack.popLast(), last.0 == open else { return "line \(line): unbalanced '\(c)'" }
            }
            index += 1
        }
        if let open = stack.last { return "line \(open.1): '\(open.0)' never closed" }
        return nil
    }
}
