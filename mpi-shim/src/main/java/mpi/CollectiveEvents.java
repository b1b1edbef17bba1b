package mpi;

import java.util.Arrays;
import mpi.shim.event.Hooks;
import mpi.shim.event.MpiListener;

/**
 * Builds the events of collectives a checker listens to: the synchronization of a collective, and the messages a
 * rooted, all-to-all, scan or neighbour collective implies between ranks (tag {@link MpiListener#COLLECTIVE_TAG}),
 * for blocking and nonblocking forms. Callers guard every use with {@code if (Hooks.LISTENER != null)}, so nothing
 * here runs with plain mpi.jar.
 */
final class CollectiveEvents {
    private CollectiveEvents() {}

    static void collective(String call, long comm, Comm object) {
        Hooks.LISTENER.synchronizing(call, comm, object);
    }

    /**
     * Before a rooted collective whose data leaves the root (bcast, scatter) and before any data is staged: the
     * root reports a message to every other rank (tag {@link MpiListener#COLLECTIVE_TAG}), so a checker can order
     * the root's earlier accesses before each receiver's later ones. Only when data moves ({@code count > 0}). On
     * an intercommunicator the root ({@link MPI#ROOT}) sends to every rank of the remote group.
     */
    static void fromRootStarting(String call, long comm, Comm object, int root, boolean isRoot, int count)
            throws MPIException {
        if (isRoot && count > 0) {
            for (int r : others(object, root)) {
                Hooks.LISTENER.messageSending(call, comm, object, r, MpiListener.COLLECTIVE_TAG);
            }
        }
    }

    /** As above for scatterv: only to the ranks with a block ({@code counts[r] > 0}; unchecked lengths are cut). */
    static void fromRootStarting(String call, long comm, Comm object, int root, boolean isRoot, int[] counts)
            throws MPIException {
        if (isRoot && counts != null) {
            for (int r : withBlocks(object, root, counts)) {
                Hooks.LISTENER.messageSending(call, comm, object, r, MpiListener.COLLECTIVE_TAG);
            }
        }
    }

    /** After a bcast or scatter returned and its data was copied out: a receiver got the root's message. */
    static void fromRootReturned(String call, long comm, Comm object, int root, boolean isRoot, int count)
            throws MPIException {
        receivedFrom(call, comm, object, fromRoot(root, isRoot, count));
    }

    /** Before a gather or reduce (and any staging): a contributor reports its message to the root. */
    static void toRootStarting(String call, long comm, Comm object, int root, boolean isRoot, int count)
            throws MPIException {
        if (!isRoot && count > 0 && root >= 0) {
            Hooks.LISTENER.messageSending(call, comm, object, root, MpiListener.COLLECTIVE_TAG);
        }
    }

    /** After a gather or reduce returned at the root and its result was copied out: every contribution arrived. */
    static void toRootReturned(String call, long comm, Comm object, int root, boolean isRoot, int count)
            throws MPIException {
        receivedFrom(call, comm, object, toRoot(object, root, isRoot, count));
    }

    /** As above for gatherv: only from the ranks with a block ({@code counts[r] > 0}). */
    static void toRootReturned(String call, long comm, Comm object, int root, boolean isRoot, int[] counts)
            throws MPIException {
        receivedFrom(call, comm, object, toRoot(object, root, isRoot, counts));
    }

    // ---- nonblocking collectives: messages sent when posted, received when a wait or test completes them ----------

    /**
     * Before a nonblocking collective in which every member sends to every other (iBarrier, iAllReduce,
     * iAllGather, iAllToAll): a message to each other member. Returns what its completion receives (null: nothing).
     */
    static Request.Receipt membersPosting(String call, long comm, Comm object) throws MPIException {
        int[] others = others(object, -1);
        for (int r : others) {
            Hooks.LISTENER.messageSending(call, comm, object, r, MpiListener.COLLECTIVE_TAG);
        }
        return Request.Receipt.collective(call, comm, object, others);
    }

    /** Before an iBcast or iScatter: as {@link #fromRootStarting}; {@code count}: this rank's block. */
    static Request.Receipt fromRootPosting(String call, long comm, Comm object, int root, boolean isRoot, int count)
            throws MPIException {
        fromRootStarting(call, comm, object, root, isRoot, count);
        return Request.Receipt.collective(call, comm, object, fromRoot(root, isRoot, count));
    }

    /** Before an iScatterv: the root's {@code counts}, a receiver's {@code count}. */
    static Request.Receipt fromRootPosting(String call, long comm, Comm object, int root, boolean isRoot,
            int[] counts, int count) throws MPIException {
        fromRootStarting(call, comm, object, root, isRoot, counts);
        return Request.Receipt.collective(call, comm, object, fromRoot(root, isRoot, count));
    }

    /** Before an iGather or iReduce: as {@link #toRootStarting}; {@code count}: this rank's block. */
    static Request.Receipt toRootPosting(String call, long comm, Comm object, int root, boolean isRoot, int count)
            throws MPIException {
        toRootStarting(call, comm, object, root, isRoot, count);
        return Request.Receipt.collective(call, comm, object, toRoot(object, root, isRoot, count));
    }

    /** Before an iGatherv: a contributor's {@code count}, the root's {@code counts}. */
    static Request.Receipt toRootPosting(String call, long comm, Comm object, int root, boolean isRoot, int count,
            int[] counts) throws MPIException {
        toRootStarting(call, comm, object, root, isRoot, count);
        return Request.Receipt.collective(call, comm, object, toRoot(object, root, isRoot, counts));
    }

    // ---- scans and neighbour collectives ---------------------------------------------------------------------------

    /** Before a scan or exScan (and any staging): this rank's contribution reaches every higher rank's result. */
    static void scanStarting(String call, long comm, Comm object) throws MPIException {
        for (int r : ranksAbove(object)) {
            Hooks.LISTENER.messageSending(call, comm, object, r, MpiListener.COLLECTIVE_TAG);
        }
    }

    /** After a scan or exScan returned and its result was copied out: every lower rank's contribution arrived. */
    static void scanReturned(String call, long comm, Comm object) throws MPIException {
        receivedFrom(call, comm, object, ranksBelow(object));
    }

    /** Before an iScan or iExScan: as {@link #scanStarting}; its completion hears from the lower ranks. */
    static Request.Receipt scanPosting(String call, long comm, Comm object) throws MPIException {
        scanStarting(call, comm, object);
        return Request.Receipt.collective(call, comm, object, ranksBelow(object));
    }

    /**
     * Before a neighbour collective: a message along each of the topology's out-edges. {@code edges} is
     * {@link Topology#edges}, read before anything was staged.
     */
    static void neighboursStarting(String call, long comm, Comm object, int[][] edges) {
        for (int r : edges[1]) {
            Hooks.LISTENER.messageSending(call, comm, object, r, MpiListener.COLLECTIVE_TAG);
        }
    }

    /** After a neighbour collective returned and its result was copied out: each in-edge's message arrived. */
    static void neighboursReturned(String call, long comm, Comm object, int[][] edges) {
        receivedFrom(call, comm, object, edges[0]);
    }

    /** Before a nonblocking neighbour collective: as {@link #neighboursStarting}; its completion hears the in-edges. */
    static Request.Receipt neighboursPosting(String call, long comm, Comm object, int[][] edges) {
        neighboursStarting(call, comm, object, edges);
        return Request.Receipt.collective(call, comm, object, edges[0]);
    }

    // ---- who a rank hears from in a collective ----------------------------------------------------------------------

    private static final int[] NOBODY = {};

    /**
     * A receiver of a bcast or scatter hears from the root when its block is not empty (on an intercommunicator
     * {@code root} is the root's rank in the remote group; the root's own group passes {@link MPI#PROC_NULL}).
     */
    private static int[] fromRoot(int root, boolean isRoot, int count) {
        return !isRoot && count > 0 && root >= 0 ? new int[] {root} : NOBODY;
    }

    /** The root of a gather or reduce hears from every other rank when the blocks are not empty. */
    private static int[] toRoot(Comm object, int root, boolean isRoot, int count) throws MPIException {
        return isRoot && count > 0 ? others(object, root) : NOBODY;
    }

    /** The root of a gatherv hears from every rank with a block. */
    private static int[] toRoot(Comm object, int root, boolean isRoot, int[] counts) throws MPIException {
        return isRoot && counts != null ? withBlocks(object, root, counts) : NOBODY;
    }

    /**
     * The ranks other than {@code root} whose block in {@code counts} is not empty (of an intercommunicator: of
     * the remote group); unchecked lengths are cut.
     */
    private static int[] withBlocks(Comm object, int root, int[] counts) throws MPIException {
        int n = Math.min(object.collectiveSize(), counts.length);
        int k = 0;
        int[] from = new int[n];
        for (int r = 0; r < n; r++) {
            if (r != root && counts[r] > 0) {
                from[k++] = r;
            }
        }
        return Arrays.copyOf(from, k);
    }

    /** The ranks below this one (a scan's contributors to its result); none of an intercommunicator. */
    private static int[] ranksBelow(Comm object) throws MPIException {
        return object.isInter() ? NOBODY : ranks(0, object.getRank());
    }

    /** The ranks above this one (whose scan results hold its contribution); none of an intercommunicator. */
    private static int[] ranksAbove(Comm object) throws MPIException {
        return object.isInter() ? NOBODY : ranks(object.getRank() + 1, object.getSize());
    }

    /** The ranks from {@code from} up to {@code to} (exclusive). */
    private static int[] ranks(int from, int to) {
        int[] out = new int[Math.max(0, to - from)];
        for (int i = 0; i < out.length; i++) {
            out[i] = from + i;
        }
        return out;
    }

    /**
     * Every rank of an intracommunicator but {@code self} (this rank when negative); every rank of an
     * intercommunicator's remote group, which is where its collectives' data comes from and goes to.
     */
    private static int[] others(Comm object, int self) throws MPIException {
        if (object.isInter()) {
            return ranks(0, object.collectiveSize());
        }
        int me = self >= 0 ? self : object.getRank();
        int n = object.getSize();
        int[] out = new int[n];
        int k = 0;
        for (int r = 0; r < n; r++) {
            if (r != me) {
                out[k++] = r;
            }
        }
        return Arrays.copyOf(out, k);
    }

    /** The messages of a collective that returned or completed, from {@code sources}. */
    static void receivedFrom(String call, long comm, Comm object, int[] sources) {
        for (int r : sources) {
            Hooks.LISTENER.messageReceived(call, comm, object, r, MpiListener.COLLECTIVE_TAG, null);
        }
    }
}
