import Foundation
import Testing
import TestPrerequisites
@testable import AnimTuneCore

/// What a reviewer of the exports asks for (#31): names from the preset or `--name` so two
/// presets of a scene live in one module, the web moving transforms on viewport sizes with the
/// card's present spring exact for any top, Android converting dp, Swift `public` and
/// availability, UIKit's physical springs through named constants.
@Suite("Exports a reviewer approves")
struct ExportReviewTests {
    static func export(_ exporter: any Exporter, _ scene: any Scene, preset name: String? = nil,
                       _ options: ExportOptions = ExportOptions()) -> String {
        exporter.export(Preset(name: name ?? scene.name, state: scene.defaultState), options: options)
    }

    @Test("names come from the preset, else the scene, and --name overrides; a prefixed name does not repeat a word")
    func naming() {
        let preset = Preset(name: "soft-card", state: CardScene().defaultState)
        let soft = ExportNaming(preset: preset, options: ExportOptions())
        #expect(soft.typeName(platform: "SwiftUI") == "SoftCardSwiftUIMotion")
        #expect(soft.cssProperty("card.top") == "--soft-card-top")
        #expect(soft.cssProperty("present.spring") == "--soft-card-present-spring")
        #expect(soft.cssClass("card-presenting") == ".soft-card-presenting")
        let named = ExportNaming(preset: preset, options: ExportOptions(name: "Soft"))
        #expect(named.typeName(platform: "Compose") == "SoftComposeMotion")
        #expect(named.cssProperty("card.top") == "--soft-card-top")
        let card = CSSExporter().export(Preset(name: "card", state: CardScene().defaultState))
        #expect(!card.contains("card-card"))
        #expect(ExportNaming.problem("Soft-card_2") == nil)
        #expect(ExportNaming.problem("9") != nil && ExportNaming.problem("a b") != nil && ExportNaming.problem("é") != nil)
    }

    @Test("two presets and a --name export of each scene type-check together, public, in Swift 5 and 6 modes",
          .enabled(if: ExportSyntaxTests.swiftc != nil, "swiftc is not installed"), arguments: SceneCatalog.names)
    func swiftSideBySide(_ name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        let swiftc = try #require(ExportSyntaxTests.swiftc)
        let modules = try #require(AppleStubs.modules, "the Apple API stubs do not compile")
        var text = ""
        for exporter in [SwiftUIExporter(), UIKitExporter()] as [any Exporter] {
            text += Self.export(exporter, scene, ExportOptions(isPublic: true))
            text += Self.export(exporter, scene, preset: "soft-\(name)", ExportOptions(isPublic: true))
            text += Self.export(exporter, scene, ExportOptions(name: "Tight", isPublic: true))
        }
        #expect(text.contains("public enum Soft\(ExportIdentifier.typeName(scene: name, platform: "UIKit")) {"))
        for version in ["5", "6"] {
            let result = try swiftc.check(text, fileName: "Presets.swift",
                                          arguments: ["-typecheck", "-swift-version", version, "-parse-as-library", "-I", modules])
            #expect(result.status == 0, "Swift \(version):\n\(result.output)")
        }
    }

    /// Custom properties, classes and keyframes a CSS text declares.
    static func cssNames(_ css: String) -> Set<String> {
        var names: Set<String> = []
        for line in css.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("--"), let colon = text.firstIndex(of: ":"), !text[..<colon].contains(" ") {
                names.insert(String(text[..<colon]))
            }
            if text.hasPrefix("."), text.hasSuffix("{") { names.insert(text) }
            if text.hasPrefix("@keyframes") { names.insert(text) }
        }
        return names
    }

    @Test("two presets of each scene share no CSS name, Kotlin object or token group", arguments: SceneCatalog.names)
    func otherPlatformsSideBySide(_ name: String) throws {
        let scene = try SceneCatalog.scene(named: name)
        let css = [Self.export(CSSExporter(), scene), Self.export(CSSExporter(), scene, preset: "soft-\(name)")]
        #expect(Self.cssNames(css[0]).intersection(Self.cssNames(css[1])).isEmpty)
        for exporter in [ComposeExporter(), AndroidExporter()] as [any Exporter] {
            let objects = [Self.export(exporter, scene), Self.export(exporter, scene, preset: "soft-\(name)")].map { text in
                text.split(separator: "\n").filter { $0.hasPrefix("object ") }.map(String.init)
            }
            #expect(objects[0].count == 1 && objects[1].count == 1 && objects[0] != objects[1], "\(objects)")
        }
        let groups = try [Self.export(TokensExporter(), scene), Self.export(TokensExporter(), scene, preset: "soft-\(name)")].map { text in
            guard case .object(let members) = try JSONReader().parse(text) else { return [String]() }
            return members.map(\.0).filter { !$0.hasPrefix("$") }
        }
        #expect(groups[0].count == 1 && groups[1] == ["soft" + name.prefix(1).uppercased() + name.dropFirst()], "\(groups)")
    }

    /// Properties that change layout: a transition on them lays out and paints every frame.
    static let layoutProperties: Set<String> = ["top", "left", "right", "bottom", "inset", "width", "height", "min-width",
                                                "min-height", "max-width", "max-height", "margin", "margin-top", "margin-left",
                                                "margin-right", "margin-bottom", "padding", "font-size", "line-height"]

    @Test("no transition in any CSS export names a layout property", arguments: ExportSyntaxTests.cases(["css"]))
    func transitionsAvoidLayout(_ exportCase: ExportCase) throws {
        let css = try exportCase.export()
        for rule in css.components(separatedBy: "transition:").dropFirst() {
            let value = rule.prefix { $0 != ";" }
            for part in value.split(separator: ",") {
                guard let property = part.split(whereSeparator: { $0 == " " || $0 == "\n" }).first else { continue }
                #expect(!Self.layoutProperties.contains(String(property)), "\(exportCase): transition on \(property)")
            }
        }
    }

    @Test("the card's CSS sizes the screen by the viewport, not iPhone X pixels")
    func viewportSizes() {
        let css = Self.export(CSSExporter(), CardScene())
        #expect(!css.contains("375px") && !css.contains("812px"))
        #expect(css.contains("--card-screen-width: 100vw;") && css.contains("--card-screen-height: 100dvh;"))
    }

    /// UIKit's duration-based spring as Framer and motion.dev reverse-engineered it: mass 1 and
    /// ω0 = u/d, where e^(−u)·… reaches 0.001: u = (ln(ζ/√(1−ζ²)) − ln 0.001)/ζ for ζ < 1.
    static func uikitProgress(duration: Double, dampingRatio zeta: Double, at t: Double) -> Double {
        let u = (log(zeta / (1 - zeta * zeta).squareRoot()) - log(0.001)) / zeta
        let omega = u / duration, omegaD = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
    }

    @Test("Chromium runs the card's present spring at top 100 pt, set by the css-js export, within 0.001 of the spring",
          .enabled(if: ReducedExportTests.chromium != nil, "Chromium is not installed"))
    func presentSpringAtAnyTop() throws {
        let chromium = try #require(ReducedExportTests.chromium)
        let css = Self.export(CSSExporter(), CardScene())
        let script = Self.export(CSSScriptExporter(), CardScene()).replacingOccurrences(of: "export ", with: "")
        let page = """
        <!doctype html><html><head><style>\(css)</style></head><body><div class="card-presenting"></div><div id="probe"></div>
        <pre id="out"></pre><script>\(script)
        const element = document.querySelector('.card-presenting');
        cardCSSMotion.applyPresentSpring(element, 100);
        const style = getComputedStyle(element);
        const easing = style.getPropertyValue('--card-present-spring').trim();
        const duration = parseFloat(style.getPropertyValue('--card-present-spring-duration'));
        const probe = document.getElementById('probe');
        const animation = probe.animate([{ translate: '0px' }, { translate: '1000px' }], { duration: 1000, easing, fill: 'both' });
        animation.pause();
        const rows = [];
        for (let i = 0; i <= 400; i++) {
          animation.currentTime = i * 2.5;
          rows.push(parseFloat(getComputedStyle(probe).translate || '0') / 1000);
        }
        document.getElementById('out').textContent = JSON.stringify({ duration, rows });
        </script></body></html>
        """
        let result = try chromium.check(page, fileName: "page.html", arguments: ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        let output = try #require(result.output.components(separatedBy: "<pre id=\"out\">").dropFirst().first?
            .components(separatedBy: "</pre>").first, "chromium printed no page: \(result.output)")
        guard case .object(let members) = try JSONReader().parse(output),
              case .number(let duration)? = members.first(where: { $0.0 == "duration" })?.1,
              case .array(let rows)? = members.first(where: { $0.0 == "rows" })?.1 else {
            Issue.record("unexpected output \(output)"); return
        }
        let zeta = try CardPresentExportTests.expected("present.damping", 100)
        let uikitDuration = try CardPresentExportTests.expected("present.duration", 100)
        #expect(zeta < 1 && zeta > 0.9, "damping \(zeta) at top 100")
        var worst = 0.0
        for (index, row) in rows.enumerated() {
            guard case .number(let shown) = row else { Issue.record("row \(index): \(row)"); continue }
            let t = Double(index) / 400 * duration / 1000
            worst = max(worst, abs(shown - Self.uikitProgress(duration: uikitDuration, dampingRatio: zeta, at: t)))
        }
        #expect(rows.count == 401)
        #expect(worst < 0.001, "Chromium's linear() is up to \(worst) from the spring at top 100")
        // After the easing ends the element rests at 1: the spring must be within the tolerance from then on.
        for step in 0...200 {
            let t = duration / 1000 * (1 + Double(step) / 100)
            assertClose(Self.uikitProgress(duration: uikitDuration, dampingRatio: zeta, at: t), 1, .absolute(0.001), "t \(t)")
        }
    }

    @Test("the card's Android export converts dp to pixels wherever it sets a View property and has presentSpringAnimation")
    func androidUnits() {
        let kotlin = Self.export(AndroidExporter(), CardScene())
        #expect(kotlin.contains("TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, dp, view.resources.displayMetrics)"))
        #expect(kotlin.contains("fun presentSpringAnimation("))
        let settings = kotlin.split(separator: "\n").filter { $0.contains(".setSpring(") || $0.contains(".setStartVelocity(") }
        #expect(settings.count >= 3)
        for line in settings { #expect(line.contains("viewValue(view, property, "), "\(line)") }
        #expect(kotlin.contains("if (property in pixelProperties) dpToPx(view, value) else value"))
    }

    @Test("a physical spring's UIKit duration form is named constants; an over-damped SwiftUI spring has an iOS 17 path and a fallback")
    func namedConstantsAndAvailability() throws {
        let uikit = Self.export(UIKitExporter(), SpringScene())
        let animate = try #require(uikit.split(separator: "\n").first { $0.contains("UIView.animate(withDuration:") })
        #expect(animate.contains("withDuration: springUIKitDuration") && animate.contains("usingSpringWithDamping: springUIKitDamping"))
        #expect(uikit.contains("static let springUIKitDuration: TimeInterval = "))
        let state = try SpringScene().defaultState.setting([("spring.dampingCoefficient", "30")])
        let swiftui = SwiftUIExporter().export(Preset(name: "spring", state: state))
        #expect(swiftui.contains("if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {"))
        // Critical damping for mass 1, stiffness 100: c = 2√(mk) = 20.
        #expect(swiftui.contains("return .interpolatingSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)"))
        #expect(swiftui.contains("critically damped (ζ 1), settling within 0.1% in"))
    }
}
