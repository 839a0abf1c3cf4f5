import AnimTuneShell
import FuzzSupport

/// The tokenizer on any line: it never crashes; an error points into the line; every token
/// starts at its column on a non-blank character, in order; an unquoted token is the line's
/// text at its column; a command's text tokenizes to the same words; and words re-quoted with
/// double quotes read back as the same words.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let line = FuzzInput.text(start, count)
    let characters = Array(line)
    let commands: [(tokens: [Token], text: String)]
    do {
        commands = try Tokenizer.commandsWithText(in: line)
    } catch {
        let column = error.column ?? 1
        Property.check((1...max(1, characters.count)).contains(column),
                       "error column \(column) outside a line of \(characters.count) characters: \(error.message)")
        return 0
    }
    var previousColumn = 0
    for command in commands {
        Property.check(!command.tokens.isEmpty, "a command without words")
        for token in command.tokens {
            Property.check(token.column > previousColumn && token.column <= characters.count,
                           "column \(token.column) after \(previousColumn) in a line of \(characters.count) characters")
            previousColumn = token.column
            Property.check(!characters[token.column - 1].isWhitespace, "token \(token.text.debugDescription) starts on a blank")
            if !token.quoted {
                let end = token.column - 1 + token.text.count
                Property.check(end <= characters.count && String(characters[(token.column - 1)..<end]) == token.text,
                               "unquoted token \(token.text.debugDescription) is not the line's text at column \(token.column)")
            }
        }
        let rest = characters[(command.tokens[0].column - 1)...]
        Property.check(rest.starts(with: Array(command.text)),
                       "command text \(command.text.debugDescription) is not the line from its first word")
        let again = try? Tokenizer.commands(in: command.text)
        Property.check(again.map { $0.map { $0.map(\.text) } } == [command.tokens.map(\.text)],
                       "command text \(command.text.debugDescription) tokenizes to \(String(describing: again))")
        checkRequoting(command.tokens.map(\.text))
    }
    return 0
}

/// Words written as `"…"` with `\` before `"` and `\`, separated by spaces, read back as the
/// same words — unless a quote or space merges with its neighbour into one grapheme.
private func checkRequoting(_ words: [String]) {
    let pieces = words.map { word in
        "\"" + word.unicodeScalars.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : "\($0)" }.joined() + "\""
    }
    let line = pieces.joined(separator: " ")
    guard Array(line).count == pieces.map(\.count).reduce(pieces.count - 1, +),
          pieces.allSatisfy({ $0.first == "\"" && $0.last == "\"" }) else { return }
    let tokens = try? Tokenizer.commands(in: line)
    Property.check(tokens.map { $0.flatMap { $0.map(\.text) } } == words,
                   "re-quoted \(line.debugDescription) reads back as \(String(describing: tokens))")
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzTokenizer_main")
public func fuzzTokenizerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzTokenizer)
}
