package race;

import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.testng.annotations.Test;

/**
 * The scale simulation of make bench-scale ({@link SimulatedJob}, {@link AccessDump}) and the counters it reads
 * ({@link RaceTraffic}): a halo pattern's per-rank cost must not depend on the number of ranks.
 */
public class ScaleReplayTest {
    private static final int COUNT = 4096;
    private static final Site PUT = new Site("Halo", "exchange", "Halo.java", 10);
    private static final Site LOAD = new Site("Halo", "unpack", "Halo.java", 20);

    /** Rank t of 3: per exchange a fence epoch of puts into both neighbours' ghosts, then its own ghost loads. */
    private static List<AccessDump.Frame> haloLog(int t, int exchanges) {
        String win = WindowRegistry.windowId(1, new int[] {0, 1, 2});
        List<AccessDump.Frame> frames = new ArrayList<>();
        for (int e = 0; e < exchanges; e++) {
            long phase = 2L * e;
            Map<Integer, List<Access>> byOwner = new HashMap<>();
            if (t > 0) {
                byOwner.put(t - 1, List.of(new Access(win, t - 1, COUNT, 2 * COUNT, t, 1, Access.WRITE, null, null,
                        false, phase, phase, 4 * e, 4 * e + 1, Access.NO_EPOCH, "put", PUT)));
            }
            if (t < 2) {
                byOwner.put(t + 1, List.of(new Access(win, t + 1, 0, COUNT, t, 1, Access.WRITE, null, null, false,
                        phase, phase, 4 * e + 1, 4 * e + 2, Access.NO_EPOCH, "put", PUT)));
            }
            byOwner.put(t, List.of(new Access(win, t, 0, 2 * COUNT, t, 1, Access.READ, null, null, false,
                    phase + 1, phase + 1, 4 * e + 3, 4 * e + 3, Access.NO_EPOCH, "load", LOAD)));
            frames.add(new AccessDump.Frame(3, phase + 2, byOwner));
        }
        return frames;
    }

    private static SimulatedJob.Result run(int size) {
        List<List<AccessDump.Frame>> recorded = List.of(haloLog(0, 2), haloLog(1, 2), haloLog(2, 2));
        return new SimulatedJob(recorded, size).run();
    }

    private static long batchBytes(SimulatedJob.Result r, int s) {
        return r.traffic[s].bytesSent - r.traffic[s].tableBytes;
    }

    /**
     * Jobs of 128 and 512 ranks: the window id in each batch names the last rank ("win1[0-127]"), so jobs whose last
     * rank has as many digits ship the same bytes; the id once listed every rank.
     */
    @Test
    public void perRankBytesOfAHaloDoNotGrowWithTheJob() {
        SimulatedJob.Result small = run(128);
        SimulatedJob.Result large = run(512);
        assertEquals(small.races, 0);
        assertEquals(large.races, 0);
        for (int s : new int[] {1, 100, 510}) {
            assertEquals(batchBytes(large, s), batchBytes(small, 1), "interior rank " + s);
            assertEquals(large.traffic[s].messagesSent, 2 * 2, "a batch to each neighbour per exchange");
        }
        assertEquals(batchBytes(large, 0), batchBytes(small, 0));
        assertEquals(batchBytes(large, 511), batchBytes(small, 127));
        // what still grows: the lengths every rank announces to every other rank
        assertEquals(large.traffic[1].tableBytes, 2L * 4 * 511);
    }

    @Test
    public void simulatedRanksPlayTheEdgesAndOneInteriorRank() {
        SimulatedJob job = new SimulatedJob(List.of(haloLog(0, 1), haloLog(1, 1), haloLog(2, 1)), 64);
        assertEquals(job.template(0), 0);
        assertEquals(job.template(1), 1);
        assertEquals(job.template(40), 1);
        assertEquals(job.template(63), 2);
        Map<Integer, List<Access>> out = job.outbox(40, 0);
        assertEquals(out.keySet(), java.util.Set.of(39, 40, 41));
        Access put = out.get(41).get(0);
        assertEquals(put.rank, 40);
        assertEquals(put.owner, 41);
        assertEquals(put.window, "win1[0-63]");
    }

    @Test
    public void windowIdsNameRunsOfRanksAsRanges() {
        assertEquals(WindowRegistry.windowId(1, new int[] {0, 1}), "win1[0,1]");
        assertEquals(WindowRegistry.windowId(1, new int[] {0, 1, 2, 3}), "win1[0-3]");
        assertEquals(WindowRegistry.windowId(2, new int[] {0, 2, 4, 5, 6, 7, 9, 10}), "win2[0,2,4-7,9,10]");
        assertEquals(WindowRegistry.windowId(3, new int[] {}), "win3[]");
    }

    @Test
    public void trafficCountsNonEmptyBatchesAndTheLengthTable() {
        RaceTraffic t = new RaceTraffic();
        t.exchanged(0, new int[] {99, 10, 0, 5}, new int[] {99, 0, 7, 0});
        t.reduced(16);
        t.clock(24, true);
        t.checked(3, 8);
        t.checked(1, 2);
        Map<String, Long> m = t.snapshot();
        assertEquals((long) m.get("bytesSent"), 10 + 5 + 12 + 16 + 24);
        assertEquals((long) m.get("bytesReceived"), 7 + 12 + 16);
        assertEquals((long) m.get("messagesSent"), 3);
        assertEquals((long) m.get("tableBytes"), 12);
        assertEquals((long) m.get("peakBatch"), 3);
        assertEquals((long) m.get("peakIndex"), 8);
        assertEquals((long) m.get("accessesShipped"), 4);
    }

    @Test
    public void dumpReadsBackWhatItWrote() throws Exception {
        Path dir = Files.createTempDirectory("race-dump");
        AccessDump dump = new AccessDump(dir);
        List<AccessDump.Frame> log = haloLog(1, 2);
        for (AccessDump.Frame f : log) {
            dump.write(1, 3, f.completeBefore, f.byOwner);
        }
        List<AccessDump.Frame> back = AccessDump.read(dir, 1);
        assertEquals(back.size(), 2);
        assertEquals(back.get(1).completeBefore, log.get(1).completeBefore);
        assertEquals(back.get(1).byOwner.keySet(), log.get(1).byOwner.keySet());
        assertEquals(back.get(1).byOwner.get(2).get(0).toString(), log.get(1).byOwner.get(2).get(0).toString());
        new AccessDump(dir).write(1, 3, 0, Map.of()); // a new run replaces the log
        assertEquals(AccessDump.read(dir, 1).size(), 1);
        assertTrue(Files.deleteIfExists(AccessDump.file(dir, 1)));
        Files.delete(dir);
    }
}
