package race;

import static mpi.shim.event.RmaSync.Call.COMPLETE;
import static mpi.shim.event.RmaSync.Call.FENCE;
import static mpi.shim.event.RmaSync.Call.FLUSH;
import static mpi.shim.event.RmaSync.Call.FLUSH_ALL;
import static mpi.shim.event.RmaSync.Call.FLUSH_LOCAL_ALL;
import static mpi.shim.event.RmaSync.Call.LOCK;
import static mpi.shim.event.RmaSync.Call.LOCK_ALL;
import static mpi.shim.event.RmaSync.Call.POST;
import static mpi.shim.event.RmaSync.Call.START;
import static mpi.shim.event.RmaSync.Call.UNLOCK;
import static mpi.shim.event.RmaSync.Call.UNLOCK_ALL;
import static mpi.shim.event.RmaSync.Call.WAIT;
import static org.testng.Assert.assertEquals;

import java.util.List;
import org.testng.annotations.Test;

/** Phase I prediction over synthetic event sequences of 2 or 3 ranks: each category with its correct twin. */
public class PhaseOneTest {
    private static List<String> races(Job job) {
        return Job.names(job.check());
    }

    @Test
    public void putsOfTwoRanksInOneFenceEpochRace() {
        Job j = new Job(3).all(FENCE).put(0, 2, 0, 10, "a").put(1, 2, 0, 20, "b").all(FENCE);
        assertEquals(races(j), List.of("a/b"));
    }

    @Test
    public void putsSeparatedByAFenceDoNotRace() {
        Job j = new Job(3).all(FENCE).put(0, 2, 0, 10, "a").all(FENCE).put(1, 2, 0, 20, "b").all(FENCE);
        assertEquals(races(j), List.of());
    }

    @Test
    public void disjointBytesDoNotRace() {
        Job j = new Job(3).all(FENCE).put(0, 2, 0, 10, "a").put(1, 2, 4, 20, "b").all(FENCE);
        assertEquals(races(j), List.of());
    }

    @Test
    public void getsDoNotRaceWithGets() {
        Job j = new Job(3).all(FENCE).get(0, 2, 0, 10, "a").get(1, 2, 0, 20, "b").all(FENCE);
        assertEquals(races(j), List.of());
    }

    @Test
    public void putAndGetOfOneOriginInOneEpochRaceAtTheTarget() {
        Job j = new Job(2).sync(0, LOCK, 1, false).put(0, 1, 8, 10, "put").get(0, 1, 8, 20, "get")
                .sync(0, UNLOCK, 1, false);
        assertEquals(races(j), List.of("get/put"));
    }

    @Test
    public void flushOrdersPutBeforeGet() {
        Job j = new Job(2).sync(0, LOCK, 1, false).put(0, 1, 8, 10, "put").sync(0, FLUSH, 1, false)
                .get(0, 1, 8, 20, "get").sync(0, UNLOCK, 1, false);
        assertEquals(races(j), List.of());
    }

    @Test
    public void flushLocalAllCompletesOnlyTheOrigin() {
        Job missing = new Job(2).sync(0, LOCK_ALL, -1, false).put(0, 1, 0, 10, "put")
                .sync(0, FLUSH_LOCAL_ALL, -1, false).get(0, 1, 0, 20, "get").sync(0, UNLOCK_ALL, -1, false);
        assertEquals(races(missing), List.of("get/put"));
        Job correct = new Job(2).sync(0, LOCK_ALL, -1, false).put(0, 1, 0, 10, "put")
                .sync(0, FLUSH_ALL, -1, false).get(0, 1, 0, 20, "get").sync(0, UNLOCK_ALL, -1, false);
        assertEquals(races(correct), List.of());
    }

    @Test
    public void originBufferReusedWhileInFlightRaces() {
        // get into buffer 10, then put from the same buffer before anything completes the get
        Job j = new Job(2).all(FENCE).get(0, 1, 0, 10, "get").put(0, 1, 8, 10, "put").all(FENCE);
        List<RacePair> found = j.check();
        assertEquals(Job.names(found), List.of("get/put"));
        assertEquals(found.get(0).first.window, RankTracker.ORIGIN);
    }

    @Test
    public void aPendingReceiveIntoWindowMemoryRacesWithAPutUntilItsRequestCompletes() {
        Object recv = new Object();
        Job pending = new Job(2).all(FENCE).libraryCall(0, recv, 8, true, "recv").put(1, 0, 8, 10, "put")
                .all(FENCE).completed(0, recv);
        assertEquals(races(pending), List.of("put/recv"));
        Object done = new Object();
        Job completed = new Job(2).all(FENCE).libraryCall(0, done, 8, true, "recv").completed(0, done)
                .all(FENCE).put(1, 0, 8, 10, "put").all(FENCE);
        assertEquals(races(completed), List.of());
    }

    @Test
    public void aPendingSendOfWindowMemoryRacesWithAPutNotWithAGet() {
        Object send = new Object();
        Job put = new Job(2).all(FENCE).libraryCall(0, send, 8, false, "send").put(1, 0, 8, 10, "put")
                .all(FENCE).completed(0, send);
        assertEquals(races(put), List.of("put/send"));
        Object again = new Object();
        Job get = new Job(2).all(FENCE).libraryCall(0, again, 8, false, "send").get(1, 0, 8, 10, "get")
                .all(FENCE).completed(0, again);
        assertEquals(races(get), List.of());
    }

    @Test
    public void anRGetAccumulatesRequestCompletesItAtTheOriginOnly() {
        Object request = new Object();
        Job waited = new Job(2).sync(0, LOCK, 1, false).rGetAcc(0, request, 1, 4, "acc").completed(0, request)
                .barrier().load(1, 4, "load").sync(0, UNLOCK, 1, false);
        assertEquals(races(waited), List.of("acc/load"));
        Object again = new Object();
        Job flushed = new Job(2).sync(0, LOCK, 1, false).rGetAcc(0, again, 1, 4, "acc").completed(0, again)
                .sync(0, FLUSH, 1, false).barrier().load(1, 4, "load").sync(0, UNLOCK, 1, false);
        assertEquals(races(flushed), List.of());
    }

    @Test
    public void aFreedRequestReleasesItsBuffers() {
        Object send = new Object();
        Job j = new Job(2).all(FENCE).libraryCall(0, send, 8, true, "recv");
        j.ranks[0].requestFreed(send);
        j.all(FENCE).put(1, 0, 8, 10, "put").all(FENCE);
        assertEquals(races(j), List.of());
    }

    @Test
    public void exclusiveLocksExclude() {
        Job j = new Job(3).sync(0, LOCK, 2, true).put(0, 2, 0, 10, "a").sync(0, UNLOCK, 2, false)
                .sync(1, LOCK, 2, true).put(1, 2, 0, 20, "b").sync(1, UNLOCK, 2, false);
        assertEquals(races(j), List.of());
    }

    @Test
    public void anExclusiveLockExcludesASharedOne() {
        Job j = new Job(3).sync(0, LOCK, 2, true).put(0, 2, 0, 10, "a").sync(0, UNLOCK, 2, false)
                .sync(1, LOCK, 2, false).get(1, 2, 0, 20, "b").sync(1, UNLOCK, 2, false);
        assertEquals(races(j), List.of());
        Job all = new Job(3).sync(0, LOCK, 2, true).put(0, 2, 0, 10, "a").sync(0, UNLOCK, 2, false)
                .sync(1, LOCK_ALL, -1, false).get(1, 2, 0, 20, "b").sync(1, UNLOCK_ALL, -1, false);
        assertEquals(races(all), List.of());
        Job none = new Job(3).sync(0, LOCK, 2, true).put(0, 2, 0, 10, "a").sync(0, UNLOCK, 2, false)
                .get(1, 2, 0, 20, "b");
        assertEquals(races(none), List.of("a/b"), "an access under no lock is not excluded");
    }

    @Test
    public void sharedLocksDoNotExclude() {
        Job j = new Job(3).sync(0, LOCK, 2, false).put(0, 2, 0, 10, "a").sync(0, UNLOCK, 2, false)
                .sync(1, LOCK, 2, false).put(1, 2, 0, 20, "b").sync(1, UNLOCK, 2, false);
        assertEquals(races(j), List.of("a/b"));
    }

    @Test
    public void barrierAfterUnlockOrdersLockEpochs() {
        Job j = new Job(3).sync(0, LOCK, 2, false).put(0, 2, 0, 10, "a").sync(0, UNLOCK, 2, false).barrier()
                .sync(1, LOCK, 2, false).put(1, 2, 0, 20, "b").sync(1, UNLOCK, 2, false);
        assertEquals(races(j), List.of());
    }

    @Test
    public void barrierBeforeTheFlushDoesNotOrder() {
        // rank 0's put is still in flight across the barrier: nothing completed it before
        Job j = new Job(2).sync(0, LOCK_ALL, -1, false).put(0, 1, 0, 10, "put").barrier().load(1, 0, "load")
                .sync(0, UNLOCK_ALL, -1, false);
        assertEquals(races(j), List.of("load/put"));
        Job ok = new Job(2).sync(0, LOCK_ALL, -1, false).put(0, 1, 0, 10, "put").sync(0, FLUSH, 1, false)
                .barrier().load(1, 0, "load").sync(0, UNLOCK_ALL, -1, false);
        assertEquals(races(ok), List.of());
    }

    @Test
    public void targetStoreInTheSameFenceEpochRaces() {
        Job j = new Job(2).all(FENCE).put(0, 1, 0, 10, "put").store(1, 0, "store").all(FENCE);
        assertEquals(races(j), List.of("put/store"));
        Job ok = new Job(2).all(FENCE).put(0, 1, 0, 10, "put").all(FENCE).store(1, 0, "store").all(FENCE);
        assertEquals(races(ok), List.of());
    }

    @Test
    public void accumulatesWithTheSameOpAndTypeDoNotRace() {
        Job same = new Job(3).all(FENCE).acc(0, 2, 0, "MPI.SUM", "INT", "a").acc(1, 2, 0, "MPI.SUM", "INT", "b")
                .all(FENCE);
        assertEquals(races(same), List.of());
        Job noOp = new Job(3).all(FENCE).acc(0, 2, 0, "MPI.SUM", "INT", "a").acc(1, 2, 0, "MPI.NO_OP", "INT", "b")
                .all(FENCE);
        assertEquals(races(noOp), List.of());
    }

    @Test
    public void accumulatesWithDifferentOpOrTypeRace() {
        Job op = new Job(3).all(FENCE).acc(0, 2, 0, "MPI.SUM", "INT", "a").acc(1, 2, 0, "MPI.MAX", "INT", "b")
                .all(FENCE);
        assertEquals(races(op), List.of("a/b"));
        Job type = new Job(3).all(FENCE).acc(0, 2, 0, "MPI.SUM", "INT", "a")
                .acc(1, 2, 0, "MPI.SUM", "FLOAT", "b").all(FENCE);
        assertEquals(races(type), List.of("a/b"));
    }

    @Test
    public void accumulatesWhoseElementsDoNotLineUpRace() {
        // ints at bytes 0 and 1 of a window of displacement unit 1: no element is updated atomically
        Job torn = new Job(3).all(FENCE).acc(0, 2, 0, "MPI.SUM", "INT", "a").acc(1, 2, 1, "MPI.SUM", "INT", "b")
                .all(FENCE);
        assertEquals(races(torn), List.of("a/b"));
        Job aligned = new Job(3).all(FENCE).acc(0, 2, 8, "MPI.SUM", "INT", "a").acc(1, 2, 8, "MPI.SUM", "INT", "b")
                .acc(1, 2, 12, "MPI.SUM", "INT", "c").all(FENCE);
        assertEquals(races(aligned), List.of());
        Job bytes = new Job(3).all(FENCE).acc(0, 2, 0, "MPI.SUM", "BYTE", "a").acc(1, 2, 1, "MPI.SUM", "BYTE", "b")
                .all(FENCE);
        assertEquals(races(bytes), List.of(), "bytes always line up");
        // a pair type's element is its whole C struct (MPI.INT2: 8 bytes)
        Job pairs = new Job(3).all(FENCE).acc(0, 2, 0, "MPI.MAXLOC", "INT2", "a")
                .acc(1, 2, 2, "MPI.MAXLOC", "INT2", "b").all(FENCE);
        assertEquals(races(pairs), List.of("a/b"));
    }

    @Test
    public void accumulateRacesWithPut() {
        Job j = new Job(3).all(FENCE).acc(0, 2, 0, "MPI.SUM", "INT", "acc").put(1, 2, 0, 20, "put").all(FENCE);
        assertEquals(races(j), List.of("acc/put"));
    }

    @Test
    public void accumulatesOfOneOriginAreOrdered() {
        Job j = new Job(2).all(FENCE).acc(0, 1, 0, "MPI.SUM", "INT", "a").acc(0, 1, 0, "MPI.MAX", "INT", "b")
                .all(FENCE);
        assertEquals(races(j), List.of());
    }

    @Test
    public void pscwOriginsOfOneExposureEpochRace() {
        Job j = new Job(3).group(2, POST, 0, 1).group(0, START, 2).group(1, START, 2)
                .put(0, 2, 0, 10, "a").put(1, 2, 0, 20, "b").all(COMPLETE).sync(2, WAIT, -1, false);
        assertEquals(races(j), List.of("a/b"));
    }

    @Test
    public void pscwSeparateExposureEpochsAreOrdered() {
        Job j = new Job(3).group(2, POST, 0).group(0, START, 2).put(0, 2, 0, 10, "a").sync(0, COMPLETE, -1,
                false).sync(2, WAIT, -1, false).group(2, POST, 1).group(1, START, 2).put(1, 2, 0, 20, "b")
                .sync(1, COMPLETE, -1, false).sync(2, WAIT, -1, false);
        assertEquals(races(j), List.of());
    }

    @Test
    public void pscwTargetStoreInsideTheExposureEpochRaces() {
        Job j = new Job(2).group(1, POST, 0).group(0, START, 1).put(0, 1, 0, 10, "put").store(1, 0, "store")
                .sync(0, COMPLETE, -1, false).sync(1, WAIT, -1, false);
        assertEquals(races(j), List.of("put/store"));
        Job ok = new Job(2).group(1, POST, 0).group(0, START, 1).put(0, 1, 0, 10, "put")
                .sync(0, COMPLETE, -1, false).sync(1, WAIT, -1, false).store(1, 0, "store");
        assertEquals(races(ok), List.of());
    }

    @Test
    public void requestCompletionFreesTheOriginBuffer() {
        Object req = new Object();
        Job missing = new Job(2).sync(0, LOCK_ALL, -1, false).rGet(0, req, 1, 0, 10, "rGet")
                .store(0, -1, "unused").put(0, 1, 8, 10, "put");
        missing.ranks[0].requestCompleted(req);
        missing.sync(0, UNLOCK_ALL, -1, false);
        assertEquals(races(missing), List.of("put/rGet"));
        Object req2 = new Object();
        Job ok = new Job(2).sync(0, LOCK_ALL, -1, false).rGet(0, req2, 1, 0, 10, "rGet");
        ok.ranks[0].requestCompleted(req2);
        ok.put(0, 1, 8, 10, "put").sync(0, UNLOCK_ALL, -1, false);
        assertEquals(races(ok), List.of());
    }

    @Test
    public void aResultReadAgainWhileASecondGetIsInFlightRaces() {
        // the first-race filter's epoch moves at the issue and at the completion: the second read is not the first's
        Object far = new Object(); // in flight throughout: the origin buffers stay live, so the reads are recorded
        Object first = new Object();
        Object second = new Object();
        Job j = new Job(2).sync(0, LOCK, 1, false).rGet(0, far, 1, 20, 30, "far").rGet(0, first, 1, 0, 10, "first");
        j.ranks[0].requestCompleted(first);
        j.ranks[0].local(10, 4, false, 1, j.site("a"));
        j.rGet(0, second, 1, 4, 10, "second");
        j.ranks[0].local(10, 4, false, 1, j.site("b"));
        j.ranks[0].requestCompleted(second);
        j.ranks[0].requestCompleted(far);
        j.sync(0, UNLOCK, 1, false);
        assertEquals(races(j), List.of("b/second"));
    }

    @Test
    public void rPutCompletionIsOnlyLocal() {
        Object req = new Object();
        Job j = new Job(2).sync(0, LOCK_ALL, -1, false).rPut(0, req, 1, 0, 10, "rPut");
        j.ranks[0].requestCompleted(req);
        j.get(0, 1, 0, 20, "get").sync(0, UNLOCK_ALL, -1, false);
        assertEquals(races(j), List.of("get/rPut"));
    }

    @Test
    public void neverCompletedOperationsStayInFlight() {
        Job j = new Job(2).sync(0, LOCK_ALL, -1, false).put(0, 1, 0, 10, "put").barrier().barrier()
                .load(1, 0, "load");
        assertEquals(races(j), List.of("load/put"));
    }

    @Test
    public void eachPairOfSitesIsReportedOnce() {
        Job j = new Job(3);
        for (int i = 0; i < 5; i++) {
            j.all(FENCE);
            j.ranks[0].operation(Job.WIN, null, "put", 2, 0, 4, Access.WRITE, null, "INT", new long[0], new long[0],
                    new boolean[0], 1, new Site("T", "a", "T.java", 1));
            j.ranks[1].operation(Job.WIN, null, "put", 2, 0, 4, Access.WRITE, null, "INT", new long[0], new long[0],
                    new boolean[0], 1, new Site("T", "b", "T.java", 2));
        }
        j.all(FENCE);
        assertEquals(races(j), List.of("a/b"));
        assertEquals(j.skipped, 4, "the owner checks the first epoch; the four after it repeat it");
    }

    @Test
    public void ownerForgetsAccessesNothingLaterCanRaceWith() {
        java.util.List<RacePair> found = new java.util.ArrayList<>();
        OwnerChecker owner = new OwnerChecker(found::add);
        owner.posted("w", new int[] {0});
        Site s = new Site("T", "old", "T.java", 1);
        owner.check(new Access("w", 1, 0, 4, 0, 1, Access.WRITE, null, null, false, 0, 0, 1, 2, Access.NO_EPOCH,
                "put", s));
        owner.check(new Access("w", 1, 8, 12, 0, 1, Access.WRITE, null, null, false, 0, 0, 3, 4, 0, "put", s));
        owner.evictBefore(1);
        assertEquals(owner.size(), 1, "the PSCW access stays");
        owner.check(new Access("w", 1, 0, 4, 2, 1, Access.WRITE, null, null, false, 1, 1, 1, 2, Access.NO_EPOCH,
                "put", new Site("T", "new", "T.java", 2)));
        assertEquals(found.size(), 0);
    }
}
