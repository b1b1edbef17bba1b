package race;

import java.util.Locale;

/**
 * The checkers' settings as the user gives them: a system property, or the same name upper-cased with '_' for '.'
 * as an environment variable (for mpirun -x); numbers are checked, and a bad value is refused with the setting's
 * name and range. Used by RaceSettings and by syncchecker's Settings.
 */
public final class SettingValues {
    private SettingValues() {}

    /** {@code property} from the system property, else from the environment; {@code fallback} when unset. */
    public static String get(String property, String fallback) {
        String v = System.getProperty(property);
        if (v == null) {
            v = System.getenv(property.toUpperCase(Locale.ROOT).replace('.', '_'));
        }
        return v == null || v.isEmpty() ? fallback : v;
    }

    /** An integer setting of at least {@code min} (and at most Integer.MAX_VALUE); a clear error otherwise. */
    public static long integer(String property, String fallback, long min) {
        String v = get(property, fallback);
        try {
            long n = Long.parseLong(v.trim());
            if (n >= min && n <= Integer.MAX_VALUE) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(property + " must be an integer from " + min + " to " + Integer.MAX_VALUE
                + ", not " + v);
    }

    /** A fraction setting: in (0, 1], or [0, 1] when {@code zero} is allowed; a clear error otherwise. */
    public static double fraction(String property, String fallback, boolean zero) {
        String v = get(property, fallback);
        double p;
        try {
            p = Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            p = Double.NaN;
        }
        if (!((zero ? p >= 0 : p > 0) && p <= 1)) {
            throw new IllegalArgumentException(property + " must be a number in " + (zero ? "[0, 1]" : "(0, 1]")
                    + ", not " + v);
        }
        return p;
    }
}
