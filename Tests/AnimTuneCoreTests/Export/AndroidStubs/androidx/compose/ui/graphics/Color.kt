// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/Color and the
// Color(Long) / Color(Int) factory functions of androidx.compose.ui.graphics (ui-graphics 1.8).
package androidx.compose.ui.graphics

@JvmInline
value class Color(val value: ULong)

fun Color(color: Long): Color = Color(color.toULong())

fun Color(color: Int): Color = Color(color.toLong())
