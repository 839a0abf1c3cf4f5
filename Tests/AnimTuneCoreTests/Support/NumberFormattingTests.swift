import Testing
@testable import AnimTuneCore

@Suite("Number formatting")
struct NumberFormattingTests {
    @Test("exact text reads back as the same double")
    func exactRoundTrips() {
        for value in [0.1, 1.0 / 3, 54.83363359078326, 1e-12, 123456789.125, -0.3, 100] {
            #expect(Double(NumberFormatting.exact(value)) == value)
        }
        #expect(NumberFormatting.exact(100) == "100")
        #expect(NumberFormatting.exact(-0.0) == "0")
    }

    @Test("short text keeps significant digits and drops trailing zeros")
    func short() {
        #expect(NumberFormatting.short(0.30000000000000004) == "0.3")
        #expect(NumberFormatting.short(1.2716898269296164) == "1.27169")
        #expect(NumberFormatting.short(16.3, digits: 3) == "16.3")
        #expect(NumberFormatting.short(-86) == "-86")
        #expect(NumberFormatting.short(100000) == "100000")
    }

    @Test("short text keeps its significant digits outside 1e-4…1e15 too, in exponent form",
          arguments: [(1e-05, "1e-05"), (1.832767605671571e-16, "1.83277e-16"), (-2.5e-7, "-2.5e-07"), (9.9999996e-5, "1e-04"),
                      (1.2e20, "1.2e+20"), (3.3333333333333335e15, "3.33333e+15")])
    func shortExponent(value: Double, text: String) {
        #expect(NumberFormatting.short(value) == text)
        #expect(abs(Double(text)! - value) <= abs(value) * 5e-6)
    }

    @Test("fixed text rounds half away from zero")
    func fixed() {
        #expect(NumberFormatting.fixed(0.125, decimals: 2) == "0.13")
        #expect(NumberFormatting.fixed(-0.001, decimals: 2) == "0.00")
        #expect(NumberFormatting.fixed(57.5, decimals: 0) == "58")
    }

    @Test("positional numbers read back exactly and never use an exponent")
    func positional() {
        #expect(NumberFormatting.positional(1e-05) == "0.00001")
        #expect(NumberFormatting.positional(-1.25e-7) == "-0.000000125")
        #expect(NumberFormatting.positional(1.2e20) == "120000000000000000000")
        #expect(NumberFormatting.positional(0.25) == "0.25")
        #expect(NumberFormatting.positional(3) == "3")
        #expect(NumberFormatting.positional(-0.0) == "0")
        for value in [1e-05, 0.1 + 0.2, 123456.789e10, Double.leastNonzeroMagnitude, 1.7976931348623157e308] {
            #expect(Double(NumberFormatting.positional(value)) == value)
        }
    }
}
