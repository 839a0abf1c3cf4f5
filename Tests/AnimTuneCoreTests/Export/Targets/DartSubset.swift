import Foundation

/// The static members of an exported Flutter class turned into a node script, line by line:
/// `static const double/Duration` constants, `static double get` getters and the `static`
/// functions returning double, Duration or SpringDescription (Dart's `final`, `??=`, `math.`
/// and ternaries are JavaScript already), the class an object of its constants for the
/// references written `Type.name`. No Dart SDK installs here; this runs the exported
/// arithmetic as written, nothing more.
enum DartSubset {
    static func javaScript(_ dart: String, type: String) -> String {
        let lines = dart.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var constants: [String] = [], names: [String] = [], getters: [String] = [], functions: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let match = line.firstMatch(of: /^  static const double (\w+) = (.+);$/) {
                constants.append("var \(match.1) = \(match.2);")
                names.append(String(match.1))
            } else if let match = line.firstMatch(of: /^  static const Duration (\w+) = Duration\(microseconds: (\d+)\);$/) {
                constants.append("var \(match.1) = { inMicroseconds: \(match.2) };")
                names.append(String(match.1))
            } else if let match = line.firstMatch(of: /^  static double get (\w+) => (.+);$/) {
                getters.append("var \(match.1) = \(match.2);")
            } else if let match = line.firstMatch(of: /^  static (?:double|Duration|SpringDescription) (\w+)\(/) {
                var signature = line
                while !(signature.hasSuffix("{") || signature.hasSuffix("=>") || signature.hasSuffix(";")), index < lines.count {
                    signature += lines[index]
                    index += 1
                }
                let arguments = signature[signature.firstIndex(of: "(")!...]
                let names = arguments.matches(of: /(?:double\??) (\w+)/).map { String($0.1) }
                var body: [String] = []
                if signature.hasSuffix("{") {
                    while index < lines.count, lines[index] != "  }" {
                        body.append(lines[index])
                        index += 1
                    }
                    index += 1
                } else if signature.hasSuffix("=>") {
                    body = ["return " + lines[index].trimmingCharacters(in: .whitespaces)]
                    index += 1
                } else if let arrow = signature.range(of: "=> ") {
                    body = ["return " + signature[arrow.upperBound...]]
                }
                let js = body.map { line in
                    line.replacing("final ", with: "let ")
                        .replacing(/SpringDescription\((.*)\);/) { "({ \($0.1) });" }
                        .replacing(/Duration\(microseconds: (.*)\);/) { "({ inMicroseconds: \($0.1) });" }
                }
                functions.append("function \(match.1)(\(names.joined(separator: ", "))) {\n\(js.joined(separator: "\n"))\n}")
            }
        }
        let preamble = "const math = Math;\nNumber.prototype.round = function () { return Math.round(this); };\n"
            + "Number.prototype.abs = function () { return Math.abs(this); };\n"
        // The class as an object, for the references written `Type.name`.
        let object = "const \(type) = { \(Set(names).sorted().joined(separator: ", ")) };"
        return preamble + (constants + [object] + getters + functions).joined(separator: "\n") + "\n"
    }
}
