import Foundation
import Testing
import TestPrerequisites

/// No macOS machine builds here, so the declared platform is checked against the toolchain's
/// own availability attributes: every public type and global function the Swift standard
/// library, `_Concurrency` and `Synchronization` declare `@available(macOS N, …)`, read from
/// their `.swiftinterface` files, against each identifier in `Sources/`. A use of one newer
/// than `Package.swift`'s `.macOS(.vN)` would not compile on that macOS.
@Suite("macOS availability")
struct MacOSAvailabilityTests {
    static let root = Repository.root

    /// The interfaces whose attributes are read, under the toolchain's `lib/swift/linux`.
    static let modules = ["Swift", "_Concurrency", "Synchronization"]

    /// The toolchain's `lib/swift/linux`, found from the `swift` on PATH (or `SWIFT_EXEC`'s).
    static var libraryDirectory: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let library = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/linux")
            if FileManager.default.fileExists(atPath: library.appendingPathComponent("Synchronization.swiftmodule").path) { return library }
        }
        return nil
    }

    /// The macOS version `Package.swift` declares (`.macOS(.v15)` → 15).
    static func declaredMacOS() throws -> Int {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let match = try #require(manifest.firstMatch(of: /\.macOS\(\.v(\d+)\)/), "Package.swift declares no macOS platform")
        return try #require(Int(match.output.1))
    }

    /// Name → the macOS major version it needs, for each public type and global function that
    /// an interface marks `@available(macOS N…)` on the line before its declaration.
    static func requirements(_ interface: String) -> [String: Int] {
        var needs: [String: Int] = [:]
        var pending: Int?
        for line in interface.split(separator: "\n") {
            if let match = line.firstMatch(of: /^@available\(macOS (\d+)/) {
                pending = Int(match.output.1)
                continue
            }
            guard let version = pending else { continue }
            if let declaration = line.firstMatch(of: /^(?:@[\w()., ]+ )*public (?:final )?(?:struct|class|enum|protocol|actor|typealias|func) ([A-Za-z_]\w*)/) {
                let name = String(declaration.output.1)
                needs[name] = max(needs[name] ?? 0, version)
                pending = nil
            } else if !line.hasPrefix("@") {
                pending = nil
            }
        }
        return needs
    }

    @Test("no type or global function in Sources needs a newer macOS than Package.swift declares")
    func sourcesFitTheDeclaredPlatform() throws {
        guard let library = Self.libraryDirectory else {
            try #require(ProcessInfo.processInfo.environment["CI"] != "true", "no Swift toolchain interfaces found from PATH")
            return
        }
        var needs: [String: Int] = [:]
        for module in Self.modules {
            let directory = library.appendingPathComponent("\(module).swiftmodule")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swiftinterface") && !$0.contains("private") }
            let file = try #require(files.first, "no interface of \(module)")
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            needs.merge(Self.requirements(text)) { max($0, $1) }
        }
        #expect(needs["Mutex"] == 15, "the attributes were not read: Mutex is macOS 15 in Synchronization")
        let declared = try Self.declaredMacOS()
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            checked += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for word in code.matches(of: /[A-Za-z_]\w*/) {
                    guard let version = needs[String(word.output)], version > declared else { continue }
                    Issue.record("\(url.path.dropFirst(Self.root.path.count + 1)):\(number + 1): \(word.output) needs macOS \(version); Package.swift declares \(declared)")
                }
            }
        }
        #expect(checked > 100)
    }

    @Test("the reader takes the version from the attribute on the line before a declaration")
    func readsAttributes() {
        let interface = """
            @available(macOS 15.0, iOS 18.0, *)
            @frozen @_staticExclusiveOnly public struct Mutex<Value> : ~Swift.Copyable {
            public struct Unmarked {}
            @available(macOS 26.0, *)
            public func withNewThing() {}
            """
        #expect(Self.requirements(interface) == ["Mutex": 15, "withNewThing": 26])
    }
}
