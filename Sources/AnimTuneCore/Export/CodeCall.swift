/// A call as exported code writes it: `head(arguments)tail`, the arguments already formatted
/// (`response: 0.55`, `dampingRatio = 0.8f`, a `linear()` stop).
struct CodeCall {
    /// How the file lays the arguments out when they are not all on the line of `head`.
    enum Layout {
        /// A new line after each argument at these indexes, aligned after the `(`.
        case breaks([Int])
        /// On one line when it fits the writer's width; else `head(` and `)tail` on lines of
        /// their own and the arguments filling the lines between, indented once (CSS `linear()`).
        case filled
    }

    /// What comes before the `(`: `static let dismissSpring = Animation.spring`, `--x: linear`.
    let head: String
    let arguments: [String]
    /// What comes after the `)`: ` {` when the call opens a block, `;` in CSS.
    var tail = ""
    var layout = Layout.breaks([])

    /// The call on one line.
    var text: String { head + "(" + arguments.joined(separator: ", ") + ")" + tail }
}
