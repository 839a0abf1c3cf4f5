/// Options several commands share, declared by one argument struct (``RuntimeArguments``:
/// `--runtime`, `--distance`, `--fps`) and appended to a command's options as one item of
/// ``OptionDeclaration/list(_:)``, as LLDB's `OptionGroupOptions::Append` does.
struct OptionGroupDeclaration: DeclaredOptions {
    let declarations: [OptionDeclaration]

    init(_ options: any DeclaredOption...) {
        declarations = options.map(\.declaration)
    }
}
