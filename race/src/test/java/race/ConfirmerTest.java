package race;

import static mpi.shim.event.RmaSync.Call.FENCE;
import static mpi.shim.event.RmaSync.Call.FLUSH_LOCAL;
import static mpi.shim.event.RmaSync.Call.LOCK;
import static mpi.shim.event.RmaSync.Call.UNLOCK;
import static mpi.shim.event.RmaSync.Call.WAIT;
import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertTrue;

import java.util.ArrayList;
import java.util.List;
import mpi.MPIException;
import mpi.shim.event.RmaSync;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

/**
 * Phase II's rules of what is in flight when, for two ranks in one process over an in-memory link (no pause: each
 * rank's step runs to its end before the other's): a load or store only at the moment it is reached, a one-sided
 * operation until what completes it.
 */
public class ConfirmerTest {
    private static final String WIN = "w0";
    private static final Site PUT = new Site("T", "main", "T.java", 10);
    private static final Site STORE = new Site("T", "main", "T.java", 20);
    private static final Site GET = new Site("T", "main", "T.java", 30);

    private final List<RacePair> found = new ArrayList<>();
    private Confirmer origin;
    private Confirmer target;

    /** Rank 0 puts at PUT (and gets at GET) into rank 1's element 0; rank 1 stores there at STORE. */
    @BeforeMethod
    public void twoRanks() {
        found.clear();
        Candidates c = new Candidates();
        c.pairs.add(new Candidates.Pair(end(PUT, 0, "put"), end(STORE, 1, "store")));
        c.pairs.add(new Candidates.Pair(end(PUT, 0, "put"), end(GET, 0, "get")));
        c.pairs.add(new Candidates.Pair(end(PUT, 0, "put"), end(STORE, 0, "store")));
        List<ConfirmerLink> links = InMemoryLink.between(2);
        origin = new Confirmer(links.get(0), 0, c, 0, found::add);
        target = new Confirmer(links.get(1), 1, c, 0, found::add);
    }

    private static Candidates.End end(Site s, int rank, String call) {
        return new Candidates.End(s.key(), rank, 1, call);
    }

    /** Rank 0's put of element 0 of rank 1, from an origin buffer at address 1000 of rank 0. */
    private void put(Object request) throws MPIException {
        origin.reached(List.of(access(WIN, 1, 0, 0, Access.WRITE, "put", PUT)),
                List.of(access(RankTracker.ORIGIN, 0, 1000, 0, Access.READ, "put", PUT)), WIN, request, false);
    }

    private static Access access(String window, int owner, long lo, int rank, int type, String call, Site site) {
        return new Access(window, owner, lo, lo + 4, rank, 1, type, null, null, false, 0, 0, 0, 0, Access.NO_EPOCH,
                call, site);
    }

    private void targetStores() throws MPIException {
        target.reachedLocal(List.of(access(WIN, 1, 0, 1, Access.WRITE, "store", STORE)));
    }

    /** Whether the target's store is confirmed after rank 0's put and then {@code who}'s {@code call}. */
    private boolean storeConfirmedAfter(Confirmer who, String window, RmaSync.Call call) throws MPIException {
        put(null);
        who.synced(window, call);
        targetStores();
        return !found.isEmpty();
    }

    @Test
    public void aStoreLongAfterThePutIsConfirmedWhileThePutIsInFlight() throws MPIException {
        assertTrue(storeConfirmedAfter(origin, WIN, LOCK), "opening epochs and win.sync complete nothing");
        assertEquals(found.size(), 1);
        assertEquals(found.get(0).first.site, PUT);
        assertEquals(found.get(0).second.site, STORE);
    }

    @Test
    public void aStoreAfterTheOriginsUnlockIsNotConfirmed() throws MPIException {
        assertFalse(storeConfirmedAfter(origin, WIN, UNLOCK));
    }

    @Test
    public void aStoreAfterTheTargetsOwnFenceIsNotConfirmed() throws MPIException {
        // the fence completed the put at the target, before the origin says so
        assertFalse(storeConfirmedAfter(target, WIN, FENCE));
    }

    @Test
    public void aLocalFlushCompletesOnlyTheOriginBuffer() throws MPIException {
        put(null);
        origin.synced(WIN, FLUSH_LOCAL);
        origin.reachedLocal(List.of(access(RankTracker.ORIGIN, 0, 1000, 0, Access.WRITE, "store", STORE)));
        assertEquals(found.size(), 0, "the origin buffer is free again");
        targetStores();
        assertEquals(found.size(), 1, "the target bytes are still being written");
    }

    @Test
    public void aStoreIntoTheOriginBufferOfAPutInFlightIsConfirmedOnItsRank() throws MPIException {
        put(null);
        origin.reachedLocal(List.of(access(RankTracker.ORIGIN, 0, 1000, 0, Access.WRITE, "store", STORE)));
        assertEquals(found.size(), 1);
    }

    @Test
    public void anRPutsRequestCompletesItsOriginSideOnly() throws MPIException {
        Object request = new Object();
        put(request);
        origin.requestDone(request);
        origin.reachedLocal(List.of(access(RankTracker.ORIGIN, 0, 1000, 0, Access.WRITE, "store", STORE)));
        assertEquals(found.size(), 0);
        targetStores();
        assertEquals(found.size(), 1);
    }

    @Test
    public void aWaitOfAnotherWindowEndsNothing() throws MPIException {
        assertTrue(storeConfirmedAfter(target, "w1", WAIT));
    }

    @Test
    public void aWaitEndsTheOperationsIntoTheWaitingRank() throws MPIException {
        assertFalse(storeConfirmedAfter(target, WIN, WAIT));
    }

    /** Confirmers of {@code size} ranks over one in-memory link, with the one candidate pair {@code a}, {@code b}. */
    private List<Confirmer> ranks(int size, Candidates.End a, Candidates.End b) {
        Candidates c = new Candidates();
        c.pairs.add(new Candidates.Pair(a, b));
        List<Confirmer> out = new ArrayList<>();
        List<ConfirmerLink> links = InMemoryLink.between(size);
        for (int r = 0; r < size; r++) {
            out.add(new Confirmer(links.get(r), r, c, 0, found::add));
        }
        return out;
    }

    /** Ranks 0 and 1 access element 0 of rank 2: rank 1's end of its own exposure epoch orders nothing there. */
    @Test
    public void aWaitLeavesOperationsIntoOtherRanksInFlightAndAFenceEndsThem() throws MPIException {
        for (RmaSync.Call call : new RmaSync.Call[] {WAIT, FENCE}) {
            found.clear();
            List<Confirmer> r = ranks(3, end(PUT, 0, "put"), end(GET, 1, "get"));
            r.get(0).reached(List.of(access(WIN, 2, 0, 0, Access.WRITE, "put", PUT)), List.of(), WIN, null, false);
            r.get(1).synced(WIN, call);
            r.get(1).reached(List.of(access(WIN, 2, 0, 1, Access.READ, "get", GET)), List.of(), WIN, null, false);
            assertEquals(found.size(), call == WAIT ? 1 : 0, call.apiName());
        }
    }

    /** Ranks 0 and 1 put into element 0 of rank 2, each in a lock epoch: an exclusive lock excludes the other. */
    @Test
    public void anExclusiveLockExcludesTheOtherRanksLockedOperation() throws MPIException {
        for (boolean exclusive : new boolean[] {true, false}) {
            found.clear();
            List<Confirmer> r = ranks(3, end(PUT, 0, "put"), end(GET, 1, "put"));
            r.get(0).reached(List.of(locked(0, exclusive, PUT)), List.of(), WIN, null, false);
            r.get(1).reached(List.of(locked(1, false, GET)), List.of(), WIN, null, false);
            assertEquals(found.size(), exclusive ? 0 : 1, exclusive ? "exclusive and shared" : "two shared locks");
        }
    }

    private static Access locked(int rank, boolean exclusive, Site site) {
        return new Access(WIN, 2, 0, 4, rank, 1, Access.WRITE, null, null, exclusive, true, 0, 0, 0, 0,
                Access.NO_EPOCH, "put", site);
    }

    @Test
    public void twoAccumulatesOfOneOriginWithOneTypeAreOrdered() throws MPIException {
        Confirmer one = ranks(1, end(PUT, 0, "accumulate"), end(GET, 0, "accumulate")).get(0);
        one.reached(List.of(accumulate("MPI.SUM", "INT", PUT)), List.of(), WIN, null, false);
        one.reached(List.of(accumulate("MPI.MAX", "INT", GET)), List.of(), WIN, null, false);
        assertEquals(found.size(), 0, "accumulate_ordering");
        one.reached(List.of(accumulate("MPI.MAX", "DOUBLE", GET)), List.of(), WIN, null, false);
        assertEquals(found.size(), 1, "no atomicity across element types");
    }

    private static Access accumulate(String op, String element, Site site) {
        return new Access(WIN, 1, 0, 4, 0, 1, Access.ATOMIC, op, element, false, 0, 0, 0, 0, Access.NO_EPOCH,
                "accumulate", site);
    }

    /** Links between ranks of one process: each rank's messages wait in its queue, in the order sent. */
    private static final class InMemoryLink implements ConfirmerLink {
        private final int rank;
        private final List<List<Incoming>> queues;

        private InMemoryLink(int rank, List<List<Incoming>> queues) {
            this.rank = rank;
            this.queues = queues;
        }

        static List<ConfirmerLink> between(int size) {
            List<List<Incoming>> queues = new ArrayList<>();
            for (int r = 0; r < size; r++) {
                queues.add(new ArrayList<>());
            }
            List<ConfirmerLink> links = new ArrayList<>();
            for (int r = 0; r < size; r++) {
                links.add(new InMemoryLink(r, queues));
            }
            return links;
        }

        @Override
        public void send(int to, byte[] message) {
            queues.get(to).add(new Incoming(rank, message.clone()));
        }

        @Override
        public Incoming poll() {
            List<Incoming> mine = queues.get(rank);
            return mine.isEmpty() ? null : mine.remove(0);
        }

        @Override
        public void finish() {
            queues.get(rank).clear();
        }
    }
}
