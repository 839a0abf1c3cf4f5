import Foundation

/// The stub modules `SwiftUI` and `UIKit` (declarations from `AppleStubs/`, Apple's
/// signatures, empty bodies) built once, so the Swift exports type-check on Linux.
enum AppleStubs {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AppleStubs")

    /// A folder holding SwiftUI.swiftmodule and UIKit.swiftmodule, or nil without swiftc;
    /// removed when the test process exits.
    static let modules: String? = {
        guard let swiftc = ExportSyntaxTests.swiftc else { return nil }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-apple-stubs-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)) != nil else { return nil }
        built = output.path
        atexit { AppleStubs.built.map { try? FileManager.default.removeItem(atPath: $0) } }
        for module in ["SwiftUI", "UIKit"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc.path)
            process.arguments = ["-emit-module", "-module-name", module, "-swift-version", "6",
                                 "-o", output.appendingPathComponent("\(module).swiftmodule").path,
                                 folder.appendingPathComponent("\(module).swift").path]
            process.currentDirectoryURL = output
            guard (try? process.run()) != nil else { return nil }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
        }
        return output.path
    }()

    /// The folder ``modules`` made, for the exit handler.
    nonisolated(unsafe) private static var built: String?
}
