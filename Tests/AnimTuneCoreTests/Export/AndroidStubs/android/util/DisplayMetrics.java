// https://developer.android.com/reference/android/util/DisplayMetrics
package android.util;

public class DisplayMetrics {
    public float density;
    public int densityDpi;
    public float scaledDensity;
    public float xdpi;
    public float ydpi;
    public int widthPixels;
    public int heightPixels;

    public DisplayMetrics() {}
}
