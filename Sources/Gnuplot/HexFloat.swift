/// A finite `Double` as a C99 hexadecimal floating constant (`0x1.8p+0`, `-0x1.cac083126e979p-9`).
///
/// gnuplot reads data columns with the C library's `strtod`, which takes this form on every
/// supported system. It carries the exact bits animtune computed, and neither side converts
/// to or from decimal: writing is a few shifts, and reading skips the multi-precision path a
/// 17-digit decimal takes.
enum HexFloat {
    /// The most bytes one value takes: `-0x1.` 13 digits `p-1022`.
    static let maximumLength = 24

    private static let digits: StaticString = "0123456789abcdef"

    /// Writes `value` (finite) at `start`, which has room for ``maximumLength`` bytes; returns
    /// how many it wrote. Zero of either sign is `0`.
    static func write(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var out = start
        func put(_ byte: UInt8) {
            out.pointee = byte
            out += 1
        }
        let bits = value.bitPattern
        let exponentBits = Int((bits >> 52) & 0x7FF)
        var fraction = bits & 0x000F_FFFF_FFFF_FFFF
        if exponentBits == 0 && fraction == 0 {
            put(UInt8(ascii: "0"))
            return 1
        }
        if bits >> 63 == 1 { put(UInt8(ascii: "-")) }
        put(UInt8(ascii: "0"))
        put(UInt8(ascii: "x"))
        // Subnormals have a leading 0 and the smallest normal exponent.
        put(UInt8(ascii: exponentBits == 0 ? "0" : "1"))
        if fraction != 0 {
            put(UInt8(ascii: "."))
            var count = 13
            while fraction & 0xF == 0 {
                fraction >>= 4
                count -= 1
            }
            let hex = digits.utf8Start
            for index in stride(from: count - 1, through: 0, by: -1) {
                put(hex[Int((fraction >> UInt64(index * 4)) & 0xF)])
            }
        }
        var exponent = exponentBits == 0 ? -1022 : exponentBits - 1023
        put(UInt8(ascii: "p"))
        put(UInt8(ascii: exponent < 0 ? "-" : "+"))
        exponent = abs(exponent)
        if exponent >= 1000 { put(UInt8(ascii: "0") + UInt8(exponent / 1000)) }
        if exponent >= 100 { put(UInt8(ascii: "0") + UInt8(exponent / 100 % 10)) }
        if exponent >= 10 { put(UInt8(ascii: "0") + UInt8(exponent / 10 % 10)) }
        put(UInt8(ascii: "0") + UInt8(exponent % 10))
        return out - start
    }

    /// `value` (finite) as text.
    static func text(_ value: Double) -> String {
        String(unsafeUninitializedCapacity: maximumLength) { buffer in
            write(value, to: buffer.baseAddress!)
        }
    }
}
