import Foundation

/// The Kotlin compiler the Kotlin-export tests run: `K2JVMCompiler` from the jars of the PyPI
/// wheel kotlin-jupyter-kernel (Kotlin 2.4), started with `java`; `make deps` installs both.
/// It compiles against `AndroidStubs/` (the Android, androidx and Compose declarations the
/// exports use, with their real signatures), as `AppleStubs/` serves swiftc.
struct KotlinCompiler {
    let java: String
    /// The wheel's all-in-one jar (the compiler) and the Kotlin standard library beside it.
    let compilerJar: String
    let standardLibrary: String

    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("AndroidStubs")

    /// The compiler when java and the wheel are installed, else nil.
    static let found: KotlinCompiler? = {
        guard let java = ExternalTool("java"), let python = ExternalTool("python3") else { return nil }
        let script = "import os, run_kotlin_kernel; print(os.path.join(os.path.dirname(run_kotlin_kernel.__file__), 'jars'))"
        guard let folder = try? python.run(script: script, input: "").trimmingCharacters(in: .whitespacesAndNewlines),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        guard let compiler = names.first(where: { $0.hasPrefix("kotlin-jupyter-kernel-") && $0.hasSuffix("-all.jar") }),
              let library = names.first(where: { $0.hasPrefix("kotlin-stdlib-") && $0.hasSuffix(".jar") }) else { return nil }
        return KotlinCompiler(java: java.path, compilerJar: "\(folder)/\(compiler)", standardLibrary: "\(folder)/\(library)")
    }()

    static let missing = "no Kotlin compiler here (java, and the PyPI wheel kotlin-jupyter-kernel that `make deps` installs):"
        + " the Kotlin exports were not compiled"

    /// Compiles `files` (name → Kotlin source) with the stubs in one run, warnings as errors;
    /// (exit status, the compiler's messages).
    func compile(_ files: [(name: String, text: String)]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animtune-kotlin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            sources.append(url.path)
        }
        let stubFiles = FileManager.default.enumerator(atPath: Self.stubs.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".kt") || $0.hasSuffix(".java") }.map { Self.stubs.appendingPathComponent($0).path } ?? []
        let process = Process()
        process.executableURL = URL(fileURLWithPath: java)
        process.arguments = ["-Xss8m", "-cp", compilerJar, "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler",
                             "-no-stdlib", "-no-reflect", "-classpath", standardLibrary, "-jvm-target", "17", "-Werror",
                             "-d", folder.appendingPathComponent("classes").path] + stubFiles.sorted() + sources
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
