extension CodeWriter {
    /// `statements` on the file's lines.
    mutating func write(_ statements: [CodeStatement]) {
        for statement in statements { write(statement) }
    }

    mutating func write(_ statement: CodeStatement) {
        switch statement {
        case .line(let text, let note): line(note.map { text + " // " + $0 } ?? text)
        case .call(let call): write(call)
        case .block(let open, let body, let close):
            write(open)
            indented { $0.write(body) }
            line(close)
        case .fileOnly(let write): write(&self)
        }
    }

    private mutating func write(_ call: CodeCall) {
        switch call.layout {
        case .breaks(let breaks):
            let ends = breaks.filter { $0 < call.arguments.count - 1 } + [call.arguments.count - 1]
            guard ends.count > 1 else { return line(call.text) }
            let align = String(repeating: " ", count: call.head.count + 1)
            var start = 0
            for end in ends {
                let arguments = call.arguments[start...end].joined(separator: ", ")
                let last = end == call.arguments.count - 1
                line((start == 0 ? call.head + "(" : align) + arguments + (last ? ")" + call.tail : ","))
                start = end + 1
            }
        case .filled:
            guard indentation.count + call.text.count > width else { return line(call.text) }
            line(call.head + "(")
            indented { out in
                let width = out.width - out.indentation.count
                var text = ""
                for piece in call.arguments.map({ $0 + "," }) {
                    if !text.isEmpty, text.count + 1 + piece.count > width {
                        out.line(text)
                        text = ""
                    }
                    text += (text.isEmpty ? "" : " ") + piece
                }
                if text.hasSuffix(",") { text.removeLast() }
                out.line(text)
            }
            line(")" + call.tail)
        }
    }
}
