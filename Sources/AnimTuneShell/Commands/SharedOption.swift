/// Options several commands take with the same meaning.
enum SharedOption {
    static let json = CommandOption<Bool>.flag("json", help: "print JSON instead of a table")
    /// The one overwrite rule's way out (see ``OverwriteRule``).
    static let force = CommandOption<Bool>.flag("force", help: "replace a file (or fill a folder) this session did not write")
}
