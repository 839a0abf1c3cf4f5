// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/Animatable,
// AnimationVector1D, TwoWayConverter, AnimationResult and the Float Animatable factory
// (animation-core 1.8). Only the members the exports call.
package androidx.compose.animation.core

sealed class AnimationVector

class AnimationVector1D(initVal: Float) : AnimationVector() {
    var value: Float = initVal
        private set
}

interface TwoWayConverter<T, V : AnimationVector> {
    val convertToVector: (T) -> V
    val convertFromVector: (V) -> T
}

class AnimationResult<T, V : AnimationVector>

class Animatable<T, V : AnimationVector>(
    initialValue: T,
    val typeConverter: TwoWayConverter<T, V>,
    private val visibilityThreshold: T? = null,
    val label: String = "Animatable",
) {
    var value: T = initialValue
        private set
    var velocity: T = initialValue
        private set

    suspend fun animateTo(
        targetValue: T,
        animationSpec: AnimationSpec<T> = spring(),
        initialVelocity: T = velocity,
        block: (Animatable<T, V>.() -> Unit)? = null,
    ): AnimationResult<T, V> = AnimationResult()

    suspend fun snapTo(targetValue: T) {}

    suspend fun stop() {}
}
