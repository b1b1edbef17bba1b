package mpi.shim.event;

/**
 * What a checker sees of the binding. Implementations are found with {@link java.util.ServiceLoader}; with
 * plain mpi.jar there is none and the binding pays nothing (see {@link Hooks}). Methods are called on the thread
 * that made the MPI call, after the call succeeded.
 */
public interface MpiListener {
    /**
     * The tag of the messages {@link #messageSending}/{@link #messageReceived} report for the data flow of rooted
     * collectives (never a tag of the application's, which are not negative): before a bcast or scatter the root
     * "sends" to every other rank and after it each other rank "receives" from the root; before a gather or reduce
     * each other rank "sends" to the root, which "receives" from every one after it. Only when data moves.
     * Nonblocking collectives report the same, and iBarrier, iAllReduce, iAllGather and iAllToAll a message from
     * every member to every other: the sends before the call that posts them, the receives when the wait or test
     * that completes them returns.
     */
    int COLLECTIVE_TAG = Integer.MIN_VALUE;

    /**
     * MPI.Init was called and MPI_Init has not run yet: the last moment a checker can still restart the JVM
     * (e.g. with its Java agent) without leaving a half-initialised MPI process behind. A checker that cannot work
     * with what the user gave it (a report it cannot write) throws IllegalArgumentException: MPI.Init then throws
     * an MPIException with its message, and MPI_Init does not run.
     */
    default void starting() {}

    /** MPI was initialised; {@code rank} and {@code size} are those of MPI.COMM_WORLD. */
    void initialized(int rank, int size);

    /** NB: a nonblocking operation was posted (a persistent request was started). */
    void posted(PostedOperation operation);

    /** CK: a completion check on {@code request} succeeded (wait, or a test that returned true). */
    void completed(Object request);

    /**
     * Request.getStatus found {@code request}'s operation complete: its buffers are the application's again (MPI's
     * completion), while the request itself still has to be completed or freed.
     */
    default void statusComplete(Object request) {}

    /** The application freed {@code request} while it may still be active. */
    void freed(Object request);

    /**
     * Whether the listener wants {@link #blockingCall} events now; asked before each blocking call with a buffer, so
     * that nothing is built for it otherwise.
     */
    default boolean wantsBlockingCalls() {
        return false;
    }

    /**
     * ACC by the library: a blocking call is about to hand its direct buffers to the library, which reads or writes
     * them as each {@link BufferUse} says. Called before the call, once its arguments are checked; the call has not
     * succeeded yet.
     */
    default void blockingCall(BlockingCall call) {}

    /**
     * The blocking call of an earlier {@link #blockingCall} returned (successfully): what it wrote is in the buffers
     * from now on, after the events that ordered the call (the message it received, the collective it made).
     */
    default void blockingCallReturned(BlockingCall call) {}

    /** A window was created (one-sided communication). */
    default void windowCreated(WindowEvent window) {}

    /** A one-sided operation was issued at this rank (the origin). */
    default void rmaOperation(RmaOperation operation) {}

    /** A synchronization call on a window succeeded (including "free", the last event of a window). */
    default void rmaSync(RmaSync sync) {}

    /**
     * A blocking collective that synchronizes every rank of {@code comm} returned ("barrier", "allReduce",
     * "allGather", "allToAll"); {@code communicator} is its C handle, {@code comm} the mpi.Comm object.
     */
    default void synchronizing(String call, long communicator, Object comm) {}

    /**
     * Memory was attached to ({@code attached}) or detached from a dynamic window: {@code address} and, when
     * attached, {@code bytes}.
     */
    default void windowMemory(long window, boolean attached, long address, long bytes) {}

    /**
     * A communicator was made by {@code call} ("dup", "dupWithInfo", "iDup", "split", "splitType", "create",
     * "createGroup", "createCart", "createGraph", "createDistGraph", "createDistGraphAdjacent", "sub", "merge",
     * "createIntercomm") from {@code parent}, the communicator the call is collective over (for createIntercomm
     * the local one; createGroup is collective over its group only). Every member of {@code parent} the call
     * involves makes its communicators from it in the same order (MPI orders collectives per communicator), so a
     * checker can name {@code created} alike on all of them; it is a null communicator on ranks the call left out
     * (a split's MPI.UNDEFINED colour). For iDup it is usable only after its request completes.
     */
    default void communicatorCreated(String call, Object parent, Object created) {}

    /**
     * A point-to-point message is about to be sent to {@code dest} (rank in {@code comm}) with {@code tag}
     * ("send", "bSend", "sSend", "rSend", "iSend", ..., "sendRecv"); called before the library sees the message
     * and before the binding stages any data, so a listener may communicate here (a race checker piggybacks its
     * vector clock on a message of its own).
     */
    default void messageSending(String call, long communicator, Object comm, int dest, int tag) {}

    /**
     * A receive returned a message from {@code source} with {@code tag}: a blocking one ("recv", "sendRecv",
     * "sendRecvReplace", "mRecv") when it returns, a nonblocking or persistent one ("iRecv", "imRecv", "recvInit")
     * when the wait or test that completed it returns, after the status was read (the listener may communicate).
     */
    default void messageReceived(String call, long communicator, Object comm, int source, int tag) {}

    /**
     * A receive was posted that a later {@link #messageReceived(String, long, Object, int, int, Object)} with the
     * same {@code posting} reports (or {@link #receiveEnded}): an iRecv, the start of a persistent receive
     * (recvInit), or a probe that matched a message for a later mRecv or imRecv (mProbe, imProbe; {@code source}
     * and {@code tag} are then the message's). {@code source} or {@code tag} may be a wildcard (MPI.ANY_SOURCE,
     * MPI.ANY_TAG); receives from MPI.PROC_NULL are not reported. MPI matches the messages of one stream (source,
     * communicator, tag) to receives in posting order, so a checker can tell which message a receive took even
     * when receives complete in another order. Blocking receives are not reported here: they post and complete in
     * one call, and report their message with a null {@code posting}.
     */
    default void receivePosted(String call, long communicator, Object comm, int source, int tag, Object posting) {}

    /** A receive reported by {@link #receivePosted} ended without a message to report (cancelled, say). */
    default void receiveEnded(Object posting) {}

    /**
     * {@link #messageReceived(String, long, Object, int, int)} with the receive's {@code posting} from
     * {@link #receivePosted} (null for a blocking receive and for collectives). The binding calls this form; by
     * default it calls the other.
     */
    default void messageReceived(String call, long communicator, Object comm, int source, int tag, Object posting) {
        messageReceived(call, communicator, comm, source, tag);
    }

    /**
     * Whether the listener wants {@link #messageReceived} for nonblocking and persistent receives now: only then
     * does the binding remember each such receive and ask the library for the statuses of the waits and tests that
     * complete it (work a listener that ignores messages should not pay on every receive).
     */
    default boolean tracksMessages() {
        return false;
    }

    /** MPI.Finalize is about to run; the listener writes its reports. */
    void finalizing();
}
