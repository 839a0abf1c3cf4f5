// https://developer.android.com/reference/androidx/dynamicanimation/animation/FloatPropertyCompat
// (androidx.dynamicanimation:dynamicanimation 1.1.0)
package androidx.dynamicanimation.animation;

public abstract class FloatPropertyCompat<T> {
    public FloatPropertyCompat(String name) {}

    public abstract float getValue(T object);

    public abstract void setValue(T object, float value);
}
