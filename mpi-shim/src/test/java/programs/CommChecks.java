package programs;

import java.util.Arrays;

/**
 * Assertions for the communicator test programs: each check prints "ok <name> r<rank>" or
 * "FAIL <name> r<rank>: <detail>", so that the integration test sees every rank's verdicts.
 */
public final class CommChecks {
    /** A block of code that may throw anything. */
    public interface Block {
        void run() throws Exception;
    }

    private final int rank;
    private int failures;

    public CommChecks(int rank) {
        this.rank = rank;
    }

    public void check(String name, boolean ok, Object detail) {
        if (ok) {
            System.out.println("ok " + name + " r" + rank);
        } else {
            failures++;
            System.out.println("FAIL " + name + " r" + rank + ": " + detail);
        }
    }

    public void equal(String name, Object expected, Object actual) {
        boolean same = expected instanceof int[] && actual instanceof int[]
                ? Arrays.equals((int[]) expected, (int[]) actual)
                : expected instanceof double[] && actual instanceof double[]
                        ? Arrays.equals((double[]) expected, (double[]) actual)
                        : expected == null ? actual == null : expected.equals(actual);
        check(name, same, "expected " + show(expected) + " but got " + show(actual));
    }

    private static String show(Object o) {
        if (o instanceof int[]) {
            return Arrays.toString((int[]) o);
        }
        if (o instanceof double[]) {
            return Arrays.toString((double[]) o);
        }
        return String.valueOf(o);
    }

    /** Checks that {@code block} throws {@code type} whose message contains {@code fragment} (if not null). */
    public void expect(String name, Class<? extends Throwable> type, String fragment, Block block) {
        try {
            block.run();
            check(name, false, "no exception, expected " + type.getSimpleName());
        } catch (Throwable t) {
            boolean ok = type.isInstance(t) && (fragment == null || String.valueOf(t.getMessage()).contains(fragment));
            check(name, ok, "got " + t);
        }
    }

    /** Runs {@code block}; an exception is a failure of {@code name} (the program goes on). */
    public void run(String name, Block block) {
        try {
            block.run();
        } catch (Throwable t) {
            failures++;
            System.out.println("FAIL " + name + " r" + rank + ": threw " + t);
            t.printStackTrace(System.out);
        }
    }

    public void done() {
        System.out.println("done r" + rank + " failures " + failures);
    }
}
