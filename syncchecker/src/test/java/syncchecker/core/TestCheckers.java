package syncchecker.core;

import java.util.Map;

/** Checkers for tests and benches that run without MPI: the library never says an operation is done. */
public final class TestCheckers {
    private static final LibraryProgress NEVER_DONE = LibraryProgress.never("test");

    private TestCheckers() {}

    /** A new checker reporting to {@code sink}, installed as the one the probes report to. */
    public static Checker installed(Sink sink, boolean writesToReceives) {
        Checker c = new Checker(NEVER_DONE, sink, writesToReceives, Map.of());
        Checker.install(c);
        return c;
    }
}
