package mpi.shim.mem;

/**
 * Per-thread native memory for the out-parameters and staging copies of MPI calls, so that the hot path allocates
 * nothing: a fixed block of small slots (request, flag, index, count, statuses) and growable staging areas where
 * Java arrays are copied for blocking calls. Each thread gets its own, which keeps THREAD_MULTIPLE programs safe.
 */
public final class Scratch {
    /** Staging areas: the send side and the receive side of a call can be staged at once. */
    public static final int SEND = 0;
    public static final int RECV = 1;

    private static final int SLOT_BYTES = 512;
    private static final ThreadLocal<Scratch> PER_THREAD = ThreadLocal.withInitial(Scratch::new);

    /**
     * 8-byte slots at the start of the fixed block: room for a handle of any ABI, an MPI_Aint, MPI_Count or pointer.
     * A handle slot is read and written at the handle's own width (mpi.shim.abi.HandleType), since a 4-byte handle
     * leaves the upper half of the slot as it was.
     */
    public final long request;
    public final long flag;
    public final long index;
    public final long count;
    public final long handle;
    /** Room for one MPI_Status (at most 128 bytes for any known ABI). */
    public final long status;
    /**
     * Room for the arguments of one long native call (16 64-bit values), which the binding's native trampoline
     * reads before calling (see mpi.shim.nat.NativeFunction). Apart from the slots above, so that a call may take
     * any of them as an argument.
     */
    public final long arguments;
    /** Room for a short string such as a processor name or an error string. */
    public final long text;
    public final long textBytes;

    private final long[] areaAddress = new long[4];
    private final long[] areaBytes = new long[4];
    /** The thread this scratch belongs to (it is made by the ThreadLocal on that thread). */
    private final Thread owner;

    /**
     * The scratch of the first thread that asked for one (a placeholder owned by no thread until then): that
     * thread skips the ThreadLocal lookup, which made up a good part of a short call's code and time; others take
     * the ThreadLocal path as before. Set once rather than on every change of thread, so that threads taking
     * turns do not write a shared field on each call. Not volatile on purpose: a thread that sees the placeholder
     * or another thread's scratch only takes the ThreadLocal path; it can never see its own scratch without
     * having stored it itself, and {@link #owner} is final, so reading it is always safe.
     */
    private static Scratch first = new Scratch(null);

    private Scratch() {
        this(Thread.currentThread());
    }

    private Scratch(Thread owner) {
        this.owner = owner;
        long block = Memory.allocate(SLOT_BYTES + 1024);
        Memory.zero(block, SLOT_BYTES + 1024);
        request = block;
        flag = block + 8;
        index = block + 16;
        count = block + 24;
        handle = block + 32;
        status = block + 64;
        arguments = block + 256;
        text = block + SLOT_BYTES;
        textBytes = 1024;
    }

    /** The last mark {@link #nextMark} handed out on this thread. */
    private int mark;

    /**
     * A mark for Request's check that an array holds no request twice: 1 to 2^31-1, then again from 1 (0 is a new
     * request's mark, negative ones a freed request's). Per thread, so that array calls need no atomic counter.
     */
    public int nextMark() {
        int m = (mark + 1) & Integer.MAX_VALUE;
        mark = m == 0 ? 1 : m;
        return mark;
    }

    public static Scratch get() {
        Scratch s = first;
        if (s.owner == Thread.currentThread()) {
            return s;
        }
        return lookUp();
    }

    private static Scratch lookUp() {
        Scratch s = PER_THREAD.get();
        if (first.owner == null) {
            first = s;
        }
        return s;
    }

    /**
     * Native memory of at least {@code bytes} in staging area {@code area} (SEND, RECV, or 2 and 3 for request and
     * status arrays); valid until the next call for the same area on this thread.
     */
    public long area(int area, long bytes) {
        if (areaBytes[area] < bytes) {
            long size = Math.max(bytes, Math.max(4096, areaBytes[area] * 2));
            areaAddress[area] = areaAddress[area] == 0 ? Memory.allocate(size) : Memory.reallocate(areaAddress[area], size);
            areaBytes[area] = size;
        }
        return areaAddress[area];
    }

    /** Area for arrays of request handles. */
    public static final int REQUESTS = 2;
    /** Area for arrays of statuses and of indices. */
    public static final int STATUSES = 3;
}
