import Testing
@testable import AnimTuneCore

@Suite("Timing curves")
struct TimingCurveTests {
    @Test("named curves have Core Animation's control points")
    func controlPoints() {
        func points(_ curve: TimingCurve) -> [Double] { [curve.bezier.x1, curve.bezier.y1, curve.bezier.x2, curve.bezier.y2] }
        #expect(points(.linear) == [0, 0, 1, 1])
        #expect(points(.easeIn) == [0.42, 0, 1, 1])
        #expect(points(.easeOut) == [0, 0, 0.58, 1])
        #expect(points(.easeInOut) == [0.42, 0, 0.58, 1])
        #expect(points(.default) == [0.25, 0.1, 0.25, 1])
    }

    @Test("names, aliases and cubic-bezier text parse", arguments: [
        ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("default", .default), ("ease-in", .easeIn), ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
        ("easeInEaseOut", .easeInOut), ("  EASEINOUT ", .easeInOut), ("ease", .default),
    ])
    func parsesNames(_ text: String, _ curve: TimingCurve) throws {
        #expect(try TimingCurve(parsing: text) == curve)
    }

    @Test("cubic-bezier accepts any spacing and prints canonically")
    func parsesBezier() throws {
        let curve = try TimingCurve(parsing: "cubic-bezier( 0.25,0 ,0.75 , 1 )")
        #expect(curve == .cubicBezier(try CubicBezier(0.25, 0, 0.75, 1)))
        #expect(curve.description == "cubic-bezier(0.25, 0, 0.75, 1)")
        #expect(try TimingCurve(parsing: "cubic-bezier (0.1, -0.5, 0.9, 1.5)").description
            == "cubic-bezier(0.1, -0.5, 0.9, 1.5)")
    }

    @Test("description round-trips through parsing", arguments: [
        TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default,
        .cubicBezier(CubicBezier(unchecked: 0.3, -0.2, 0.7, 1.25)),
    ])
    func descriptionRoundTrip(_ curve: TimingCurve) throws {
        #expect(try TimingCurve(parsing: curve.description) == curve)
    }

    @Test("unknown names suggest the closest accepted one")
    func unknownName() {
        #expect(throws: MotionError.unknownTimingCurve("easeInOt", suggestion: "easeInOut")) {
            try TimingCurve(parsing: "easeInOt")
        }
        #expect(throws: MotionError.unknownTimingCurve("lienar", suggestion: "linear")) {
            try TimingCurve(parsing: "lienar")
        }
        #expect(throws: MotionError.unknownTimingCurve("ease_out", suggestion: "easeOut")) {
            try TimingCurve(parsing: "ease_out")
        }
        #expect(MotionError.unknownTimingCurve("easeInOt", suggestion: "easeInOut").description
            == "unknown timing curve 'easeInOt' (did you mean 'easeInOut'?); accepted: "
            + "linear, easeIn, easeOut, easeInOut, default, cubic-bezier(x1, y1, x2, y2)")
    }

    @Test("malformed cubic-bezier text and bad control points are refused")
    func malformed() {
        #expect(throws: MotionError.malformedCubicBezier("cubic-bezier(0.1, 0.2, 0.3)")) {
            try TimingCurve(parsing: "cubic-bezier(0.1, 0.2, 0.3)")
        }
        #expect(throws: MotionError.malformedCubicBezier("cubic-bezier(a, 0, 1, 1)")) {
            try TimingCurve(parsing: "cubic-bezier(a, 0, 1, 1)")
        }
        #expect(throws: MotionError.malformedCubicBezier("cubic-bezier 0, 0, 1, 1")) {
            try TimingCurve(parsing: "cubic-bezier 0, 0, 1, 1")
        }
        #expect(throws: MotionError.outOfRange(parameter: "x2", value: 2, accepted: "in 0...1")) {
            try TimingCurve(parsing: "cubic-bezier(0, 0, 2, 1)")
        }
        #expect(MotionError.malformedCubicBezier("cubic-bezier(1)").description
            == "malformed timing curve 'cubic-bezier(1)': expected cubic-bezier(x1, y1, x2, y2) with four numbers")
    }

    @Test("linear is exact and every curve runs from 0 to 1")
    func progress() {
        #expect(TimingCurve.linear.progress(at: 0.37) == 0.37)
        #expect(TimingCurve.linear.progress(at: 1.5) == 1)
        for curve in [TimingCurve.easeIn, .easeOut, .easeInOut, .default] {
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
        }
        #expect(TimingCurve.easeIn.progress(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.progress(at: 0.5) > 0.5)
        #expect(isClose(TimingCurve.easeInOut.progress(at: 0.5), 0.5, 1e-7))
    }

    @Test("completion names are the canonical ones plus the cubic-bezier opener")
    func names() {
        #expect(TimingCurve.names == ["linear", "easeIn", "easeOut", "easeInOut", "default", "cubic-bezier("])
    }
}
