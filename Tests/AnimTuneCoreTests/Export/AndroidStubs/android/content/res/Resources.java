// https://developer.android.com/reference/android/content/res/Resources (getDisplayMetrics).
package android.content.res;

import android.util.DisplayMetrics;

public class Resources {
    public DisplayMetrics getDisplayMetrics() { return null; }
}
