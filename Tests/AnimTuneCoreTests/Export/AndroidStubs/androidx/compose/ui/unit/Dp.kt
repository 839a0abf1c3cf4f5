// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/Dp (its operators)
// and the `dp` extension properties of androidx.compose.ui.unit (ui-unit 1.8).
package androidx.compose.ui.unit

@JvmInline
value class Dp(val value: Float) : Comparable<Dp> {
    operator fun plus(other: Dp): Dp = Dp(value + other.value)
    operator fun minus(other: Dp): Dp = Dp(value - other.value)
    operator fun unaryMinus(): Dp = Dp(-value)
    operator fun div(other: Float): Dp = Dp(value / other)
    operator fun div(other: Int): Dp = Dp(value / other)
    operator fun div(other: Dp): Float = value / other.value
    operator fun times(other: Float): Dp = Dp(value * other)
    operator fun times(other: Int): Dp = Dp(value * other)
    override operator fun compareTo(other: Dp): Int = value.compareTo(other.value)
}

inline val Int.dp: Dp get() = Dp(this.toFloat())
inline val Double.dp: Dp get() = Dp(this.toFloat())
inline val Float.dp: Dp get() = Dp(this)
