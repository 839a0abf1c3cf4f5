import Foundation
import TestPrerequisites
import Testing
@testable import Gnuplot
import SafeIO
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

@Suite("GnuplotSession: one persistent gnuplot process", .enabled(if: TestSupport.gnuplotRuns, "gnuplot is not installed"))
struct GnuplotSessionTests {
    @Test("plot to PNG writes a valid image") func plotToPNGWritesAValidImage() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("spring.png").path
        let session = TestSupport.session()
        defer { session.close() }
        _ = try session.run(GnuplotScript(spec: SampleSpecs.springStep(), output: .file(path)))
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.count > 1000)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test("SVG contains every series title") func svgContainsEverySeriesTitle() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("profile.svg").path
        let session = TestSupport.session()
        defer { session.close() }
        _ = try session.run(GnuplotScript(spec: SampleSpecs.profileTwoAxes(), output: .file(path)))
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("header.scale"))
        #expect(svg.contains("blur.alpha"))
        #expect(svg.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("</svg>"))
    }

    @Test("dumb output contains the title and labels") func dumbOutputContainsTheTitleAndLabels() throws {
        let session = TestSupport.session()
        defer { session.close() }
        let result = try session.run(GnuplotScript(spec: SampleSpecs.springStep(), output: .dumb(width: 90, height: 28, colour: false)))
        #expect(result.output.contains("spring — tabbar preset"))
        #expect(result.output.contains("time (s)"))
        #expect(result.output.contains("progress"))
    }

    @Test("gnuplot error becomes an error naming the problem") func gnuplotErrorBecomesAnErrorNamingTheProblem() throws {
        let session = TestSupport.session()
        defer { session.close() }
        #expect(throws: GnuplotError.gnuplot(message: "undefined function: nosuchfunction")) {
            try session.run(GnuplotScript(commands: "set terminal dumb\nplot nosuchfunction(x)"))
        }
        // The same process keeps serving requests after an error.
        let pid = session.processIdentifier
        #expect(try session.run(GnuplotScript(commands: "print 1+1")).output == "2\n")
        #expect(session.processIdentifier == pid)
    }

    @Test("each request runs only its own text, whether longer or shorter than the one before")
    func eachRequestRunsOnlyItsOwnText() throws {
        let session = TestSupport.session()
        defer { session.close() }
        // The request file is rewritten in place: a shorter request must not leave the tail
        // of a longer one behind to run after it.
        let long = (commands: (1...200).map { "print \($0)" }.joined(separator: "\n"), printed: (1...200).map { "\($0)\n" }.joined())
        let requests = [long, ("print 'short'", "short\n"), long, long, ("print 'a'", "a\n"), ("print 'bb'", "bb\n"), ("print 'c'", "c\n")]
        for (commands, printed) in requests {
            #expect(try session.run(GnuplotScript(commands: commands)).output == printed, "\(commands.prefix(20))")
        }
    }

    @Test("unwritable output file is reported") func unwritableOutputFileIsReported() throws {
        let session = TestSupport.session()
        defer { session.close() }
        do {
            _ = try session.run(GnuplotScript(spec: SampleSpecs.springStep(), output: .file("/nonexistent-dir/x.png")))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("cannot open file"))
        }
        // A plot after the failed one still works (no multiplot or output left behind).
        let result = try session.run(GnuplotScript(spec: SampleSpecs.springStep(), output: .defaultDumb))
        #expect(result.output.contains("spring"))
    }

    @Test("killed gnuplot is restarted for the next plot") func killedGnuplotIsRestartedForTheNextPlot() throws {
        let session = TestSupport.session()
        defer { session.close() }
        _ = try session.run(GnuplotScript(spec: SampleSpecs.springStep(), output: .defaultDumb))
        let first = try #require(session.processIdentifier)
        #expect(kill(first, SIGKILL) == 0)
        let result = try session.run(GnuplotScript(spec: SampleSpecs.springStep(), output: .defaultDumb))
        #expect(result.output.contains("spring"))
        let second = try #require(session.processIdentifier)
        #expect(second != first)
    }

    @Test("a hung request times out and the next one restarts") func hungRequestTimesOutAndTheNextOneRestarts() throws {
        // A 30 s pause never fits in 3 s; the request after the restart gets the tests' patience,
        // since a gnuplot started on a loaded machine can take longer than that to load.
        let session = TestSupport.session(timeout: 3)
        defer { session.close() }
        _ = try session.start()
        let first = session.processIdentifier
        #expect(throws: GnuplotError.timeout(seconds: 3)) {
            try session.run(GnuplotScript(commands: "pause 30"))
        }
        #expect(session.processIdentifier == nil)
        #expect(GnuplotError.timeout(seconds: 0.4).description
            == "gnuplot did not answer within 0.4 s; it was stopped and will restart on the next plot")
        session.timeout = Patience.seconds
        #expect(try session.run(GnuplotScript(commands: "print 'back'")).output == "back\n")
        #expect(session.processIdentifier != first)
    }

    @Test("interrupt stops a long pause and the session goes on") func interruptStopsALongPauseAndTheSessionGoesOn() throws {
        let session = TestSupport.session()
        defer { session.close() }
        try session.start()
        #expect(throws: GnuplotError.interrupted) {
            try session.run(GnuplotScript(commands: "pause 15\nprint 'after'"), isInterrupted: { true })
        }
        #expect(try session.run(GnuplotScript(commands: "print 'back'")).output == "back\n")
    }

    @Test("after an interrupt the next request sets the request file's path again: Ctrl-C can drop the line that set it")
    func interruptSendsThePathAgain() throws {
        let session = TestSupport.session()
        defer { session.close() }
        try session.start()
        // What a Ctrl-C that lands on the `ATf=…` line leaves: gnuplot without the path. The
        // interrupt waits until the request has undefined it and says so in a file.
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-atf-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let script = "undefine ATf\nset print '\(marker)'\nprint 'undefined'\nset print '-'\npause 15"
        #expect(throws: GnuplotError.interrupted) {
            try session.run(GnuplotScript(commands: script), isInterrupted: { FileManager.default.fileExists(atPath: marker) })
        }
        #expect(try session.run(GnuplotScript(commands: "print 'back'")).output == "back\n")
    }

    @Test("an interrupt while gnuplot starts discards that process: the next request starts one whose macros are whole")
    func interruptWhileStartingDiscardsTheProcess() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard case .success(let gnuplot) = GnuplotSession.locate(environment: TestSupport.cleanEnvironment) else {
            Issue.record("gnuplot is not installed")
            return
        }
        // The first start says it has begun, then waits for the interrupt before it becomes
        // gnuplot, so the Ctrl-C lands during the start every time; later starts go straight on.
        let started = directory.appendingPathComponent("started").path
        let interrupted = directory.appendingPathComponent("interrupted").path
        let wrapper = try TestSupport.script("""
            if [ ! -e '\(started)' ]; then
                trap ": > '\(interrupted)'" INT
                : > '\(started)'
                while [ ! -e '\(interrupted)' ]; do sleep 0.01; done
                trap - INT
            fi
            exec '\(gnuplot)' "$@"

            """, in: directory)
        let session = GnuplotSession(executable: wrapper, timeout: Patience.seconds, environment: TestSupport.cleanEnvironment)
        defer { session.close() }
        let interrupter = Thread {
            while !FileManager.default.fileExists(atPath: started) { usleep(1_000) }
            session.interrupt()
        }
        interrupter.start()
        #expect(throws: GnuplotError.interrupted) { try session.start() }
        #expect(session.processIdentifier == nil)
        #expect(try session.run(GnuplotScript(commands: "print 'back'")).output == "back\n")
        #expect(try session.run(GnuplotScript(commands: "print 'again'")).output == "again\n")
    }

    @Test("interrupt from another thread stops a long pause") func interruptFromAnotherThreadStopsALongPause() throws {
        let session = TestSupport.session()
        defer { session.close() }
        try session.start()
        let done = LockedFlag()
        let stopped = DispatchSemaphore(value: 0)
        let thread = Thread {
            while !done.value {
                session.interrupt()
                usleep(50_000)
            }
            stopped.signal()
        }
        thread.start()
        #expect(throws: GnuplotError.interrupted) {
            try session.run(GnuplotScript(commands: "pause 15\nprint 'after'"))
        }
        done.set()
        stopped.wait()
        #expect(try session.run(GnuplotScript(commands: "print 'back'")).output == "back\n")
    }

    @Test("data files are private and deleted after the plot") func dataFilesArePrivateAndDeletedAfterThePlot() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = TestSupport.session(extra: ["TMPDIR": directory.path])
        defer { session.close() }
        _ = try session.run(GnuplotScript(spec: SampleSpecs.springStep(), output: .defaultDumb))
        let made = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(made.count == 1)
        let privateDirectory = directory.appendingPathComponent(made[0]).path
        let attributes = try FileManager.default.attributesOfItem(atPath: privateDirectory)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: privateDirectory).isEmpty)
        session.close()
        #expect(!FileManager.default.fileExists(atPath: privateDirectory))
    }

    @Test("GNUTERM is ignored") func gnutermIsIgnored() throws {
        let session = TestSupport.session(extra: ["GNUTERM": "x11"])
        defer { session.close() }
        let result = try session.run(GnuplotScript(spec: SampleSpecs.springStep(), output: .defaultDumb))
        #expect(result.output.contains("spring"))
    }

    @Test("version and terminals are reported") func versionAndTerminalsAreReported() throws {
        let session = TestSupport.session()
        defer { session.close() }
        let version = try session.version()
        #expect((Double(version) ?? 0) >= 5.0)
        #expect(try session.terminals().contains("dumb"))
    }

    @Test("unavailable terminal is named") func unavailableTerminalIsNamed() throws {
        let session = TestSupport.session()
        defer { session.close() }
        #expect(throws: GnuplotError.self) {
            try session.run(GnuplotScript(commands: "print 1", terminal: "nosuchterm"))
        }
    }

    @Test("hostile titles never run commands and render literally") func hostileTitlesNeverRunCommandsAndRenderLiterally() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sentinel = directory.appendingPathComponent("sentinel").path
        let session = TestSupport.session()
        defer { session.close() }
        for (index, text) in TestSupport.hostileCorpus(sentinel: sentinel).enumerated() {
            var spec = SampleSpecs.springStep(title: text, name: text)
            spec.xLabel = text
            spec.panels[0].annotations.append(.verticalLine(x: 0.1, label: text))
            let result = try session.run(GnuplotScript(spec: spec, output: .dumb(width: 200, height: 30, colour: false)))
            // Rendered literally, its control characters as visible escapes.
            let oneLine = TerminalSafe.text(text)
            if !oneLine.contains(where: { $0.isNewline || $0 == "\t" }) && oneLine.count < 100 && oneLine.allSatisfy(\.isASCII) {
                #expect(result.output.contains(oneLine), "title not rendered literally: \(GnuplotError.show(text))")
            }
            let png = directory.appendingPathComponent("hostile-\(index).png").path
            _ = try session.run(GnuplotScript(spec: spec, output: .file(png)))
            #expect(FileManager.default.fileExists(atPath: png))
        }
        #expect(!FileManager.default.fileExists(atPath: sentinel), "a hostile title ran a command")
    }
}

@Suite("GnuplotSession faults: crashes, hangs and bad settings") struct GnuplotSessionFaultTests {
    @Test("missing gnuplot is reported with its path") func missingGnuplotIsReportedWithItsPath() {
        let session = GnuplotSession(environment: ["ANIMTUNE_GNUPLOT": "/nonexistent/gnuplot", "PATH": "/usr/bin:/bin"])
        #expect(!session.isAvailable)
        #expect(throws: GnuplotError.notFound("/nonexistent/gnuplot")) { try session.start() }
        #expect(GnuplotError.notFound("/nonexistent/gnuplot").description
            == "gnuplot not found at '/nonexistent/gnuplot' (from ANIMTUNE_GNUPLOT)")
    }

    @Test("gnuplot off PATH is not found") func gnuplotOffPathIsNotFound() {
        let session = GnuplotSession(environment: ["PATH": "/nonexistent"])
        #expect(throws: GnuplotError.notFound(nil)) { try session.start() }
        #expect(GnuplotError.notFound(nil).description == "gnuplot not found on PATH")
    }

    @Test("hung gnuplot at start hits the timeout") func hungGnuplotAtStartHitsTheTimeout() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fake = try TestSupport.script("exec sleep 30\n", in: directory)
        let session = GnuplotSession(timeout: 0.3, environment: ["ANIMTUNE_GNUPLOT": fake, "PATH": "/usr/bin:/bin"])
        #expect(throws: GnuplotError.timeout(seconds: 0.3)) { try session.start() }
        #expect(session.processIdentifier == nil)
    }

    @Test("gnuplot that exits at once cannot start") func gnuplotThatExitsAtOnceCannotStart() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fake = try TestSupport.script("echo 'broken install' >&2\nexit 3\n", in: directory)
        let session = GnuplotSession(timeout: Patience.seconds, environment: ["ANIMTUNE_GNUPLOT": fake, "PATH": "/usr/bin:/bin"])
        #expect(throws: GnuplotError.launchFailed(path: fake, reason: "broken install")) { try session.start() }
    }

    @Test("old gnuplot is refused with its version") func oldGnuplotIsRefusedWithItsVersion() throws {
        let directory = try TestSupport.makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fake = try TestSupport.script("""
            while IFS= read -r line; do
              case "$line" in
                "print GPVAL_VERSION") echo 4.6 ;;
                "print GPVAL_TERMINALS") echo "dumb png" ;;
                "print '"*) t=${line#"print '"}; echo "${t%"'"}" ;;
              esac
            done

            """, in: directory)
        let session = GnuplotSession(timeout: Patience.seconds, environment: ["ANIMTUNE_GNUPLOT": fake, "PATH": "/usr/bin:/bin"])
        #expect(throws: GnuplotError.versionTooOld(found: "4.6", required: "5.0")) { try session.start() }
        #expect(GnuplotError.versionTooOld(found: "4.6", required: "5.0").description
            == "gnuplot 4.6 is too old; animtune needs gnuplot 5.0 or newer")
    }
}
