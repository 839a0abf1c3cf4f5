// https://developer.android.com/reference/android/view/animation/BaseInterpolator (API 22)
package android.view.animation;

public abstract class BaseInterpolator implements Interpolator {
    public BaseInterpolator() {}
}
