// https://developer.android.com/reference/androidx/dynamicanimation/animation/DynamicAnimation
// (androidx.dynamicanimation:dynamicanimation 1.1.0). Only the members the exports use; the
// ViewProperty constants are all of them.
package androidx.dynamicanimation.animation;

import android.view.View;

public abstract class DynamicAnimation<T extends DynamicAnimation<T>> {
    public abstract static class ViewProperty extends FloatPropertyCompat<View> {
        private ViewProperty(String name) { super(name); }
    }

    private static ViewProperty property(String name) {
        return new ViewProperty(name) {
            public float getValue(View view) { return 0f; }
            public void setValue(View view, float value) {}
        };
    }

    public static final ViewProperty TRANSLATION_X = property("translationX");
    public static final ViewProperty TRANSLATION_Y = property("translationY");
    public static final ViewProperty TRANSLATION_Z = property("translationZ");
    public static final ViewProperty SCALE_X = property("scaleX");
    public static final ViewProperty SCALE_Y = property("scaleY");
    public static final ViewProperty ROTATION = property("rotation");
    public static final ViewProperty ROTATION_X = property("rotationX");
    public static final ViewProperty ROTATION_Y = property("rotationY");
    public static final ViewProperty X = property("x");
    public static final ViewProperty Y = property("y");
    public static final ViewProperty Z = property("z");
    public static final ViewProperty ALPHA = property("alpha");
    public static final ViewProperty SCROLL_X = property("scrollX");
    public static final ViewProperty SCROLL_Y = property("scrollY");

    DynamicAnimation() {}

    public T setStartValue(float startValue) { return null; }
    public T setStartVelocity(float startVelocity) { return null; }
    public T setMaxValue(float max) { return null; }
    public T setMinValue(float min) { return null; }
    public T setMinimumVisibleChange(float minimumVisibleChange) { return null; }
    public void start() {}
    public void cancel() {}
    public boolean isRunning() { return false; }
}
