// https://developer.android.com/reference/android/view/ViewPropertyAnimator
// Only the members the exports call.
package android.view;

import android.animation.TimeInterpolator;

public class ViewPropertyAnimator {
    public ViewPropertyAnimator alpha(float value) { return this; }
    public ViewPropertyAnimator translationX(float value) { return this; }
    public ViewPropertyAnimator translationY(float value) { return this; }
    public ViewPropertyAnimator scaleX(float value) { return this; }
    public ViewPropertyAnimator scaleY(float value) { return this; }
    public ViewPropertyAnimator rotation(float value) { return this; }
    public ViewPropertyAnimator setDuration(long duration) { return this; }
    public ViewPropertyAnimator setStartDelay(long startDelay) { return this; }
    public ViewPropertyAnimator setInterpolator(TimeInterpolator interpolator) { return this; }
    public ViewPropertyAnimator withEndAction(Runnable runnable) { return this; }
    public void start() {}
    public void cancel() {}
}
