package syncchecker.rt;

import java.util.ArrayList;
import java.util.List;
import syncchecker.core.FilterConfig;
import syncchecker.report.AccessCounters;

/**
 * The filter counters of one thread (the paper's Fig. 7): plain longs written only by their thread, so the hot
 * path pays no atomic instruction and no contention, and no update is ever lost under MPI_THREAD_MULTIPLE. Every
 * thread's counters stay registered after it ends; {@link #total} sums them. The sum is exact for the work of
 * every thread that happened-before the call (joined threads, the calling thread); a thread still running may
 * be counted a few accesses behind.
 */
public final class Counters {
    private static final List<Counters> ALL = new ArrayList<>();
    private static final ThreadLocal<Counters> LOCAL = ThreadLocal.withInitial(Counters::register);

    /** Accesses that reached a probe (an instrumented buffer access or MPI call with a buffer). */
    long instrumented;
    /** Accesses past ER (all of them when ER is off). */
    long afterEr;
    /** Of those, accesses to heap memory (heap buffers, arrays): never pending, they leave right after ER. */
    long heap;
    /** Direct-memory accesses past AT (all that reached it when AT is off). */
    long afterAt;
    /** ... past MR (all that reached it when MR is off). */
    long afterMr;
    /** Accesses handed to the full check (the paper's "profiled" accesses). */
    long profiled;

    private Counters() {}

    private static Counters register() {
        Counters c = new Counters();
        synchronized (ALL) {
            ALL.add(c);
        }
        return c;
    }

    /** This thread's counters. */
    static Counters local() {
        return LOCAL.get();
    }

    /**
     * The sum over every thread of this process so far, labelled with {@code rank} and the filter setting; null
     * when the probes do not count ({@link FilterConfig#counted}).
     */
    public static AccessCounters total(int rank) {
        return FilterConfig.ACTIVE.counted ? sum(rank) : null;
    }

    /** The sum, whether or not the probes count (tests). */
    static AccessCounters sum(int rank) {
        AccessCounters sum = new AccessCounters();
        sum.rank = rank;
        sum.filters = FilterConfig.ACTIVE.name;
        sum.mrThreshold = FilterConfig.ACTIVE.mrThreshold;
        synchronized (ALL) {
            for (Counters c : ALL) {
                sum.instrumented += c.instrumented;
                sum.heap += c.heap;
                sum.afterEr += c.afterEr;
                sum.afterAt += c.afterAt;
                sum.afterMr += c.afterMr;
                sum.profiled += c.profiled;
            }
        }
        return sum;
    }
}
