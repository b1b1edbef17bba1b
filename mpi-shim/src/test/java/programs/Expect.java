package programs;

import java.util.Arrays;
import mpi.MPIException;

/** Assertions for MPI test programs: a failed check throws, so the rank exits non-zero and the job fails. */
final class Expect {
    private Expect() {}

    static void that(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError("check failed: " + what);
        }
    }

    static void equal(long actual, long expected, String what) {
        if (actual != expected) {
            throw new AssertionError(what + ": expected " + expected + " but got " + actual);
        }
    }

    static void equal(double actual, double expected, String what) {
        if (Math.abs(actual - expected) > 1e-9 * Math.max(1, Math.abs(expected))) {
            throw new AssertionError(what + ": expected " + expected + " but got " + actual);
        }
    }

    static void equal(Object actual, Object expected, String what) {
        if (actual == null ? expected != null : !actual.equals(expected)) {
            throw new AssertionError(what + ": expected " + expected + " but got " + actual);
        }
    }

    static void array(int[] actual, int[] expected, String what) {
        if (!Arrays.equals(actual, expected)) {
            throw new AssertionError(what + ": expected " + Arrays.toString(expected) + " but got "
                    + Arrays.toString(actual));
        }
    }

    interface Body {
        void run() throws Exception;
    }

    /** Runs {@code body} and returns the MPIException it must throw; its message must contain {@code fragment}. */
    static MPIException refused(String what, String fragment, Body body) {
        try {
            body.run();
        } catch (MPIException e) {
            if (fragment != null && (e.getMessage() == null || !e.getMessage().contains(fragment))) {
                throw new AssertionError(what + ": message \"" + e.getMessage() + "\" lacks \"" + fragment + "\"");
            }
            return e;
        } catch (Exception e) {
            throw new AssertionError(what + ": expected MPIException, got " + e, e);
        }
        throw new AssertionError(what + ": no exception");
    }

    /** Runs {@code body}, which must throw an exception of {@code type}. */
    static <T extends Throwable> T threw(Class<T> type, String what, Body body) {
        try {
            body.run();
        } catch (Throwable e) {
            if (type.isInstance(e)) {
                return type.cast(e);
            }
            throw new AssertionError(what + ": expected " + type.getSimpleName() + ", got " + e, e);
        }
        throw new AssertionError(what + ": no exception");
    }
}
