// https://developer.android.com/reference/android/view/animation/Interpolator
package android.view.animation;

import android.animation.TimeInterpolator;

public interface Interpolator extends TimeInterpolator {}
