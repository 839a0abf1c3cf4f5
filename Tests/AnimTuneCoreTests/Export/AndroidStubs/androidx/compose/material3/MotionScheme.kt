// Declarations written from androidx/androidx compose/material3/material3/src/commonMain/kotlin/
// androidx/compose/material3/MotionScheme.kt (the interface's six specs) as Material 3 1.4's
// expressive releases declare it: an @ExperimentalMaterial3ExpressiveApi interface, so an
// implementation must opt in (a warning, an error under -Werror). Later releases drop the
// marker; an @OptIn then changes nothing.
package androidx.compose.material3

import androidx.compose.animation.core.FiniteAnimationSpec

@RequiresOptIn("This is an experimental Material3 Expressive API.", RequiresOptIn.Level.WARNING)
@Retention(AnnotationRetention.BINARY)
annotation class ExperimentalMaterial3ExpressiveApi

@ExperimentalMaterial3ExpressiveApi
interface MotionScheme {
    fun <T> defaultSpatialSpec(): FiniteAnimationSpec<T>
    fun <T> fastSpatialSpec(): FiniteAnimationSpec<T>
    fun <T> slowSpatialSpec(): FiniteAnimationSpec<T>
    fun <T> defaultEffectsSpec(): FiniteAnimationSpec<T>
    fun <T> fastEffectsSpec(): FiniteAnimationSpec<T>
    fun <T> slowEffectsSpec(): FiniteAnimationSpec<T>
}
