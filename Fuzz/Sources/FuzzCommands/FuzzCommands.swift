import FuzzSupport

/// Runs every input as a script; see ``CommandFuzzer``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommands(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    CommandFuzzer.shared.run(FuzzInput.text(start, count))
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzCommands_main")
public func fuzzCommandsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzCommands)
}
