package race;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The checkers' settings as the user gives them: a system property, or the same name upper-cased with '_' for '.'
 * as an environment variable (for mpirun -x); numbers, words and lists are checked, and a bad value is refused with
 * the setting's name and what it may be (a typo would otherwise turn a check or an option off without a word).
 * Used by RaceSettings and by syncchecker's Settings.
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
        return integer(property, fallback, min, Integer.MAX_VALUE);
    }

    /** An integer setting from {@code min} to {@code max}; a clear error otherwise. */
    public static long integer(String property, String fallback, long min, long max) {
        String v = get(property, fallback);
        try {
            long n = Long.parseLong(v.trim());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(property + " must be an integer from " + min + " to " + max + ", not " + v);
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

    /** One of {@code allowed} (lower case), compared ignoring case and surrounding blanks; a clear error otherwise. */
    public static String choice(String property, String fallback, String... allowed) {
        String v = get(property, fallback);
        String word = v.trim().toLowerCase(Locale.ROOT);
        for (String a : allowed) {
            if (a.equals(word)) {
                return a;
            }
        }
        throw new IllegalArgumentException(property + " must be " + alternatives(allowed) + ", not '" + v + "'");
    }

    /** {@code true} or {@code false}. */
    public static boolean bool(String property, String fallback) {
        return choice(property, fallback, "true", "false").equals("true");
    }

    /** {@code on} or {@code off}. */
    public static boolean onOff(String property, String fallback) {
        return choice(property, fallback, "on", "off").equals("on");
    }

    /**
     * A list of words from {@code allowed} (lower case), separated by commas or blanks, compared ignoring case, in
     * the order given without repeats; a clear error for an unknown word or an empty list.
     */
    public static Set<String> words(String property, String fallback, String... allowed) {
        String v = get(property, fallback);
        Set<String> words = new LinkedHashSet<>();
        for (String s : v.split("[,\\s]+")) {
            String word = s.toLowerCase(Locale.ROOT);
            if (Arrays.asList(allowed).contains(word)) {
                words.add(word);
            } else if (!word.isEmpty()) {
                words.clear();
                break;
            }
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException(property + " must list " + alternatives(allowed) + ", not '" + v + "'");
        }
        return words;
    }

    /** The checks that run: {@code syncchecker.checks}, a list of sync and race, or none alone (default sync). */
    public static Set<String> checks() {
        String v = get("syncchecker.checks", "sync");
        Set<String> checks = new LinkedHashSet<>();
        boolean none = false;
        boolean unknown = false;
        for (String s : v.split("[,\\s]+")) {
            String word = s.toLowerCase(Locale.ROOT);
            if (word.equals("sync") || word.equals("race")) {
                checks.add(word);
            } else if (word.equals("none")) {
                none = true;
            } else if (!word.isEmpty()) {
                unknown = true;
            }
        }
        if (unknown || none && !checks.isEmpty()) {
            throw new IllegalArgumentException("syncchecker.checks must list sync and race, or be none, not '" + v
                    + "'");
        }
        return checks;
    }

    private static String alternatives(String[] allowed) {
        if (allowed.length == 1) {
            return allowed[0];
        }
        return String.join(", ", Arrays.copyOf(allowed, allowed.length - 1)) + " or " + allowed[allowed.length - 1];
    }
}
