import AnimTuneCore
import FuzzSupport

/// The preset decoder on any text: it never crashes, and a preset it accepts, written out
/// again (`Preset.text`, what `save` writes), decodes to an equal preset.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPresets(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let preset = try? PresetDecoder.decode(FuzzInput.text(start, count)) else { return 0 }
    let written = preset.text
    let again: Preset
    do {
        again = try PresetDecoder.decode(written)
    } catch {
        Property.check(false, "a decoded preset, written out, is refused: \(error)\n\(written)")
        return 0
    }
    Property.check(again == preset, "a decoded preset, written out, decodes differently:\n\(written)\n\(again.text)")
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzPresets_main")
public func fuzzPresetsMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzPresets)
}
