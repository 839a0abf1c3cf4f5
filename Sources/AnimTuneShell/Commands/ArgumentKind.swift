/// What a command's argument names, so completion can offer the right words.
public enum ArgumentKind: Sendable, Hashable {
    case command
    case scene
    /// A parameter key of the current scene.
    case key
    /// `KEY=VALUE` or `KEY VALUE`: keys, then the key's known values.
    case assignment
    case curve
    case action
    case preset
    case exportFormat
    case file
    /// Free text with nothing to complete.
    case text
    case words([String])
    /// A spring group of the current scene (`spring`, `dismiss.spring`).
    case springGroup
    /// A curve of the current scene that follows a spring (`present.spring`).
    case springCurve
    /// Any of these (`help` takes a command, a key or a curve).
    indirect case anyOf([ArgumentKind])
}
