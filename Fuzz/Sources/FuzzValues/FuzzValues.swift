import AnimTuneCore
import FuzzSupport

/// Values with units on any text: a number read in any unit is finite and its exact text
/// (`NumberFormatting.exact`) reads back as the same number; a value any parameter of any
/// scene accepts is printed (`description`, what `show` prints) as text that parameter reads
/// back as the same value; a colour is `#` and 3 or 6 hex digits; a timing curve's text reads
/// back as the same curve.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzValues(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = FuzzInput.text(start, count)
    for unit in ParameterUnit.allCases {
        guard let value = ValueParser.number(text, in: unit) else { continue }
        Property.check(value.isFinite, "\(text.debugDescription) in \(unit) reads as \(value)")
        let exact = NumberFormatting.exact(value)
        Property.check(ValueParser.number(exact, in: unit) == value,
                       "\(text.debugDescription) in \(unit) reads as \(value), whose text \(exact) reads back differently")
    }
    for scene in SceneCatalog.all {
        for parameter in scene.parameters {
            guard let value = try? parameter.parse(text) else { continue }
            let shown = value.description
            Property.check((try? parameter.parse(shown)) == value,
                           "\(parameter.key) reads \(text.debugDescription) as \(shown), which does not read back")
        }
    }
    if RGBColor(hex: text) != nil {
        let digits = text.unicodeScalars.dropFirst()
        Property.check(text.hasPrefix("#") && [3, 6].contains(digits.count)
                       && digits.allSatisfy { "0123456789abcdefABCDEF".unicodeScalars.contains($0) },
                       "\(text.debugDescription) is accepted as a colour")
    }
    if let curve = try? TimingCurve(parsing: text) {
        Property.check((try? TimingCurve(parsing: curve.description)) == curve,
                       "timing curve \(text.debugDescription) prints as \(curve.description), which does not read back")
    }
    return 0
}

/// The program's entry point as SwiftPM links it; see ``FuzzDriver``.
@_cdecl("FuzzValues_main")
public func fuzzValuesMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc, argv, fuzzValues)
}
