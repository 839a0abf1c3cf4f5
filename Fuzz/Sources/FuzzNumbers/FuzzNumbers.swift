import FuzzSupport

/// Runs every input as numbers for a dialect's snippet; see ``NumberFuzzer``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumbers(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    NumberFuzzer.shared.run(Array(UnsafeRawBufferPointer(start: start, count: count)))
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzNumbers_main")
public func fuzzNumbersMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzNumbers)
}
