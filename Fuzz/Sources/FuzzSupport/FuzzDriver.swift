import CFuzzDriver

/// Starts libFuzzer from a target's own entry point.
///
/// SwiftPM links an executable target's `<Module>_main` as the program's `main` (it builds
/// executables so tests can link them), which would shadow the `main` libFuzzer brings. So
/// each target defines `<Module>_main` and hands over here; where SwiftPM does not rename,
/// libFuzzer's `main` runs and calls `LLVMFuzzerTestOneInput` the same way.
public enum FuzzDriver {
    public typealias Target = @convention(c) (UnsafeRawPointer?, Int) -> CInt

    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ target: Target) -> CInt {
        animtune_fuzz_main(argc, argv, target)
    }
}
