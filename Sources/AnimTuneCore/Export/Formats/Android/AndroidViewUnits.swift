/// The Android views export's units where a View property is set: constants are in dp, and
/// `SpringAnimation` on a position (translation, x, y, z, scroll) takes pixels, so every
/// `…Animation(view, property, …)` helper converts through one `dpToPx`
/// (`TypedValue.applyDimension`); alpha and scale (fractions) and rotation (degrees) pass as
/// they are.
enum AndroidViewUnits {
    /// The View properties whose values are pixels.
    static let pixelProperties = ["TRANSLATION_X", "TRANSLATION_Y", "TRANSLATION_Z", "X", "Y", "Z", "SCROLL_X", "SCROLL_Y"]

    /// `dpToPx`, the set of pixel properties and `viewValue`.
    static func write(to out: inout CodeWriter, imports: inout Set<String>) {
        imports.formUnion(["android.util.TypedValue", "android.view.View", "androidx.dynamicanimation.animation.DynamicAnimation"])
        out.gap()
        KotlinText.kdoc(["Pixels on [view]'s display for [dp] density-independent pixels (iOS points are written as dp)."], to: &out)
        out.line("fun dpToPx(view: View, dp: Float): Float =")
        out.line("    TypedValue.applyDimension(TypedValue.COMPLEX_UNIT_DIP, dp, view.resources.displayMetrics)")
        out.line()
        KotlinText.kdoc(["The View properties SpringAnimation moves in pixels."], to: &out)
        out.line("val pixelProperties: Set<DynamicAnimation.ViewProperty> = setOf(")
        out.indented { out in
            for (index, name) in pixelProperties.enumerated() {
                out.line("DynamicAnimation.\(name)" + (index < pixelProperties.count - 1 ? "," : ""))
            }
        }
        out.line(")")
        out.line()
        KotlinText.kdoc(["[value] as [property] takes it: dp become pixels for positions (translation, x, y, z, scroll);"
                         + " alpha and scale (fractions) and rotation (degrees) are unchanged."], to: &out)
        out.line("fun viewValue(view: View, property: DynamicAnimation.ViewProperty, value: Float): Float =")
        out.line("    if (property in pixelProperties) dpToPx(view, value) else value")
    }

    /// `fun nameAnimation(view, property, finalPosition, [distance,] arguments…): SpringAnimation`
    /// whose force is `force(finalPosition in the property's unit)`.
    static func writeAnimation(_ name: String, force: (String) -> String, arguments: [String] = [], velocityName: String?,
                               to out: inout CodeWriter, imports: inout Set<String>) {
        imports.formUnion(["android.view.View", "androidx.dynamicanimation.animation.DynamicAnimation",
                           "androidx.dynamicanimation.animation.SpringAnimation"])
        let units = "[finalPosition] is in dp for positions (converted to pixels by viewValue), a fraction for alpha and scale,"
            + " degrees for rotation"
        if let velocityName {
            KotlinText.kdoc(["For example \(name)(view, DynamicAnimation.TRANSLATION_Y, 0f, distance).start(): \(units);"
                             + " [distance] = finalPosition − the start value, in the same unit, and the start velocity is"
                             + " \(velocityName) × distance per second."], to: &out)
        } else {
            KotlinText.kdoc(["For example \(name)(view, DynamicAnimation.TRANSLATION_Y, 0f).start(): \(units)."], to: &out)
        }
        let parameters = ["view: View", "property: DynamicAnimation.ViewProperty", "finalPosition: Float"]
            + (velocityName == nil ? [] : ["distance: Float"]) + arguments
        out.line("fun \(ExportIdentifier.kotlin(name))(")
        out.indented { out in for parameter in parameters { out.line(parameter + ",") } }
        out.line("): SpringAnimation =")
        out.line("    SpringAnimation(view, property)")
        out.line("        .setSpring(\(force("viewValue(view, property, finalPosition)")))")
        if let velocityName { out.line("        .setStartVelocity(\(velocityName) * viewValue(view, property, distance))") }
    }
}
