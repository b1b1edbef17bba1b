package syncchecker.rt;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.LongBuffer;
import java.nio.ShortBuffer;
import java.util.function.IntSupplier;
import mpi.shim.mem.Memory;
import race.Accesses;
import syncchecker.core.AccessSites;
import syncchecker.core.CallStacks;
import syncchecker.core.Checker;
import syncchecker.core.FilterConfig;
import syncchecker.core.PendingSummary;

/**
 * What instrumented application code calls before each java.nio buffer access (like a coverage tool's probes), and
 * what the listener calls for the buffers the binding reports of each blocking MPI call ({@link #libraryAccess}). Each probe is the inline fast path of the paper's Algorithm 1, its three
 * filters folded into one test of the index against a window of the buffer ({@link PendingSummary#window}):
 * <ol>
 * <li>ER: nothing pending at all: the summary is {@link PendingSummary#NONE}, whose window is the whole buffer;</li>
 * <li>AT: a write is tested against the send-side buffers (those the library reads), and the receive-side ones
 * when writes to pending receives are checked; a read against the receive-side ones only;</li>
 * <li>MR: the window is the longest stretch of the buffer that those pending buffers leave free: before their
 * [lo, hi) hull, after it, or in the widest gap inside it; only an index outside it goes on, out of line, to
 * the pending buffers' own ranges;</li>
 * <li>heap memory leaves: the binding takes direct buffers only for nonblocking calls, so a heap buffer is never
 * pending. Its address field is an array offset, which MR almost always drops already; testing it last keeps
 * the megamorphic {@code isDirect()} call off the fast path;</li>
 * <li>the full check ({@link Checker#access}).</li>
 * </ol>
 * The element and unit sizes come from the instrumentation as constants, so the fast path is a few loads and
 * compares the JIT can keep in the caller's loop. Each filter is conservative (it drops only accesses no pending
 * buffer can conflict with) and can be switched off ({@link FilterConfig}); the switches are static finals, so
 * the JIT removes a disabled stage. Counting accesses per stage ({@link Counters}) is a separate, slower path,
 * taken only when counters are on (profiler runs, or any configuration other than er-at-mr). Otherwise each access
 * site calls a probe method of its own ({@link #PER_SITE}), which makes the same decision from {@link #syncWindowRead}
 * with the site's own branch profile and calls {@link #outsideWindow} for the rest. Never throws: an
 * access the buffer itself will refuse (out of bounds) is not reported, and the original call then throws as
 * it would have.
 */
public final class Probes {
    private static final boolean ER = FilterConfig.ACTIVE.er;
    private static final boolean AT = FilterConfig.ACTIVE.at;
    private static final boolean MR = FilterConfig.ACTIVE.mr;
    /** Off (syncchecker.analysis=off): the paper's profiler only, profiled accesses are counted, not analysed. */
    private static final boolean ANALYSIS = FilterConfig.ACTIVE.analysis;
    private static final boolean COUNTED = FilterConfig.ACTIVE.counted;
    /** Race checking requested (syncchecker.checks): only then are accesses also offered to race.Accesses. */
    private static final boolean RACE = race.RaceSettings.load().enabled;
    /**
     * Whether the agent gives each access site probes of its own (syncchecker.agent.SiteProbeClass): the
     * synchronization part ({@link #syncWindowRead} or {@link #syncWindowWrite}, then {@link #outsideWindow} when
     * the index is outside the window) always, unless accesses are counted; then the shared {@link #access} and
     * {@link #accessRelative}.
     */
    public static final boolean PER_SITE = !COUNTED;
    /** Whether the per-site probes include a race part ({@link #raceMeets}, then {@link #raceAt}). */
    public static final boolean PER_SITE_RACE = RACE && PER_SITE;

    /** The index of a relative access (at the buffer's position); any other negative index is out of bounds. */
    public static final int POSITION = Integer.MIN_VALUE;

    private Probes() {}

    /**
     * {@code count} units of {@code unitBytes} bytes at element {@code index} ({@link #POSITION}: the position) of {@code b},
     * whose elements are {@code elementBytes} wide, are read or written at access site {@code site}.
     */
    public static void access(Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write,
            int site) {
        if (COUNTED) {
            counted(b, index, count, unitBytes, elementBytes, write, site);
            return;
        }
        if (b == null) {
            return; // the call itself throws
        }
        if (RACE) {
            raceProbe(b, index, count, unitBytes, elementBytes, write, site);
        }
        window(b, index, count, unitBytes, elementBytes, write, site);
    }

    /**
     * The probes' window ({@link PendingSummary#window}) of {@code b} (not null) for an access of {@code count}
     * units, for the shared probes and the per-site ones. A site's own method tests it against the capacity (a
     * hole as long as the buffer: nothing pending near it) and the index against it, each branch with the site's
     * profile, and calls {@link #outsideWindow} only when both fail. No branch here: the JIT computes it once per
     * loop.
     */
    public static long syncWindowRead(Buffer b, int count, int unitBytes, int elementBytes) {
        return Checker.probeView().readWindow(Memory.address(b), (long) b.capacity() * elementBytes, elementBytes,
                (long) count * unitBytes);
    }

    /** {@link #syncWindowRead} for a write (one method per kind: see PendingSummary#readWindow). */
    public static long syncWindowWrite(Buffer b, int count, int unitBytes, int elementBytes) {
        return Checker.probeView().writeWindow(Memory.address(b), (long) b.capacity() * elementBytes, elementBytes,
                (long) count * unitBytes);
    }

    /** The window for the shared probes, which take the kind of access as an argument. */
    private static long syncWindow(Buffer b, int count, int unitBytes, int elementBytes, boolean write) {
        return write ? syncWindowWrite(b, count, unitBytes, elementBytes)
                : syncWindowRead(b, count, unitBytes, elementBytes);
    }

    /**
     * The probes' out-of-line part, for an access at element {@code index} ({@link #POSITION}: the position) that
     * lies outside {@link #syncWindowRead}/{@link #syncWindowWrite}: the exact ranges, then heap memory out, then
     * the full check.
     */
    public static void outsideWindow(Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write,
            int site) {
        if (b == null || count <= 0) {
            return;
        }
        try {
            PendingSummary s = Checker.probeView();
            long bytes = (long) count * unitBytes;
            long address = address(b, index, bytes, elementBytes);
            if (address == 0 || !(write ? s.writeInRange(address, bytes) : s.readInRange(address, bytes))) {
                return;
            }
            Checker c = Checker.current();
            if (c != null && ANALYSIS) {
                c.access(address, bytes, write, site);
            }
        } catch (RuntimeException e) {
            // the checker must never change what the program does
        }
    }

    private static void window(Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write,
            int site) {
        // ER, AT and MR in one test: the index against the longest hole the pending buffers of the conflicting
        // kinds leave in this buffer (all of it when none meets it, and NONE, nothing pending, has none). The
        // window does not depend on the index, so in a loop over one buffer the JIT computes it once; then one
        // unsigned compare per access, which the JIT lifts out of a loop over consecutive indices as it does a
        // bounds check. The index is tested first, on every access, so that the test is inlined wherever the
        // probe is: tested only for a window of part of a buffer, it sat on a path most programs rarely take,
        // where the JIT does not inline, and its call then kept the whole window computation inside every loop
        // (kernels.IsRma's key histogram: 8x plain in both checker modes; docs/syncchecker.md). The capacity
        // compare after it only sends out-of-bounds indices (the call will throw) back to the fast path.
        // (Relative accesses come through accessRelative.) Nothing may branch before the window is computed:
        // a branch there (such as a test of the whole buffer against the hull) keeps the window's loads inside
        // the loop (kernels.Cg, whose matrix-vector rows read a buffer with a pending ghost row: 3.2x plain with
        // it, 1.2x without; the probe before the window, a per-access address test: 1.5x; docs/syncchecker.md)
        long window = syncWindow(b, count, unitBytes, elementBytes, write);
        if (!PendingSummary.inWindow(window, index) && window != b.capacity()) {
            outsideWindow(b, index, count, unitBytes, elementBytes, write, site);
        }
    }

    /**
     * {@link #access} at the buffer's position (a relative get or put). Its own method, so that the JIT compiles
     * absolute accesses with a profile of their own: a relative access is never in a window of part of a buffer,
     * so near a pending buffer each one takes the branch to the exact check. Once the profile of
     * {@link #access} shows that branch taken, the JIT compiles it as a path that calls out of the loop, and then
     * recomputes the window at every access instead of once per loop: `make bench-probes` shows the cost after a
     * reported conflict, which takes the same branch.
     */
    public static void accessRelative(Buffer b, int count, int unitBytes, int elementBytes, boolean write, int site) {
        if (COUNTED) {
            counted(b, POSITION, count, unitBytes, elementBytes, write, site);
            return;
        }
        if (b == null) {
            return; // the call itself throws
        }
        if (RACE) {
            raceProbe(b, POSITION, count, unitBytes, elementBytes, write, site);
        }
        windowRelative(b, count, unitBytes, elementBytes, write, site);
    }

    private static void windowRelative(Buffer b, int count, int unitBytes, int elementBytes, boolean write,
            int site) {
        if (syncWindow(b, count, unitBytes, elementBytes, write) != b.capacity()) {
            outsideWindow(b, POSITION, count, unitBytes, elementBytes, write, site);
        }
    }

    /**
     * Race checking (shared probe): only buffers that meet window or origin-buffer memory pay a call (a
     * whole-buffer test, loop-invariant); there an access that continues its site's run extends it, others count
     * down the sampler's gap.
     */
    private static void raceProbe(Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write,
            int site) {
        if (raceMeets(b, elementBytes)) {
            raceAt(b, index, count, unitBytes, elementBytes, write, site);
        }
    }

    /**
     * Whether buffer {@code b} (elements of {@code elementBytes}) meets window or origin-buffer memory at all (or,
     * once several threads run, is direct at all: see Accesses#threadsRun): the same answer for every access of a
     * loop over one buffer. The per-site probes branch on it in a method of their own, so that each site's branch has its own profile: with one shared branch, a
     * single loop over window memory anywhere made the JIT keep the call below in every loop of the program, and
     * a call in a loop keeps every probe's loads in it (kernels.StencilRma's halo pack, 600 steps: 108 ms with
     * the shared branch, 27-32 ms per site, 15 ms plain; docs/race.md).
     */
    public static boolean raceMeets(Buffer b, int elementBytes) {
        return RACE && b != null && (Accesses.mayTrack(Memory.address(b), (long) b.capacity() * elementBytes)
                || Accesses.threadsRun() && b.isDirect());
    }

    /**
     * The race part of an access of a buffer that {@link #raceMeets} window or origin memory: extends the site's
     * run, or counts down its sampling gap, or goes to the checker.
     */
    public static void raceAt(Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write,
            int site) {
        if (b == null || count <= 0) {
            return; // the call itself throws, or touches nothing
        }
        // only asked for a buffer that meets window or origin memory, so a direct one (a heap buffer's address
        // field is an array offset): no isDirect(), a call that is megamorphic here, per element of the loop. The
        // base address is tested, not each element's, so that the JIT tests it once per loop
        long base = Memory.address(b);
        int start = index == POSITION ? b.position() : index;
        if (base == 0 || !fits(start, count, unitBytes, elementBytes, b.limit())) {
            return;
        }
        long bytes = (long) count * unitBytes;
        long address = base + (long) start * elementBytes;
        if (!Accesses.track(site, address, bytes, write) && Accesses.active()) {
            race(address, bytes, write, site);
        }
    }

    /**
     * Whether {@code count} units of {@code unitBytes} from element {@code start} lie within the first
     * {@code limit} elements. One element is tested as the buffer tests its index, in int compares that the JIT
     * lifts out of a loop over consecutive indices as it does the buffer's own test; tested in long, as longer
     * accesses are, the bound stayed in the loop (a loop storing to window memory: 29 instructions per element,
     * 17 with the int test).
     */
    static boolean fits(int start, int count, int unitBytes, int elementBytes, int limit) {
        if (count == 1 && unitBytes == elementBytes) {
            return start >= 0 && start < limit;
        }
        return fitsBytes(start, (long) count * unitBytes, elementBytes, limit);
    }

    /** Whether {@code bytes} bytes from element {@code start} lie within the first {@code limit} elements. */
    private static boolean fitsBytes(long start, long bytes, int elementBytes, int limit) {
        return start >= 0 && start * elementBytes + bytes <= (long) limit * elementBytes;
    }

    /** {@link #access} stage by stage, counting what passes each (the paper's Fig. 7). */
    private static void counted(Buffer b, int index, int count, int unitBytes, int elementBytes, boolean write,
            int site) {
        Counters n = Counters.local();
        n.instrumented++;
        if (RACE && b != null) {
            raceProbe(b, index, count, unitBytes, elementBytes, write, site);
        }
        PendingSummary s = Checker.pending();
        if (ER && s == null) {
            return;
        }
        n.afterEr++;
        if (b == null || !b.isDirect()) {
            n.heap++; // heap memory is never pending
            return;
        }
        if (AT && !(write ? s.writeMayConflict() : s.readMayConflict())) {
            return;
        }
        n.afterAt++;
        if (count <= 0) {
            return;
        }
        try {
            long bytes = (long) count * unitBytes;
            long address = address(b, index, bytes, elementBytes);
            if (address != 0) {
                profile(n, s, address, bytes, write, site);
            }
        } catch (RuntimeException e) {
            // the checker must never change what the program does
        }
    }

    /**
     * Native address of {@code bytes} bytes at element {@code index} ({@link #POSITION}: the position) of {@code b} (elements of
     * {@code elementBytes}), or 0 when {@code b} is not direct or they fall outside it (the access then throws).
     */
    private static long address(Buffer b, int index, long bytes, int elementBytes) {
        return b.isDirect() ? inBounds(b, index, bytes, elementBytes) : 0;
    }

    /** {@link #address} of a buffer known to be direct; 0 when the bytes fall outside it. */
    private static long inBounds(Buffer b, int index, long bytes, int elementBytes) {
        long start = index == POSITION ? b.position() : index;
        if (!fitsBytes(start, bytes, elementBytes, b.limit())) {
            return 0;
        }
        return Memory.address(b) + start * elementBytes;
    }

    /** A load or store for the race checker, which samples and records it; never throws. */
    private static void race(long address, long bytes, boolean write, int site) {
        try {
            if (write) {
                Accesses.store(address, bytes, site);
            } else {
                Accesses.load(address, bytes, site);
            }
        } catch (RuntimeException e) {
            // the checker must never change what the program does
        }
    }

    /** MR, then the full check of [address, address + bytes), counted (s is null only with ER off). */
    private static void profile(Counters n, PendingSummary s, long address, long bytes, boolean write, int site) {
        if (MR && (s == null || !(write ? s.writeInRange(address, bytes) : s.readInRange(address, bytes)))) {
            return;
        }
        n.afterMr++;
        Checker c = Checker.current();
        if (c == null) {
            return; // before MPI.Init or after MPI.Finalize (only reachable with ER off)
        }
        n.profiled++;
        if (ANALYSIS) {
            c.access(address, bytes, write, site);
        }
    }

    /**
     * Before a call at {@code site} that may post a nonblocking operation (returns a Request, or starts
     * persistent ones): the site becomes the NB location of what it posts.
     */
    public static void beforePost(int site) {
        Checker c = Checker.current();
        if (c != null) {
            c.beforePost(site);
        }
    }

    /**
     * Before a one-sided operation (put, get, accumulate, ... on a Win) at {@code site}, instrumented only when race
     * checking runs: the race checker takes the site from here instead of walking the stack.
     */
    public static void beforeRma(int site) {
        Accesses.operationAt(site);
    }

    /** {@link #whole}'s kinds: the remaining elements are read; or read, then moved to the start (compact()). */
    public static final int READS_REMAINING = 0;
    public static final int COMPACTS = 1;

    /**
     * A method that reads the buffer's remaining elements, [position, limit), as a whole (equals, hashCode,
     * compareTo, mismatch, CharBuffer.toString); {@code kind} {@link #COMPACTS}: compact(), which then writes them
     * to [0, limit - position).
     */
    public static void whole(Buffer b, int kind, int site) {
        int n = b == null ? 0 : b.remaining();
        if (n > 0) {
            int size = elementSize(b);
            access(b, b.position(), n, size, size, false, site);
            if (kind == COMPACTS) {
                access(b, 0, n, size, size, true, site);
            }
        }
    }

    /** The argument {@code o} of equals, compareTo, mismatch or CharBuffer.append: if a buffer, its remaining are read. */
    public static void readsRemaining(Object o, int site) {
        if (o instanceof Buffer) {
            whole((Buffer) o, READS_REMAINING, site);
        }
    }

    /** A buffer argument's position before a JDK call that moves it (-1: not a buffer; see {@link #moved}). */
    public static int positionOf(Object o) {
        return o instanceof Buffer ? ((Buffer) o).position() : -1;
    }

    /**
     * After a JDK call that read ({@code write} false) or wrote the elements of buffer {@code o} from its position
     * {@code from} before the call up to its position now (a checksum's update, a channel's read, a decoder's
     * input or output; syncchecker.agent.JdkBufferCalls).
     */
    public static void moved(Object o, int from, boolean write, int site) {
        if (o instanceof Buffer && from >= 0) {
            Buffer b = (Buffer) o;
            int n = b.position() - from;
            if (n > 0) {
                int size = elementSize(b);
                access(b, from, n, size, size, write, site);
            }
        }
    }

    /** CharBuffer.charAt(i): the element i after the position, if there is one (else the call throws). */
    public static void charAt(Buffer b, int i, int site) {
        if (b != null && i >= 0 && i < b.remaining()) {
            access(b, b.position() + i, 1, 2, 2, false, site);
        }
    }

    /** An array argument's length (0 for null: the call itself then throws). */
    public static int length(Object array) {
        return array == null ? 0 : java.lang.reflect.Array.getLength(array);
    }

    public static int remaining(Buffer b) {
        return b == null ? 0 : b.remaining();
    }

    public static int length(String s) {
        return s == null ? 0 : s.length();
    }

    /** What CharBuffer.append(csq) writes: csq's length, or "null"'s. */
    public static int length(CharSequence s) {
        return s == null ? 4 : s.length();
    }

    private static int elementSize(Buffer b) {
        if (b instanceof ByteBuffer) {
            return 1;
        }
        if (b instanceof ShortBuffer || b instanceof CharBuffer) {
            return 2;
        }
        if (b instanceof LongBuffer || b instanceof DoubleBuffer) {
            return 8;
        }
        return 4;
    }

    /** The names of the agent's bridges of method references to buffer accessors ({@code mem::get}). */
    public static final String BRIDGE_PREFIX = "syncchecker$ref$";
    private static final StackWalker CALLERS = StackWalker.getInstance();

    /**
     * In a method reference's bridge: the site of the application line that called the reference (the JVM's lambda
     * classes are hidden frames; the JDK's own frames, a stream's, are passed over), registered once per line;
     * {@code bridgeSite}, the reference's own line, when there is none. A stack walk per access: only references to
     * buffer accessors pay it.
     */
    public static int callerSite(int bridgeSite) {
        try {
            syncchecker.report.Frame caller = CALLERS.walk(s -> s
                    .filter(f -> !internal(f.getClassName()) && !f.getMethodName().startsWith(BRIDGE_PREFIX))
                    .findFirst()
                    .map(f -> new syncchecker.report.Frame(f.getClassName(), f.getMethodName(), f.getFileName(),
                            f.getLineNumber()))
                    .orElse(null));
            return caller == null ? bridgeSite : AccessSites.idOf(caller);
        } catch (RuntimeException e) {
            return bridgeSite;
        }
    }

    private static boolean internal(String className) {
        return CallStacks.internal(className) || className.startsWith("java.") || className.startsWith("jdk.")
                || className.startsWith("sun.");
    }

    /**
     * Whether blocking MPI calls' buffers (mpi.shim.event.MpiListener#blockingCall) are wanted now: when a buffer is
     * pending, when race checking runs (the library reads and writes window memory as the application does), and
     * always when the filters count or ER is off, as for every instrumented access.
     */
    public static boolean libraryAccessesWanted() {
        return !ER || COUNTED || Checker.anyPending() || RACE && Accesses.active();
    }

    /**
     * The library's access, inside a blocking MPI call, of [address, address + bytes) of a direct buffer the call
     * was given (see syncchecker.BlockingCallAccesses): counted and filtered as the probes count and filter an
     * access of the application's, then checked against the pending buffers: a read of a buffer the library sends
     * from, a write of one it fills, or, {@code readAndWrite}, both (an in-place buffer the library reads and then
     * overwrites). {@code site} gives the call's access site; it is asked only when the access is checked.
     */
    public static void libraryAccess(long address, long bytes, boolean write, boolean readAndWrite,
            IntSupplier site) {
        Counters n = Counters.local();
        n.instrumented++;
        PendingSummary s = Checker.pending();
        if (ER && s == null) {
            return;
        }
        n.afterEr++;
        boolean reads = readAndWrite || !write;
        boolean writes = readAndWrite || write;
        if (AT && s != null && !(reads && s.readMayConflict() || writes && s.writeMayConflict())) {
            return;
        }
        n.afterAt++;
        if (MR && (s == null || !(reads && s.readInRange(address, bytes) || writes && s.writeInRange(address, bytes)))) {
            return;
        }
        n.afterMr++;
        Checker c = Checker.current();
        if (c == null) {
            return; // before MPI.Init or after MPI.Finalize (only reachable with ER off)
        }
        n.profiled++;
        if (ANALYSIS && readAndWrite) {
            c.accessReadWrite(address, bytes, site.getAsInt());
        } else if (ANALYSIS) {
            c.access(address, bytes, write, site.getAsInt());
        }
    }

    /**
     * The library's access, inside a blocking MPI call, of [address, address + bytes), for the race checker: a read
     * is offered before the call reaches the library, a write once it has returned (after the events that ordered
     * it: the message it received, the collective it made). Only memory a window or an origin buffer may hold.
     */
    public static void libraryRaceAccess(long address, long bytes, boolean write, IntSupplier site) {
        if (RACE && Accesses.active() && Accesses.mayTrack(address, bytes)) {
            race(address, bytes, write, site.getAsInt());
        }
    }
}
