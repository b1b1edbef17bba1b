package mpi.shim.event;

import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

/**
 * The one place the binding reaches a checker. {@link #LISTENER} is a constant: null with plain mpi.jar, so the
 * JIT removes every {@code if (Hooks.LISTENER != null)} branch, and the binding pays nothing.
 */
public final class Hooks {
    public static final MpiListener LISTENER;
    /**
     * Why the listener on the classpath could not be made (its settings refused a value, say), or null. MPI.Init
     * then refuses to start: the user asked for a checker, and a run without it would look like a clean one.
     */
    private static final String FAILURE;

    static {
        MpiListener listener = null;
        String failure = null;
        try {
            Iterator<MpiListener> it = ServiceLoader.load(MpiListener.class, Hooks.class.getClassLoader()).iterator();
            listener = it.hasNext() ? it.next() : null;
        } catch (ServiceConfigurationError e) {
            failure = refusal(rootMessage(e));
        }
        LISTENER = listener;
        FAILURE = failure;
    }

    private Hooks() {}

    /** Why the checker on the classpath could not start, or null (it started, or there is none). */
    public static String failure() {
        return FAILURE;
    }

    /** What MPI.Init says when the checker on the classpath cannot start, for {@code reason}. */
    public static String refusal(String reason) {
        return "the checker on the classpath cannot start: " + reason;
    }

    /** The message of the innermost cause: the checker's own words, not the service loader's wrapping. */
    private static String rootMessage(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.getMessage() != null ? root.getMessage() : root.toString();
    }
}
