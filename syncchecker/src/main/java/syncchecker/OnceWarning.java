package syncchecker;

/**
 * The checker's warning on stderr, said once for the whole listener: after a first failure the checker may fail on
 * every event, and the application's own output must stay readable.
 */
final class OnceWarning {
    private boolean warned;

    /** Says that {@code what} happened because of {@code t}, unless a warning was already said. */
    synchronized void warn(String what, Throwable t) {
        if (!warned) {
            warned = true;
            System.err.println("syncchecker: " + what + ": " + t);
        }
    }
}
