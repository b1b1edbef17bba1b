package race;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;
import mpi.Comm;
import mpi.Group;
import mpi.Intercomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Point-to-point happens-before for phase I: before each application send, this rank's vector clock (kept by
 * {@link RankTracker}) ticks and travels to the destination on the checker's private communicator, ahead of the
 * application's message, labelled with the message's stream (a key of its communicator, and its tag). When a
 * receive of the application completes (blocking, or a nonblocking one at its wait or test) the receiver takes the
 * clock of the message it got from that source and merges it.
 *
 * <p>MPI delivers the messages of one stream (source, communicator, tag) in the order they were sent, and the
 * clocks travel in send order too (one tag on the private communicator), so the message a receive took (by its
 * posting order, {@link MessageStream}) names its clock. A communicator's key comes from its group and from how it
 * was made ({@link #created}: two dups of one communicator differ). Should two still share a key (two
 * createGroups of one group), or a receive go unreported, a receive takes an older clock than its own: the clocks
 * of one sender only grow, so that orders less, never more.
 * Rooted collectives, and nonblocking collectives, report their data flow as messages with
 * {@link mpi.shim.event.MpiListener#COLLECTIVE_TAG}. A blocking collective over fewer ranks than the job, and a
 * fence on a window of fewer ranks, cannot advance the global phase (the other ranks do not see it): their members
 * swap clocks instead ({@link #amongMembers}, {@link #amongWindow}).
 * The caller marks its thread as inside the checker around these calls.
 */
final class MessageClocks {
    /** How long a receive waits for the sender's vector clock before giving up (ordering then unknown). */
    private static final long WAIT_NANOS = 50_000_000L;
    /**
     * The same for the clocks of a group that has just synchronized: every member sends its clock as it returns,
     * so it comes, but a member may be descheduled for a while on an oversubscribed node.
     */
    private static final long MEMBER_WAIT_NANOS = 2_000_000_000L;
    /** Above this many ranks a vector would not fit the library's eager limit (the send must never wait). */
    static final int MAX_RANKS = 256;
    /** The private communicator's tag for clocks (not {@link Exchange#TAG_DATA} nor the confirmer's announcements). */
    static final int TAG_CLOCK = 73;
    /** Words ahead of the vector: the stream key. */
    private static final int HEAD = 1;
    /** Stream tags of the member-wide swaps (application tags are never negative). */
    private static final int MEMBERS_TAG = -2;
    private static final int FENCE_TAG = -3;
    private static final int PSCW_TAG = -4;

    private final Comm comm;
    private final int rank;
    private final int size;
    private final RankTracker tracker;
    private final RaceTraffic traffic;
    private final Object receiving = new Object();
    /** Per communicator object: the ranks its messages name, its members and its stream key. */
    private final Map<Object, Peers> peers = new WeakHashMap<>();
    /** Per communicator object: how many communicators were made from it so far. Guarded by peers. */
    private final Map<Object, int[]> madeFrom = new WeakHashMap<>();
    /**
     * Per communicator object made from a known parent: its name, from the parent's stream key and the count
     * above, the same on every member (two dups of one communicator get different names). Guarded by peers.
     */
    private final Map<Object, Integer> lineage = new WeakHashMap<>();
    /** Clocks arrived, and the receives that take them: per source world rank, per stream. Guarded by receiving. */
    private final Map<Integer, Map<Long, MessageStream>> streams = new HashMap<>();
    /** The number the next receive posted gets (see {@link MessageStream}). Guarded by receiving. */
    private long nextPost;
    /**
     * Receives posted and not yet complete, by the binding's name of their posting: their number, and their
     * stream when it was known at posting (specific source and tag; null for a wildcard). Guarded by receiving.
     */
    private final Map<Object, Posting> pending = new WeakHashMap<>();

    MessageClocks(Comm comm, int rank, int size, RankTracker tracker, RaceTraffic traffic) {
        this.comm = comm;
        this.rank = rank;
        this.size = size;
        this.tracker = tracker;
        this.traffic = traffic;
    }

    /** The application is about to send to rank {@code dest} of {@code c} with {@code tag}. */
    void sending(Object c, int dest, int tag) throws MPIException {
        int to = worldRank(c, dest);
        if (to >= 0) {
            send(to, stream(c, tag));
        }
    }

    private void send(int to, long key) throws MPIException {
        long[] vc = tracker.messageSending(size);
        long[] out = new long[HEAD + size];
        out[0] = key;
        System.arraycopy(vc, 0, out, HEAD, size);
        comm.send(out, out.length, MPI.LONG, to, TAG_CLOCK);
        traffic.clock((long) Long.BYTES * out.length, true);
    }

    /**
     * A blocking collective over {@code c} returned (one that synchronizes its members: barrier, allReduce, ...):
     * this rank's clock goes to every other member (of an intercommunicator: every rank of the remote group) and
     * theirs are merged here.
     */
    void amongMembers(Object c) throws MPIException {
        swap(peers(c).members, stream(c, MEMBERS_TAG));
    }

    /** A fence on the window {@code windowId} (job-wide) of the ranks {@code members} (world ranks) returned. */
    void amongWindow(int[] members, String windowId) throws MPIException {
        swap(members, windowStream(windowId, FENCE_TAG));
    }

    /**
     * An access epoch on window {@code windowId} ended (complete returned): this rank's clock goes to each target
     * (world ranks), whose wait returns only after every matching complete was called (MPI-3.1 11.5.2), so what
     * this rank did before the complete happens before what the target does after its wait.
     */
    void accessEpochEnded(int[] targets, String windowId) throws MPIException {
        long key = windowStream(windowId, PSCW_TAG);
        for (int t : targets) {
            if (t != rank) {
                send(t, key);
            }
        }
    }

    /**
     * An exposure epoch on window {@code windowId} ended (wait returned, or test returned true): the clock of each
     * origin (world ranks), sent at its complete. The k-th complete of an origin to this rank matches the k-th
     * exposure epoch that includes the origin, and its clocks arrive in that order.
     */
    void exposureEpochEnded(int[] origins, String windowId) throws MPIException {
        long key = windowStream(windowId, PSCW_TAG);
        for (int o : origins) {
            if (o != rank) {
                receive(o, key, MEMBER_WAIT_NANOS);
            }
        }
    }

    private static long windowStream(String windowId, int tag) {
        return ((long) windowId.hashCode() << 32) | (tag & 0xffffffffL);
    }

    private void swap(int[] members, long key) throws MPIException {
        for (int m : members) {
            if (m != rank) {
                send(m, key);
            }
        }
        for (int m : members) {
            if (m != rank) {
                receive(m, key, MEMBER_WAIT_NANOS);
            }
        }
    }

    /**
     * The application posted a receive from rank {@code source} of {@code c} with {@code tag} (either may be a
     * wildcard), named {@code posting} until {@link #received} or {@link #ended} reports it.
     */
    void posted(Object c, int source, int tag, Object posting) throws MPIException {
        int from = source >= 0 && tag >= 0 ? worldRank(c, source) : -1;
        long key = from >= 0 ? stream(c, tag) : 0;
        synchronized (receiving) {
            post(posting, from >= 0 ? streamFrom(from, key) : null);
        }
    }

    /** Numbers a receive posted now as {@code name}, in {@code known}'s receives when its stream is known. */
    private Posting post(Object name, MessageStream known) {
        Posting p = new Posting(nextPost++, known);
        if (known != null) {
            known.include(p.number);
        }
        pending.put(name, p);
        return p;
    }

    /** The receive posted as {@code posting} ended without a message (cancelled, say). */
    void ended(Object posting) {
        synchronized (receiving) {
            Posting p = pending.remove(posting);
            if (p != null && p.stream != null) {
                p.stream.exclude(p.number);
            }
        }
    }

    /**
     * A receive of the application completed with a message from rank {@code source} of {@code c}, {@code tag}:
     * the one posted as {@code posting}, or (null) one posted and completed by this call.
     */
    void received(Object c, int source, int tag, Object posting) throws MPIException {
        int from = worldRank(c, source);
        if (from >= 0) {
            receive(from, stream(c, tag), posting, WAIT_NANOS);
        } else if (posting != null) {
            ended(posting);
        }
    }

    private void receive(int from, long key, long waitNanos) throws MPIException {
        receive(from, key, null, waitNanos);
    }

    /**
     * Takes the clock of the message that the receive named {@code posting} (null: posted now) took from
     * {@code from}. The receive stays pending while it waits, so that no other thread's receive drops that clock.
     */
    private void receive(int from, long key, Object posting, long waitNanos) throws MPIException {
        Object name = posting != null ? posting : new Object();
        MessageStream stream;
        long number;
        long message;
        synchronized (receiving) {
            stream = streamFrom(from, key);
            Posting p = pending.get(name);
            if (p == null) {
                p = post(name, null);
            }
            number = p.number;
            if (p.stream != stream) {
                if (p.stream != null) {
                    p.stream.exclude(number); // not the stream it was posted for (MPI's matching rules it out)
                }
                stream.include(number);
            }
            message = stream.messageOf(number);
        }
        boolean taken = false;
        long deadline = System.nanoTime() + waitNanos;
        try {
            do {
                synchronized (receiving) { // probe and receive as one step when several threads receive
                    long[] vc = stream.clock(message);
                    while (vc == null && comm.iProbe(from, TAG_CLOCK) != null) {
                        long[] in = new long[HEAD + size];
                        comm.recv(in, in.length, MPI.LONG, from, TAG_CLOCK);
                        traffic.clock((long) Long.BYTES * in.length, false);
                        streamFrom(from, in[0]).arrived(Arrays.copyOfRange(in, HEAD, in.length));
                        vc = stream.clock(message);
                    }
                    if (vc != null) {
                        tracker.messageReceived(vc);
                        taken = true;
                        return;
                    }
                }
                Thread.onSpinWait();
            } while (System.nanoTime() < deadline);
        } finally {
            synchronized (receiving) {
                pending.remove(name);
                if (!taken) {
                    stream.exclude(number); // its clock never came (a send the binding did not report)
                }
                stream.fold(oldestPending());
            }
        }
    }

    /** The stream of key {@code key} from world rank {@code from}. Guarded by receiving. */
    private MessageStream streamFrom(int from, long key) {
        return streams.computeIfAbsent(from, k -> new HashMap<>()).computeIfAbsent(key, k -> new MessageStream());
    }

    /** The number of the oldest receive still pending, or of the next one when none is. Guarded by receiving. */
    private long oldestPending() {
        long oldest = nextPost;
        for (Posting p : pending.values()) {
            oldest = Math.min(oldest, p.number);
        }
        return oldest;
    }

    /** A receive posted and not yet complete: its number, and its stream when known at posting. */
    private static final class Posting {
        final long number;
        final MessageStream stream;

        Posting(long number, MessageStream stream) {
            this.number = number;
            this.stream = stream;
        }
    }

    /**
     * The application made communicator {@code created} by {@code call}, collective over {@code parent} (see
     * MpiListener#communicatorCreated). Each member counts what it makes from a parent in the same order, so
     * {@code created} gets a name of the parent's key and that count, alike on every member. Not for createGroup,
     * which only some members call (the counts would diverge), nor for an intercommunicator, whose two sides
     * have different parents: both keep the key of their groups.
     */
    void created(String call, Object parent, Object created) throws MPIException {
        if ("createGroup".equals(call)) {
            return;
        }
        int parentKey = key(parent);
        synchronized (peers) {
            int made = madeFrom.computeIfAbsent(parent, k -> new int[1])[0]++;
            if (!"createIntercomm".equals(call)) {
                lineage.put(created, 31 * (31 * parentKey + made) + 17);
            }
        }
    }

    /** The stream of a message: its communicator's key (the same on every member) and its tag. */
    private long stream(Object c, int tag) throws MPIException {
        return ((long) key(c) << 32) | (tag & 0xffffffffL);
    }

    private int key(Object c) throws MPIException {
        return c == MPI.COMM_WORLD ? 0 : peers(c).key;
    }

    /** The world rank of rank {@code r} as messages on communicator {@code c} name it; -1 when unknown. */
    private int worldRank(Object c, int r) throws MPIException {
        if (r < 0) {
            return -1;
        }
        if (c == MPI.COMM_WORLD) {
            return r < size ? r : -1;
        }
        int[] map = peers(c).world;
        return r < map.length ? map[r] : -1;
    }

    private Peers peers(Object c) throws MPIException {
        if (!(c instanceof Comm)) {
            return Peers.NONE;
        }
        Peers p;
        Integer name;
        synchronized (peers) {
            p = peers.get(c);
            name = lineage.get(c);
        }
        if (p == null) {
            p = Peers.of((Comm) c, name);
            synchronized (peers) {
                peers.put(c, p);
            }
        }
        return p;
    }

    /**
     * What messages on one communicator need: the world ranks their source and destination ranks name (an
     * intercommunicator's name the remote group), the ranks a blocking collective over it exchanges clocks with
     * (an intracommunicator's members; an intercommunicator's remote group, whose data each side's result holds:
     * MPI orders nothing between the members of one side), and the stream key, the same on both sides: for an
     * intercommunicator it hashes both groups' world ranks in ascending order, which each side sees as local and
     * remote the other way round, and mixes in the communicator's name from its parent when it has one.
     */
    private static final class Peers {
        static final Peers NONE = new Peers(new int[0], new int[0], 0);

        final int[] world;
        final int[] members;
        final int key;

        private Peers(int[] world, int[] members, int key) {
            this.world = world;
            this.members = members;
            this.key = key;
        }

        static Peers of(Comm c, Integer name) throws MPIException {
            int lineage = name == null ? 0 : 31 * name;
            Group g = c.getGroup();
            int[] local = toWorld(g);
            if (!c.isInter()) {
                return new Peers(local, local, lineage + 31 + Arrays.hashCode(local));
            }
            if (!(c instanceof Intercomm)) {
                return NONE; // no remote group to name the peers by
            }
            Group rg = ((Intercomm) c).getRemoteGroup();
            int[] remote = toWorld(rg);
            int[] both = new int[local.length + remote.length];
            System.arraycopy(local, 0, both, 0, local.length);
            System.arraycopy(remote, 0, both, local.length, remote.length);
            Arrays.sort(both);
            return new Peers(remote, remote, lineage + 37 + Arrays.hashCode(both));
        }

        /** The world ranks of the group's members, in group order; frees the group. */
        private static int[] toWorld(Group g) throws MPIException {
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
}
