import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The card's present spring is exported as a function of the card's top; run as the
/// platform runs it (Motion's module under node, the SwiftUI file compiled with the SwiftUI
/// stub), it gives the damping and duration `table present.damping present.duration` shows.
@Suite("The card's present spring as exported code")
struct CardPresentExportTests {
    /// A card partly above the screen, at the top, the scene's default, mid-screen, near the bottom.
    static let tops = [-300.0, 0, 72.04, 406, 790]
    static let scene = CardScene()

    static func expected(_ curve: String, _ top: Double) throws -> Double {
        try scene.curve(named: curve).evaluate(scene.defaultState, top)
    }

    @Test("Motion's presentSpring(top) under node has the damping and duration of the table at five tops",
          .enabled(if: ExportSyntaxTests.node != nil, "node is not installed; the Motion export was not run"))
    func motion() throws {
        let module = MotionExporter().export(Preset(name: "card", state: Self.scene.defaultState))
        let tops = Self.tops.map { "\($0)" }.joined(separator: ", ")
        let script = module + """

        console.log(JSON.stringify([\(tops)].map((top) => {
          const spring = cardMotion.presentSpring(top);
          return [1 - spring.bounce, spring.duration, cardMotion.presentExpansionCurve(top).duration, spring.type];
        })));
        """
        let result = try #require(ExportSyntaxTests.node).check(script, fileName: "card.mjs", arguments: [])
        try #require(result.status == 0, "\(result.output)")
        guard case .array(let rows) = try JSONReader().parse(result.output) else { Issue.record("not an array: \(result.output)"); return }
        try #require(rows.count == Self.tops.count)
        for (top, row) in zip(Self.tops, rows) {
            guard case .array(let values) = row, case .number(let damping) = values[0], case .number(let duration) = values[1],
                  case .number(let expansion) = values[2] else { Issue.record("bad row \(row)"); continue }
            #expect(values[3] == .string("spring"))
            try assertClose(damping, Self.expected("present.damping", top), .absolute(1e-12), "top \(top): damping \(damping)")
            try assertClose(duration, Self.expected("present.duration", top), .absolute(1e-12), "top \(top): duration \(duration)")
            assertClose(expansion, 0.6 * duration, .absolute(1e-12), "top \(top): expansion \(expansion)")
        }
    }

    @Test("SwiftUI's presentSpringTiming(cardTop:) compiled and run gives the table's damping and duration at five tops",
          .enabled(if: ExportSyntaxTests.swiftc != nil, "swiftc is not installed; the SwiftUI export was not run"))
    func swiftUI() throws {
        let swiftc = try #require(ExportSyntaxTests.swiftc)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-card-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try SwiftUIExporter().export(Preset(name: "card", state: Self.scene.defaultState))
            .write(to: folder.appendingPathComponent("Export.swift"), atomically: true, encoding: .utf8)
        let tops = Self.tops.map { "\($0)" }.joined(separator: ", ")
        try """
        for top in [\(tops)] {
            let timing = CardSwiftUIMotion.presentSpringTiming(cardTop: top)
            print(timing.dampingRatio, timing.duration, CardSwiftUIMotion.uikitResponse(duration: timing.duration, dampingRatio: timing.dampingRatio))
        }
        """.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let stub = AppleStubs.folder.appendingPathComponent("SwiftUI.swift").path
        for arguments in [["-emit-library", "-static", "-module-name", "SwiftUI", "-emit-module", "-emit-module-path", "SwiftUI.swiftmodule",
                           stub, "-o", "libSwiftUI.a"],
                          ["-swift-version", "6", "-I", ".", "-L", ".", "-lSwiftUI", "Export.swift", "main.swift", "-o", "card"]] {
            let result = try Self.run(swiftc.path, arguments, in: folder)
            try #require(result.status == 0, "swiftc \(arguments.joined(separator: " ")):\n\(result.output)")
        }
        let result = try Self.run(folder.appendingPathComponent("card").path, [], in: folder)
        let rows = result.output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }
        try #require(rows.count == Self.tops.count && rows.allSatisfy { $0.count == 3 }, "\(result.output)")
        for (top, row) in zip(Self.tops, rows) {
            try assertClose(row[0], Self.expected("present.damping", top), .absolute(1e-12), "top \(top): damping \(row[0])")
            try assertClose(row[1], Self.expected("present.duration", top), .absolute(1e-12), "top \(top): duration \(row[1])")
            let spring = UIKitSpring(duration: row[1], dampingRatio: row[0]).spring
            let response = 2 * Double.pi / (spring.stiffness / spring.mass).squareRoot()
            #expect(abs(row[2] - response) < 1e-9 * response, "top \(top): response \(row[2]), animtune \(response)")
        }
    }

    static func run(_ path: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("the core's formula gives the table's values at five tops")
    func formula() throws {
        let function = try #require(CardScene().export.springFunctions.first)
        for top in Self.tops {
            let timing = function.timing(Self.scene.defaultState, at: top)
            try assertClose(timing.dampingRatio, Self.expected("present.damping", top), .absolute(1e-12))
            try assertClose(timing.duration, Self.expected("present.duration", top), .absolute(1e-12))
        }
    }
}
