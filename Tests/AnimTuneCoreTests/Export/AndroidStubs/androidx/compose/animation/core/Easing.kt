// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/Easing,
// CubicBezierEasing and the LinearEasing value (animation-core 1.8).
package androidx.compose.animation.core

fun interface Easing {
    fun transform(fraction: Float): Float
}

class CubicBezierEasing(private val a: Float, private val b: Float, private val c: Float, private val d: Float) : Easing {
    override fun transform(fraction: Float): Float = fraction
}

val LinearEasing: Easing = Easing { fraction -> fraction }

val FastOutSlowInEasing: Easing = CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)
