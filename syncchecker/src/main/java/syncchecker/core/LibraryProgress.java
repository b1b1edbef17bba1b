package syncchecker.core;

/** The SR source: tells whether the library has finished moving the data of a pending buffer. */
public interface LibraryProgress {
    /**
     * A buffer became pending: [address, address + length), which the library reads ({@code libraryReads}, a
     * send side) or writes. Returns a token for {@link #done} and {@link #unwatch}, or -1.
     */
    default int watch(long address, long length, boolean libraryReads) {
        return -1;
    }

    /** A nonblocking call is about to be made: remember the library's copies until {@link #disarm}. */
    default void arm() {}

    /** The call returned (its operation is being registered): stop remembering, keep what was remembered. */
    default void freeze() {}

    /** The operation's buffers are watched: forget the remembered copies. */
    default void disarm() {}

    /** The buffer of {@code token} is no longer pending. */
    default void unwatch(int token) {}

    /**
     * The name of the mechanism that saw the library finish with the buffer ({@code token}) of {@code request},
     * or null when it has not (as far as can be told without completing the request for the application).
     */
    String done(Object request, int token);

    /** The name the report gives this source. */
    String name();

    /** A source that never says the library is done (a private checker, tests without MPI). */
    static LibraryProgress never(String name) {
        return new LibraryProgress() {
            @Override
            public String done(Object request, int token) {
                return null;
            }

            @Override
            public String name() {
                return name;
            }
        };
    }
}
