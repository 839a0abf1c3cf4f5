import Testing
@testable import AnimTuneCore

@Suite("gesture CSV: t,position samples, strictly")
struct GestureCSVTests {
    @Test("a header is optional, blank lines and # comments are skipped, times start at 0")
    func reads() throws {
        let withHeader = try GestureCSV.parse("t,position\n0.5,0\n# lifted\n\n0.51,3\r\n0.52,7.5\n")
        let without = try GestureCSV.parse("1.5,0\n1.51,3\n1.52,7.5")
        #expect(withHeader.samples.map(\.position) == [0, 3, 7.5])
        #expect(withHeader.samples.map(\.time).first == 0)
        #expect(abs(withHeader.release.time - 0.02) < 1e-12 && abs(without.release.time - 0.02) < 1e-12)
        #expect(abs(withHeader.position(at: 0.015) - 5.25) < 1e-9)
    }

    @Test("every bad line is named with what is accepted")
    func errors() {
        func message(_ text: String) -> String {
            do {
                _ = try GestureCSV.parse(text)
                return "accepted"
            } catch {
                return error.description
            }
        }
        #expect(message("0,0\n0.01\n") == "line 2: expected 2 fields t,position (seconds, points), got 1")
        #expect(message("0,0\n0x10,3\n") == "line 2: '0x10' is not a time; use seconds 0 or later like 0.016")
        #expect(message("0,0\n0.1,nan\n") == "line 2: 'nan' is not a position; use points from -100000 to 100000 like 120.5")
        #expect(message("0,0\n0.1,1\n0.1,2\n") == "line 3: time 0.1 s is not after the line before's 0.1 s; times must increase")
        #expect(message("t,position\n0,1\n") == "a gesture needs at least 2 samples (t,position), got 1")
        #expect(message("0,0\nt,position\n") == "line 2: 't' is not a time; use seconds 0 or later like 0.016")
        #expect(message("0,0\n-1,2\n") == "line 2: '-1' is not a time; use seconds 0 or later like 0.016")
        #expect(message("0,0\n0.1,\u{1B}[2J\n").hasPrefix("line 2: ' [2J' is not a position"))
        #expect(message("0,0\n61,1\n") == "the gesture lasts more than 60 s")
    }

    @Test("samples closer than 1 µs are refused: a velocity over a 1e-320 s step is infinite (issue 44, S8)")
    func subnormalSteps() {
        #expect(throws: GestureError.self) { try GestureCSV.parse("0,0\n1e-320,5\n2e-320,10\n") }
        // About 1e-320, a subnormal (the literal itself would warn that it loses precision).
        let subnormal = Double.leastNonzeroMagnitude * 2_024
        #expect(subnormal.isSubnormal)
        #expect(throws: GestureError.self) {
            try Gesture([GestureSample(time: 0, position: 0), GestureSample(time: subnormal, position: 5)])
        }
        let fine = try? GestureCSV.parse("0,0\n0.000001,0.001\n")
        #expect(fine?.samples.count == 2)
    }
}
