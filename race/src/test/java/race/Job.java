package race;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import mpi.shim.event.RmaSync;

/**
 * A synthetic job for unit tests: one {@link RankTracker} per rank fed with hand-written event sequences, and the
 * owner-side check that the real checker runs after shipping (here in-process, no MPI).
 */
final class Job {
    static final long WIN = 100;
    static final long WIN_SIZE = 64;
    final RankTracker[] ranks;
    /** Phases the owners skipped as repeats in the last {@link #check}. */
    long skipped;
    private int line = 1;

    Job(int n) {
        ranks = new RankTracker[n];
        int[] world = new int[n];
        for (int i = 0; i < n; i++) {
            world[i] = i;
        }
        for (int i = 0; i < n; i++) {
            ranks[i] = new RankTracker(i, n, new LocalityCache(), ThreadClocks.INSTANCE);
            ranks[i].windowCreated(WIN, world, i, base(i), WIN_SIZE);
        }
    }

    static long base(int rank) {
        return 1_000_000L * (rank + 1);
    }

    Site site(String name) {
        return new Site("Test", name, "Test.java", line++);
    }

    /** rank puts 4 bytes at target offset from an origin buffer at {@code originAddress}. */
    Job put(int rank, int target, long offset, long originAddress, String site) {
        ranks[rank].operation(WIN, null, "put", target, offset, 4, Access.WRITE, null, "INT",
                new long[] {originAddress}, new long[] {4}, new boolean[] {false}, 1, site(site));
        return this;
    }

    Job get(int rank, int target, long offset, long originAddress, String site) {
        ranks[rank].operation(WIN, null, "get", target, offset, 4, Access.READ, null, "INT",
                new long[] {originAddress}, new long[] {4}, new boolean[] {true}, 1, site(site));
        return this;
    }

    Job rGet(int rank, Object request, int target, long offset, long originAddress, String site) {
        ranks[rank].operation(WIN, request, "rGet", target, offset, 4, Access.READ, null, "INT",
                new long[] {originAddress}, new long[] {4}, new boolean[] {true}, 1, site(site));
        return this;
    }

    Job rPut(int rank, Object request, int target, long offset, long originAddress, String site) {
        ranks[rank].operation(WIN, request, "rPut", target, offset, 4, Access.WRITE, null, "INT",
                new long[] {originAddress}, new long[] {4}, new boolean[] {false}, 1, site(site));
        return this;
    }

    Job rGetAcc(int rank, Object request, int target, long offset, String site) {
        ranks[rank].operation(WIN, request, "rGetAccumulate", target, offset, 4, Access.ATOMIC, "MPI.SUM", "INT",
                new long[] {5000 + rank * 16, 6000 + rank * 16}, new long[] {4, 4}, new boolean[] {false, true}, 1,
                site(site));
        return this;
    }

    Job acc(int rank, int target, long offset, String op, String element, String site) {
        ranks[rank].operation(WIN, null, "accumulate", target, offset, 4, Access.ATOMIC, op, element,
                new long[] {5000 + rank * 16}, new long[] {4}, new boolean[] {false}, 1, site(site));
        return this;
    }

    /** rank posts a nonblocking receive (or, {@code written} false, a send) of 4 bytes of its own window memory. */
    Job libraryCall(int rank, Object request, long offset, boolean written, String site) {
        ranks[rank].libraryAccess(request, written ? "iRecv" : "iSend", new long[] {base(rank) + offset},
                new long[] {4}, new boolean[] {written}, 1, () -> site(site));
        return this;
    }

    Job completed(int rank, Object request) {
        ranks[rank].requestCompleted(request);
        return this;
    }

    Job sync(int rank, RmaSync.Call call, int target, boolean exclusive) {
        ranks[rank].sync(WIN, call, target, exclusive, null);
        return this;
    }

    Job group(int rank, RmaSync.Call call, int... group) {
        ranks[rank].sync(WIN, call, -1, false, group);
        return this;
    }

    Job all(RmaSync.Call call) {
        for (int r = 0; r < ranks.length; r++) {
            ranks[r].sync(WIN, call, -1, false, null);
        }
        return this;
    }

    Job barrier() {
        for (RankTracker t : ranks) {
            t.collective();
        }
        return this;
    }

    Job store(int rank, long offset, String site) {
        ranks[rank].local(base(rank) + offset, 4, true, 1, site(site));
        return this;
    }

    Job load(int rank, long offset, String site) {
        ranks[rank].local(base(rank) + offset, 4, false, 1, site(site));
        return this;
    }

    /** Ships every rank's accesses to their owners and checks them there. */
    List<RacePair> check() {
        List<RacePair> out = new ArrayList<>();
        OwnerChecker[] owners = new OwnerChecker[ranks.length];
        for (int r = 0; r < ranks.length; r++) {
            owners[r] = new OwnerChecker(out::add);
            ranks[r].finish();
        }
        for (int r = 0; r < ranks.length; r++) {
            owners[r].ownWindows(ranks[r].takePosts(), ranks[r].memory());
        }
        // each owner's batch in sender order, checked as the real exchange does (repeated phases skipped)
        List<List<Access>> batches = new ArrayList<>();
        long completeBefore = Long.MAX_VALUE;
        for (RankTracker t : ranks) {
            batches.add(new ArrayList<>());
            completeBefore = Math.min(completeBefore, t.oldestInFlight());
        }
        for (RankTracker t : ranks) {
            for (Map.Entry<Integer, List<Access>> e : t.takeOutbox().entrySet()) {
                batches.get(e.getKey()).addAll(e.getValue());
            }
        }
        for (int r = 0; r < ranks.length; r++) {
            owners[r].checkAll(batches.get(r), completeBefore);
            skipped += owners[r].skippedPhases();
        }
        return out;
    }

    /** The site method names of each race, "a/b" sorted. */
    static List<String> names(List<RacePair> races) {
        List<String> out = new ArrayList<>();
        for (RacePair p : races) {
            String a = p.first.site.method;
            String b = p.second.site.method;
            out.add(a.compareTo(b) <= 0 ? a + "/" + b : b + "/" + a);
        }
        return out;
    }
}
