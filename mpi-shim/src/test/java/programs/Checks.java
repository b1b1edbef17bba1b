package programs;

/**
 * Prints one line per check of a test program: "ok <rank> <name>" or "FAIL <rank> <name>: <detail>", and at the
 * end "checked <rank> <n>", which the integration test compares across ranks.
 */
final class Checks {
    interface Body {
        void run() throws Exception;
    }

    private final int rank;
    private int count;

    Checks(int rank) {
        this.rank = rank;
    }

    void check(String name, boolean condition, Object detail) {
        count++;
        System.out.println((condition ? "ok " : "FAIL ") + rank + " " + name + (condition ? "" : ": " + detail));
    }

    void equal(String name, Object expected, Object actual) {
        check(name, expected == null ? actual == null : expected.equals(actual),
                "expected " + expected + " but got " + actual);
    }

    /** The body must throw {@code type} (a refusal before any native call). */
    void refuses(String name, Class<? extends Throwable> type, Body body) {
        try {
            body.run();
            check(name, false, "no exception, expected " + type.getSimpleName());
        } catch (Throwable t) {
            check(name, type.isInstance(t), "expected " + type.getSimpleName() + " but got " + t);
        }
    }

    void done() {
        System.out.println("checked " + rank + " " + count);
    }
}
