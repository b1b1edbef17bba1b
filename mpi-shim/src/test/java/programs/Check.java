package programs;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import mpi.MPI;
import mpi.MPIException;

/**
 * One line per check for the integration tests to assert on: "ok NAME" or "FAIL NAME: why". A failing check never
 * stops the program, so one run reports every problem at once.
 */
public final class Check {
    /**
     * Where the lines go: with -Dchecks.dir, one file per rank (mpirun forwards stdout in chunks that can cut a
     * line of one rank in two around another rank's output); else stdout.
     */
    private static final PrintStream OUT = open();

    /** A check body; throws (AssertionError or anything else) to fail. */
    public interface Body {
        void run() throws Exception;
    }

    private Check() {}

    /** Whether the job runs on MPICH (or a library of its ABI), where some library behaviours differ. */
    public static boolean mpich() {
        return MPI.getLibVersion().startsWith("MPICH");
    }

    private static PrintStream open() {
        String dir = System.getProperty("checks.dir");
        if (dir == null) {
            return System.out;
        }
        // mpirun sets the rank in the environment, so it is known before MPI.Init too
        String rank = System.getenv().getOrDefault("OMPI_COMM_WORLD_RANK", "0");
        try {
            return new PrintStream(new FileOutputStream(new File(dir, "rank-" + rank + ".txt"), true), true,
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void ok(String name, Body body) {
        try {
            body.run();
            OUT.println("ok " + name);
        } catch (Throwable t) {
            OUT.println("FAIL " + name + ": " + describe(t));
        }
    }

    /** The body must throw {@code type} with a message containing every fragment. */
    public static void refuses(String name, Class<? extends Throwable> type, Body body, String... fragments) {
        ok(name, () -> expect(type, body, fragments));
    }

    /** The body must throw an MPIException of error class {@code errorClass} whose message has every fragment. */
    public static void refusesMpi(String name, int errorClass, Body body, String... fragments) {
        ok(name, () -> {
            MPIException e = expect(MPIException.class, body, fragments);
            equal(errorClass, e.getErrorClass(), "error class of \"" + e.getMessage() + "\"");
        });
    }

    public static <T extends Throwable> T expect(Class<T> type, Body body, String... fragments) throws Exception {
        try {
            body.run();
        } catch (Throwable t) {
            if (!type.isInstance(t)) {
                throw new AssertionError("expected " + type.getSimpleName() + " but got " + describe(t), t);
            }
            String message = String.valueOf(t.getMessage());
            for (String f : fragments) {
                if (!message.contains(f)) {
                    throw new AssertionError("message \"" + message + "\" lacks \"" + f + "\"");
                }
            }
            return type.cast(t);
        }
        throw new AssertionError("expected " + type.getSimpleName() + " but nothing was thrown");
    }

    public static void equal(Object expected, Object actual, String what) {
        if (!Arrays.deepEquals(new Object[] {expected}, new Object[] {actual})) {
            throw new AssertionError(what + ": expected " + show(expected) + " but got " + show(actual));
        }
    }

    public static void isTrue(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }

    private static String show(Object o) {
        String s = Arrays.deepToString(new Object[] {o});
        return s.substring(1, s.length() - 1);
    }

    private static String describe(Throwable t) {
        StackTraceElement[] st = t.getStackTrace();
        String where = st.length > 0 ? " at " + st[0] : "";
        return (t.getClass().getSimpleName() + ": " + t.getMessage() + where).replace('\n', ' ');
    }
}
