package mpi;

import java.nio.Buffer;
import mpi.shim.abi.Abi;
import mpi.shim.abi.HandleType;
import mpi.shim.event.Hooks;
import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;
import mpi.shim.nat.LibMpiCommunicators;
import mpi.shim.nat.LibMpiEnvironment;
import mpi.shim.nat.Native;

/**
 * A communicator: point-to-point and collective communication among a group of processes ({@code MPI_Comm}).
 * {@link MPI#COMM_WORLD} and {@link MPI#COMM_SELF} are predefined; {@link Intracomm}, {@link Intercomm},
 * {@link CartComm} and {@link GraphComm} add what their kind of communicator can do.
 *
 * <p>Buffers: blocking calls take a primitive array, a direct buffer, or an array-backed buffer such as
 * {@link MPI#slice} returns; arrays and heap buffers are copied through per-thread native memory (from the first byte
 * the datatype touches to the last), except that {@code send} and {@code recv} pass a primitive array of 64 KiB or more
 * pinned, without a copy, while MPI runs below {@link MPI#THREAD_MULTIPLE}. Nonblocking calls take direct buffers only
 * and refuse anything else with {@link IllegalArgumentException}, as Open MPI's bindings do: the library keeps using
 * the memory after the call returns. A buffer's position is ignored; slice it to offset it.
 *
 * <p>Arguments are checked before the library is called (negative counts, ranks outside the group, arrays shorter than
 * the data, freed objects: {@code docs/argument-checks.md}), so a bad argument gives an {@link MPIException} or an
 * {@link IllegalArgumentException} where Open MPI's bindings may crash the JVM. Errors of the library itself reach Java
 * as an {@link MPIException} only when the communicator's error handler is {@link MPI#ERRORS_RETURN}.
 */
public class Comm implements Freeable, Cloneable {

    /**
     * The split type of {@link Intracomm#splitType}: processes that can share memory ({@code MPI_COMM_TYPE_SHARED}).
     */
    public static final int TYPE_SHARED = Abi.constant("MPI_COMM_TYPE_SHARED");
    /** The kind of {@link MPI#COMM_SELF} in Open MPI's bindings, kept for source compatibility. */
    protected static final int SELF = 1;
    /** The kind of {@link MPI#COMM_WORLD} in Open MPI's bindings, kept for source compatibility. */
    protected static final int WORLD = 2;

    /** The library handle ({@code MPI_Comm}); {@code MPI_COMM_NULL} once freed. */
    protected long handle;
    private int type;
    /** Rank, size and remote size never change for a handle: asked once. */
    private int rank = -1;
    private int size = -1;
    private int collectiveSize = -1;
    private byte inter = -1;
    /** The request of the iDup that creates this communicator (null otherwise). */
    private Request request;
    /** Native slot MPI_Comm_idup writes the new handle into at completion; null once resolved. */
    private CommSlot idup;
    /** Nonblocking collectives and iDups started on this communicator and not yet complete. */
    private int pendingCollectives;
    /** The handle of a free() that waits for {@link #pendingCollectives}; 0 when none waits. */
    private long deferredFree;

    /** A communicator without a handle yet (the handle is set by a subclass or by an {@code iDup}). */
    protected Comm() {}

    /**
     * Wraps a library handle.
     * @param handle the {@code MPI_Comm}
     */
    protected Comm(long handle) {
        this.handle = handle;
    }

    /**
     * Wraps the result of an {@code iDup}: {communicator, request} as Open MPI's bindings build it, or the pair
     * {@link #iDup(long)} returns (whose communicator handle arrives when the request completes).
     * @param commRequest the communicator handle (or the native slot it will be written to) and the request handle
     */
    protected Comm(long[] commRequest) {
        if (commRequest.length > 1 && CommSlot.PENDING.containsKey(commRequest[0])) {
            adoptIdup(commRequest); // the result of iDup(long): the handle arrives at completion
        } else {
            this.handle = commRequest[0];
            if (commRequest.length > 1 && commRequest[1] != Handles.REQUEST_NULL) {
                this.request = new Request(commRequest[1]);
            }
        }
    }

    /**
     * Records the kind of communicator, as Open MPI's bindings do; unused by this binding.
     * @param type the kind
     */
    protected final void setType(int type) {
        this.type = type;
    }

    /** The handle, or a clear exception when this communicator is null, freed, or MPI is not running. */
    final long use() throws MPIException {
        long h = handle;
        if (h == Handles.COMM_NULL || !Lifecycle.active) {
            throw unusable();
        }
        return h;
    }

    private MPIException unusable() throws MPIException {
        if (!Lifecycle.active) {
            Lifecycle.check();
        }
        if (idup != null) {
            return Errors.refused(MPI.ERR_COMM, "communicator of iDup is not ready: complete getRequest() first");
        }
        return Errors.refused(MPI.ERR_COMM, "communicator is MPI.COMM_NULL or has been freed");
    }

    /** "dest 3, tag 7 (communicator of size 2)": the context an error message gives. */
    String peer(String role, int rankArg, int tag) {
        return role + " " + rankArg + ", tag " + tag + sizeNote();
    }

    String sizeNote() {
        try {
            return " (communicator of size " + getSize() + ")";
        } catch (MPIException e) {
            return "";
        }
    }

    /**
     * Duplicates the communicator with {@link #dup()}.
     * @return the duplicate
     * @throws IllegalStateException wrapping the {@link MPIException} when the duplication fails
     */
    @Override
    public Comm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Tells a checker that {@code created} came from a call collective over this communicator's members (see
     * {@link mpi.shim.event.MpiListener#communicatorCreated}); returns {@code created}, which is a null
     * communicator on the ranks the call left out.
     */
    final <T extends Comm> T derived(String call, T created) {
        if (Hooks.LISTENER != null) {
            Hooks.LISTENER.communicatorCreated(call, this, created);
        }
        return created;
    }

    /**
     * Duplicates the communicator: same group, new context, attributes copied. Calls {@code MPI_Comm_dup}.
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Comm dup() throws MPIException {
        return derived("dup", new Comm(dup(use())));
    }

    /**
     * Duplicates a communicator handle. Calls {@code MPI_Comm_dup}.
     * @param comm the handle to duplicate
     * @return the new handle
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    protected final long dup(long comm) throws MPIException {
        use();
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_dup(comm, s.handle), "MPI_Comm_dup");
        return HandleType.COMM.get(s.handle);
    }

    /**
     * The number of processes in the group (the local group of an intercommunicator). Calls {@code MPI_Comm_size} once
     * and keeps the answer.
     * @return the size
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final int getSize() throws MPIException {
        if (size < 0 || !Lifecycle.active) { // outside Init..Finalize use() refuses, as for any call
            Scratch s = Scratch.get();
            int rc = LibMpiCommunicators.MPI_Comm_size(use(), s.count);
            Errors.check(rc, "MPI_Comm_size");
            size = Memory.getInt(s.count);
        }
        return size;
    }

    /**
     * The calling process's rank in the group. Calls {@code MPI_Comm_rank} once and keeps the answer.
     * @return the rank
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final int getRank() throws MPIException {
        if (rank < 0 || !Lifecycle.active) {
            Scratch s = Scratch.get();
            int rc = LibMpiCommunicators.MPI_Comm_rank(use(), s.count);
            Errors.check(rc, "MPI_Comm_rank");
            rank = Memory.getInt(s.count);
        }
        return rank;
    }

    /**
     * Whether this is an intercommunicator. Calls {@code MPI_Comm_test_inter} once and keeps the answer.
     * @return true for an intercommunicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final boolean isInter() throws MPIException {
        if (inter < 0) {
            Scratch s = Scratch.get();
            int rc = LibMpiCommunicators.MPI_Comm_test_inter(use(), s.flag);
            Errors.check(rc, "MPI_Comm_test_inter");
            inter = (byte) (Memory.getInt(s.flag) != 0 ? 1 : 0);
        }
        return inter == 1;
    }

    /** How many blocks a rooted or all-to-all collective moves: the group size, or the remote group's. */
    final int collectiveSize() throws MPIException {
        if (collectiveSize < 0) {
            if (isInter()) {
                Scratch s = Scratch.get();
                int rc = LibMpiCommunicators.MPI_Comm_remote_size(use(), s.count);
                Errors.check(rc, "MPI_Comm_remote_size");
                collectiveSize = Memory.getInt(s.count);
            } else {
                collectiveSize = getSize();
            }
        }
        return collectiveSize;
    }

    /** Whether this process is the root of a rooted collective (MPI.ROOT on an intercommunicator). */
    final boolean isRoot(int root) throws MPIException {
        return isInter() ? root == MPI.ROOT : root == getRank();
    }

    /**
     * Whether this process sends or receives a block of its own in a rooted collective: every process but those of
     * an intercommunicator's root group (the root, {@link MPI#ROOT}, and the others, {@link MPI#PROC_NULL}).
     */
    final boolean contributes(int root) throws MPIException {
        return !isInter() || root != MPI.ROOT && root != MPI.PROC_NULL;
    }

    /**
     * Compares two communicators. Calls {@code MPI_Comm_compare}.
     * @param comm1 a communicator
     * @param comm2 another one
     * @return {@link MPI#IDENT}, {@link MPI#CONGRUENT}, {@link MPI#SIMILAR} or {@link MPI#UNEQUAL}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static int compare(Comm comm1, Comm comm2) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LibMpiCommunicators.MPI_Comm_compare(Args.notNull(comm1, "comm1").use(), Args.notNull(comm2, "comm2").use(), s.count);
        Errors.check(rc, "MPI_Comm_compare");
        return Memory.getInt(s.count);
    }

    /**
     * Frees the communicator. Calls {@code MPI_Comm_free}. Unlike Open MPI's bindings, nonblocking collectives and
     * {@code iDup}s still pending on it complete normally, as MPI promises: this returns at once and the library's free
     * follows their completion (Open MPI 4.1 crashes in a later call otherwise). {@link MPI#COMM_WORLD} and
     * {@link MPI#COMM_SELF} are refused ({@link MPI#ERR_COMM}).
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void free() throws MPIException {
        long h = use();
        if (h == Handles.COMM_WORLD || h == Handles.COMM_SELF) {
            throw Errors.refused(MPI.ERR_COMM, "MPI.COMM_WORLD and MPI.COMM_SELF cannot be freed");
        }
        synchronized (this) {
            if (pendingCollectives > 0) {
                deferredFree = h;
            } else {
                Errors.check(nativeFree(h), "MPI_Comm_free");
            }
        }
        handle = Handles.COMM_NULL;
        // forget what was asked of the freed handle, so that getRank() and friends refuse like any other use
        rank = -1;
        size = -1;
        collectiveSize = -1;
        inter = -1;
    }

    private static int nativeFree(long h) {
        Scratch s = Scratch.get();
        HandleType.COMM.put(s.handle, h);
        return LibMpiCommunicators.MPI_Comm_free(s.handle);
    }

    /** A nonblocking collective or an iDup was started on this communicator. */
    final synchronized void collectiveStarted() {
        pendingCollectives++;
    }

    /**
     * A nonblocking collective or iDup started on this communicator completed. A free asked for while it was
     * pending happens now: Open MPI 4.1 crashes in a later call when MPI_Comm_free runs while one is still in flight,
     * though MPI lets such operations complete normally.
     */
    final synchronized void collectiveDone() {
        if (--pendingCollectives == 0 && deferredFree != 0) {
            // the handle was valid when free() was called and nothing else can free it
            nativeFree(deferredFree);
            deferredFree = 0;
        }
    }

    /**
     * Whether the communicator is {@code MPI_COMM_NULL}: freed, disconnected, or the result of a call that left this
     * process out.
     * @return true when null
     */
    public final boolean isNull() {
        return handle == Handles.COMM_NULL;
    }

    /**
     * The group of the communicator (the local group of an intercommunicator). Calls {@code MPI_Comm_group}.
     * @return a new group; free it when done
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Group getGroup() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_group(use(), s.handle), "MPI_Comm_group");
        return new Group(HandleType.GROUP.get(s.handle));
    }

    /**
     * Aborts every process of the communicator's job (usually all of them). Calls {@code MPI_Abort}.
     * @param errorcode the code returned to the environment
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void abort(int errorcode) throws MPIException {
        Errors.check(LibMpiEnvironment.MPI_Abort(use(), errorcode), "MPI_Abort");
    }

    /**
     * Sets the error handler: {@link MPI#ERRORS_RETURN} makes failed calls on this communicator throw
     * {@link MPIException}. Calls {@code MPI_Comm_set_errhandler}.
     * @param errhandler the handler
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void setErrhandler(Errhandler errhandler) throws MPIException {
        int rc = LibMpiEnvironment.MPI_Comm_set_errhandler(use(), Args.notNull(errhandler, "errhandler").handle);
        Errors.check(rc, "MPI_Comm_set_errhandler");
    }

    /**
     * The error handler. Calls {@code MPI_Comm_get_errhandler}.
     * @return the handler
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Errhandler getErrhandler() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiEnvironment.MPI_Comm_get_errhandler(use(), s.handle), "MPI_Comm_get_errhandler");
        return new Errhandler(HandleType.ERRHANDLER.get(s.handle));
    }

    // ---- point to point, blocking and nonblocking (PointToPoint) ------------------------------------------------

    /**
     * Sends a message in standard mode; returns when {@code buf} may be reused. Calls {@code MPI_Send}.
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void send(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        PointToPoint.send(this, PointToPoint.STANDARD, buf, count, type, dest, tag);
    }

    /**
     * Sends a message in buffered mode, through the buffer attached with {@link MPI#attachBuffer}. Calls
     * {@code MPI_Bsend}.
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void bSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        PointToPoint.send(this, PointToPoint.BUFFERED, buf, count, type, dest, tag);
    }

    /**
     * Sends a message in synchronous mode: returns once the receive has started. Calls {@code MPI_Ssend}.
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void sSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        PointToPoint.send(this, PointToPoint.SYNCHRONOUS, buf, count, type, dest, tag);
    }

    /**
     * Sends a message in ready mode: the matching receive must already be posted. Calls {@code MPI_Rsend}.
     * @param buf the data: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void rSend(Object buf, int count, Datatype type, int dest, int tag) throws MPIException {
        PointToPoint.send(this, PointToPoint.READY, buf, count, type, dest, tag);
    }

    /**
     * Receives a message. Calls {@code MPI_Recv}.
     * @param buf where the data goes: an array, a direct buffer or an array-backed buffer, not read-only
     * @param count the largest number of elements to receive
     * @param type the datatype of the elements
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param tag the message tag, or {@link MPI#ANY_TAG}
     * @return the status: source, tag, count
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Status recv(Object buf, int count, Datatype type, int source, int tag) throws MPIException {
        return PointToPoint.recv(this, buf, count, type, source, tag);
    }

    /**
     * Sends a message and receives one in one call. Calls {@code MPI_Sendrecv}.
     * @param sendbuf the data to send: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements to send
     * @param sendtype their datatype
     * @param dest the rank of the destination
     * @param sendtag the tag of the message sent
     * @param recvbuf where the received data goes: an array, a direct buffer or an array-backed buffer
     * @param recvcount the largest number of elements to receive
     * @param recvtype their datatype
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param recvtag the tag of the message received, or {@link MPI#ANY_TAG}
     * @return the status of the receive
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Status sendRecv(Object sendbuf, int sendcount, Datatype sendtype, int dest, int sendtag,
            Object recvbuf, int recvcount, Datatype recvtype, int source, int recvtag) throws MPIException {
        return PointToPoint.sendRecv(this, sendbuf, sendcount, sendtype, dest, sendtag, recvbuf, recvcount, recvtype,
                source, recvtag);
    }

    /**
     * Sends the contents of {@code buf} and replaces them with a received message. Calls {@code MPI_Sendrecv_replace}.
     * @param buf the data sent, then received: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements sent, and the largest number received
     * @param type their datatype
     * @param dest the rank of the destination
     * @param sendtag the tag of the message sent
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param recvtag the tag of the message received, or {@link MPI#ANY_TAG}
     * @return the status of the receive
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Status sendRecvReplace(Object buf, int count, Datatype type, int dest, int sendtag, int source,
            int recvtag) throws MPIException {
        return PointToPoint.sendRecvReplace(this, buf, count, type, dest, sendtag, source, recvtag);
    }

    /**
     * Starts a standard-mode send; {@code buf} belongs to the library until the request completes. Calls
     * {@code MPI_Isend}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return PointToPoint.iSend(this, PointToPoint.STANDARD, buf, count, type, dest, tag);
    }

    /**
     * Starts a buffered-mode send (see {@link #bSend}). Calls {@code MPI_Ibsend}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request ibSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return PointToPoint.iSend(this, PointToPoint.BUFFERED, buf, count, type, dest, tag);
    }

    /**
     * Starts a synchronous-mode send: the request completes once the receive has started. Calls {@code MPI_Issend}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request isSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return PointToPoint.iSend(this, PointToPoint.SYNCHRONOUS, buf, count, type, dest, tag);
    }

    /**
     * Starts a ready-mode send: the matching receive must already be posted. Calls {@code MPI_Irsend}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request irSend(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return PointToPoint.iSend(this, PointToPoint.READY, buf, count, type, dest, tag);
    }

    /**
     * Starts a receive; {@code buf} belongs to the library until the request completes. Calls {@code MPI_Irecv}.
     * @param buf where the data goes: a direct buffer, not read-only
     * @param count the largest number of elements to receive
     * @param type the datatype of the elements
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param tag the message tag, or {@link MPI#ANY_TAG}
     * @return the request; its status tells source, tag and count
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iRecv(Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        return PointToPoint.iRecv(this, buf, count, type, source, tag);
    }

    /**
     * Checks, without waiting, whether a matching message can be received. Calls {@code MPI_Iprobe}.
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param tag the message tag, or {@link MPI#ANY_TAG}
     * @return the status of the message if one is waiting, else null
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Status iProbe(int source, int tag) throws MPIException {
        return PointToPoint.iProbe(this, source, tag);
    }

    /**
     * Waits until a matching message can be received, without receiving it. Calls {@code MPI_Probe}.
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param tag the message tag, or {@link MPI#ANY_TAG}
     * @return the status of the message
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Status probe(int source, int tag) throws MPIException {
        return PointToPoint.probe(this, source, tag);
    }

    // ---- collectives with one block per process (Collectives) --------------------------------------------------

    /**
     * Waits until every process of the communicator has called it. Calls {@code MPI_Barrier}.
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void barrier() throws MPIException {
        Collectives.barrier(this);
    }

    /**
     * Broadcasts the root's {@code buf} to every process. Calls {@code MPI_Bcast}.
     * @param buf the data at the root, where it goes elsewhere: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param root the rank of the root ({@link MPI#ROOT} or {@link MPI#PROC_NULL} in the root's group of an
     * intercommunicator)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void bcast(Object buf, int count, Datatype type, int root) throws MPIException {
        Collectives.bcast(this, buf, count, type, root);
    }

    /**
     * Gathers one block from each process at the root, in rank order. Calls {@code MPI_Gather}.
     * @param sendbuf this process's block: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf at the root, where the blocks go ({@code recvcount} elements per process); ignored elsewhere
     * @param recvcount the number of elements received from each process
     * @param recvtype their datatype
     * @param root the rank of the root
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void gather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        Collectives.gather(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root);
    }

    /**
     * Gathers in place: at the root, its own block is already at its place in {@code buf}; elsewhere {@code buf} is the
     * block sent. Calls {@code MPI_Gather} with {@code MPI_IN_PLACE} at the root.
     * @param buf the root's receive buffer, or the other processes' block: an array, a direct buffer or an array-backed
     * buffer
     * @param count the number of elements per process
     * @param type their datatype
     * @param root the rank of the root
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void gather(Object buf, int count, Datatype type, int root) throws MPIException {
        Collectives.gather(this, buf, count, type, root);
    }

    /**
     * Scatters the root's blocks, one to each process in rank order. Calls {@code MPI_Scatter}.
     * @param sendbuf at the root, the blocks ({@code sendcount} elements per process); ignored elsewhere
     * @param sendcount the number of elements sent to each process
     * @param sendtype their datatype
     * @param recvbuf where this process's block goes: an array, a direct buffer or an array-backed buffer
     * @param recvcount the number of elements received
     * @param recvtype their datatype
     * @param root the rank of the root
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void scatter(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        Collectives.scatter(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root);
    }

    /**
     * Scatters in place: the root keeps its own block where it is in {@code buf}; elsewhere {@code buf} receives the
     * block. Calls {@code MPI_Scatter} with {@code MPI_IN_PLACE} at the root.
     * @param buf the root's blocks, or the other processes' receive buffer: an array, a direct buffer or an
     * array-backed buffer
     * @param count the number of elements per process
     * @param type their datatype
     * @param root the rank of the root
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void scatter(Object buf, int count, Datatype type, int root) throws MPIException {
        Collectives.scatter(this, buf, count, type, root);
    }

    /**
     * Gathers one block from each process at every process. Calls {@code MPI_Allgather}.
     * @param sendbuf this process's block: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf where the blocks go, {@code recvcount} elements per process
     * @param recvcount the number of elements received from each process
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void allGather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        Collectives.allGather(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype);
    }

    /**
     * Gathers in place: each process's own block is already at its place in {@code buf}. Calls {@code MPI_Allgather}
     * with {@code MPI_IN_PLACE}.
     * @param buf the blocks of all processes: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements per process
     * @param type their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void allGather(Object buf, int count, Datatype type) throws MPIException {
        Collectives.allGather(this, buf, count, type);
    }

    /**
     * Sends block {@code j} of each process to process {@code j}, which stores it as block {@code i} of the sender
     * {@code i}. Calls {@code MPI_Alltoall}.
     * @param sendbuf the blocks to send, {@code sendcount} elements per process: an array, a direct buffer or an
     * array-backed buffer
     * @param sendcount the number of elements sent to each process
     * @param sendtype their datatype
     * @param recvbuf where the blocks go, {@code recvcount} elements per process
     * @param recvcount the number of elements received from each process
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void allToAll(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        Collectives.allToAll(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype);
    }

    /**
     * Combines the processes' elements with {@code op} into the root's {@code recvbuf}. Calls {@code MPI_Reduce}.
     * @param sendbuf this process's elements: an array, a direct buffer or an array-backed buffer
     * @param recvbuf at the root, where the result goes; ignored elsewhere
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @param root the rank of the root
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void reduce(Object sendbuf, Object recvbuf, int count, Datatype type, Op op, int root)
            throws MPIException {
        Collectives.reduce(this, sendbuf, recvbuf, count, type, op, root);
    }

    /**
     * Reduces in place: the root's contribution is in {@code buf}, which receives the result; the other processes send
     * from {@code buf}. Calls {@code MPI_Reduce} with {@code MPI_IN_PLACE} at the root.
     * @param buf the contribution (and at the root the result): an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @param root the rank of the root
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void reduce(Object buf, int count, Datatype type, Op op, int root) throws MPIException {
        Collectives.reduce(this, buf, count, type, op, root);
    }

    /**
     * Combines the processes' elements with {@code op}; every process gets the result. Calls {@code MPI_Allreduce}.
     * @param sendbuf this process's elements: an array, a direct buffer or an array-backed buffer
     * @param recvbuf where the result goes
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void allReduce(Object sendbuf, Object recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        Collectives.allReduce(this, sendbuf, recvbuf, count, type, op);
    }

    /**
     * Reduces in place: {@code buf} holds this process's contribution and receives the result. Calls
     * {@code MPI_Allreduce} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void allReduce(Object buf, int count, Datatype type, Op op) throws MPIException {
        Collectives.allReduce(this, buf, count, type, op);
    }

    /**
     * Combines {@code inBuf} into {@code inOutBuf} on this process only: {@code inOutBuf[i] = inBuf[i] op inOutBuf[i]}.
     * Calls {@code MPI_Reduce_local}.
     * @param inBuf the first operand: an array, a direct buffer or an array-backed buffer
     * @param inOutBuf the second operand and the result
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public static void reduceLocal(Object inBuf, Object inOutBuf, int count, Datatype type, Op op)
            throws MPIException {
        Collectives.reduceLocal(inBuf, inOutBuf, count, type, op);
    }

    // ---- duplication with info, nonblocking duplication ---------------------------------------------------------

    /**
     * The request of the {@link #iDup()} that created this communicator; the communicator is usable once it completes.
     * @return the request, or null for communicators made otherwise
     */
    public final Request getRequest() {
        return request;
    }

    /**
     * Starts a nonblocking duplication; the new communicator is usable once {@link #getRequest()} completes (before,
     * calls on it are refused with {@link MPI#ERR_COMM}). Calls {@code MPI_Comm_idup}.
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Comm iDup() throws MPIException {
        Comm c = new Comm();
        c.adoptIdup(iDup(use()));
        return derived("iDup", c);
    }

    /**
     * Starts {@code MPI_Comm_idup} on a handle. The library writes the new handle at completion (Open MPI writes it
     * only then), so this returns the address of the native slot it goes to and the request; {@link #Comm(long[])}
     * makes the communicator of them.
     * @param comm the handle to duplicate
     * @return {slot address, request handle}
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    protected final long[] iDup(long comm) throws MPIException {
        Lifecycle.check();
        CommSlot slot = new CommSlot(this);
        Scratch s = Scratch.get();
        int rc = LibMpiCommunicators.MPI_Comm_idup(comm, slot.address, s.request);
        if (rc != 0) {
            slot.release();
            throw Errors.of(rc, "MPI_Comm_idup");
        }
        collectiveStarted();
        CommSlot.PENDING.put(slot.address, slot);
        return new long[] {slot.address, HandleType.REQUEST.get(s.request)};
    }

    /** Makes this (new, empty) communicator the result of the iDup started by {@link #iDup(long)}. */
    final void adoptIdup(long[] slotRequest) {
        handle = Handles.COMM_NULL;
        idup = CommSlot.PENDING.remove(slotRequest[0]);
        request = new IdupRequest(slotRequest[1], this);
    }

    /** Called when the iDup request completed: the library has written the handle. */
    final void idupCompleted() {
        CommSlot slot = idup;
        if (slot != null) {
            handle = HandleType.COMM.get(slot.address);
            idup = null;
            slot.release();
            slot.parent.collectiveDone();
        }
    }

    /**
     * Duplicates the communicator with new hints. Calls {@code MPI_Comm_dup_with_info}.
     * @param info the hints, or {@link MPI#INFO_NULL}
     * @return the new communicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public Comm dupWithInfo(Info info) throws MPIException {
        return derived("dupWithInfo", new Comm(dupWithInfo(use(), InfoArg.handle(info))));
    }

    /**
     * Duplicates a communicator handle with hints. Calls {@code MPI_Comm_dup_with_info}.
     * @param comm the handle to duplicate
     * @param info the info handle
     * @return the new handle
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    protected final long dupWithInfo(long comm, long info) throws MPIException {
        Lifecycle.check();
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_dup_with_info(comm, info, s.handle), "MPI_Comm_dup_with_info");
        return HandleType.COMM.get(s.handle);
    }

    // ---- info, names, disconnect, intercommunicators, topology, error handlers ----------------------------------

    /**
     * Sets the communicator's hints. Calls {@code MPI_Comm_set_info}.
     * @param info the hints
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void setInfo(Info info) throws MPIException {
        Errors.check(LibMpiCommunicators.MPI_Comm_set_info(use(), InfoArg.handle(info)), "MPI_Comm_set_info");
    }

    /**
     * The hints in use. Calls {@code MPI_Comm_get_info}.
     * @return a new info object; free it when done
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Info getInfo() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_get_info(use(), s.handle), "MPI_Comm_get_info");
        return new Info(HandleType.INFO.get(s.handle));
    }

    /**
     * Names the communicator (for debuggers and messages). Calls {@code MPI_Comm_set_name}.
     * @param name the name, at most {@link MPI#MAX_OBJECT_NAME} bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void setName(String name) throws MPIException {
        long h = use();
        Scratch s = Scratch.get();
        int rc = LibMpiCommunicators.MPI_Comm_set_name(h, CText.put(s, name, MPI.MAX_OBJECT_NAME, "name"));
        Errors.check(rc, "MPI_Comm_set_name");
    }

    /**
     * The communicator's name. Calls {@code MPI_Comm_get_name}.
     * @return the name ({@code "MPI_COMM_WORLD"} for the world communicator)
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final String getName() throws MPIException {
        Scratch s = Scratch.get();
        Errors.check(LibMpiCommunicators.MPI_Comm_get_name(use(), s.text, s.count), "MPI_Comm_get_name");
        return CText.get(s.text, Memory.getInt(s.count));
    }

    /**
     * Waits for pending communication on this communicator, then frees it. Calls {@code MPI_Comm_disconnect}.
     * {@link MPI#COMM_WORLD} and {@link MPI#COMM_SELF} are refused ({@link MPI#ERR_COMM}).
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void disconnect() throws MPIException {
        long h = use();
        if (h == Handles.COMM_WORLD || h == Handles.COMM_SELF) {
            throw Errors.refused(MPI.ERR_COMM, "MPI.COMM_WORLD and MPI.COMM_SELF cannot be disconnected");
        }
        Scratch s = Scratch.get();
        HandleType.COMM.put(s.handle, h);
        Errors.check(LibMpiCommunicators.MPI_Comm_disconnect(s.handle), "MPI_Comm_disconnect");
        handle = Handles.COMM_NULL;
    }

    /**
     * Creates an intercommunicator from two groups. Called on the peer communicator that links the two leaders
     * (significant at the local leader only), with {@code localComm} the communicator of this side. Calls
     * {@code MPI_Intercomm_create}.
     * @param localComm the communicator of this side's group
     * @param localLeader the leader's rank in {@code localComm}
     * @param remoteLeader the other side's leader's rank in this (peer) communicator
     * @param tag a tag for the leaders' messages
     * @return the intercommunicator
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Intercomm createIntercomm(Comm localComm, int localLeader, int remoteLeader, int tag)
            throws MPIException {
        long local = Args.notNull(localComm, "localComm").use();
        long peer = use();
        Scratch s = Scratch.get();
        int rc = LibMpiCommunicators.MPI_Intercomm_create(local, localLeader, peer, remoteLeader, tag, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Intercomm_create", "local leader " + localLeader + ", remote leader "
                    + remoteLeader + ", tag " + tag);
        }
        return localComm.derived("createIntercomm", new Intercomm(HandleType.COMM.get(s.handle)));
    }

    /**
     * The kind of topology attached. Calls {@code MPI_Topo_test}.
     * @return {@link MPI#CART}, {@link MPI#GRAPH}, {@link MPI#DIST_GRAPH}, or {@link MPI#UNDEFINED} when the
     * communicator has no topology
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final int getTopology() throws MPIException {
        return Topology.kind(use());
    }

    /**
     * Invokes the communicator's error handler with an error code. Calls {@code MPI_Comm_call_errhandler}.
     * @param errorCode the code
     * @throws MPIException if the call fails, or the handler is {@link MPI#ERRORS_RETURN}
     */
    public void callErrhandler(int errorCode) throws MPIException {
        Errors.check(LibMpiEnvironment.MPI_Comm_call_errhandler(use(), errorCode), "MPI_Comm_call_errhandler");
    }

    // ---- attributes ---------------------------------------------------------------------------------------------

    /**
     * Creates an attribute key whose values duplicated communicators inherit. Calls {@code MPI_Comm_create_keyval} with
     * {@code MPI_COMM_DUP_FN}.
     * @return the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static int createKeyval() throws MPIException {
        return Attributes.createKeyval();
    }

    /**
     * Frees an attribute key. Calls {@code MPI_Comm_free_keyval}; predefined keys are refused ({@link MPI#ERR_KEYVAL}).
     * @param keyval the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public static void freeKeyval(int keyval) throws MPIException {
        Attributes.freeKeyval(keyval);
    }

    /**
     * Attaches a copy of {@code value} (serialized, as Open MPI's bindings do; it must be
     * {@link java.io.Serializable}): duplicates of this communicator inherit it. Calls {@code MPI_Comm_set_attr};
     * predefined keys are refused ({@link MPI#ERR_KEYVAL}).
     * @param keyval the key
     * @param value the value
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void setAttr(int keyval, Object value) throws MPIException {
        Attributes.set(use(), keyval, value);
    }

    /**
     * The value of an attribute. Calls {@code MPI_Comm_get_attr}.
     * @param keyval the key, one of {@link #createKeyval()}'s or a predefined one ({@link MPI#TAG_UB}, ...)
     * @return a fresh copy of the value, an {@link Integer} for predefined keys, or null when it is not set
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Object getAttr(int keyval) throws MPIException {
        return Attributes.get(use(), keyval);
    }

    /**
     * Deletes an attribute. Calls {@code MPI_Comm_delete_attr}; predefined keys are refused ({@link MPI#ERR_KEYVAL}).
     * @param keyval the key
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void deleteAttr(int keyval) throws MPIException {
        Attributes.delete(use(), keyval);
    }

    // ---- persistent requests ------------------------------------------------------------------------------------

    /**
     * Creates a persistent standard-mode send; start it with {@link Prequest#start()}. Calls {@code MPI_Send_init}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @return the persistent request, inactive
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Prequest sendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return Prequest.init(this, Prequest.SEND, buf, count, type, dest, tag);
    }

    /**
     * Creates a persistent buffered-mode send. Calls {@code MPI_Bsend_init}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @return the persistent request, inactive
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Prequest bSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return Prequest.init(this, Prequest.BSEND, buf, count, type, dest, tag);
    }

    /**
     * Creates a persistent synchronous-mode send. Calls {@code MPI_Ssend_init}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @return the persistent request, inactive
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Prequest sSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return Prequest.init(this, Prequest.SSEND, buf, count, type, dest, tag);
    }

    /**
     * Creates a persistent ready-mode send. Calls {@code MPI_Rsend_init}.
     * @param buf the data: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param dest the rank of the destination
     * @param tag the message tag
     * @return the persistent request, inactive
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Prequest rSendInit(Buffer buf, int count, Datatype type, int dest, int tag) throws MPIException {
        return Prequest.init(this, Prequest.RSEND, buf, count, type, dest, tag);
    }

    /**
     * Creates a persistent receive. Calls {@code MPI_Recv_init}.
     * @param buf where the data goes: a direct buffer, not read-only
     * @param count the largest number of elements to receive
     * @param type the datatype of the elements
     * @param source the rank of the source, or {@link MPI#ANY_SOURCE}
     * @param tag the message tag, or {@link MPI#ANY_TAG}
     * @return the persistent request, inactive
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Prequest recvInit(Buffer buf, int count, Datatype type, int source, int tag) throws MPIException {
        return Prequest.init(this, Prequest.RECV, buf, count, type, source, tag);
    }

    // ---- packing ------------------------------------------------------------------------------------------------

    /**
     * Packs elements into a byte array, as Open MPI's bindings do. Calls {@code MPI_Pack_size}, to refuse output that
     * would not fit ({@link MPI#ERR_TRUNCATE}), then {@code MPI_Pack}.
     * @param inbuf the elements: an array, a direct buffer or an array-backed buffer
     * @param incount the number of elements
     * @param type their datatype
     * @param outbuf the packed bytes
     * @param position where in {@code outbuf} to start
     * @return the position after the packed bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final int pack(Object inbuf, int incount, Datatype type, byte[] outbuf, int position) throws MPIException {
        return Packing.pack(use(), inbuf, incount, type, outbuf, position);
    }

    /**
     * Unpacks elements from a byte array. Calls {@code MPI_Unpack}.
     * @param inbuf the packed bytes
     * @param position where in {@code inbuf} to start
     * @param outbuf where the elements go: an array, a direct buffer or an array-backed buffer
     * @param outcount the number of elements
     * @param type their datatype
     * @return the position after the bytes read
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final int unpack(byte[] inbuf, int position, Object outbuf, int outcount, Datatype type)
            throws MPIException {
        return Packing.unpack(use(), inbuf, position, outbuf, outcount, type);
    }

    /**
     * An upper bound of the bytes {@link #pack} writes for these elements. Calls {@code MPI_Pack_size}.
     * @param incount the number of elements
     * @param type their datatype
     * @return the number of bytes
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final int packSize(int incount, Datatype type) throws MPIException {
        return Packing.size(use(), incount, type);
    }

    // ---- more collectives (blocking: CollectivesVW, ScansReduceScatter, NeighborCollectives; CollNb: nonblocking) --

    /**
     * Starts a barrier: the request completes once every process has started it. Calls {@code MPI_Ibarrier}.
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iBarrier() throws MPIException {
        return CollNb.iBarrier(this);
    }

    /**
     * Starts a broadcast (see {@link #bcast}). Calls {@code MPI_Ibcast}.
     * @param buf the data at the root, where it goes elsewhere: a direct buffer
     * @param count the number of elements
     * @param type the datatype of the elements
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iBcast(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return CollNb.iBcast(this, buf, count, type, root);
    }

    /**
     * Starts a gather (see {@link #gather(Object, int, Datatype, Object, int, Datatype, int)}). Calls
     * {@code MPI_Igather}.
     * @param sendbuf this process's block: a direct buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf at the root, where the blocks go: a direct buffer; ignored elsewhere
     * @param recvcount the number of elements received from each process
     * @param recvtype their datatype
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        return CollNb.blocks(this, CollNb.GATHER, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root);
    }

    /**
     * Starts a gather in place: the root's own block is already in {@code buf}; the other processes send from
     * {@code buf}. Calls {@code MPI_Igather} with {@code MPI_IN_PLACE} at the root.
     * @param buf the root's receive buffer, or the other processes' block: a direct buffer
     * @param count the number of elements per process
     * @param type their datatype
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iGather(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return CollNb.blocksInPlace(this, CollNb.GATHER, buf, count, type, root);
    }

    /**
     * Gathers blocks of different sizes at the root, each at its own displacement. Calls {@code MPI_Gatherv}.
     * @param sendbuf this process's block: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf at the root, where the blocks go; the gaps between them keep their values
     * @param recvcount at the root, the number of elements from each process (one entry per process)
     * @param displs at the root, the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @param root the rank of the root
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void gatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf, int[] recvcount,
            int[] displs, Datatype recvtype, int root) throws MPIException {
        CollectivesVW.gatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, root);
    }

    /**
     * The root's side of an in-place gather of blocks of different sizes: its own block is already at its place in
     * {@code recvbuf}. Calls {@code MPI_Gatherv} with {@code MPI_IN_PLACE}; other processes call
     * {@link #gatherv(Object, int, Datatype, int)}, and a process that is not the root is refused here
     * ({@link MPI#ERR_ROOT}).
     * @param recvbuf where the blocks go: an array, a direct buffer or an array-backed buffer
     * @param recvcount the number of elements from each process
     * @param displs the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @param root the rank of the root, this process
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void gatherv(Object recvbuf, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        CollectivesVW.gathervInPlace(this, recvbuf, recvcount, displs, recvtype, root);
    }

    /**
     * The other processes' side of the root's in-place {@link #gatherv(Object, int[], int[], Datatype, int)}; refused
     * at the root ({@link MPI#ERR_ROOT}). Calls {@code MPI_Gatherv}.
     * @param sendbuf this process's block: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param root the rank of the root
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void gatherv(Object sendbuf, int sendcount, Datatype sendtype, int root) throws MPIException {
        CollectivesVW.gathervSend(this, sendbuf, sendcount, sendtype, root);
    }

    /**
     * Starts a gather of blocks of different sizes (see
     * {@link #gatherv(Object, int, Datatype, Object, int[], int[], Datatype, int)}). Calls {@code MPI_Igatherv}.
     * @param sendbuf this process's block: a direct buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf at the root, where the blocks go: a direct buffer
     * @param recvcount at the root, the number of elements from each process
     * @param displs at the root, the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype, int root) throws MPIException {
        return CollNb.iGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, root,
                false);
    }

    /**
     * Starts the root's side of an in-place gather of blocks of different sizes; refused on other processes
     * ({@link MPI#ERR_ROOT}). Calls {@code MPI_Igatherv} with {@code MPI_IN_PLACE}.
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements from each process
     * @param displs the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @param root the rank of the root, this process
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iGatherv(Buffer recvbuf, int[] recvcount, int[] displs, Datatype recvtype, int root)
            throws MPIException {
        return CollNb.iGatherv(this, null, 0, null, recvbuf, recvcount, displs, recvtype, root, true);
    }

    /**
     * Starts the other processes' side of the root's in-place gather of blocks of different sizes; refused at the root
     * ({@link MPI#ERR_ROOT}). Calls {@code MPI_Igatherv}.
     * @param sendbuf this process's block: a direct buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, int root) throws MPIException {
        return CollNb.iGathervSend(this, sendbuf, sendcount, sendtype, root);
    }

    /**
     * Starts a scatter (see {@link #scatter(Object, int, Datatype, Object, int, Datatype, int)}). Calls
     * {@code MPI_Iscatter}.
     * @param sendbuf at the root, the blocks: a direct buffer; ignored elsewhere
     * @param sendcount the number of elements sent to each process
     * @param sendtype their datatype
     * @param recvbuf where this process's block goes: a direct buffer
     * @param recvcount the number of elements received
     * @param recvtype their datatype
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iScatter(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf, int recvcount,
            Datatype recvtype, int root) throws MPIException {
        return CollNb.blocks(this, CollNb.SCATTER, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, root);
    }

    /**
     * Starts a scatter in place: the root keeps its own block in {@code buf}; the other processes receive into
     * {@code buf}. Calls {@code MPI_Iscatter} with {@code MPI_IN_PLACE} at the root.
     * @param buf the root's blocks, or the other processes' receive buffer: a direct buffer
     * @param count the number of elements per process
     * @param type their datatype
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iScatter(Buffer buf, int count, Datatype type, int root) throws MPIException {
        return CollNb.blocksInPlace(this, CollNb.SCATTER, buf, count, type, root);
    }

    /**
     * Scatters blocks of different sizes from the root, each from its own displacement. Calls {@code MPI_Scatterv}.
     * @param sendbuf at the root, the blocks: an array, a direct buffer or an array-backed buffer; ignored elsewhere
     * @param sendcount at the root, the number of elements to each process (one entry per process)
     * @param displs at the root, the displacement of each block in elements of {@code sendtype}
     * @param sendtype their datatype
     * @param recvbuf where this process's block goes
     * @param recvcount the number of elements received
     * @param recvtype their datatype
     * @param root the rank of the root
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void scatterv(Object sendbuf, int[] sendcount, int[] displs, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype, int root) throws MPIException {
        CollectivesVW.scatterv(this, sendbuf, sendcount, displs, sendtype, recvbuf, recvcount, recvtype, root);
    }

    /**
     * The root's side of an in-place scatter of blocks of different sizes: its own block stays in {@code sendbuf}.
     * Calls {@code MPI_Scatterv} with {@code MPI_IN_PLACE}; other processes call
     * {@link #scatterv(Object, int, Datatype, int)}, and a process that is not the root is refused here
     * ({@link MPI#ERR_ROOT}).
     * @param sendbuf the blocks: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements to each process
     * @param displs the displacement of each block in elements of {@code sendtype}
     * @param sendtype their datatype
     * @param root the rank of the root, this process
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void scatterv(Object sendbuf, int[] sendcount, int[] displs, Datatype sendtype, int root)
            throws MPIException {
        CollectivesVW.scattervInPlace(this, sendbuf, sendcount, displs, sendtype, root);
    }

    /**
     * The other processes' side of the root's in-place {@link #scatterv(Object, int[], int[], Datatype, int)}; refused
     * at the root ({@link MPI#ERR_ROOT}). Calls {@code MPI_Scatterv}.
     * @param recvbuf where this process's block goes: an array, a direct buffer or an array-backed buffer
     * @param recvcount the number of elements received
     * @param recvtype their datatype
     * @param root the rank of the root
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void scatterv(Object recvbuf, int recvcount, Datatype recvtype, int root) throws MPIException {
        CollectivesVW.scattervRecv(this, recvbuf, recvcount, recvtype, root);
    }

    /**
     * Starts a scatter of blocks of different sizes (see
     * {@link #scatterv(Object, int[], int[], Datatype, Object, int, Datatype, int)}). Calls {@code MPI_Iscatterv}.
     * @param sendbuf at the root, the blocks: a direct buffer
     * @param sendcount at the root, the number of elements to each process
     * @param displs at the root, the displacement of each block in elements of {@code sendtype}
     * @param sendtype their datatype
     * @param recvbuf where this process's block goes: a direct buffer
     * @param recvcount the number of elements received
     * @param recvtype their datatype
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iScatterv(Buffer sendbuf, int[] sendcount, int[] displs, Datatype sendtype,
            Buffer recvbuf, int recvcount, Datatype recvtype, int root) throws MPIException {
        return CollNb.iScatterv(this, sendbuf, sendcount, displs, sendtype, recvbuf, recvcount, recvtype, root,
                false);
    }

    /**
     * Starts the root's side of an in-place scatter of blocks of different sizes; refused on other processes
     * ({@link MPI#ERR_ROOT}). Calls {@code MPI_Iscatterv} with {@code MPI_IN_PLACE}.
     * @param sendbuf the blocks: a direct buffer
     * @param sendcount the number of elements to each process
     * @param displs the displacement of each block in elements of {@code sendtype}
     * @param sendtype their datatype
     * @param root the rank of the root, this process
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iScatterv(Buffer sendbuf, int[] sendcount, int[] displs, Datatype sendtype, int root)
            throws MPIException {
        return CollNb.iScatterv(this, sendbuf, sendcount, displs, sendtype, null, 0, null, root, true);
    }

    /**
     * Starts the other processes' side of the root's in-place scatter of blocks of different sizes; refused at the root
     * ({@link MPI#ERR_ROOT}). Calls {@code MPI_Iscatterv}.
     * @param recvbuf where this process's block goes: a direct buffer
     * @param recvcount the number of elements received
     * @param recvtype their datatype
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iScatterv(Buffer recvbuf, int recvcount, Datatype recvtype, int root)
            throws MPIException {
        return CollNb.iScattervRecv(this, recvbuf, recvcount, recvtype, root);
    }

    /**
     * Starts an all-gather (see {@link #allGather(Object, int, Datatype, Object, int, Datatype)}). Calls
     * {@code MPI_Iallgather}.
     * @param sendbuf this process's block: a direct buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements received from each process
     * @param recvtype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return CollNb.blocks(this, CollNb.ALLGATHER, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, 0);
    }

    /**
     * Starts an all-gather in place: each process's own block is already at its place in {@code buf}. Calls
     * {@code MPI_Iallgather} with {@code MPI_IN_PLACE}.
     * @param buf the blocks of all processes: a direct buffer
     * @param count the number of elements per process
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllGather(Buffer buf, int count, Datatype type) throws MPIException {
        return CollNb.blocksInPlace(this, CollNb.ALLGATHER, buf, count, type, 0);
    }

    /**
     * Gathers blocks of different sizes at every process, each at its own displacement. Calls {@code MPI_Allgatherv}.
     * @param sendbuf this process's block: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf where the blocks go; the gaps between them keep their values
     * @param recvcount the number of elements from each process (one entry per process)
     * @param displs the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void allGatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        CollectivesVW.allGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, false);
    }

    /**
     * Gathers blocks of different sizes in place: each process's own block is already at its place in {@code recvbuf}.
     * Calls {@code MPI_Allgatherv} with {@code MPI_IN_PLACE}.
     * @param recvbuf the blocks of all processes: an array, a direct buffer or an array-backed buffer
     * @param recvcount the number of elements from each process
     * @param displs the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void allGatherv(Object recvbuf, int[] recvcount, int[] displs, Datatype recvtype)
            throws MPIException {
        CollectivesVW.allGatherv(this, null, 0, null, recvbuf, recvcount, displs, recvtype, true);
    }

    /**
     * Starts an all-gather of blocks of different sizes (see
     * {@link #allGatherv(Object, int, Datatype, Object, int[], int[], Datatype)}). Calls {@code MPI_Iallgatherv}.
     * @param sendbuf this process's block: a direct buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements from each process
     * @param displs the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        return CollNb.iAllGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, false,
                false);
    }

    /**
     * Starts an in-place all-gather of blocks of different sizes. Calls {@code MPI_Iallgatherv} with
     * {@code MPI_IN_PLACE}.
     * @param buf the blocks of all processes: a direct buffer
     * @param count the number of elements from each process
     * @param displs the displacement of each block in elements of {@code type}
     * @param type their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllGatherv(Buffer buf, int[] count, int[] displs, Datatype type) throws MPIException {
        return CollNb.iAllGatherv(this, null, 0, null, buf, count, displs, type, true, false);
    }

    /**
     * Starts an all-to-all exchange (see {@link #allToAll}). Calls {@code MPI_Ialltoall}.
     * @param sendbuf the blocks to send: a direct buffer
     * @param sendcount the number of elements sent to each process
     * @param sendtype their datatype
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements received from each process
     * @param recvtype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllToAll(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf, int recvcount,
            Datatype recvtype) throws MPIException {
        return CollNb.blocks(this, CollNb.ALLTOALL, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype, 0);
    }

    /**
     * All-to-all exchange of blocks of different sizes, each at its own displacement. Calls {@code MPI_Alltoallv}.
     * @param sendbuf the blocks to send: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent to each process
     * @param sdispls the displacement of each block sent, in elements of {@code sendtype}
     * @param sendtype their datatype
     * @param recvbuf where the blocks go; the gaps between them keep their values
     * @param recvcount the number of elements received from each process
     * @param rdispls the displacement of each block received, in elements of {@code recvtype}
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void allToAllv(Object sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        CollectivesVW.allToAllv(this, sendbuf, sendcount, sdispls, sendtype, recvbuf, recvcount, rdispls, recvtype,
                false);
    }

    /**
     * Starts an all-to-all exchange of blocks of different sizes (see {@link #allToAllv}). Calls
     * {@code MPI_Ialltoallv}.
     * @param sendbuf the blocks to send: a direct buffer
     * @param sendcount the number of elements sent to each process
     * @param sdispls the displacement of each block sent, in elements of {@code sendtype}
     * @param sendtype their datatype
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements received from each process
     * @param rdispls the displacement of each block received, in elements of {@code recvtype}
     * @param recvtype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllToAllv(Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        return CollNb.iAllToAllv(this, sendbuf, sendcount, sdispls, sendtype, recvbuf, recvcount, rdispls, recvtype,
                false);
    }

    /**
     * All-to-all exchange with a datatype per block and displacements in bytes. Calls {@code MPI_Alltoallw}. The
     * buffers are {@code Object}s, as in Open MPI 5.0's bindings (4.1's took {@link Buffer}s, which still compile
     * against this signature).
     * @param sendbuf the blocks to send: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent to each process
     * @param sdispls the byte displacement of each block sent
     * @param sendtypes the datatype of each block sent
     * @param recvbuf where the blocks go
     * @param recvcount the number of elements received from each process
     * @param rdispls the byte displacement of each block received
     * @param recvtypes the datatype of each block received
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void allToAllw(Object sendbuf, int[] sendcount, int[] sdispls, Datatype[] sendtypes,
            Object recvbuf, int[] recvcount, int[] rdispls, Datatype[] recvtypes) throws MPIException {
        CollectivesVW.allToAllw(this, sendbuf, sendcount, sdispls, sendtypes, recvbuf, recvcount, rdispls, recvtypes);
    }

    /**
     * Starts an all-to-all exchange with a datatype per block (see {@link #allToAllw}). Calls {@code MPI_Ialltoallw}.
     * @param sendbuf the blocks to send: a direct buffer
     * @param sendcount the number of elements sent to each process
     * @param sdispls the byte displacement of each block sent
     * @param sendtypes the datatype of each block sent
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements received from each process
     * @param rdispls the byte displacement of each block received
     * @param recvtypes the datatype of each block received
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllToAllw(Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype[] sendtypes,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype[] recvtypes) throws MPIException {
        return CollNb.iAllToAllw(this, sendbuf, sendcount, sdispls, sendtypes, recvbuf, recvcount, rdispls,
                recvtypes);
    }

    /**
     * Gathers one block from each in-neighbour of the communicator's topology. Calls {@code MPI_Neighbor_allgather},
     * after the topology's degrees ({@code MPI_Topo_test} and its neighbour count function); a communicator without
     * topology is refused ({@link MPI#ERR_TOPOLOGY}).
     * @param sendbuf this process's block: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf where the blocks go, one per in-neighbour; blocks of {@link MPI#PROC_NULL} neighbours keep their
     * values
     * @param recvcount the number of elements from each neighbour
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void neighborAllGather(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        NeighborCollectives.neighborAllGather(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype);
    }

    /**
     * Starts a neighbour all-gather (see {@link #neighborAllGather}). Calls {@code MPI_Ineighbor_allgather}.
     * @param sendbuf this process's block: a direct buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf where the blocks go, one per in-neighbour: a direct buffer
     * @param recvcount the number of elements from each neighbour
     * @param recvtype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iNeighborAllGather(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return CollNb.blocks(this, CollNb.NB_ALLGATHER, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                0);
    }

    /**
     * Gathers blocks of different sizes from the in-neighbours, each at its own displacement. Calls
     * {@code MPI_Neighbor_allgatherv}, after the topology's degrees; a communicator without topology is refused
     * ({@link MPI#ERR_TOPOLOGY}).
     * @param sendbuf this process's block: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf where the blocks go
     * @param recvcount the number of elements from each in-neighbour
     * @param displs the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void neighborAllGatherv(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        NeighborCollectives.neighborAllGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs,
                recvtype);
    }

    /**
     * Starts a neighbour all-gather of blocks of different sizes. Calls {@code MPI_Ineighbor_allgatherv}.
     * @param sendbuf this process's block: a direct buffer
     * @param sendcount the number of elements sent
     * @param sendtype their datatype
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements from each in-neighbour
     * @param displs the displacement of each block in elements of {@code recvtype}
     * @param recvtype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iNeighborAllGatherv(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int[] recvcount, int[] displs, Datatype recvtype) throws MPIException {
        return CollNb.iAllGatherv(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, displs, recvtype, false,
                true);
    }

    /**
     * Sends one block to each out-neighbour and receives one from each in-neighbour. Calls
     * {@code MPI_Neighbor_alltoall}, after the topology's degrees; a communicator without topology is refused
     * ({@link MPI#ERR_TOPOLOGY}).
     * @param sendbuf the blocks to send, one per out-neighbour: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent to each neighbour
     * @param sendtype their datatype
     * @param recvbuf where the blocks go, one per in-neighbour
     * @param recvcount the number of elements from each neighbour
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void neighborAllToAll(Object sendbuf, int sendcount, Datatype sendtype, Object recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        NeighborCollectives.neighborAllToAll(this, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype);
    }

    /**
     * Starts a neighbour all-to-all exchange. Calls {@code MPI_Ineighbor_alltoall}.
     * @param sendbuf the blocks to send: a direct buffer
     * @param sendcount the number of elements sent to each out-neighbour
     * @param sendtype their datatype
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements from each in-neighbour
     * @param recvtype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iNeighborAllToAll(Buffer sendbuf, int sendcount, Datatype sendtype, Buffer recvbuf,
            int recvcount, Datatype recvtype) throws MPIException {
        return CollNb.blocks(this, CollNb.NB_ALLTOALL, sendbuf, sendcount, sendtype, recvbuf, recvcount, recvtype,
                0);
    }

    /**
     * Neighbour all-to-all exchange of blocks of different sizes. Calls {@code MPI_Neighbor_alltoallv}, after the
     * topology's degrees; a communicator without topology is refused ({@link MPI#ERR_TOPOLOGY}).
     * @param sendbuf the blocks to send: an array, a direct buffer or an array-backed buffer
     * @param sendcount the number of elements sent to each out-neighbour
     * @param sdispls the displacement of each block sent, in elements of {@code sendtype}
     * @param sendtype their datatype
     * @param recvbuf where the blocks go
     * @param recvcount the number of elements from each in-neighbour
     * @param rdispls the displacement of each block received, in elements of {@code recvtype}
     * @param recvtype their datatype
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final void neighborAllToAllv(Object sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Object recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        CollectivesVW.allToAllv(this, sendbuf, sendcount, sdispls, sendtype, recvbuf, recvcount, rdispls, recvtype,
                true);
    }

    /**
     * Starts a neighbour all-to-all exchange of blocks of different sizes. Calls {@code MPI_Ineighbor_alltoallv}.
     * @param sendbuf the blocks to send: a direct buffer
     * @param sendcount the number of elements sent to each out-neighbour
     * @param sdispls the displacement of each block sent, in elements of {@code sendtype}
     * @param sendtype their datatype
     * @param recvbuf where the blocks go: a direct buffer
     * @param recvcount the number of elements from each in-neighbour
     * @param rdispls the displacement of each block received, in elements of {@code recvtype}
     * @param recvtype their datatype
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iNeighborAllToAllv(Buffer sendbuf, int[] sendcount, int[] sdispls, Datatype sendtype,
            Buffer recvbuf, int[] recvcount, int[] rdispls, Datatype recvtype) throws MPIException {
        return CollNb.iAllToAllv(this, sendbuf, sendcount, sdispls, sendtype, recvbuf, recvcount, rdispls, recvtype,
                true);
    }

    /**
     * Starts a reduction to the root (see {@link #reduce(Object, Object, int, Datatype, Op, int)}). Calls
     * {@code MPI_Ireduce}.
     * @param sendbuf this process's elements: a direct buffer
     * @param recvbuf at the root, where the result goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iReduce(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op, int root)
            throws MPIException {
        return CollNb.reduce(this, CollNb.REDUCE, sendbuf, recvbuf, count, type, op, root, false);
    }

    /**
     * Starts a reduction in place: the root's contribution is in {@code buf}, which receives the result; the other
     * processes send from it. Calls {@code MPI_Ireduce} with {@code MPI_IN_PLACE} at the root.
     * @param buf the contribution (and at the root the result): a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @param root the rank of the root
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iReduce(Buffer buf, int count, Datatype type, Op op, int root) throws MPIException {
        return CollNb.reduce(this, CollNb.REDUCE, null, buf, count, type, op, root, true);
    }

    /**
     * Starts an all-reduce (see {@link #allReduce(Object, Object, int, Datatype, Op)}). Calls {@code MPI_Iallreduce}.
     * @param sendbuf this process's elements: a direct buffer
     * @param recvbuf where the result goes: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllReduce(Buffer sendbuf, Buffer recvbuf, int count, Datatype type, Op op)
            throws MPIException {
        return CollNb.reduce(this, CollNb.ALLREDUCE, sendbuf, recvbuf, count, type, op, 0, false);
    }

    /**
     * Starts an all-reduce in place: {@code buf} holds the contribution and receives the result. Calls
     * {@code MPI_Iallreduce} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: a direct buffer
     * @param count the number of elements
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iAllReduce(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return CollNb.reduce(this, CollNb.ALLREDUCE, null, buf, count, type, op, 0, true);
    }

    /**
     * Reduces the processes' elements, then scatters the result: process {@code i} gets block {@code i} of
     * {@code recvcounts[i]} elements. Calls {@code MPI_Reduce_scatter}.
     * @param sendbuf this process's elements, the sum of {@code recvcounts}: an array, a direct buffer or an
     * array-backed buffer
     * @param recvbuf where this process's block of the result goes
     * @param recvcounts the number of elements of each process's block (one entry per process)
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void reduceScatter(Object sendbuf, Object recvbuf, int[] recvcounts, Datatype type, Op op)
            throws MPIException {
        ScansReduceScatter.reduceScatter(this, sendbuf, recvbuf, recvcounts, type, op, false);
    }

    /**
     * Reduce-scatter in place: {@code buf} holds this process's contribution to all blocks and receives its block of
     * the result at its start. Calls {@code MPI_Reduce_scatter} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: an array, a direct buffer or an array-backed buffer
     * @param counts the number of elements of each process's block
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void reduceScatter(Object buf, int[] counts, Datatype type, Op op) throws MPIException {
        ScansReduceScatter.reduceScatter(this, null, buf, counts, type, op, true);
    }

    /**
     * Starts a reduce-scatter (see {@link #reduceScatter(Object, Object, int[], Datatype, Op)}). Calls
     * {@code MPI_Ireduce_scatter}.
     * @param sendbuf this process's elements: a direct buffer
     * @param recvbuf where this process's block of the result goes: a direct buffer
     * @param recvcounts the number of elements of each process's block
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iReduceScatter(Buffer sendbuf, Buffer recvbuf, int[] recvcounts, Datatype type, Op op)
            throws MPIException {
        return CollNb.iReduceScatter(this, sendbuf, recvbuf, recvcounts, type, op, false);
    }

    /**
     * Starts a reduce-scatter in place. Calls {@code MPI_Ireduce_scatter} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: a direct buffer
     * @param counts the number of elements of each process's block
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iReduceScatter(Buffer buf, int[] counts, Datatype type, Op op) throws MPIException {
        return CollNb.iReduceScatter(this, null, buf, counts, type, op, true);
    }

    /**
     * Reduce-scatter with blocks of equal size: process {@code i} gets block {@code i} of the result. Calls
     * {@code MPI_Reduce_scatter_block}.
     * @param sendbuf this process's elements, {@code recvcount} per process: an array, a direct buffer or an
     * array-backed buffer
     * @param recvbuf where this process's block of the result goes
     * @param recvcount the number of elements per block
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void reduceScatterBlock(Object sendbuf, Object recvbuf, int recvcount, Datatype type, Op op)
            throws MPIException {
        ScansReduceScatter.reduceScatterBlock(this, sendbuf, recvbuf, recvcount, type, op, false);
    }

    /**
     * Reduce-scatter with blocks of equal size, in place: {@code buf} holds the contribution and receives this
     * process's block at its start. Calls {@code MPI_Reduce_scatter_block} with {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: an array, a direct buffer or an array-backed buffer
     * @param count the number of elements per block
     * @param type their datatype
     * @param op the operation
     * @throws MPIException if the call fails, the binding refuses an argument, or a user function threw one
     */
    public final void reduceScatterBlock(Object buf, int count, Datatype type, Op op) throws MPIException {
        ScansReduceScatter.reduceScatterBlock(this, null, buf, count, type, op, true);
    }

    /**
     * Starts a reduce-scatter with blocks of equal size. Calls {@code MPI_Ireduce_scatter_block}.
     * @param sendbuf this process's elements: a direct buffer
     * @param recvbuf where this process's block of the result goes: a direct buffer
     * @param recvcount the number of elements per block
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iReduceScatterBlock(Buffer sendbuf, Buffer recvbuf, int recvcount, Datatype type, Op op)
            throws MPIException {
        return CollNb.iReduceScatterBlock(this, sendbuf, recvbuf, recvcount, type, op, false);
    }

    /**
     * Starts a reduce-scatter with blocks of equal size, in place. Calls {@code MPI_Ireduce_scatter_block} with
     * {@code MPI_IN_PLACE}.
     * @param buf the contribution and the result: a direct buffer
     * @param count the number of elements per block
     * @param type their datatype
     * @param op the operation
     * @return the request
     * @throws MPIException if the call fails or the binding refuses an argument
     */
    public final Request iReduceScatterBlock(Buffer buf, int count, Datatype type, Op op) throws MPIException {
        return CollNb.iReduceScatterBlock(this, null, buf, count, type, op, true);
    }
}
