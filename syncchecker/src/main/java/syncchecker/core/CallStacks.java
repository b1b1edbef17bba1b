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

    /** The instrumented call site of the nonblocking call this thread is making, or -1. */
    private static final ThreadLocal<int[]> POSTING_AT = ThreadLocal.withInitial(() -> new int[] {-1});

    /** Instrumented code is about to make a nonblocking call at {@code site} (see {@link #ofPost}). */
    static void postingAt(int site) {
        POSTING_AT.get()[0] = site;
    }

    /**
     * Where the operation being posted on this thread comes from: the instrumented call site announced just
     * before the call, as a one-frame stack, and otherwise (no agent, or a call the agent did not see) the
     * stack recorded by {@link #later()}. Recording a stack costs microseconds per post in a real program
     * (cold caches between the computation's posts: 5-6 us measured in the LU kernel), a site nothing.
     */
    static Deferred ofPost() {
        int[] at = POSTING_AT.get();
        int site = at[0];
        at[0] = -1;
        return site >= 0 ? atSite(site) : later();
    }

    /** One Deferred per announced site, made once: a site's frame never changes. */
    private static volatile Deferred[] bySite = new Deferred[0];

    private static Deferred atSite(int site) {
        Deferred[] known = bySite;
        Deferred d = site < known.length ? known[site] : null;
        if (d == null) {
            d = remember(site);
        }
        return d;
    }

    private static synchronized Deferred remember(int site) {
        Deferred[] known = bySite;
        if (site >= known.length) {
            known = java.util.Arrays.copyOf(known, Math.max(site + 1, 2 * known.length));
        }
        if (known[site] == null) {
            known[site] = new Deferred(site);
        }
        bySite = known;
        return known[site];
    }

    /**
     * This point's stack, decoded only if asked: the JVM records a throwable's stack in a compact native form
     * for about a microsecond, and builds the elements only when read. A nonblocking call's NB stack is needed
     * only when a diagnostic names it, which most never do; walking it eagerly cost several microseconds on
     * every post.
     */
    public static Deferred later() {
        return new Deferred(new Throwable(), depth);
    }

    /** A stack recorded by {@link #later()}. */
    public static final class Deferred {
        private final Throwable recorded;
        private final int limit;
        /** The announced call site ({@link AccessSites}), or -1 for a recorded stack. */
        private final int site;
        private List<Frame> frames;

        private Deferred(Throwable recorded, int limit) {
            this.recorded = recorded;
            this.limit = limit;
            this.site = -1;
        }

        private Deferred(int site) {
            this.recorded = null;
            this.limit = 1;
            this.site = site;
        }

        /** The application's frames at the recorded point, innermost first. */
        public synchronized List<Frame> frames() {
            if (frames == null && recorded == null) {
                Frame f = AccessSites.get(site);
                frames = f != null ? List.of(f) : List.of();
            }
            if (frames == null) {
                frames = java.util.Arrays.stream(recorded.getStackTrace())
                        .filter(f -> !internal(f.getClassName()))
                        .limit(limit)
                        .map(f -> new Frame(f.getClassName(), f.getMethodName(), f.getFileName(), f.getLineNumber()))
                        .collect(Collectors.toList());
            }
            return frames;
        }
    }

    /** Classes of the binding and of the checker: never the location of an application event. */
    public static boolean internal(String className) {
        return className.startsWith("mpi.") || className.startsWith("syncchecker.")
                || className.startsWith("race.");
    }
}
