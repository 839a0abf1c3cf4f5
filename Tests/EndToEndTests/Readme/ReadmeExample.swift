import Foundation
import Testing

/// One fenced block of README.md that starts with `$ `: the shell commands it shows, each with
/// the output printed under it, and how the doc test treats it (the HTML comment on the line
/// before the fence: `<!-- doc-test: abridged -->`, `<!-- doc-test: not run: WHY -->`,
/// `<!-- doc-test: after code: NAME -->`; no comment means the output is compared whole).
struct ReadmeExample: Sendable, CustomTestStringConvertible {
    enum Mode: Sendable, Equatable {
        /// Every line of the output, as shown.
        case whole
        /// Only the lines shown: a line `…` (or `...`) stands for any lines, a line ending in `…`
        /// for the rest of a line.
        case abridged
        /// Not run, for the reason given (a command about a feature documented elsewhere).
        case notRun(String)
        /// Needs code the README adds first; the named test runs it.
        case afterCode(String)
    }

    struct Command: Sendable {
        /// The README line the command is on (1-based).
        let line: Int
        /// What follows `$ `, run by /bin/sh.
        let text: String
        /// The lines printed under it in the README.
        let expected: [String]
    }

    /// The README line of the block's first command.
    let line: Int
    let mode: Mode
    let commands: [Command]

    var testDescription: String { "README.md:\(line) \(commands.first.map { String($0.text.prefix(70)) } ?? "")" }

    /// Every `$ ` block of `text`; throws on a marker it does not know.
    static func parse(_ text: String) throws -> [ReadmeExample] {
        let lines = text.components(separatedBy: "\n")
        var examples: [ReadmeExample] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].hasPrefix("```"), index + 1 < lines.count, lines[index + 1].hasPrefix("$ ") else { continue }
            let mode = try marker(before: index, in: lines)
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            examples.append(ReadmeExample(line: index + 2, mode: mode,
                                          commands: commands(in: lines[(index + 1)..<end], firstLine: index + 2)))
            index = end
        }
        return examples
    }

    private static func marker(before fence: Int, in lines: [String]) throws -> Mode {
        guard fence > 0 else { return .whole }
        let previous = lines[fence - 1].trimmingCharacters(in: .whitespaces)
        let prefix = "<!-- doc-test:", suffix = "-->"
        guard previous.hasPrefix(prefix), previous.hasSuffix(suffix) else { return .whole }
        let word = previous.dropFirst(prefix.count).dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
        if word == "abridged" { return .abridged }
        if word.hasPrefix("not run:") { return .notRun(String(word.dropFirst("not run:".count)).trimmingCharacters(in: .whitespaces)) }
        if word.hasPrefix("after code:") { return .afterCode(String(word.dropFirst("after code:".count)).trimmingCharacters(in: .whitespaces)) }
        throw TestFailure("README.md:\(fence): unknown doc-test marker '\(word)'; accepted: abridged, not run: WHY, after code: NAME")
    }

    private static func commands(in block: ArraySlice<String>, firstLine: Int) -> [Command] {
        var commands: [Command] = []
        var current: (line: Int, text: String, expected: [String])?
        for (offset, line) in block.enumerated() {
            if line.hasPrefix("$ ") {
                if let current { commands.append(Command(line: current.line, text: current.text, expected: current.expected)) }
                current = (firstLine + offset, String(line.dropFirst(2)), [])
            } else {
                current?.expected.append(line)
            }
        }
        if let current { commands.append(Command(line: current.line, text: current.text, expected: current.expected)) }
        return commands
    }
}
