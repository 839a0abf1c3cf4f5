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
        let bits = value.bitPattern
        let exponentBits = Int((bits >> 52) & 0x7FF)
        var fraction = bits & 0x000F_FFFF_FFFF_FFFF
        if exponentBits == 0 && fraction == 0 {
            start.pointee = UInt8(ascii: "0")
            return 1
        }
        var out = start
        if bits >> 63 == 1 {
            out.pointee = UInt8(ascii: "-")
            out += 1
        }
        out[0] = UInt8(ascii: "0")
        out[1] = UInt8(ascii: "x")
        // Subnormals have a leading 0 and the smallest normal exponent.
        out[2] = UInt8(ascii: exponentBits == 0 ? "0" : "1")
        out += 3
        if fraction != 0 {
            // The 13 hex digits without their trailing zeros, written from the last one back.
            let zeros = fraction.trailingZeroBitCount / 4
            fraction >>= UInt64(zeros * 4)
            out.pointee = UInt8(ascii: ".")
            let last = out + (13 - zeros)
            var digit = last
            let hex = digits.utf8Start
            while digit > out {
                digit.pointee = hex[Int(fraction & 0xF)]
                fraction >>= 4
                digit -= 1
            }
            out = last + 1
        }
        var exponent = exponentBits == 0 ? -1022 : exponentBits - 1023
        out[0] = UInt8(ascii: "p")
        out[1] = UInt8(ascii: exponent < 0 ? "-" : "+")
        out += 2
        exponent = abs(exponent)
        let width = exponent >= 1000 ? 4 : exponent >= 100 ? 3 : exponent >= 10 ? 2 : 1
        for place in stride(from: width - 1, through: 0, by: -1) {
            out[place] = UInt8(ascii: "0") + UInt8(exponent % 10)
            exponent /= 10
        }
        return out + width - start
    }

    /// `value` (finite) as text.
    static func text(_ value: Double) -> String {
        String(unsafeUninitializedCapacity: maximumLength) { buffer in
            write(value, to: buffer.baseAddress!)
        }
    }
}
