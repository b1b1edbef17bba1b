package mpi;

import static mpi.Errors.check;

import java.nio.Buffer;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import mpi.shim.abi.Abi;
import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.event.RmaOperation;
import mpi.shim.event.RmaSync;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiRma;

/**
 * A window of memory that other processes reach with one-sided operations ({@code MPI_Win}): put, get, accumulate and
 * their atomic and request-based forms, within fence, post-start-complete-wait or lock epochs.
 *
 * <p>As in Open MPI's bindings, sizes and displacement units count elements of the buffer's type (an
 * {@link java.nio.IntBuffer} base with {@code dispUnit} 1 gives a displacement unit of 4 bytes), origin buffers must be
 * direct, and origin and target datatypes must be built from the same predefined type. Unlike them, every operation is
 * checked before the library sees it: origin counts against the origin buffer, and the target range against the
 * target's window (the sizes are gathered once at creation), so a wrong displacement is an exception
 * ({@link MPI#ERR_DISP}, {@link MPI#ERR_RANK}, {@code MPI_ERR_RMA_RANGE}) and not a corrupted process. The origin
 * buffers stay referenced until the synchronization that completes their operations.
 *
 * <p>Allocated windows ({@link #Win(int, int, Info, Comm, Buffer, int)}) differ from Open MPI's on purpose: Open MPI
 * writes the window's address into the user's buffer and leaves the memory unreachable. Here the library allocates the
 * memory and {@link #getBuffer()} returns it as a direct {@link ByteBuffer}. Open MPI 4.1 creates a window over one
 * process only without osc/ucx ({@code mpirun --mca osc ^ucx}) and below {@link MPI#THREAD_MULTIPLE}; the exception
 * says so (README).
 */
public final class Win implements Freeable {
    private static final long NULL = Handles.resolve("MPI_WIN_NULL");

    /** The null window kind of Open MPI's bindings, kept for source compatibility. */
    public static final int WIN_NULL = 0;
    /** Allocated-window flavor: memory of this process only ({@code MPI_Win_allocate}). */
    public static final int FLAVOR_PRIVATE = 0;
    /** Allocated-window flavor: memory the processes of one node share ({@code MPI_Win_allocate_shared}). */
    public static final int FLAVOR_SHARED = 1;

    private static final int KIND_CREATE = 0;
    private static final int KIND_ALLOCATE = 1;
    private static final int KIND_SHARED = 2;
    private static final int KIND_DYNAMIC = 3;

    private long handle;
    private final int kind;
    /** The window's local memory: the user's buffer, or a view of what the library allocated. */
    private Buffer base;
    /** Per rank size and displacement unit; null for dynamic windows, whose targets are absolute addresses. */
    private final WinTargets targets;
    /** Ranks in the window's group. */
    private final int groupSize;
    /** Buffers of operations not yet completed by a synchronization. */
    private final WinPending pending;
    /** Buffers attached to a dynamic window, kept reachable until detached. */
    private final List<Buffer> attached = Collections.synchronizedList(new ArrayList<>());
    /** Values of user attributes; the library holds only a marker so that it validates keyvals. */
    private final Map<Integer, Object> attributes = Collections.synchronizedMap(new HashMap<>());

    /**
     * Creates a window over this process's memory; collective over {@code comm}. Calls {@code MPI_Win_create}, then
     * gathers every rank's size and displacement unit ({@code MPI_Allgather}) for the target checks. As in Open MPI's
     * bindings, {@code size} may exceed the buffer's capacity (programs create windows of the group size over empty
     * buffers on ranks nobody targets): the window reports the size asked for ({@link MPI#WIN_SIZE}), but operations
     * that would reach past the buffer's end are refused at the origin.
     * @param base the window's memory: a direct buffer
     * @param size the window's size, in elements of the buffer's type
     * @param dispUnit the displacement unit, in elements of the buffer's type
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param comm the processes of the window
     * @throws MPIException if the call fails, or the binding refuses an argument (a negative size:
     * {@link MPI#ERR_SIZE}; {@code dispUnit} below 1: {@link MPI#ERR_DISP}; a heap buffer:
     * {@link IllegalArgumentException})
     */
    public Win(Buffer base, int size, int dispUnit, Info info, Comm comm) throws MPIException {
        WinMemory.requireDirect(base, "base");
        long c = Args.notNull(comm, "comm").use();
        if (size < 0) {
            throw Errors.refused(MPI.ERR_SIZE, "size is negative: " + size);
        }
        long sizeBytes = (long) size * WinMemory.unit(base);
        long reachable = Math.min(sizeBytes, (long) base.capacity() * WinMemory.unit(base));
        int dispBytes = dispUnitBytes(dispUnit, base);
        Scratch s = Scratch.get();
        int rc = LibMpiRma.MPI_Win_create(Memory.address(base), sizeBytes, dispBytes, infoHandle(info), c, s.handle);
        if (rc != 0) {
            throw notCreated(rc, "MPI_Win_create", "size " + sizeBytes + " bytes, disp unit " + dispBytes, comm);
        }
        this.handle = HandleType.WIN.get(s.handle);
        this.kind = KIND_CREATE;
        this.base = base;
        this.groupSize = comm.getSize();
        this.pending = new WinPending(groupSize);
        this.targets = WinTargets.gather(c, groupSize, reachable, dispBytes);
        if (Hooks.LISTENER != null) {
            RmaEvents.created("create", this, handle, Memory.address(base), reachable, dispBytes, c, comm,
                    groupSize);
        }
    }

    /**
     * Creates a window over memory the library allocates; collective over {@code comm}. Calls {@code MPI_Win_allocate}
     * ({@link #FLAVOR_PRIVATE}) or {@code MPI_Win_allocate_shared} ({@link #FLAVOR_SHARED}), then gathers every rank's
     * size and displacement unit ({@code MPI_Allgather}). The memory is reachable with {@link #getBuffer()} until
     * {@link #free()}. {@code base}, when given, is not the window: its first min(capacity, size) elements are copied
     * in as initial contents, and the rest is zeroed; the constructor returns on every rank only after every rank has
     * initialised its part.
     * @param size the window's size, in elements of {@code base}'s type (bytes when {@code base} is null)
     * @param dispUnit the displacement unit, in the same elements
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param comm the processes of the window
     * @param base initial contents and element type: a direct buffer, or null
     * @param flavor {@link #FLAVOR_PRIVATE} or {@link #FLAVOR_SHARED}
     * @throws MPIException if the call fails, or the binding refuses an argument (a negative size, {@code dispUnit}
     * below 1, another flavor)
     */
    public Win(int size, int dispUnit, Info info, Comm comm, Buffer base, int flavor) throws MPIException {
        if (base != null) {
            WinMemory.requireDirect(base, "base");
        }
        if (flavor != FLAVOR_PRIVATE && flavor != FLAVOR_SHARED) {
            throw Errors.refused(MPI.ERR_ARG, "flavor must be Win.FLAVOR_PRIVATE or Win.FLAVOR_SHARED, not " + flavor);
        }
        long c = Args.notNull(comm, "comm").use();
        if (size < 0) {
            throw Errors.refused(MPI.ERR_SIZE, "size is negative: " + size);
        }
        long sizeBytes = (long) size * WinMemory.unit(base);
        int dispBytes = dispUnitBytes(dispUnit, base);
        Scratch s = Scratch.get();
        Memory.putLong(s.index, 0);
        int rc = flavor == FLAVOR_SHARED
                ? LibMpiRma.MPI_Win_allocate_shared(sizeBytes, dispBytes, infoHandle(info), c, s.index, s.handle)
                : LibMpiRma.MPI_Win_allocate(sizeBytes, dispBytes, infoHandle(info), c, s.index, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, flavor == FLAVOR_SHARED ? "MPI_Win_allocate_shared" : "MPI_Win_allocate",
                    "size " + sizeBytes + " bytes, disp unit " + dispBytes);
        }
        this.handle = HandleType.WIN.get(s.handle);
        this.kind = flavor == FLAVOR_SHARED ? KIND_SHARED : KIND_ALLOCATE;
        long address = Memory.getLong(s.index);
        ByteBuffer memory = WinMemory.view(address, sizeBytes);
        if (sizeBytes > 0) {
            Memory.zero(address, sizeBytes);
            if (base != null) {
                long initial = Math.min(sizeBytes, (long) base.capacity() * WinMemory.unit(base));
                Memory.copy(Memory.address(base), address, initial);
            }
        }
        this.base = memory;
        this.groupSize = comm.getSize();
        this.pending = new WinPending(groupSize);
        this.targets = WinTargets.gather(c, groupSize, sizeBytes, dispBytes);
        // the gather above is the barrier: every rank has initialised its memory before any returns
        if (Hooks.LISTENER != null) {
            RmaEvents.created(flavor == FLAVOR_SHARED ? "allocateShared" : "allocate", this, handle, address,
                    sizeBytes, dispBytes, c, comm, groupSize);
        }
    }

    /**
     * A window constructor's failure. Open MPI 4.1 answers MPI_ERR_WIN to MPI_Win_create and MPI_Win_create_dynamic
     * on a communicator of one process (a one-rank job, COMM_SELF): only its osc/pt2pt component serves such a
     * window, and only when osc/ucx is excluded and the thread level is below MPI_THREAD_MULTIPLE.
     */
    private static MPIException notCreated(int rc, String call, String context, Comm comm) throws MPIException {
        MPIException e = Errors.of(rc, call, context);
        if (e.getErrorClass() != MPI.ERR_WIN || comm.getSize() != 1) {
            return e;
        }
        return Errors.of(rc, call, context + "; Open MPI 4.1 serves a window over one process only with osc/pt2pt:"
                + " run with mpirun --mca osc ^ucx, below MPI_THREAD_MULTIPLE");
    }

    /**
     * Creates a dynamic window, whose memory is added with {@link #attach} and addressed by absolute address;
     * collective over {@code comm}. Calls {@code MPI_Win_create_dynamic}.
     * @param info hints, or {@link MPI#INFO_NULL}
     * @param comm the processes of the window
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Win(Info info, Comm comm) throws MPIException {
        long c = Args.notNull(comm, "comm").use();
        Scratch s = Scratch.get();
        int rc = LibMpiRma.MPI_Win_create_dynamic(infoHandle(info), c, s.handle);
        if (rc != 0) {
            throw notCreated(rc, "MPI_Win_create_dynamic", "dynamic", comm);
        }
        this.handle = HandleType.WIN.get(s.handle);
        this.kind = KIND_DYNAMIC;
        this.groupSize = comm.getSize();
        this.pending = new WinPending(groupSize);
        this.targets = null;
        if (Hooks.LISTENER != null) {
            RmaEvents.created("createDynamic", this, handle, 0, 0, 1, c, comm, groupSize);
        }
    }

    private static long infoHandle(Info info) {
        return Args.notNull(info, "info").handle;
    }

    private static int dispUnitBytes(int dispUnit, Buffer base) throws MPIException {
        if (dispUnit <= 0) {
            throw Errors.refused(MPI.ERR_DISP, "dispUnit must be positive: " + dispUnit);
        }
        return Math.multiplyExact(dispUnit, WinMemory.unit(base));
    }

    /** The handle, or an exception when this window has been freed or MPI is not running. */
    long use() throws MPIException {
        if (handle == NULL) {
            throw Errors.refused(MPI.ERR_WIN, "window has been freed");
        }
        Lifecycle.check();
        return handle;
    }

    // ---- memory ----------------------------------------------------------------------------------------------

    /**
     * This process's window memory: the buffer given to the create constructor, or, for allocated windows, a direct
     * {@link ByteBuffer} in native byte order over the memory the library allocated (valid until {@link #free()}; use
     * {@code asIntBuffer()} and the like for typed access).
     * @return the memory, or null for a dynamic window
     * @throws MPIException if the window has been freed
     */
    public Buffer getBuffer() throws MPIException {
        use();
        return base;
    }

    /**
     * The memory of a rank's part of a shared window (allocated with {@link #FLAVOR_SHARED}), as a direct
     * {@link ByteBuffer} in native byte order that this process reads and writes with plain loads and stores, valid
     * until {@link #free()}. Calls {@code MPI_Win_shared_query}; other windows are refused
     * ({@code MPI_ERR_RMA_FLAVOR}).
     * @param rank the rank
     * @return its memory
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public ByteBuffer sharedQuery(int rank) throws MPIException {
        long h = use();
        if (kind != KIND_SHARED) {
            throw Errors.refused(WinMemory.ERR_RMA_FLAVOR, "sharedQuery needs a window allocated with"
                    + " Win.FLAVOR_SHARED");
        }
        checkRank(rank);
        Scratch s = Scratch.get();
        int rc = LibMpiRma.MPI_Win_shared_query(h, rank, s.count, s.flag, s.index);
        Errors.check(rc, "MPI_Win_shared_query", "rank ", rank);
        return WinMemory.view(Memory.getLong(s.index), Memory.getLong(s.count));
    }

    /**
     * The displacement unit of a rank's part of a shared window. Calls {@code MPI_Win_shared_query}.
     * @param rank the rank
     * @return the unit in bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public int sharedQueryDispUnit(int rank) throws MPIException {
        sharedQuery(rank);
        return Memory.getInt(Scratch.get().flag);
    }

    /**
     * Adds memory to a dynamic window; it stays referenced until detached. Calls {@code MPI_Win_attach}.
     * @param base the memory: a direct buffer
     * @param size its size, in elements of the buffer's type
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void attach(Buffer base, int size) throws MPIException {
        long h = use();
        WinMemory.requireDirect(base, "base");
        long bytes = WinMemory.elementsInBytes(base, size, "size", "base");
        int rc = LibMpiRma.MPI_Win_attach(h, Memory.address(base), bytes);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Win_attach", bytes + " bytes");
        }
        attached.add(base);
        if (Hooks.LISTENER != null) {
            Hooks.LISTENER.windowMemory(h, true, Memory.address(base), bytes);
        }
    }

    /**
     * Removes memory from a dynamic window. Calls {@code MPI_Win_detach}.
     * @param base the buffer given to {@link #attach}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void detach(Buffer base) throws MPIException {
        long h = use();
        WinMemory.requireDirect(base, "base");
        Errors.check(LibMpiRma.MPI_Win_detach(h, Memory.address(base)), "MPI_Win_detach");
        attached.remove(base);
        if (Hooks.LISTENER != null) {
            Hooks.LISTENER.windowMemory(h, false, Memory.address(base), 0);
        }
    }

    /**
     * The address of a direct buffer's first element: for dynamic windows, the target displacement of memory another
     * process attached (send it to the origin, which passes it to the {@code long targetDisp} forms). The binding's
     * stand-in for {@code MPI_Get_address}.
     * @param buf a direct buffer
     * @return its address
     * @throws IllegalArgumentException if {@code buf} is not direct
     */
    public static long addressOf(Buffer buf) {
        WinMemory.requireDirect(buf, "buf");
        return Memory.address(buf);
    }

    /**
     * The group of the window's processes. Calls {@code MPI_Win_get_group}.
     * @return a new group; free it when done
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Group getGroup() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiRma.MPI_Win_get_group(use(), s.handle), "MPI_Win_get_group");
        return new Group(HandleType.GROUP.get(s.handle));
    }

    // ---- one-sided operations ----------------------------------------------------------------------------------

    /** Open MPI refuses origin and target datatypes built from different predefined types. */
    private static void sameBase(Datatype origin, Datatype target, String originName) {
        if (origin.baseType != target.baseType) {
            throw new IllegalArgumentException(originName + " (" + origin + ") and targetType (" + target
                    + ") must be constructed from the same predefined datatype");
        }
    }

    /** Checks the target side of an operation and returns the target datatype's handle. */
    private long target(int rank, long disp, int count, Datatype type, String call) throws MPIException {
        long t = Datatype.handleOf(type, "targetType");
        Args.nonNegative(count, "targetCount");
        if (disp < 0) {
            throw Errors.refused(MPI.ERR_DISP, "targetDisp is negative: " + disp);
        }
        if (targets != null) {
            targets.check(rank, disp, count, type, call);
        } else {
            checkRank(rank);
        }
        return t;
    }

    /** Byte offset at the target of displacement {@code disp} (dynamic windows: the address itself). */
    private long targetOffset(int rank, long disp) {
        return targets != null && rank >= 0 ? targets.offset(rank, disp) : disp;
    }

    private static String where(int rank, long disp) {
        return "targetRank " + rank + ", targetDisp " + disp;
    }

    /** {@link Errors#check} for a call on a target, with the target as context (built only on failure). */
    private static void checkAt(int rc, String call, int rank, long disp) throws MPIException {
        if (rc != 0) {
            throw Errors.of(rc, call, where(rank, disp));
        }
    }

    /** {@link Errors#check} for an accumulating call on a target, with the target and the op as context. */
    private static void checkAt(int rc, String call, int rank, long disp, Op op) throws MPIException {
        if (rc != 0) {
            throw Errors.of(rc, call, where(rank, disp) + ", " + op);
        }
    }

    /**
     * Writes origin data into the target's window; complete it with a synchronization. Calls {@code MPI_Put}.
     * @param origin the origin data: a direct buffer
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public void put(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType) throws MPIException {
        put(origin, orgCount, orgType, targetRank, (long) targetDisp, targetCount, targetType);
    }

    /**
     * Writes origin data into the target's window; complete it with a synchronization. Calls {@code MPI_Put}. The
     * 64-bit displacement addresses attached memory of dynamic windows.
     * @param origin the origin data: a direct buffer
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start (for a dynamic window,
     * the absolute address of attached memory, {@link #addressOf})
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public void put(Buffer origin, int orgCount, Datatype orgType, int targetRank, long targetDisp, int targetCount,
            Datatype targetType) throws MPIException {
        long h = use();
        long o = Datatype.handleOf(orgType, "orgType");
        long t = target(targetRank, targetDisp, targetCount, targetType, "put");
        sameBase(orgType, targetType, "orgType");
        long a = Payload.direct(origin, orgCount, orgType, "origin");
        int rc = LibMpiRma.MPI_Put(a, orgCount, o, targetRank, targetDisp, targetCount, t, h);
        checkAt(rc, "MPI_Put", targetRank, targetDisp);
        pending.add(targetRank, origin);
        if (Hooks.LISTENER != null) {
            RmaEvents.operation("put", h, null, targetRank, targetOffset(targetRank, targetDisp), targetCount,
                    targetType, RmaOperation.TARGET_WRITE, null,
                    RmaEvents.reads(origin, a, orgCount, orgType, "origin"));
        }
    }

    /**
     * Reads data of the target's window into the origin buffer; complete it with a synchronization. Calls
     * {@code MPI_Get}.
     * @param origin where the data goes: a direct buffer
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public void get(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType) throws MPIException {
        get(origin, orgCount, orgType, targetRank, (long) targetDisp, targetCount, targetType);
    }

    /**
     * Reads data of the target's window into the origin buffer; complete it with a synchronization. Calls
     * {@code MPI_Get}. The 64-bit displacement addresses attached memory of dynamic windows.
     * @param origin where the data goes: a direct buffer
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start (for a dynamic window,
     * the absolute address of attached memory, {@link #addressOf})
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public void get(Buffer origin, int orgCount, Datatype orgType, int targetRank, long targetDisp, int targetCount,
            Datatype targetType) throws MPIException {
        long h = use();
        long o = Datatype.handleOf(orgType, "orgType");
        long t = target(targetRank, targetDisp, targetCount, targetType, "get");
        sameBase(orgType, targetType, "orgType");
        long a = Payload.directOut(origin, orgCount, orgType, "origin");
        int rc = LibMpiRma.MPI_Get(a, orgCount, o, targetRank, targetDisp, targetCount, t, h);
        checkAt(rc, "MPI_Get", targetRank, targetDisp);
        pending.add(targetRank, origin);
        if (Hooks.LISTENER != null) {
            RmaEvents.operation("get", h, null, targetRank, targetOffset(targetRank, targetDisp), targetCount,
                    targetType, RmaOperation.TARGET_READ, null,
                    RmaEvents.writes(origin, a, orgCount, orgType, "origin"));
        }
    }

    /**
     * Combines origin data into the target's window with an operation, element by element atomically. Calls
     * {@code MPI_Accumulate}.
     * @param origin the origin data: a direct buffer
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @param op the operation: a predefined one, {@link MPI#REPLACE} or {@link MPI#NO_OP}
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public void accumulate(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType, Op op) throws MPIException {
        accumulate(origin, orgCount, orgType, targetRank, (long) targetDisp, targetCount, targetType, op);
    }

    /**
     * Combines origin data into the target's window with an operation, element by element atomically. Calls
     * {@code MPI_Accumulate}. The 64-bit displacement addresses attached memory of dynamic windows.
     * @param origin the origin data: a direct buffer
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start (for a dynamic window,
     * the absolute address of attached memory, {@link #addressOf})
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @param op the operation: a predefined one, {@link MPI#REPLACE} or {@link MPI#NO_OP}
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public void accumulate(Buffer origin, int orgCount, Datatype orgType, int targetRank, long targetDisp,
            int targetCount, Datatype targetType, Op op) throws MPIException {
        long h = use();
        long o = Datatype.handleOf(orgType, "orgType");
        long t = target(targetRank, targetDisp, targetCount, targetType, "accumulate");
        sameBase(orgType, targetType, "orgType");
        long p = Args.notNull(op, "op").use();
        long a = Payload.direct(origin, orgCount, orgType, "origin");
        int rc = LibMpiRma.MPI_Accumulate(a, orgCount, o, targetRank, targetDisp, targetCount, t, p, h);
        checkAt(rc, "MPI_Accumulate", targetRank, targetDisp, op);
        pending.add(targetRank, origin);
        if (Hooks.LISTENER != null) {
            RmaEvents.operation("accumulate", h, null, targetRank, targetOffset(targetRank, targetDisp),
                    targetCount, targetType, RmaOperation.TARGET_ATOMIC, op,
                    RmaEvents.reads(origin, a, orgCount, orgType, "origin"));
        }
    }

    /**
     * The origin of an accumulate-like call. With MPI.NO_OP the library ignores it: it may be null or an empty
     * buffer (programs pass MPI.newIntBuffer(0)), but a heap buffer is still refused as Open MPI refuses it.
     */
    /**
     * The handle of an accumulate's origin datatype, of the same predefined type as the target's. With MPI.NO_OP
     * the origin is ignored, so MPI.DATATYPE_NULL (or null) is taken there, as C programs pass it.
     */
    private static long accumulateOriginType(Datatype type, Datatype targetType, Op op) throws MPIException {
        if (op == MPI.NO_OP && (type == null || type == MPI.DATATYPE_NULL)) {
            return Handles.DATATYPE_NULL;
        }
        long o = Datatype.handleOf(type, "orgType");
        sameBase(type, targetType, "orgType");
        return o;
    }

    private static long accumulateOrigin(Buffer origin, int count, Datatype type, Op op) throws MPIException {
        if (op == MPI.NO_OP) {
            if (origin == null) {
                return 0;
            }
            WinMemory.requireDirect(origin, "origin");
            return Memory.address(origin);
        }
        return Payload.direct(origin, count, type, "origin");
    }

    /**
     * Reads the target's data and combines origin data into it, atomically. Calls {@code MPI_Get_accumulate}.
     * @param origin the origin data: a direct buffer (ignored, and may be null, with {@link MPI#NO_OP})
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param resultAddr where the target's previous data goes: a direct buffer
     * @param resultCount the number of result elements
     * @param resultType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @param op the operation; with {@link MPI#NO_OP} it is an atomic read
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public void getAccumulate(Buffer origin, int orgCount, Datatype orgType, Buffer resultAddr, int resultCount,
            Datatype resultType, int targetRank, int targetDisp, int targetCount, Datatype targetType, Op op)
            throws MPIException {
        long h = use();
        long r = Datatype.handleOf(resultType, "resultType");
        long t = target(targetRank, targetDisp, targetCount, targetType, "getAccumulate");
        long o = accumulateOriginType(orgType, targetType, op);
        long p = Args.notNull(op, "op").use();
        long a = accumulateOrigin(origin, orgCount, orgType, op);
        long ra = Payload.directOut(resultAddr, resultCount, resultType, "resultAddr");
        int rc = LibMpiRma.MPI_Get_accumulate(a, orgCount, o, ra, resultCount, r, targetRank, targetDisp, targetCount, t,
                p, h);
        checkAt(rc, "MPI_Get_accumulate", targetRank, targetDisp, op);
        pending.add(targetRank, origin);
        pending.add(targetRank, resultAddr);
        if (Hooks.LISTENER != null) {
            RmaEvents.Origin result = RmaEvents.writes(resultAddr, ra, resultCount, resultType, "result");
            RmaEvents.operation("getAccumulate", h, null, targetRank, targetOffset(targetRank, targetDisp),
                    targetCount, targetType, RmaOperation.TARGET_ATOMIC, op, a == 0 || op == MPI.NO_OP
                            ? new RmaEvents.Origin[] {result}
                            : new RmaEvents.Origin[] {RmaEvents.reads(origin, a, orgCount, orgType, "origin"),
                                result});
        }
    }

    /**
     * Reads one target element and combines one origin element into it, atomically. Calls {@code MPI_Fetch_and_op}.
     * @param origin the origin element: a direct buffer (ignored, and may be null, with {@link MPI#NO_OP})
     * @param resultAddr where the target's previous element goes: a direct buffer
     * @param dataType the element's datatype, a predefined one
     * @param targetRank the rank of the target
     * @param targetDisp where at the target, in its displacement units
     * @param op the operation
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void fetchAndOp(Buffer origin, Buffer resultAddr, Datatype dataType, int targetRank, int targetDisp,
            Op op) throws MPIException {
        long h = use();
        long t = target(targetRank, targetDisp, 1, dataType, "fetchAndOp");
        long p = Args.notNull(op, "op").use();
        long a = accumulateOrigin(origin, 1, dataType, op);
        long ra = Payload.directOut(resultAddr, 1, dataType, "resultAddr");
        int rc = LibMpiRma.MPI_Fetch_and_op(a, ra, t, targetRank, targetDisp, p, h);
        checkAt(rc, "MPI_Fetch_and_op", targetRank, targetDisp, op);
        pending.add(targetRank, origin);
        pending.add(targetRank, resultAddr);
        if (Hooks.LISTENER != null) {
            RmaEvents.Origin result = RmaEvents.writes(resultAddr, ra, 1, dataType, "result");
            RmaEvents.operation("fetchAndOp", h, null, targetRank, targetOffset(targetRank, targetDisp), 1,
                    dataType, RmaOperation.TARGET_ATOMIC, op, a == 0 || op == MPI.NO_OP
                            ? new RmaEvents.Origin[] {result}
                            : new RmaEvents.Origin[] {RmaEvents.reads(origin, a, 1, dataType, "origin"), result});
        }
    }

    /**
     * Replaces one target element with the origin's if it equals the compare element, atomically. Calls
     * {@code MPI_Compare_and_swap}.
     * @param origin the new element: a direct buffer
     * @param compareAddr the element to compare with: a direct buffer
     * @param resultAddr where the target's previous element goes: a direct buffer
     * @param targetType the element's datatype, a predefined one
     * @param targetRank the rank of the target
     * @param targetDisp where at the target, in its displacement units
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void compareAndSwap(Buffer origin, Buffer compareAddr, Buffer resultAddr, Datatype targetType,
            int targetRank, int targetDisp) throws MPIException {
        long h = use();
        long t = target(targetRank, targetDisp, 1, targetType, "compareAndSwap");
        long a = Payload.direct(origin, 1, targetType, "origin");
        long ca = Payload.direct(compareAddr, 1, targetType, "compareAddr");
        long ra = Payload.directOut(resultAddr, 1, targetType, "resultAddr");
        int rc = LibMpiRma.MPI_Compare_and_swap(a, ca, ra, t, targetRank, targetDisp, h);
        checkAt(rc, "MPI_Compare_and_swap", targetRank, targetDisp);
        pending.add(targetRank, origin);
        pending.add(targetRank, compareAddr);
        pending.add(targetRank, resultAddr);
        if (Hooks.LISTENER != null) {
            RmaEvents.operation("compareAndSwap", h, null, targetRank, targetOffset(targetRank, targetDisp), 1,
                    targetType, RmaOperation.TARGET_ATOMIC, null, RmaEvents.reads(origin, a, 1, targetType, "origin"),
                    RmaEvents.reads(compareAddr, ca, 1, targetType, "compare"),
                    RmaEvents.writes(resultAddr, ra, 1, targetType, "result"));
        }
    }

    // ---- request-based operations: the origin buffers are pending until the request completes --------------

    /**
     * Starts a put that completes with its request (within a lock epoch). Calls {@code MPI_Rput}.
     * @param origin_addr the origin data: a direct buffer
     * @param origin_count the number of origin elements
     * @param origin_datatype their datatype
     * @param target_rank the rank of the target
     * @param target_disp where at the target, in its displacement units
     * @param target_count the number of target elements
     * @param target_datatype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public final Request rPut(Buffer origin_addr, int origin_count, Datatype origin_datatype, int target_rank,
            int target_disp, int target_count, Datatype target_datatype) throws MPIException {
        long h = use();
        long o = Datatype.handleOf(origin_datatype, "origin_datatype");
        long t = target(target_rank, target_disp, target_count, target_datatype, "rPut");
        sameBase(origin_datatype, target_datatype, "origin_datatype");
        long a = Payload.direct(origin_addr, origin_count, origin_datatype, "origin_addr");
        Scratch s = Scratch.get();
        int rc = LibMpiRma.MPI_Rput(a, origin_count, o, target_rank, target_disp, target_count, t, h, s.request);
        checkAt(rc, "MPI_Rput", target_rank, target_disp);
        Request r = new Request(HandleType.REQUEST.get(s.request));
        r.addSendBufRef(origin_addr);
        if (Hooks.LISTENER != null) {
            Notify.posted("rPut", r, h, target_rank, MPI.UNDEFINED,
                    Notify.reads(origin_addr, a, origin_count, origin_datatype, "origin"));
            RmaEvents.operation("rPut", h, r, target_rank, targetOffset(target_rank, target_disp), target_count,
                    target_datatype, RmaOperation.TARGET_WRITE, null,
                    RmaEvents.reads(origin_addr, a, origin_count, origin_datatype, "origin"));
        }
        return r;
    }

    /**
     * Starts a get that completes with its request (within a lock epoch). Calls {@code MPI_Rget}.
     * @param origin where the data goes: a direct buffer
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public final Request rGet(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType) throws MPIException {
        long h = use();
        long o = Datatype.handleOf(orgType, "orgType");
        long t = target(targetRank, targetDisp, targetCount, targetType, "rGet");
        sameBase(orgType, targetType, "orgType");
        long a = Payload.directOut(origin, orgCount, orgType, "origin");
        Scratch s = Scratch.get();
        int rc = LibMpiRma.MPI_Rget(a, orgCount, o, targetRank, targetDisp, targetCount, t, h, s.request);
        checkAt(rc, "MPI_Rget", targetRank, targetDisp);
        Request r = new Request(HandleType.REQUEST.get(s.request));
        r.addRecvBufRef(origin);
        if (Hooks.LISTENER != null) {
            Notify.posted("rGet", r, h, targetRank, MPI.UNDEFINED,
                    Notify.writes(origin, a, orgCount, orgType, "origin"));
            RmaEvents.operation("rGet", h, r, targetRank, targetOffset(targetRank, targetDisp), targetCount,
                    targetType, RmaOperation.TARGET_READ, null,
                    RmaEvents.writes(origin, a, orgCount, orgType, "origin"));
        }
        return r;
    }

    /**
     * Starts an accumulate that completes with its request (within a lock epoch). Calls {@code MPI_Raccumulate}.
     * @param origin the origin data: a direct buffer
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public Request rAccumulate(Buffer origin, int orgCount, Datatype orgType, int targetRank, int targetDisp,
            int targetCount, Datatype targetType, Op op) throws MPIException {
        long h = use();
        long o = Datatype.handleOf(orgType, "orgType");
        long t = target(targetRank, targetDisp, targetCount, targetType, "rAccumulate");
        sameBase(orgType, targetType, "orgType");
        long p = Args.notNull(op, "op").use();
        long a = Payload.direct(origin, orgCount, orgType, "origin");
        Scratch s = Scratch.get();
        int rc = LibMpiRma.MPI_Raccumulate(a, orgCount, o, targetRank, targetDisp, targetCount, t, p, h, s.request);
        checkAt(rc, "MPI_Raccumulate", targetRank, targetDisp, op);
        Request r = new Request(HandleType.REQUEST.get(s.request));
        r.addSendBufRef(origin);
        if (Hooks.LISTENER != null) {
            Notify.posted("rAccumulate", r, h, targetRank, MPI.UNDEFINED,
                    Notify.reads(origin, a, orgCount, orgType, "origin"));
            RmaEvents.operation("rAccumulate", h, r, targetRank, targetOffset(targetRank, targetDisp),
                    targetCount, targetType, RmaOperation.TARGET_ATOMIC, op,
                    RmaEvents.reads(origin, a, orgCount, orgType, "origin"));
        }
        return r;
    }

    /**
     * Starts a get-accumulate that completes with its request (within a lock epoch). Calls {@code MPI_Rget_accumulate}.
     * @param origin the origin data: a direct buffer (ignored, and may be null, with {@link MPI#NO_OP})
     * @param orgCount the number of origin elements
     * @param orgType their datatype
     * @param resultAddr where the target's previous data goes: a direct buffer
     * @param resultCount the number of result elements
     * @param resultType their datatype
     * @param targetRank the rank of the target in the window's group
     * @param targetDisp where at the target, in its displacement units from its window's start
     * @param targetCount the number of target elements
     * @param targetType their datatype, built from the same predefined type as the origin's
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument (origin and target types of different
     * predefined types: {@link IllegalArgumentException})
     */
    public Request rGetAccumulate(Buffer origin, int orgCount, Datatype orgType, Buffer resultAddr,
            int resultCount, Datatype resultType, int targetRank, int targetDisp, int targetCount,
            Datatype targetType, Op op) throws MPIException {
        long h = use();
        long rt = Datatype.handleOf(resultType, "resultType");
        long t = target(targetRank, targetDisp, targetCount, targetType, "rGetAccumulate");
        long o = accumulateOriginType(orgType, targetType, op);
        long p = Args.notNull(op, "op").use();
        long a = accumulateOrigin(origin, orgCount, orgType, op);
        long ra = Payload.directOut(resultAddr, resultCount, resultType, "resultAddr");
        Scratch s = Scratch.get();
        int rc = LibMpiRma.MPI_Rget_accumulate(a, orgCount, o, ra, resultCount, rt, targetRank, targetDisp, targetCount,
                t, p, h, s.request);
        checkAt(rc, "MPI_Rget_accumulate", targetRank, targetDisp, op);
        Request r = new Request(HandleType.REQUEST.get(s.request));
        r.addSendBufRef(origin);
        r.addRecvBufRef(resultAddr);
        if (Hooks.LISTENER != null) {
            if (a == 0) {
                Notify.posted("rGetAccumulate", r, h, targetRank, MPI.UNDEFINED,
                        Notify.writes(resultAddr, ra, resultCount, resultType, "result"));
            } else {
                Notify.posted("rGetAccumulate", r, h, targetRank, MPI.UNDEFINED,
                        Notify.reads(origin, a, orgCount, orgType, "origin"),
                        Notify.writes(resultAddr, ra, resultCount, resultType, "result"));
            }
            RmaEvents.Origin result = RmaEvents.writes(resultAddr, ra, resultCount, resultType, "result");
            RmaEvents.operation("rGetAccumulate", h, r, targetRank, targetOffset(targetRank, targetDisp),
                    targetCount, targetType, RmaOperation.TARGET_ATOMIC, op, a == 0 || op == MPI.NO_OP
                            ? new RmaEvents.Origin[] {result}
                            : new RmaEvents.Origin[] {RmaEvents.reads(origin, a, orgCount, orgType, "origin"),
                                result});
        }
        return r;
    }

    // ---- synchronization ---------------------------------------------------------------------------------------


    /**
     * Ends and begins a fence epoch; collective. Completes the one-sided operations of the epoch. Calls
     * {@code MPI_Win_fence}.
     * @param assertion 0, or {@link MPI#MODE_NOPRECEDE}, {@link MPI#MODE_NOSUCCEED}, ... combined with {@code |}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void fence(int assertion) throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_fence(assertion, h), "MPI_Win_fence");
        pending.completedAll();
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.FENCE, h, -1, 0, assertion);
        }
    }

    /**
     * Begins an access epoch towards the processes of {@code group}. Calls {@code MPI_Win_start}.
     * @param group the targets, which call {@link #post}
     * @param assertion 0 or {@link MPI#MODE_NOCHECK}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void start(Group group, int assertion) throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_start(Args.notNull(group, "group").use(), assertion, h), "MPI_Win_start");
        if (Hooks.LISTENER != null) {
            RmaEvents.groupSync(RmaSync.Call.START, this, h, group, assertion);
        }
    }

    /**
     * Ends the access epoch begun by {@link #start}, completing its operations. Calls {@code MPI_Win_complete}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void complete() throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_complete(h), "MPI_Win_complete");
        pending.completedAll();
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.COMPLETE, h, -1, 0, 0);
        }
    }

    /**
     * Begins an exposure epoch for the processes of {@code group}. Calls {@code MPI_Win_post}.
     * @param group the origins, which call {@link #start}
     * @param assertion 0, or {@link MPI#MODE_NOCHECK}, {@link MPI#MODE_NOSTORE}, {@link MPI#MODE_NOPUT} combined with
     * {@code |}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void post(Group group, int assertion) throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_post(Args.notNull(group, "group").use(), assertion, h), "MPI_Win_post");
        if (Hooks.LISTENER != null) {
            RmaEvents.groupSync(RmaSync.Call.POST, this, h, group, assertion);
        }
    }

    /**
     * Ends the exposure epoch begun by {@link #post}, once every origin has completed. Calls {@code MPI_Win_wait}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void waitFor() throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_wait(h), "MPI_Win_wait");
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.WAIT, h, -1, 0, 0);
        }
    }

    /**
     * Tests whether the exposure epoch begun by {@link #post} can end, ending it if so. Calls {@code MPI_Win_test}.
     * @return true when it ended
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public boolean test() throws MPIException {
        Scratch s = Scratch.get();
        long h = use();
        check(LibMpiRma.MPI_Win_test(h, s.flag), "MPI_Win_test");
        boolean done = Memory.getInt(s.flag) != 0;
        if (done && Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.TEST, h, -1, 0, 0);
        }
        return done;
    }

    /**
     * Begins a passive-target access epoch at one rank. Calls {@code MPI_Win_lock}; an unknown lock type
     * ({@link MPI#ERR_LOCKTYPE}) and a rank outside the group ({@link MPI#ERR_RANK}) are refused. MPICH grants locks on
     * windows with the {@code no_locks} hint, Open MPI refuses them (docs/mpis.md).
     * @param lockType {@link MPI#LOCK_EXCLUSIVE} or {@link MPI#LOCK_SHARED}
     * @param rank the target
     * @param assertion 0 or {@link MPI#MODE_NOCHECK}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void lock(int lockType, int rank, int assertion) throws MPIException {
        long h = use();
        if (lockType != MPI.LOCK_EXCLUSIVE && lockType != MPI.LOCK_SHARED) {
            throw Errors.refused(MPI.ERR_LOCKTYPE, "lockType must be MPI.LOCK_EXCLUSIVE or MPI.LOCK_SHARED, not "
                    + lockType);
        }
        checkRank(rank);
        Errors.check(LibMpiRma.MPI_Win_lock(lockType, rank, assertion, h), "MPI_Win_lock", "rank ", rank);
        if (Hooks.LISTENER != null && rank != MPI.PROC_NULL) {
            RmaEvents.sync(RmaSync.Call.LOCK, h, rank, lockType, assertion);
        }
    }

    /**
     * Ends the passive-target epoch at one rank, completing its operations there. Calls {@code MPI_Win_unlock}.
     * @param rank the target
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void unlock(int rank) throws MPIException {
        long h = use();
        checkRank(rank);
        Errors.check(LibMpiRma.MPI_Win_unlock(rank, h), "MPI_Win_unlock", "rank ", rank);
        pending.completed(rank);
        if (Hooks.LISTENER != null && rank != MPI.PROC_NULL) {
            RmaEvents.sync(RmaSync.Call.UNLOCK, h, rank, 0, 0);
        }
    }

    private void checkRank(int rank) throws MPIException {
        if (rank != MPI.PROC_NULL && (rank < 0 || rank >= groupSize)) {
            throw Errors.refused(MPI.ERR_RANK, "rank " + rank + " is not a rank of the window's group of "
                    + groupSize);
        }
    }

    /**
     * Begins a shared passive-target epoch at every rank. Calls {@code MPI_Win_lock_all}.
     * @param assertion 0 or {@link MPI#MODE_NOCHECK}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void lockAll(int assertion) throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_lock_all(assertion, h), "MPI_Win_lock_all");
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.LOCK_ALL, h, -1, MPI.LOCK_SHARED, assertion);
        }
    }

    /**
     * Ends the epoch of {@link #lockAll}, completing its operations. Calls {@code MPI_Win_unlock_all}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void unlockAll() throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_unlock_all(h), "MPI_Win_unlock_all");
        pending.completedAll();
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.UNLOCK_ALL, h, -1, 0, 0);
        }
    }

    /**
     * Synchronizes the public and private copies of this process's window memory. Calls {@code MPI_Win_sync}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void sync() throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_sync(h), "MPI_Win_sync");
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.SYNC, h, -1, 0, 0);
        }
    }

    /**
     * Completes the operations to one target, at the origin and the target, within a passive-target epoch. Calls
     * {@code MPI_Win_flush}.
     * @param targetRank the target
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void flush(int targetRank) throws MPIException {
        long h = use();
        checkRank(targetRank);
        check(LibMpiRma.MPI_Win_flush(targetRank, h), "MPI_Win_flush");
        pending.completed(targetRank);
        if (Hooks.LISTENER != null && targetRank != MPI.PROC_NULL) {
            RmaEvents.sync(RmaSync.Call.FLUSH, h, targetRank, 0, 0);
        }
    }

    /**
     * Completes the operations to every target. Calls {@code MPI_Win_flush_all}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void flushAll() throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_flush_all(h), "MPI_Win_flush_all");
        pending.completedAll();
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.FLUSH_ALL, h, -1, 0, 0);
        }
    }

    /**
     * Completes the operations to one target at the origin only: their origin buffers may be reused. Calls
     * {@code MPI_Win_flush_local}.
     * @param targetRank the target
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void flushLocal(int targetRank) throws MPIException {
        long h = use();
        checkRank(targetRank);
        check(LibMpiRma.MPI_Win_flush_local(targetRank, h), "MPI_Win_flush_local");
        pending.completed(targetRank);
        if (Hooks.LISTENER != null && targetRank != MPI.PROC_NULL) {
            RmaEvents.sync(RmaSync.Call.FLUSH_LOCAL, h, targetRank, 0, 0);
        }
    }

    /**
     * Completes the operations to every target at the origin only. Calls {@code MPI_Win_flush_local_all}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void flushLocalAll() throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_flush_local_all(h), "MPI_Win_flush_local_all");
        pending.completedAll();
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.FLUSH_LOCAL_ALL, h, -1, 0, 0);
        }
    }

    // ---- error handlers ------------------------------------------------------------------------------------------

    /**
     * Sets the window's error handler. Calls {@code MPI_Win_set_errhandler}.
     * @param errhandler the handler
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setErrhandler(Errhandler errhandler) throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_set_errhandler(h, Args.notNull(errhandler, "errhandler").handle), "MPI_Win_set_errhandler");
    }

    /**
     * The window's error handler. Calls {@code MPI_Win_get_errhandler}.
     * @return the handler
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Errhandler getErrhandler() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiRma.MPI_Win_get_errhandler(use(), s.handle), "MPI_Win_get_errhandler");
        return new Errhandler(HandleType.ERRHANDLER.get(s.handle));
    }

    /**
     * Invokes the window's error handler with an error code. Calls {@code MPI_Win_call_errhandler}; with
     * {@link MPI#ERRORS_RETURN} it returns, as in Open MPI's bindings.
     * @param errorCode the code
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void callErrhandler(int errorCode) throws MPIException {
        Errors.check(LibMpiRma.MPI_Win_call_errhandler(use(), errorCode), "MPI_Win_call_errhandler");
    }

    // ---- attributes --------------------------------------------------------------------------------------------

    /**
     * Creates an attribute key for windows. Calls {@code MPI_Win_create_keyval} (values are not copied to other
     * windows).
     * @return the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static int createKeyval() throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        int rc = LibMpiRma.MPI_Win_create_keyval(Attributes.function("MPI_WIN_NULL_COPY_FN"),
                Attributes.function("MPI_WIN_NULL_DELETE_FN"), s.count, 0);
        check(rc, "MPI_Win_create_keyval");
        return KEYVALS.made(Memory.getInt(s.count));
    }

    /**
     * Frees an attribute key of windows. Calls {@code MPI_Win_free_keyval}.
     * @param keyval the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void freeKeyval(int keyval) throws MPIException {
        Lifecycle.check();
        known(keyval);
        KEYVALS.freed(keyval);
        Scratch s = Scratch.get();
        Memory.putInt(s.count, keyval);
        check(LibMpiRma.MPI_Win_free_keyval(s.count), "MPI_Win_free_keyval");
    }

    private static final int WIN_CREATE_FLAVOR = Abi.constant("MPI_WIN_CREATE_FLAVOR");
    private static final int WIN_MODEL = Abi.constant("MPI_WIN_MODEL");

    private static final Keyvals KEYVALS = new Keyvals("Win.createKeyval");

    /** Refuses a keyval that is neither predefined nor made by createKeyval (Open MPI's message is unclear). */
    private static void known(int keyval) throws MPIException {
        if (!predefined(keyval)) {
            KEYVALS.check(keyval);
        }
    }

    private static boolean predefined(int keyval) {
        return keyval == MPI.WIN_BASE || keyval == MPI.WIN_SIZE || keyval == MPI.WIN_DISP_UNIT
                || keyval == WIN_CREATE_FLAVOR || keyval == WIN_MODEL;
    }

    /**
     * Attaches a value to the window. Calls {@code MPI_Win_set_attr} with a marker; the value itself stays in Java (it
     * is not copied, unlike communicator attributes). Predefined keys and keys not made by {@link #createKeyval()} are
     * refused ({@link MPI#ERR_KEYVAL}).
     * @param keyval the key
     * @param value the value
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setAttr(int keyval, Object value) throws MPIException {
        long h = use();
        if (predefined(keyval)) {
            throw Errors.refused(MPI.ERR_KEYVAL, "predefined attribute " + keyval + " cannot be set");
        }
        known(keyval);
        Errors.check(LibMpiRma.MPI_Win_set_attr(h, keyval, 1), "MPI_Win_set_attr", "keyval ", keyval);
        attributes.put(keyval, value);
    }

    /**
     * The value of an attribute. Calls {@code MPI_Win_get_attr}. As in Open MPI's bindings, {@link MPI#WIN_BASE} gives
     * the base address as a {@link Long}, {@link MPI#WIN_SIZE} and {@link MPI#WIN_DISP_UNIT} (bytes) {@link Integer}s.
     * @param keyval the key
     * @return the value, or null when none is set
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Object getAttr(int keyval) throws MPIException {
        long h = use();
        known(keyval);
        Scratch s = Scratch.get();
        Errors.check(LibMpiRma.MPI_Win_get_attr(h, keyval, s.index, s.flag), "MPI_Win_get_attr", "keyval ", keyval);
        if (Memory.getInt(s.flag) == 0) {
            return null;
        }
        long value = Memory.getLong(s.index);
        if (keyval == MPI.WIN_BASE) {
            return value;
        } else if (keyval == MPI.WIN_SIZE) {
            return (int) Memory.getLong(value);
        } else if (keyval == MPI.WIN_DISP_UNIT || predefined(keyval)) {
            return Memory.getInt(value);
        }
        return attributes.get(keyval);
    }

    /**
     * Deletes an attribute. Calls {@code MPI_Win_delete_attr}.
     * @param keyval the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void deleteAttr(int keyval) throws MPIException {
        long h = use();
        known(keyval);
        Errors.check(LibMpiRma.MPI_Win_delete_attr(h, keyval), "MPI_Win_delete_attr", "keyval ", keyval);
        attributes.remove(keyval);
    }

    // ---- info, names, free ---------------------------------------------------------------------------------------

    /**
     * The hints in use. Calls {@code MPI_Win_get_info}.
     * @return a new info object; free it when done
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Info getInfo() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiRma.MPI_Win_get_info(use(), s.handle), "MPI_Win_get_info");
        return new Info(HandleType.INFO.get(s.handle));
    }

    /**
     * Sets hints. Calls {@code MPI_Win_set_info}.
     * @param info the hints
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setInfo(Info info) throws MPIException {
        long h = use();
        check(LibMpiRma.MPI_Win_set_info(h, Args.notNull(info, "info").use()), "MPI_Win_set_info");
    }

    /**
     * Names the window. Calls {@code MPI_Win_set_name}.
     * @param name the name, at most {@link MPI#MAX_OBJECT_NAME} bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public void setName(String name) throws MPIException {
        long h = use();
        long text = CText.put(Scratch.get(), name, MPI.MAX_OBJECT_NAME - 1, "name");
        check(LibMpiRma.MPI_Win_set_name(h, text), "MPI_Win_set_name");
    }

    /**
     * The window's name. Calls {@code MPI_Win_get_name}.
     * @return the name
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public String getName() throws MPIException {
        Scratch s = Scratch.get();
        check(LibMpiRma.MPI_Win_get_name(use(), s.text, s.count), "MPI_Win_get_name");
        return CText.get(s.text, Memory.getInt(s.count));
    }

    /**
     * Frees the window; collective. Calls {@code MPI_Win_free}. Memory of allocated windows goes back to the library:
     * the buffers from {@link #getBuffer()} and {@link #sharedQuery} must not be used afterwards.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    @Override
    public void free() throws MPIException {
        Scratch s = Scratch.get();
        long h = use();
        HandleType.WIN.put(s.handle, h);
        check(LibMpiRma.MPI_Win_free(s.handle), "MPI_Win_free");
        if (Hooks.LISTENER != null) {
            RmaEvents.sync(RmaSync.Call.FREE, h, -1, 0, 0);
        }
        handle = NULL;
        base = null;
        attached.clear();
        attributes.clear();
        pending.completedAll();
    }

    /**
     * Whether the window has been freed ({@code MPI_WIN_NULL}).
     * @return true once freed
     */
    public boolean isNull() {
        return handle == NULL;
    }
}
