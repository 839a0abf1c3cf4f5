// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/AnimationSpec,
// FiniteAnimationSpec, DurationBasedAnimationSpec, SpringSpec, TweenSpec, the spring() and
// tween() functions and the Spring constants (animation-core 1.8).
package androidx.compose.animation.core

const val DefaultDurationMillis: Int = 300

interface AnimationSpec<T>

interface FiniteAnimationSpec<T> : AnimationSpec<T>

interface DurationBasedAnimationSpec<T> : FiniteAnimationSpec<T>

class SpringSpec<T>(
    val dampingRatio: Float = Spring.DampingRatioNoBouncy,
    val stiffness: Float = Spring.StiffnessMedium,
    val visibilityThreshold: T? = null,
) : FiniteAnimationSpec<T>

class TweenSpec<T>(
    val durationMillis: Int = DefaultDurationMillis,
    val delay: Int = 0,
    val easing: Easing = FastOutSlowInEasing,
) : DurationBasedAnimationSpec<T>

fun <T> spring(
    dampingRatio: Float = Spring.DampingRatioNoBouncy,
    stiffness: Float = Spring.StiffnessMedium,
    visibilityThreshold: T? = null,
): SpringSpec<T> = SpringSpec(dampingRatio, stiffness, visibilityThreshold)

fun <T> tween(
    durationMillis: Int = DefaultDurationMillis,
    delayMillis: Int = 0,
    easing: Easing = FastOutSlowInEasing,
): TweenSpec<T> = TweenSpec(durationMillis, delayMillis, easing)

object Spring {
    const val StiffnessHigh = 10_000f
    const val StiffnessMedium = 1500f
    const val StiffnessMediumLow = 400f
    const val StiffnessLow = 200f
    const val StiffnessVeryLow = 50f
    const val DampingRatioHighBouncy = 0.2f
    const val DampingRatioMediumBouncy = 0.5f
    const val DampingRatioLowBouncy = 0.75f
    const val DampingRatioNoBouncy = 1f
    const val DefaultDisplacementThreshold = 0.01f
}
