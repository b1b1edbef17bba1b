package mpi.shim.event;

import java.util.Iterator;
import java.util.ServiceLoader;

/**
 * The one place the binding reaches a checker. {@link #LISTENER} is a constant: null with plain mpi.jar, so the
 * JIT removes every {@code if (Hooks.LISTENER != null)} branch, and the binding pays nothing.
 */
public final class Hooks {
    public static final MpiListener LISTENER = load();

    private Hooks() {}

    private static MpiListener load() {
        Iterator<MpiListener> it = ServiceLoader.load(MpiListener.class, Hooks.class.getClassLoader()).iterator();
        return it.hasNext() ? it.next() : null;
    }
}
