package syncchecker.core;

import java.util.List;
import java.util.stream.Collectors;
import syncchecker.report.Frame;

/** Call stacks of application code: the frames below the binding (package mpi) and the checker itself. */
public final class CallStacks {
    private static final StackWalker WALKER = StackWalker.getInstance();
    private static volatile int depth = 16;

    private CallStacks() {}

    public static void depth(int frames) {
        depth = Math.max(1, frames);
    }

    /** The application's frames at this point, innermost first. */
    public static List<Frame> capture() {
        int limit = depth;
        return WALKER.walk(s -> s.filter(f -> !internal(f.getClassName()))
                .limit(limit)
                .map(f -> new Frame(f.getClassName(), f.getMethodName(), f.getFileName(), f.getLineNumber()))
                .collect(Collectors.toList()));
    }

    /** Classes of the binding and of the checker: never the location of an application event. */
    public static boolean internal(String className) {
        return className.startsWith("mpi.") || className.startsWith("syncchecker.")
                || className.startsWith("race.");
    }
}
