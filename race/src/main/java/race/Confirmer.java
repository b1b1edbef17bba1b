package race;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;
import mpi.Comm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * Phase II (the active-testing paper's confirmation): in a re-run, a rank that reaches one site of a candidate pair
 * announces the access to the rank expected at the other site and pauses (10 ms by default) while listening for
 * that rank's announcement of the other site. An announcement heard while paused, or one whose sender is itself
 * still paused, with overlapping bytes and a write on either side, means both accesses were in flight together:
 * the race is confirmed. A pair on one rank (two operations of one origin) is confirmed when the second is issued
 * while the first is still in flight. Messages go over the checker's private communicator only.
 */
public final class Confirmer {
    static final int TAG_ANNOUNCE = 72;
    private static final int MAX_MESSAGE = 1024;

    private final Comm comm;
    private final int rank;
    private final Candidates candidates;
    private final long pauseMillis;
    private final Consumer<RacePair> sink;
    private final int[] sent;
    private final int[] received;
    private final List<Heard> heard = new ArrayList<>();
    /** This rank's own operations at candidate sites, until a synchronization on their window. */
    private final List<Access> ownInFlight = new ArrayList<>();
    private final java.util.Set<String> confirmed = new java.util.HashSet<>();

    private static final class Heard {
        final Access access;
        final long pausedUntil;

        Heard(Access access, long pausedUntil) {
            this.access = access;
            this.pausedUntil = pausedUntil;
        }
    }

    public Confirmer(Comm comm, int rank, int size, Candidates candidates, long pauseMillis, Consumer<RacePair> sink) {
        this.comm = comm;
        this.rank = rank;
        this.candidates = candidates;
        this.pauseMillis = pauseMillis;
        this.sink = sink;
        this.sent = new int[size];
        this.received = new int[size];
    }

    /** This rank is at {@code a}'s site with access {@code a} (a one-sided operation) in flight. */
    public synchronized void reached(Access a) throws MPIException {
        reached(a, true);
    }

    /**
     * This rank loads or stores {@code a}: in flight while it pauses here, and only then (another rank's operation
     * in flight over the same bytes meanwhile confirms the pair).
     */
    public synchronized void reachedLocal(Access a) throws MPIException {
        reached(a, false);
    }

    private void reached(Access a, boolean staysInFlight) throws MPIException {
        List<Candidates.End> partners = candidates.partners(a.site.key(), rank);
        if (partners.isEmpty()) {
            return;
        }
        poll();
        boolean remote = false;
        for (Candidates.End p : partners) {
            if (p.rank == rank) {
                for (Access own : ownInFlight) {
                    if (own.site.key().equals(p.site) && Conflict.overlaps(own, a)
                            && Conflict.conflictingTypes(own, a)) {
                        confirm(own, a);
                    }
                }
            } else {
                remote = true;
                send(p.rank, a, System.currentTimeMillis() + pauseMillis);
            }
        }
        if (staysInFlight) {
            ownInFlight.add(a);
        }
        if (!remote) {
            return;
        }
        long now = System.currentTimeMillis();
        if (match(a, partners, now)) {
            return;
        }
        long deadline = now + pauseMillis;
        while (System.currentTimeMillis() < deadline) {
            if (poll() && match(a, partners, Long.MAX_VALUE)) {
                return;
            }
            Thread.onSpinWait();
        }
    }

    /** Whether some candidate pair has {@code site} at this rank. */
    public boolean hasPartners(Site site) {
        return !candidates.partners(site.key(), rank).isEmpty();
    }

    /** A synchronization on {@code window}: this rank's operations there are no longer in flight. */
    public synchronized void synced(String window) {
        ownInFlight.removeIf(x -> x.window.equals(window));
    }

    private boolean match(Access a, List<Candidates.End> partners, long heardAfter) {
        long now = System.currentTimeMillis();
        for (Iterator<Heard> it = heard.iterator(); it.hasNext();) {
            Heard h = it.next();
            boolean live = heardAfter == Long.MAX_VALUE || h.pausedUntil >= now;
            for (Candidates.End p : partners) {
                if (live && p.rank == h.access.rank && p.site.equals(h.access.site.key())
                        && Conflict.overlaps(h.access, a) && Conflict.conflictingTypes(h.access, a)) {
                    it.remove();
                    confirm(h.access, a);
                    return true;
                }
            }
        }
        return false;
    }

    private void confirm(Access x, Access y) {
        if (x.rank > y.rank || x.rank == y.rank && x.site.key().compareTo(y.site.key()) > 0) {
            Access t = x; // both ranks may confirm one pair: the same order on each, so the reports merge
            x = y;
            y = t;
        }
        RacePair p = new RacePair(x, y, true);
        if (confirmed.add(p.key())) {
            sink.accept(p);
        }
    }

    private void send(int to, Access a, long pausedUntil) throws MPIException {
        byte[] access = AccessCodec.encode(List.of(a));
        byte[] b = ByteBuffer.allocate(Long.BYTES + access.length).putLong(pausedUntil).put(access).array();
        if (b.length <= MAX_MESSAGE) {
            comm.send(b, b.length, MPI.BYTE, to, TAG_ANNOUNCE);
            sent[to]++;
        }
    }

    /** Receives announcements that arrived; true when there was one. */
    private boolean poll() throws MPIException {
        boolean any = false;
        Status st;
        while ((st = comm.iProbe(MPI.ANY_SOURCE, TAG_ANNOUNCE)) != null) {
            receive(st.getSource());
            any = true;
        }
        return any;
    }

    private void receive(int source) throws MPIException {
        byte[] b = new byte[MAX_MESSAGE];
        comm.recv(b, MAX_MESSAGE, MPI.BYTE, source, TAG_ANNOUNCE);
        received[source]++;
        long until = ByteBuffer.wrap(b).getLong();
        heard.add(new Heard(AccessCodec.decode(b, Long.BYTES).get(0), until));
    }

    /** Collective at the end: receives every announcement still on the way, so the communicator can be freed. */
    public synchronized void finish() throws MPIException {
        int[] expected = new int[sent.length];
        comm.allToAll(sent, 1, MPI.INT, expected, 1, MPI.INT);
        for (int r = 0; r < expected.length; r++) {
            while (received[r] < expected[r]) {
                receive(r);
            }
        }
    }
}
