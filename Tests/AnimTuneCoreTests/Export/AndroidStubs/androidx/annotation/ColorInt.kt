// https://developer.android.com/reference/kotlin/androidx/annotation/ColorInt
// (androidx.annotation:annotation-jvm 1.9.1, a Kotlin annotation since 1.7)
package androidx.annotation

@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(
    AnnotationTarget.FUNCTION,
    AnnotationTarget.PROPERTY_GETTER,
    AnnotationTarget.PROPERTY_SETTER,
    AnnotationTarget.VALUE_PARAMETER,
    AnnotationTarget.FIELD,
    AnnotationTarget.LOCAL_VARIABLE,
)
annotation class ColorInt
