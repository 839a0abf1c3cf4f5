/// `export css --handoff`: CSS has no velocity, so a retarget keeps the running animation and
/// adds one toward the new target (`composite: "add"`, Web Animations): with the same spring
/// the sum is the velocity-preserving retarget (research/interruptions.md §A.1). Written as
/// script in a comment, since a CSS file holds no script.
struct HandoffSnippetCSS {
    let plan: ExportPlan

    func write(to out: inout CodeWriter) {
        let springs = HandoffSpring.all(plan)
        guard !springs.isEmpty else { return }
        let lines = ["Hand-off (script, for a .js file): retarget a running spring to a new target without losing its velocity.",
                     "Keep the running animation (fill: \"forwards\") and add one that moves by (newTarget − oldTarget) on the same",
                     "spring; the sum equals a spring carrying its position and velocity. `easing` is the spring's linear() above,",
                     "`duration` its duration in ms, `property` a length like \"translate\" written as `${v}px`.",
                     "",
                     "function retargetAdditive(element, property, oldTarget, newTarget, duration, easing) {",
                     "  const delta = newTarget - oldTarget;",
                     "  return element.animate(",
                     "    [{ [property]: \"0px\" }, { [property]: `${delta}px` }],",
                     "    { duration, easing, composite: \"add\", fill: \"forwards\" });",
                     "}"]
        out.line()
        out.line("/*")
        for line in lines { out.line(line.isEmpty ? "" : "   " + line) }
        out.line("*/")
    }
}
