import Foundation
import Testing
@testable import Gnuplot
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Data reaches gnuplot as hexadecimal constants: the C library's own `strtod` (what gnuplot
/// reads data columns with) and gnuplot itself must read back exactly the bits written.
struct HexFloatTests {
    /// Edge cases and a spread of ordinary values: zeros, the smallest subnormal, the largest
    /// subnormal, the smallest normal, the largest finite, exact powers of two, values a
    /// plot's samples take.
    static let edges: [Double] = [
        0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude.nextDown,
        -Double.leastNormalMagnitude.nextDown, -Double.leastNormalMagnitude.nextUp,
        .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -1, 2, 0.5, 1024,
        0.1, 1.4000000000000001, 0.0035000000000000005, 0.9995442037257424, -0.06978201208929483, 1e-300, 3e300,
    ]

    static func text(_ value: Double) -> String {
        HexFloat.text(value)
    }

    @Test("the C library's strtod reads back every value's exact bits, each in at most maximumLength bytes")
    func strtodReadsTheExactBits() {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<20_000).map { _ in Double(bitPattern: generator.next()) }.filter(\.isFinite)
        for value in Self.edges + random {
            let text = Self.text(value)
            #expect(text.utf8.count <= HexFloat.maximumLength, "'\(text)' is longer than \(HexFloat.maximumLength) bytes")
            var end: UnsafeMutablePointer<CChar>?
            let read = text.withCString { pointer in
                let value = strtod(pointer, &end)
                #expect(end == UnsafeMutablePointer(mutating: pointer) + strlen(pointer), "'\(text)' was read only in part")
                return value
            }
            // Zero is written as 0: its sign is not drawn.
            let expected = value == 0 ? 0 : value
            #expect(read.bitPattern == expected.bitPattern, "\(value) was written '\(text)', read back as \(read)")
        }
    }

    @Test("the form is C99's %a: 0x, one leading digit, trailing zeros dropped, a binary exponent")
    func formIsC99() {
        #expect(Self.text(1) == "0x1p+0")
        #expect(Self.text(1.5) == "0x1.8p+0")
        #expect(Self.text(-0.125) == "-0x1p-3")
        #expect(Self.text(0.1) == "0x1.999999999999ap-4")
        #expect(Self.text(.greatestFiniteMagnitude) == "0x1.fffffffffffffp+1023")
        #expect(Self.text(.leastNonzeroMagnitude) == "0x0.0000000000001p-1022")
        #expect(Self.text(-0.0) == "0")
    }

    @Test("gnuplot reads a datablock's samples back bit for bit", .enabled(if: TestSupport.gnuplotRuns, "gnuplot is not installed"))
    func gnuplotReadsTheExactBits() throws {
        let values = Self.edges.filter { $0 != 0 } + (1...400).map { Double($0) * 1.4000000000000001 / 400 }
        let points = stride(from: 0, to: values.count - 1, by: 2).map { PlotPoint(x: values[$0], y: values[$0 + 1]) }
        let block = GnuplotDatablock(name: "d", points: points)
        let script = GnuplotScript(commands: """
            set table $out
            plot $d using (sprintf("%.17g", $1)):(sprintf("%.17g", $2)) with table
            unset table
            print $out

            """, datablocks: [block])
        let session = TestSupport.session()
        defer { session.close() }
        let read = try session.run(script).output.split(whereSeparator: \.isWhitespace).map { Double(String($0)) }
        #expect(read.count == points.count * 2)
        for (index, point) in points.enumerated() where index * 2 + 1 < read.count {
            #expect(read[index * 2]?.bitPattern == point.x.bitPattern, "x of row \(index): \(point.x) read as \(String(describing: read[index * 2]))")
            #expect(read[index * 2 + 1]?.bitPattern == point.y.bitPattern, "y of row \(index): \(point.y) read as \(String(describing: read[index * 2 + 1]))")
        }
    }
}
