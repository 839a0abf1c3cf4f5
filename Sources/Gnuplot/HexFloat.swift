/// A finite `Double` as a C99 hexadecimal floating constant (`0x1.8p+0`, `-0x1.cac083126e979p-9`).
///
/// gnuplot reads data columns with the C library's `strtod`, which takes this form on every
/// supported system. It carries the exact bits animtune computed, and neither side converts
/// to or from decimal: writing is a few shifts, and reading skips the multi-precision path a
/// 17-digit decimal takes. Together a third of a text plot's data handling.
enum HexFloat {
    private static let digits = Array("0123456789abcdef".utf8)

    /// Appends `value` (finite) to `bytes`; zero of either sign is `0`.
    static func append(_ value: Double, to bytes: inout [UInt8]) {
        let bits = value.bitPattern
        let exponentBits = Int((bits >> 52) & 0x7FF)
        var fraction = bits & 0x000F_FFFF_FFFF_FFFF
        if exponentBits == 0 && fraction == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if bits >> 63 == 1 { bytes.append(UInt8(ascii: "-")) }
        bytes.append(UInt8(ascii: "0"))
        bytes.append(UInt8(ascii: "x"))
        // Subnormals have a leading 0 and the smallest normal exponent.
        bytes.append(UInt8(ascii: exponentBits == 0 ? "0" : "1"))
        if fraction != 0 {
            bytes.append(UInt8(ascii: "."))
            var count = 13
            while fraction & 0xF == 0 {
                fraction >>= 4
                count -= 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) {
                bytes.append(digits[Int((fraction >> UInt64(index * 4)) & 0xF)])
            }
        }
        var exponent = exponentBits == 0 ? -1022 : exponentBits - 1023
        bytes.append(UInt8(ascii: "p"))
        bytes.append(UInt8(ascii: exponent < 0 ? "-" : "+"))
        exponent = abs(exponent)
        if exponent >= 1000 { bytes.append(UInt8(ascii: "0") + UInt8(exponent / 1000)) }
        if exponent >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(exponent / 100 % 10)) }
        if exponent >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(exponent / 10 % 10)) }
        bytes.append(UInt8(ascii: "0") + UInt8(exponent % 10))
    }
}
