package race;

import static mpi.shim.event.RmaSync.Call.FREE;
import static org.testng.Assert.assertEquals;
import static org.testng.Assert.assertFalse;
import static org.testng.Assert.assertNotNull;
import static org.testng.Assert.assertNull;
import static org.testng.Assert.assertTrue;

import org.testng.annotations.Test;

/** The interval index, weaker-than pruning, the first-race filter, sampling and the locality cache. */
public class StructuresTest {
    private static Access access(int rank, long lo, long hi, int type, boolean exclusive, long phase) {
        return new Access("w", 0, lo, hi, rank, 1, type, type == Access.ATOMIC ? "MPI.SUM" : null,
                type == Access.ATOMIC ? "INT" : null, exclusive, phase, phase, 5, 5, Access.NO_EPOCH, "x",
                new Site("C", "m" + lo, "C.java", (int) lo));
    }

    @Test
    public void overlapQueriesFindLongIntervalsStartingFarBefore() {
        IntervalIndex index = new IntervalIndex();
        index.add(access(0, 0, 1000, Access.READ, false, 0));
        index.add(access(0, 500, 504, Access.READ, false, 1));
        index.add(access(0, 2000, 2004, Access.READ, false, 0));
        assertEquals(index.overlapping(900, 904).size(), 1);
        assertEquals(index.overlapping(502, 503).size(), 2);
        assertEquals(index.overlapping(1000, 2000).size(), 0);
        assertEquals(index.overlapping(1999, 2001).size(), 1);
    }

    @Test
    public void findRaceNeedsAWriteFromAnotherRank() {
        IntervalIndex index = new IntervalIndex();
        index.add(access(0, 0, 8, Access.READ, false, 0));
        assertNull(index.findRace(access(1, 4, 8, Access.READ, false, 0)));
        assertNotNull(index.findRace(access(1, 4, 8, Access.WRITE, false, 0)));
        assertNull(index.findRace(access(1, 4, 8, Access.WRITE, false, 1)));
    }

    @Test
    public void weakerAccessesPruneStrongerOnes() {
        IntervalIndex index = new IntervalIndex();
        assertTrue(index.add(access(0, 0, 8, Access.WRITE, false, 0)));
        // narrower, a read, under a lock: every race it has, the write has too
        assertFalse(index.add(access(0, 2, 4, Access.READ, true, 0)));
        assertEquals(index.size(), 1);
        // a wider write replaces the narrower one
        assertTrue(index.add(access(0, 0, 16, Access.WRITE, false, 0)));
        assertEquals(index.size(), 1);
        // another rank's access is never pruned by this rank's
        assertTrue(index.add(access(1, 0, 4, Access.READ, false, 0)));
        assertEquals(index.size(), 2);
    }

    @Test
    public void theOwnersAccessBeforeItsFirstPostIsOrderedWithEveryExposureEpoch() {
        // rank 0 owns the bytes: its store before any post has NO_EPOCH; rank 2's put of exposure epoch 0 or 1
        Access store = access(0, 0, 4, Access.WRITE, false, 3);
        assertFalse(Conflict.races(store, spanning(2, 0, 4, Access.WRITE, 3, 3, 0)), "post orders the epoch's put");
        assertFalse(Conflict.races(spanning(2, 0, 4, Access.WRITE, 3, 3, 1), store), "and a later epoch's");
        assertTrue(Conflict.races(store, spanning(2, 0, 4, Access.WRITE, 3, 3, Access.NO_EPOCH)),
                "a put outside PSCW is not ordered by it");
        Access otherRanks = access(1, 0, 4, Access.WRITE, false, 3);
        assertTrue(Conflict.races(otherRanks, spanning(2, 0, 4, Access.WRITE, 3, 3, 0)),
                "another rank's store is not the owner's");
    }

    private static Access spanning(int rank, long lo, long hi, int type, long from, long to, int epoch) {
        return new Access("w", 0, lo, hi, rank, 1, type, null, null, false, from, to, 5, 9, epoch, "put",
                new Site("C", "s" + lo, "C.java", (int) lo));
    }

    @Test
    public void phasedIndexVisitsOnlyThePhasesAQuerySpans() {
        PhasedIndex index = new PhasedIndex();
        for (long phase = 0; phase < 10; phase++) {
            Access put = access(1, 0, 1024, Access.WRITE, false, phase);
            index.add(put, index.candidates(put));
        }
        Access load = access(0, 8, 16, Access.READ, false, 4);
        assertEquals(index.candidates(load).size(), 1, "only the put of phase 4");
        Access inFlight = spanning(2, 0, 12, Access.WRITE, 3, Access.NEVER, Access.NO_EPOCH);
        assertEquals(index.candidates(inFlight).size(), 7, "the puts of phases 3 to 9");
        index.add(inFlight, index.candidates(inFlight));
        assertEquals(index.candidates(load).size(), 2, "a spanning access is visited by every query");
        index.evictBefore(8);
        assertEquals(index.size(), 3, "phases 8 and 9 and the access still in flight");
    }

    @Test
    public void phasedIndexKeepsPscwAccessesAcrossPhases() {
        PhasedIndex index = new PhasedIndex();
        Access early = spanning(1, 0, 8, Access.WRITE, 2, 2, 0);
        index.add(early, index.candidates(early));
        Access late = spanning(2, 4, 12, Access.WRITE, 7, 7, 0);
        assertEquals(index.candidates(late).size(), 1, "the same exposure epoch, phases apart");
        assertTrue(Conflict.races(early, late));
        index.evictBefore(5);
        assertEquals(index.size(), 1, "an epoch can span phases: kept");
    }

    @Test
    public void phasedIndexPrunesAcrossItsParts() {
        PhasedIndex index = new PhasedIndex();
        Access narrow = access(0, 4, 8, Access.READ, false, 3);
        index.add(narrow, index.candidates(narrow));
        Access wide = new Access("w", 0, 0, 16, 0, 1, Access.WRITE, null, null, false, 2, 4, 5, 5, Access.NO_EPOCH, "store",
                new Site("C", "wide", "C.java", 1));
        assertTrue(index.add(wide, index.candidates(wide)));
        assertEquals(index.size(), 1, "the wider write, in flight over phases 2-4, replaces the single-phase read");
        Access again = access(0, 4, 8, Access.READ, false, 3);
        assertFalse(index.add(again, index.candidates(again)), "and makes the same read redundant");
    }

    @Test
    public void firstRaceFilterKeepsFirstAccessAndFirstWriteAfterRead() {
        FirstRaceFilter f = new FirstRaceFilter();
        Access read = access(0, 0, 4, Access.READ, false, 0);
        Access write = access(0, 0, 4, Access.WRITE, false, 0);
        assertTrue(f.admit(read, 1, null));
        assertFalse(f.admit(read, 1, null));
        assertTrue(f.admit(write, 1, null));
        assertFalse(f.admit(write, 1, null));
        assertFalse(f.admit(read, 1, null));
        assertTrue(f.admit(read, 2, null), "a new epoch starts over");
    }

    @Test
    public void firstRaceFilterStartsOverWhenTheThreadsClockChanges() {
        FirstRaceFilter f = new FirstRaceFilter();
        Access read = access(0, 0, 4, Access.READ, false, 0);
        Clock before = new Clock(0, new int[] {3});
        Clock after = new Clock(0, new int[] {4}); // a release (a latch's countDown) ticked the thread
        assertTrue(f.admit(read, 1, before));
        assertFalse(f.admit(read, 1, before));
        assertTrue(f.admit(read, 1, after), "ordered otherwise than the same load before the release");
        for (int v = 1; v <= FirstRaceFilter.SHORT; v++) { // and beyond the short list
            f.admit(access(0, 8L * v, 8L * v + 4, Access.READ, false, 0), 1, before);
        }
        Access late = access(0, 800, 804, Access.READ, false, 0);
        assertTrue(f.admit(late, 1, before));
        assertFalse(f.admit(late, 1, before));
        assertTrue(f.admit(late, 1, after));
    }

    @Test
    public void firstRaceFilterKeepsItsRuleBeyondTheShortList() {
        FirstRaceFilter f = new FirstRaceFilter();
        int variables = FirstRaceFilter.SHORT * 3; // the later ones go to the map
        for (int pass = 0; pass < 2; pass++) {
            for (int v = 0; v < variables; v++) {
                Access read = access(0, 8L * v, 8L * v + 8, Access.READ, false, 0);
                assertEquals(f.admit(read, 7, null), pass == 0,
                        "variable " + v + ": only its first read, pass " + pass);
            }
        }
        Access lastWrite = access(0, 8L * (variables - 1), 8L * variables, Access.WRITE, false, 0);
        assertTrue(f.admit(lastWrite, 7, null), "the first write after a first read, in the map");
        assertFalse(f.admit(lastWrite, 7, null));
        Access firstWrite = access(0, 0, 8, Access.WRITE, false, 0);
        assertTrue(f.admit(firstWrite, 7, null), "the same in the short list");
        assertFalse(f.admit(firstWrite, 7, null));
        for (int v = 0; v < FirstRaceFilter.SHORT; v++) { // a new epoch: its short list fills again
            assertTrue(f.admit(access(0, 8L * v, 8L * v + 8, Access.READ, false, 0), 8, null));
        }
        assertTrue(f.admit(access(0, 8L * (variables - 1), 8L * variables, Access.READ, false, 0), 8, null),
                "and the map starts empty: the variable seen in the old epoch's map is new again");
        Access otherThread = new Access("w", 0, 0, 8, 0, 2, Access.READ, null, null, false, 0, 0, 5, 5,
                Access.NO_EPOCH, "x", new Site("C", "m0", "C.java", 0));
        assertFalse(f.admit(access(0, 0, 8, Access.READ, false, 0), 8, null), "read already in this epoch");
        assertTrue(f.admit(otherThread, 8, null), "another thread's access is another variable");
    }

    @Test
    public void batchesWithRepeatedNamesSurviveShipping() {
        Site s1 = new Site("p.C", "run", "C.java", 1);
        Site s2 = new Site("p.C", "run", "C.java", 2);
        java.util.List<Access> sent = new java.util.ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Site site = i < 3 ? s1 : s2; // runs of one site, as batches mostly are
            String call = i % 2 == 0 ? "store" : "load";
            sent.add(new Access("win1[0,1]", 1, 8L * i, 8L * i + 8, 0, 3, i % 2 == 0 ? Access.WRITE : Access.READ,
                    null, null, false, false, i, i, i, i, Access.NO_EPOCH, call, site, i == 5 ? new long[] {1, 2}
                    : null, i));
        }
        java.util.List<Access> back = AccessCodec.decode(AccessCodec.encode(sent));
        assertEquals(back.size(), sent.size());
        for (int i = 0; i < sent.size(); i++) {
            assertEquals(back.get(i).toString(), sent.get(i).toString());
            assertEquals(back.get(i).site, sent.get(i).site);
            assertEquals(back.get(i).clockDone, sent.get(i).clockDone);
        }
        assertEquals(back.get(5).vc, new long[] {1, 2});
        assertTrue(back.get(0).site == back.get(2).site && back.get(3).site == back.get(5).site);
    }

    @Test
    public void aWindowHandleReusedAfterAFreeIsTheNewWindow() {
        RankTracker t = new RankTracker(0, new LocalityCache());
        String first = t.windowCreated(7, new int[] {0, 1}, 0, 1000, 64);
        assertEquals(t.windowId(7), first);
        t.sync(7, FREE, -1, false, null);
        assertNull(t.windowId(7), "freed");
        String second = t.windowCreated(7, new int[] {0}, 0, 5000, 64);
        assertEquals(t.windowId(7), second);
        assertEquals(t.groupSize(7), 1, "the new window's group, not the one asked for before the free");
        assertTrue(t.local(5000, 8, true, 1, Site.UNKNOWN), "its memory is tracked");
    }

    @Test
    public void eachSiteIdIsNamedOnce() {
        int[] asked = new int[1];
        Accesses.siteNames(id -> {
            asked[0]++;
            return new Site("p.C", "m", "C.java", id);
        });
        try {
            Site first = Accesses.site(40);
            assertTrue(Accesses.site(40) == first, "one object per site id");
            assertEquals(asked[0], 1);
            assertEquals(Accesses.site(41).line, 41);
            Accesses.siteNames(id -> new Site("q.D", "n", "D.java", id));
            assertEquals(Accesses.site(40).className, "q.D", "a new table forgets the names made from the old one");
        } finally {
            Accesses.siteNames(id -> new Site("site#" + id, "?", null, -1));
        }
    }

    @Test
    public void samplingBacksOffToItsFloor() {
        SiteSampler s = new SiteSampler(0.5, 0.0);
        int taken = 0;
        for (int i = 0; i < 1000; i++) {
            taken += s.sample(3) ? 1 : 0;
        }
        assertTrue(taken >= SiteSampler.FULL && taken < SiteSampler.FULL + 40, "taken " + taken);
        SiteSampler always = new SiteSampler(0.5, 1.0);
        for (int i = 0; i < 100; i++) {
            assertTrue(always.sample(7));
        }
        always.disable(7);
        assertFalse(always.sample(7));
    }

    @Test
    public void gapsAreGeometricWithTheSitesProbability() {
        SiteSampler s = new SiteSampler(0.5, 0.01);
        SiteSampler always = new SiteSampler(1.0, 1.0);
        assertEquals(always.next(4, 64), 0, "probability 1: nothing skipped");
        for (int i = 0; i < SiteSampler.FULL; i++) {
            assertEquals(s.next(4, 64), 0, "a site's first recorded runs skip nothing");
        }
        for (int i = 0; i < 20; i++) {
            assertTrue(s.next(4, 64) >= 0, "down to the floor, each run is taken");
        }
        long sum = 0;
        int draws = 20000;
        for (int i = 0; i < draws; i++) {
            sum += s.next(4, 64);
        }
        double mean = (double) sum / draws;
        assertTrue(mean > 90 && mean < 108, "mean gap at p = 0.01 should be (1 - p) / p = 99, was " + mean);
        s.disable(4);
        assertEquals(s.next(4, 64), -1, "a disabled site is off");
        assertEquals(new SiteSampler(0.5, 0.0).next(-1, 4), 0, "an unknown site is always recorded");
        SiteSampler elements = new SiteSampler(1e-9, 0.0);
        for (int i = 0; i < SiteSampler.FULL_ELEMENTS; i++) {
            assertEquals(elements.next(5, 4), 0, "a site's first recorded elements skip nothing");
        }
        assertTrue(elements.next(5, 4) > 0, "then the back-off starts");
        SiteSampler runs = new SiteSampler(1e-9, 0.0);
        for (int i = 0; i < SiteSampler.FULL; i++) {
            runs.next(6, 4096);
        }
        assertTrue(runs.next(6, 4096) > 0, "runs back off after fewer");
    }

    @Test
    public void samplingAtTheFloorTakesItsShare() {
        SiteSampler s = new SiteSampler(0.5, 0.25);
        for (int i = 0; i < SiteSampler.FULL + 10; i++) {
            s.sample(2); // through the full ones and the back-off, down to the floor
        }
        int taken = 0;
        for (int i = 0; i < 40000; i++) {
            taken += s.sample(2) ? 1 : 0;
        }
        assertTrue(taken > 9400 && taken < 10600, "p = 0.25 of 40000 should take about 10000, took " + taken);
        assertTrue(SiteSampler.seed(0) != 0 && SiteSampler.seed(1) != SiteSampler.seed(2), "states differ, never 0");
    }

    @Test
    public void threadSlotKeepsOneValuePerThread() throws InterruptedException {
        ThreadSlot slot = new ThreadSlot(-1);
        slot.set(5);
        int[] seen = new int[2];
        Thread other = new Thread(() -> {
            seen[0] = slot.get();
            slot.set(9);
            seen[1] = slot.get();
        });
        other.start();
        other.join();
        assertEquals(seen[0], -1, "another thread starts at the initial value");
        assertEquals(seen[1], 9);
        assertEquals(slot.get(), 5, "the maker's value is its own");
    }

    @Test
    public void probeCountdownSkipsTheGivenNumberOfExecutions() {
        Runs.enable(false); // no run opens: an access the countdown lets through goes to the checker
        Accesses.gap(11, 3);
        int due = 0;
        for (int i = 0; i < 4; i++) {
            due += Accesses.track(11, 4096 + 64 * i, 8, false) ? 0 : 1;
        }
        assertEquals(due, 1, "three skipped, the fourth due");
        assertFalse(Accesses.track(11, 8192, 8, false) || Accesses.track(12345, 8192, 8, false),
                "no gap set: due");
    }

    @Test
    public void localityCacheIsInvalidatedByRegistration() {
        LocalityCache c = new LocalityCache();
        RankTracker t = new RankTracker(0, c);
        assertFalse(t.local(5000, 4, true, 1, Site.UNKNOWN));
        c.markNever(9);
        assertTrue(c.never(9));
        t.windowCreated(1, new int[] {0}, 0, 5000, 16);
        assertFalse(c.never(9), "a new window invalidates");
        assertTrue(t.local(5000, 4, true, 1, Site.UNKNOWN));
    }

    @Test
    public void anAccumulateDoesNotPruneOneWhoseElementsItDoesNotLineUpWith() {
        Access wide = new Access("w", 0, 0, 16, 0, 1, Access.ATOMIC, "MPI.SUM", "INT", false, 0, 0, 5, 5,
                Access.NO_EPOCH, "accumulate", new Site("C", "a", "C.java", 1));
        Access inside = new Access("w", 0, 4, 8, 0, 1, Access.ATOMIC, "MPI.SUM", "INT", false, 0, 0, 5, 5,
                Access.NO_EPOCH, "accumulate", new Site("C", "b", "C.java", 2));
        Access shifted = new Access("w", 0, 5, 9, 0, 1, Access.ATOMIC, "MPI.SUM", "INT", false, 0, 0, 5, 5,
                Access.NO_EPOCH, "accumulate", new Site("C", "c", "C.java", 3));
        assertTrue(Conflict.weakerThan(wide, inside));
        assertFalse(Conflict.weakerThan(wide, shifted), "another rank's int at byte 4 races with it, not with wide");
        assertEquals(Conflict.elementBytes("DOUBLE"), 8);
        assertEquals(Conflict.elementBytes("DOUBLE_INT"), 16, "a pair is its padded C struct");
        assertEquals(Conflict.elementBytes("INT2"), 8);
        assertEquals(Conflict.elementBytes("BYTE"), 1);
    }

    @Test
    public void accessesSurviveShipping() {
        Site site = new Site("p.C", "run", "C.java", 42);
        Access a = new Access("win1[0,1]", 1, 8, 12, 0, 3, Access.ATOMIC, "MPI.SUM", "INT", true, 2, Access.NEVER,
                5, 9, 1, "accumulate", site);
        Access b = new Access("win1[0,1]", 1, 0, 4096, 0, 3, Access.WRITE, null, null, false, true, 7, 7, 11, 11,
                Access.NO_EPOCH, "store", new Site("p.D", "lambda$0", null, -1), new long[] {4, 0, 9}, 12);
        Access c = new Access("origin", 0, 1L << 44, (1L << 44) + 8, 0, 3, Access.READ, null, null, false, 3, 4, 12,
                13, -3, "put", site);
        java.util.List<Access> back = AccessCodec.decode(AccessCodec.encode(java.util.List.of(a, b, c)));
        assertEquals(back.size(), 3);
        java.util.List<Access> sent = java.util.List.of(a, b, c);
        for (int i = 0; i < 3; i++) {
            Access x = sent.get(i);
            Access y = back.get(i);
            assertEquals(y.toString(), x.toString());
            assertEquals(y.site, x.site);
            assertEquals(y.locked, x.locked);
            assertEquals(y.clockDone, x.clockDone);
            assertTrue(Conflict.weakerThan(y, x) && Conflict.weakerThan(x, y), "every ordering fact survives: " + x);
        }
        assertTrue(back.get(0).site == back.get(2).site, "one Site object per distinct site of a batch");
        assertTrue(AccessCodec.decode(AccessCodec.encode(java.util.List.of())).isEmpty());
        byte[] one = AccessCodec.encode(java.util.List.of(b));
        byte[] framed = new byte[8 + one.length + 16]; // a header before it, unused bytes after (phase II messages)
        System.arraycopy(one, 0, framed, 8, one.length);
        assertEquals(AccessCodec.decode(framed, 8).get(0).toString(), b.toString());
        assertEquals(AccessCodec.decode(framed, 8).size(), 1);
    }
}
