package syncchecker.core;

/** The SR source: tells whether the library has finished moving an operation's data. */
public interface LibraryProgress {
    /** True when the library completed the operation of {@code request} (without completing it for the app). */
    boolean completedInLibrary(Object request);

    /** The name the report gives this source. */
    String name();
}
