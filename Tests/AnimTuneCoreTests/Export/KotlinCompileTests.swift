import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// The Kotlin exports through a real Kotlin compiler (``KotlinCompiler``: Kotlin 2.4 with
/// `-Werror`, against `AndroidStubs/`), all in one module and one compiler run, since each run
/// costs about a minute: every Compose and Android case of ``ExportCase`` in a package of its
/// own, and per scene the default export beside two more presets of the same scene in the same
/// package (one loaded as `soft-SCENE`, one exported with `--name Soft`), both with `--handoff`.
/// Skipped with that reason where java or the compiler is missing; under CI=true it runs, and
/// fails, since `make deps` installs them.
@Suite("Kotlin exports compile")
struct KotlinCompileTests {
    static let formats: [any Exporter] = [ComposeExporter(), AndroidExporter()]

    /// (file name, source) of every export the module holds.
    static func files() throws -> [(name: String, text: String)] {
        var files: [(name: String, text: String)] = []
        for (index, exportCase) in ExportSyntaxTests.cases(["compose", "android"]).enumerated() {
            var options = exportCase.options
            options.package = "animtune.check.case\(index)"
            let name = "\(exportCase.description.replacingOccurrences(of: " ", with: "-"))-\(index).kt"
            files.append((name, exportCase.exporter.export(try exportCase.preset(), options: options)))
        }
        for scene in SceneCatalog.all {
            let state = scene.defaultState
            let edited = Preset(name: "soft-\(scene.name)", state: state)
            for exporter in formats {
                files.append(("\(scene.name)-\(exporter.format)-default.kt", exporter.export(Preset(name: scene.name, state: state))))
                files.append(("\(scene.name)-\(exporter.format)-soft-preset.kt", exporter.export(edited, options: ExportOptions(handoff: true))))
                files.append(("\(scene.name)-\(exporter.format)-name-soft.kt",
                              exporter.export(Preset(name: scene.name, state: state), options: ExportOptions(name: "Soft", handoff: true))))
            }
            var scheme = ExportOptions(name: "Schemed")
            scheme.motionScheme = true
            let schemed = ComposeExporter().output(Preset(name: scene.name, state: state), options: scheme)
            if schemed.refusal == nil { files.append(("\(scene.name)-compose-motion-scheme.kt", schemed.text)) }
        }
        return files
    }

    @Test("every Compose and Android export, with and without --handoff, two presets of each scene in one package, and each scene's --motion-scheme compile with kotlinc -Werror",
          .enabled(if: Prerequisite.runs(KotlinCompiler.found != nil), Comment(rawValue: KotlinCompiler.missing)))
    func compiles() throws {
        let compiler = try #require(KotlinCompiler.found, "\(KotlinCompiler.missing)")
        let files = try Self.files()
        // The second presets really share the package and differ only by their names.
        #expect(files.filter { $0.name.hasSuffix("-compose-motion-scheme.kt") }.count >= 4, "a MotionScheme of every scene with a spring")
        #expect(files.contains { $0.name == "card-compose-soft-preset.kt" && $0.text.contains("package animtune.card\n")
            && $0.text.contains("object SoftCardComposeMotion {") && $0.text.contains("suspend fun dismissSpringHandoff(") })
        let result = try compiler.compile(files)
        #expect(result.status == 0, "kotlinc rejected the exports:\n\(result.output)")
    }

    @Test("the compiler and the stubs catch what a real Android build rejects",
          .enabled(if: Prerequisite.runs(KotlinCompiler.found != nil), Comment(rawValue: KotlinCompiler.missing)))
    func catchesErrors() throws {
        let compiler = try #require(KotlinCompiler.found, "\(KotlinCompiler.missing)")
        // setStiffness takes a Float, SpringAnimation has no setVelocity, ValueAnimator has no
        // areAnimationsEnabled (the real name is areAnimatorsEnabled).
        let bad = """
        package animtune.bad
        import androidx.dynamicanimation.animation.SpringForce
        import androidx.dynamicanimation.animation.SpringAnimation
        fun force(): SpringForce = SpringForce(0f).setStiffness(157.9)
        fun start(animation: SpringAnimation) { animation.setVelocity(1f) }
        fun enabled(): Boolean = android.animation.ValueAnimator.areAnimationsEnabled()
        """
        let result = try compiler.compile([("Bad.kt", bad)])
        #expect(result.status != 0)
        for expected in ["Bad.kt:4:", "Bad.kt:5:", "Bad.kt:6:"] {
            #expect(result.output.contains(expected), "no error at \(expected):\n\(result.output)")
        }
    }
}
