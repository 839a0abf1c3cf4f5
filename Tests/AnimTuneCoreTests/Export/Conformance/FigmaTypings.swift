/// The Figma plugin API types `export figma` writes, copied from Figma's published typings
/// (figma/plugin-typings, `plugin-api.d.ts`, 1.1xx: `SimpleTransition`, `DirectionalTransition`,
/// `Transition`, `Easing`, `EasingFunctionBezier`, `EasingFunctionSpring`), so `tsc --strict`
/// checks each exported transition as `Reaction.actions[].transition` takes it. Only the
/// declarations the export uses; the members and their optionality are Figma's.
enum FigmaTypings {
    static let declarations = """
    interface SimpleTransition {
      readonly type: 'DISSOLVE' | 'SMART_ANIMATE' | 'SCROLL_ANIMATE'
      readonly easing: Easing
      readonly duration: number
    }
    interface DirectionalTransition {
      readonly type: 'MOVE_IN' | 'MOVE_OUT' | 'PUSH' | 'SLIDE_IN' | 'SLIDE_OUT'
      readonly direction: 'LEFT' | 'RIGHT' | 'TOP' | 'BOTTOM'
      readonly matchLayers: boolean
      readonly easing: Easing
      readonly duration: number
    }
    type Transition = SimpleTransition | DirectionalTransition
    interface Easing {
      readonly type:
        | 'EASE_IN'
        | 'EASE_OUT'
        | 'EASE_IN_AND_OUT'
        | 'LINEAR'
        | 'EASE_IN_BACK'
        | 'EASE_OUT_BACK'
        | 'EASE_IN_AND_OUT_BACK'
        | 'CUSTOM_CUBIC_BEZIER'
        | 'GENTLE'
        | 'QUICK'
        | 'BOUNCY'
        | 'SLOW'
        | 'CUSTOM_SPRING'
      readonly easingFunctionCubicBezier?: EasingFunctionBezier
      readonly easingFunctionSpring?: EasingFunctionSpring
    }
    interface EasingFunctionBezier {
      x1: number
      y1: number
      x2: number
      y2: number
    }
    interface EasingFunctionSpring {
      mass: number
      stiffness: number
      damping: number
      initialVelocity: number
    }

    """

    /// A TypeScript module that types every transition of one `export figma` file (`json`) as
    /// Figma's `Transition` — a reduced one as `Transition | null`, null being Figma's Instant.
    static func module(_ json: String, name: String) -> String {
        """
        const \(name) = \(json.trimmingCharacters(in: .whitespacesAndNewlines)) as const;
        export const \(name)Transitions: Transition[] = [...\(name).springs, ...\(name).curves].map((entry) => entry.transition);
        export const \(name)Reduced: (Transition | null)[] = \(name).reduced.map((entry) => entry.transition);

        """
    }
}
