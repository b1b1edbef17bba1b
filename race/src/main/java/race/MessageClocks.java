package race;

import java.util.Map;
import java.util.WeakHashMap;
import mpi.Comm;
import mpi.Group;
import mpi.MPI;
import mpi.MPIException;

/**
 * Point-to-point happens-before for phase I: before each application send, this rank's vector clock (kept by
 * {@link RankTracker}) ticks and travels to the destination on the checker's private communicator, same tag, ahead
 * of the application's message; after a blocking receive the receiver takes it from that source and tag and
 * merges it. The caller marks its thread as inside the checker around these calls.
 */
final class MessageClocks {
    /** How long a receive waits for the sender's vector clock before giving up (ordering then unknown). */
    private static final long WAIT_NANOS = 50_000_000L;
    /** Above this many ranks a vector would not fit the library's eager limit (the send must never wait). */
    static final int MAX_RANKS = 256;

    private final Comm comm;
    private final int size;
    private final RankTracker tracker;
    private final Object receiving = new Object();
    /** World ranks of each communicator's members, by communicator object; empty for intercommunicators. */
    private final Map<Object, int[]> worldRanks = new WeakHashMap<>();

    MessageClocks(Comm comm, int size, RankTracker tracker) {
        this.comm = comm;
        this.size = size;
        this.tracker = tracker;
    }

    /** The application is about to send to rank {@code dest} of {@code c} with {@code tag}. */
    void sending(Object c, int dest, int tag) throws MPIException {
        int to = worldRank(c, dest);
        if (to >= 0) {
            long[] vc = tracker.messageSending(size);
            comm.send(vc, size, MPI.LONG, to, tag);
        }
    }

    /** A blocking receive of the application returned a message from rank {@code source} of {@code c}. */
    void received(Object c, int source, int tag) throws MPIException {
        int from = worldRank(c, source);
        if (from < 0) {
            return;
        }
        long deadline = System.nanoTime() + WAIT_NANOS;
        do {
            synchronized (receiving) { // probe and receive as one step when several threads receive
                if (comm.iProbe(from, tag) != null) {
                    long[] vc = new long[size];
                    comm.recv(vc, size, MPI.LONG, from, tag);
                    tracker.messageReceived(vc);
                    return;
                }
            }
            Thread.onSpinWait();
        } while (System.nanoTime() < deadline);
    }

    /** The world rank of rank {@code r} of communicator {@code c}; -1 when unknown (intercommunicators). */
    private int worldRank(Object c, int r) throws MPIException {
        if (r < 0) {
            return -1;
        }
        if (c == MPI.COMM_WORLD) {
            return r;
        }
        if (!(c instanceof Comm)) {
            return -1;
        }
        int[] map;
        synchronized (worldRanks) {
            map = worldRanks.get(c);
        }
        if (map == null) {
            map = translate((Comm) c);
            synchronized (worldRanks) {
                worldRanks.put(c, map);
            }
        }
        return r < map.length ? map[r] : -1;
    }

    private static int[] translate(Comm c) throws MPIException {
        if (c.isInter()) {
            return new int[0];
        }
        Group g = c.getGroup();
        Group world = MPI.COMM_WORLD.getGroup();
        int[] ranks = new int[g.getSize()];
        for (int i = 0; i < ranks.length; i++) {
            ranks[i] = i;
        }
        int[] out = Group.translateRanks(g, ranks, world);
        g.free();
        world.free();
        return out;
    }
}
