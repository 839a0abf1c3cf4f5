import AnimTuneShell
import FuzzSupport

/// Random notebook cells that write, read and name random paths (`..`, `~`, absolute paths,
/// links leading out) run in a sandbox folder; nothing outside the sandbox may change.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSandbox(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    Sandbox.shared.check(SandboxNotebook(bytes).text)
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzSandbox_main")
public func fuzzSandboxMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzSandbox)
}
