/// A numeric literal in pasted code (`100`, `-0.2`, `.5`, `0.5f`, `300ms`, `1e3`), with the
/// label it is written under: the key of `key: value` / `key = value` at its nesting level, or
/// the word before it in a designer's "stiffness 100", else the call or key that opens its
/// bracket (`cubic-bezier`, `keyframes`). Digits inside identifiers (`x1`, `v0_14_0`) and hex
/// colours are not numbers.
struct NumberLiteral: Sendable {
    /// As written, with its unit suffix.
    let text: String
    /// The number without its unit (`300ms` is 300).
    let value: Double
    let label: String?
    /// Where the quoted source starts (the label's start, or the literal's) and ends, in characters.
    let quoteStart: Int
    let end: Int
    /// Inside a trailing closure or `animations:` block: the animated code, not the animation.
    let inClosure: Bool

    /// Every numeric literal of `code`, in order.
    static func scan(_ code: String) -> [NumberLiteral] {
        var scanner = Scanner(Array(code))
        return scanner.run()
    }

    /// The numbers of a value's text, for matching what a dialect read against the code.
    static func values(in text: String) -> [Double] { scan(text).map(\.value) }

    private struct Frame {
        var key: (name: String, start: Int)?
        var context: (name: String, start: Int)?
        var closure: Bool
    }

    private struct Scanner {
        let c: [Character]
        var index = 0
        var frames = [Frame(key: nil, context: nil, closure: false)]
        /// The last identifier and where it started and ended.
        var identifier: (name: String, start: Int, end: Int)?
        /// The last significant character before the current one.
        var previous: Character = " "
        var found: [NumberLiteral] = []

        init(_ characters: [Character]) { c = characters }

        func isIdentifier(_ x: Character) -> Bool { x.isLetter || x.isNumber || x == "_" }
        func isDigit(_ i: Int) -> Bool { i < c.count && c[i].isASCII && c[i].isNumber }

        mutating func run() -> [NumberLiteral] {
            while index < c.count {
                let x = c[index]
                if x.isLetter || x == "_" || x == "$" {
                    readIdentifier()
                } else if isDigit(index) || (x == "." && isDigit(index + 1))
                            || ((x == "-" || x == "+" || x == "−") && (isDigit(index + 1) || (index + 2 < c.count && c[index + 1] == "." && isDigit(index + 2)))
                                && !(isIdentifier(previous) || previous == ")" || previous == "]")) {
                    readNumber()
                } else if x == "#" {
                    index += 1
                    while index < c.count, isIdentifier(c[index]) { index += 1 }
                    previous = "#"
                } else {
                    punctuation(x)
                    index += 1
                }
            }
            return found
        }

        mutating func readIdentifier() {
            let start = index
            while index < c.count, isIdentifier(c[index]) || c[index] == "$"
                    || ((c[index] == "." || c[index] == "-") && index + 1 < c.count && c[index + 1].isLetter) {
                index += 1
            }
            identifier = (String(c[start..<index]), start, index)
            previous = "a"
        }

        mutating func readNumber() {
            let start = index
            var text = ""
            if c[index] == "-" || c[index] == "+" || c[index] == "−" { text.append(c[index] == "+" ? "+" : "-"); index += 1 }
            while index < c.count, isDigit(index) || c[index] == "." || c[index] == "_" { if c[index] != "_" { text.append(c[index]) }; index += 1 }
            if index + 1 < c.count, c[index] == "e" || c[index] == "E", isDigit(index + 1) || ((c[index + 1] == "-" || c[index + 1] == "+") && isDigit(index + 2)) {
                text.append("e"); index += 1
                while index < c.count, isDigit(index) || c[index] == "-" || c[index] == "+" { text.append(c[index]); index += 1 }
            }
            let numberEnd = index
            while index < c.count, c[index].isLetter || c[index] == "%" { index += 1 }
            let written = String(c[start..<index])
            var mantissa = text
            if mantissa.hasPrefix(".") { mantissa = "0" + mantissa }
            if mantissa.hasPrefix("-.") { mantissa = "-0" + mantissa.dropFirst() }
            if mantissa.hasSuffix(".") { mantissa.removeLast() }
            guard let value = Double(mantissa), numberEnd > start else { previous = "0"; return }
            var label: (name: String, start: Int)? = frames[frames.count - 1].key
            // "stiffness 100": a word, spaces, then the number.
            if label == nil, let word = identifier, word.end < start, c[word.end..<start].allSatisfy({ $0 == " " || $0 == "\t" }) {
                label = (word.name, word.start)
                frames[frames.count - 1].key = label
            }
            let named = label ?? frames[frames.count - 1].context
            let quoteStart = label.map { start - $0.start <= 60 ? $0.start : start } ?? start
            found.append(NumberLiteral(text: written, value: value, label: named?.name, quoteStart: quoteStart, end: index,
                                       inClosure: frames.contains(where: \.closure)))
            previous = "0"
        }

        mutating func punctuation(_ x: Character) {
            let top = frames.count - 1
            switch x {
            case ":", "=":
                let next = index + 1 < c.count ? c[index + 1] : " "
                if next != "=" && next != ">" && previous != "=" && previous != "!" && previous != "<" && previous != ">",
                   let word = identifier, c[word.end..<index].allSatisfy({ $0 == " " || $0 == "\"" || $0 == "'" || $0 == "\t" }) {
                    frames[top].key = (word.name, word.start)
                }
            case "(", "[", "{":
                var context = frames[top].key
                if let word = identifier, c[word.end..<index].allSatisfy({ $0 == " " || $0 == "<" || $0 == ">" }) || word.end == index {
                    context = (word.name, word.start)
                }
                let label = frames[top].key?.name.split(separator: ".").last.map(String.init) ?? ""
                let closure = x == "{" && (previous == ")" || label == "animations" || label == "completion")
                frames.append(Frame(key: nil, context: context, closure: closure))
            case ")", "]", "}":
                if frames.count > 1 { frames.removeLast() }
            case ",", ";", "\n":
                frames[top].key = nil
            default:
                break
            }
            if !(x == " " || x == "\t" || x == "\"" || x == "'" || x == "`") {
                previous = x
                if x != ":" && x != "=" { identifier = x == "(" || x == "[" || x == "{" ? nil : identifier }
            }
        }
    }
}
