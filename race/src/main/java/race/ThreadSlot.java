package race;

/**
 * An int per thread, with a fast path for the thread that made the slot (the one that starts the checker, which
 * in most programs makes every MPI call): its value is a plain field, only that thread reads or writes it; other
 * threads' values are in a ThreadLocal. A ThreadLocal lookup is a dozen calls, and the events that read these
 * slots run in the interpreter or in C1's profiled code for their first thousands of calls (kernels.StencilRma
 * with 4 ranks: about 1.5 us per synchronization in ThreadLocal.get).
 */
final class ThreadSlot {
    private final Thread maker = Thread.currentThread();
    private int makersValue;
    private final ThreadLocal<int[]> others;

    ThreadSlot(int initial) {
        makersValue = initial;
        others = ThreadLocal.withInitial(() -> new int[] {initial});
    }

    int get() {
        return Thread.currentThread() == maker ? makersValue : others.get()[0];
    }

    void set(int value) {
        if (Thread.currentThread() == maker) {
            makersValue = value;
        } else {
            others.get()[0] = value;
        }
    }
}
