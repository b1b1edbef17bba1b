package race;

import static mpi.shim.event.RmaSync.Call.FENCE;
import static mpi.shim.event.RmaSync.Call.FREE;
import static mpi.shim.event.RmaSync.Call.LOCK;
import static mpi.shim.event.RmaSync.Call.UNLOCK;
import static org.testng.Assert.assertEquals;

import java.util.List;
import org.testng.annotations.Test;

/**
 * What the rmabench corpus showed phase I missing or getting wrong, on synthetic events: point-to-point messages
 * as ordering, derived datatypes with gaps, shared-memory and dynamic windows, same-origin atomics of two types.
 */
public class CorpusGapsTest {
    /** A message from {@code from} to {@code to}: the sender's clock travels with it. */
    private static Job message(Job j, int from, int to) {
        long[] vc = j.ranks[from].messageSending(j.ranks.length);
        j.ranks[to].messageReceived(vc);
        return j;
    }

    @Test
    public void aMessageAfterUnlockOrdersThePutBeforeTheTargetsLoad() {
        Job j = new Job(2).sync(0, LOCK, 1, false).put(0, 1, 0, 10, "put").sync(0, UNLOCK, 1, false);
        message(j, 0, 1).load(1, 0, "load");
        assertEquals(Job.names(j.check()), List.of());
    }

    @Test
    public void aMessageBeforeUnlockDoesNotOrderThePut() {
        Job j = new Job(2).sync(0, LOCK, 1, false).put(0, 1, 0, 10, "put");
        message(j, 0, 1).load(1, 0, "load");
        j.sync(0, UNLOCK, 1, false);
        assertEquals(Job.names(j.check()), List.of("load/put"));
    }

    @Test
    public void messageChainsAreTransitive() {
        Job j = new Job(3).sync(0, LOCK, 2, true).put(0, 2, 4, 10, "put").sync(0, UNLOCK, 2, false);
        message(j, 0, 1);
        message(j, 1, 2).load(2, 4, "load");
        assertEquals(Job.names(j.check()), List.of());
        Job wrong = new Job(3).sync(0, LOCK, 1, true).put(0, 1, 4, 10, "put").sync(0, UNLOCK, 1, false);
        message(wrong, 2, 1).load(1, 4, "load");
        message(wrong, 0, 1);
        assertEquals(Job.names(wrong.check()), List.of("load/put"));
    }

    /**
     * A fence on a window of ranks 0 and 1 only is no global phase: counted there, rank 0's phase ran one ahead of
     * rank 2's, so a put that a world barrier completes before rank 2's load seemed to share the load's phase.
     */
    @Test
    public void aFenceOfFewerRanksThanTheJobIsNoGlobalPhase() {
        long pair = 200;
        Job j = new Job(3);
        for (int r = 0; r < 2; r++) {
            j.ranks[r].windowCreated(pair, new int[] {0, 1}, r, 9_000_000L * (r + 1), 16);
            j.ranks[r].sync(pair, FENCE, -1, false, null);
        }
        j.sync(0, LOCK, 2, false).put(0, 2, 4, 10, "put").sync(0, UNLOCK, 2, false);
        j.barrier().load(2, 4, "load");
        assertEquals(j.ranks[0].phase(), j.ranks[2].phase());
        assertEquals(Job.names(j.check()), List.of());
    }

    /** Its members order each other through their clocks instead (the checker swaps them after such a fence). */
    @Test
    public void membersOfASmallerFenceAreOrderedByTheirClocks() {
        long pair = 200;
        Job j = new Job(3);
        for (int r = 0; r < 2; r++) {
            j.ranks[r].windowCreated(pair, new int[] {0, 1}, r, Job.base(r), 16);
        }
        j.ranks[0].sync(pair, FENCE, -1, false, null);
        j.ranks[1].sync(pair, FENCE, -1, false, null);
        j.ranks[0].operation(pair, null, "put", 1, 4, 4, Access.WRITE, null, "INT", new long[] {10},
                new long[] {4}, new boolean[] {false}, 1, j.site("put"));
        j.ranks[0].sync(pair, FENCE, -1, false, null);
        j.ranks[1].sync(pair, FENCE, -1, false, null);
        message(j, 0, 1);
        message(j, 1, 0);
        j.ranks[1].local(Job.base(1) + 4, 4, false, 1, j.site("load"));
        assertEquals(Job.names(j.check()), List.of());
    }

    /** Rank 0 puts from its own window memory (offset {@code from}) while rank 1 puts into rank 0's offset 0. */
    private static Job originInsideTheWindow(long from) {
        Job j = new Job(2).all(FENCE);
        j.put(0, 1, 8, Job.base(0) + from, "putFromWindow");
        j.put(1, 0, 0, 20, "putIntoIt");
        return j.all(FENCE);
    }

    @Test
    public void anOriginBufferInsideWindowMemoryMeetsTheWindowsAccesses() {
        assertEquals(Job.names(originInsideTheWindow(0).check()), List.of("putFromWindow/putIntoIt"));
        assertEquals(Job.names(originInsideTheWindow(12).check()), List.of());
    }

    /** Rank 2's memory exposed a second time, as window 200: rank 0 puts through the first, rank 1 the second. */
    private static Job twoWindowsOverOneMemory(boolean freeTheFirst) {
        long second = 200;
        Job j = new Job(3);
        j.sync(0, LOCK, 2, true).put(0, 2, 4, 10, "first").sync(0, UNLOCK, 2, false);
        if (freeTheFirst) {
            j.all(FREE);
        }
        for (int r = 0; r < 3; r++) {
            j.ranks[r].windowCreated(second, new int[] {0, 1, 2}, r, Job.base(r), Job.WIN_SIZE);
        }
        j.ranks[1].sync(second, LOCK, 2, true, null);
        j.ranks[1].operation(second, null, "put", 2, 4, 4, Access.WRITE, null, "INT", new long[] {30},
                new long[] {4}, new boolean[] {false}, 1, j.site("second"));
        j.ranks[1].sync(second, UNLOCK, 2, false, null);
        return j;
    }

    /** Exclusive locks of two windows exclude nothing across them; a window freed before the other is no alias. */
    @Test
    public void twoWindowsOverTheSameMemoryRaceWhileBothLive() {
        assertEquals(Job.names(twoWindowsOverOneMemory(false).check()), List.of("first/second"));
        assertEquals(Job.names(twoWindowsOverOneMemory(true).check()), List.of());
    }

    @Test
    public void stridedPutsOfTwoRanksInterleaveWithoutRacing() {
        Job j = new Job(3).all(FENCE);
        // every second int of rank 2's window: rank 0 at 0, 8, 16; rank 1 at 4, 12, 20 (and 8 when overlapping)
        j.ranks[0].operation(Job.WIN, null, "put", 2, 0, 20, Access.WRITE, null, "INT", new long[0], new long[0],
                new boolean[0], new long[] {0, 4, 8, 12, 16, 20}, null, 1, j.site("a"));
        j.ranks[1].operation(Job.WIN, null, "put", 2, 4, 20, Access.WRITE, null, "INT", new long[0], new long[0],
                new boolean[0], new long[] {4, 8, 12, 16, 20, 24}, null, 1, j.site("b"));
        j.all(FENCE);
        assertEquals(Job.names(j.check()), List.of());
        Job overlap = new Job(3).all(FENCE);
        overlap.ranks[0].operation(Job.WIN, null, "put", 2, 0, 20, Access.WRITE, null, "INT", new long[0],
                new long[0], new boolean[0], new long[] {0, 4, 8, 12, 16, 20}, null, 1, overlap.site("a"));
        overlap.ranks[1].operation(Job.WIN, null, "put", 2, 8, 20, Access.WRITE, null, "INT", new long[0],
                new long[0], new boolean[0], new long[] {8, 12, 16, 20, 24, 28}, null, 1, overlap.site("b"));
        overlap.all(FENCE);
        assertEquals(Job.names(overlap.check()), List.of("a/b"));
    }

    @Test
    public void theGapsOfAStridedOriginBufferAreFree() {
        Job j = new Job(2).all(FENCE);
        j.ranks[0].operation(Job.WIN, null, "put", 1, 0, 12, Access.WRITE, null, "INT", new long[] {Job.base(0)},
                new long[] {20}, new boolean[] {false}, null, new long[][] {{0, 4, 8, 12, 16, 20}}, 1, j.site("put"));
        j.store(0, 4, "gap");
        j.all(FENCE);
        assertEquals(Job.names(j.check()), List.of());
    }

    @Test
    public void storesThroughSharedQueryCountAtTheOwner() {
        Job j = new Job(2);
        long mapped = 7_000_000L; // rank 1's part of a shared window, as mapped in rank 0
        j.ranks[0].sharedPeer(Job.WIN, 1, mapped, Job.WIN_SIZE);
        j.ranks[0].local(mapped + 8, 4, true, 1, j.site("store"));
        j.load(1, 8, "load");
        assertEquals(Job.names(j.check()), List.of("load/store"));
        Job ordered = new Job(2);
        ordered.ranks[0].sharedPeer(Job.WIN, 1, mapped, Job.WIN_SIZE);
        ordered.ranks[0].local(mapped + 8, 4, true, 1, ordered.site("store"));
        ordered.barrier().load(1, 8, "load");
        assertEquals(Job.names(ordered.check()), List.of());
    }

    @Test
    public void attachedMemoryOfADynamicWindowIsTracked() {
        Job j = new Job(2);
        long attached = 9_000_000L;
        j.ranks[1].attached(Job.WIN, attached, 16);
        j.sync(0, LOCK, 1, false);
        j.ranks[0].operation(Job.WIN, null, "put", 1, attached + 4, 4, Access.WRITE, null, "INT", new long[0],
                new long[0], new boolean[0], 1, j.site("put"));
        j.ranks[1].local(attached + 4, 4, false, 1, j.site("load"));
        j.sync(0, UNLOCK, 1, false);
        assertEquals(Job.names(j.check()), List.of("load/put"));
    }

    @Test
    public void accumulatesOfOneOriginOnTwoElementTypesRace() {
        Job j = new Job(2).all(FENCE).acc(0, 1, 4, "MPI.SUM", "FLOAT", "f").acc(0, 1, 4, "MPI.SUM", "INT", "i")
                .all(FENCE);
        assertEquals(Job.names(j.check()), List.of("f/i"));
        Job same = new Job(2).all(FENCE).acc(0, 1, 4, "MPI.SUM", "INT", "a").acc(0, 1, 4, "MPI.MAX", "INT", "b")
                .all(FENCE);
        assertEquals(Job.names(same.check()), List.of());
    }
}
