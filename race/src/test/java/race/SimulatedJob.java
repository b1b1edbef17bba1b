package race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A job of {@code size} ranks made from the access logs of a smaller real run ({@link AccessDump}), exchanged and
 * checked in one JVM: each simulated rank plays a recorded rank, ships that rank's batches to owners at the same
 * rank distance, and checks what it receives with its own {@link OwnerChecker}, encoded, decoded and ordered by the
 * checker's own code ({@link OwnerBatches}), with the bytes and messages {@link Exchange} would move counted by
 * {@link RaceTraffic}. Only the communication is left out.
 *
 * <p>Which recorded rank a simulated one plays: the first half of the recorded ranks play the first simulated ranks,
 * the second half the last ones, and the first rank of the second half (a rank with neighbours on both sides when
 * at least 3 ranks were recorded) every rank in between. That is the stencil's pattern, where each rank ships to
 * the ranks next to it; a pattern where every rank talks to every other (IS) does not map this way. Windows of the
 * whole recorded job become windows of the whole simulated job (their ids name every rank, as the checker names
 * them); accesses keep their offsets, phases, sites and event numbers.
 */
final class SimulatedJob {
    private static final Pattern NUMBERED = Pattern.compile("win(\\d+)\\[");

    private final List<List<AccessDump.Frame>> recorded;
    private final int size;
    private final Map<String, String> windowIds = new HashMap<>();

    /** {@code recorded.get(t)}: the frames of recorded rank t, in exchange order. */
    SimulatedJob(List<List<AccessDump.Frame>> recorded, int size) {
        this.recorded = recorded;
        this.size = size;
    }

    /** The recorded rank that simulated rank {@code s} plays. */
    int template(int s) {
        int r = recorded.size();
        int low = r / 2;
        if (s < low) {
            return s;
        }
        if (s >= size - (r - low)) {
            return r - (size - s);
        }
        return low;
    }

    /** Exchanges every recorded rank made (they exchange together, so the same number). */
    int exchanges() {
        int n = Integer.MAX_VALUE;
        for (List<AccessDump.Frame> frames : recorded) {
            n = Math.min(n, frames.size());
        }
        return n;
    }

    /** What simulated rank {@code s} ships at exchange {@code e}, by owner (its own accesses under itself). */
    Map<Integer, List<Access>> outbox(int s, int e) {
        int t = template(s);
        Map<Integer, List<Access>> out = new HashMap<>();
        for (Map.Entry<Integer, List<Access>> batch : recorded.get(t).get(e).byOwner.entrySet()) {
            int owner = batch.getKey() + s - t;
            if (owner < 0 || owner >= size) {
                throw new IllegalStateException("recorded rank " + t + " ships to rank " + batch.getKey()
                        + ": simulated rank " + s + " would ship outside the job");
            }
            List<Access> moved = new ArrayList<>(batch.getValue().size());
            for (Access a : batch.getValue()) {
                moved.add(moved(a, s - t));
            }
            out.put(owner, moved);
        }
        return out;
    }

    /** {@code a} made by the rank {@code shift} ranks further on, to the owner as far from it. */
    private Access moved(Access a, int shift) {
        return new Access(window(a.window), a.owner + shift, a.lo, a.hi, a.rank + shift, a.thread, a.type, a.op,
                a.element, a.exclusive, a.locked, a.phaseFrom, a.phaseTo, a.seqFrom, a.seqTo, a.epoch, a.call, a.site,
                a.vc == null ? null : new long[size], a.clockDone);
    }

    /** A window of every recorded rank as a window of every simulated rank; other names as they are. */
    private String window(String id) {
        return windowIds.computeIfAbsent(id, k -> {
            Matcher m = NUMBERED.matcher(k);
            if (!m.lookingAt()) {
                return k;
            }
            int n = Integer.parseInt(m.group(1));
            return k.equals(WindowRegistry.windowId(n, firstRanks(recorded.size())))
                    ? WindowRegistry.windowId(n, firstRanks(size)) : k;
        });
    }

    /** 0, 1, ..., n - 1. */
    private static int[] firstRanks(int n) {
        int[] all = new int[n];
        for (int r = 0; r < n; r++) {
            all[r] = r;
        }
        return all;
    }

    /** Per simulated rank: what it moved and held, how long its checker's share took, and the races it found. */
    static final class Result {
        final RaceTraffic[] traffic;
        final long[] nanos;
        int races;

        Result(int size) {
            traffic = new RaceTraffic[size];
            nanos = new long[size];
            for (int s = 0; s < size; s++) {
                traffic[s] = new RaceTraffic();
            }
        }
    }

    /** Runs every exchange of the logs with every simulated rank. */
    Result run() {
        Result result = new Result(size);
        OwnerChecker[] owners = new OwnerChecker[size];
        for (int s = 0; s < size; s++) {
            owners[s] = new OwnerChecker(p -> result.races++);
        }
        for (int e = 0; e < exchanges(); e++) {
            long completeBefore = recorded.get(0).get(e).completeBefore;
            List<Map<Integer, List<Access>>> outboxes = new ArrayList<>(size);
            byte[][][] out = new byte[size][][];
            for (int s = 0; s < size; s++) {
                outboxes.add(outbox(s, e)); // the simulation's own work: not timed
                long start = System.nanoTime();
                out[s] = OwnerBatches.outgoing(outboxes.get(s), s, size);
                result.nanos[s] += System.nanoTime() - start;
            }
            for (int s = 0; s < size; s++) {
                byte[][] in = new byte[size][];
                int[] lengths = new int[size];
                int[] incoming = new int[size];
                for (int r = 0; r < size; r++) {
                    in[r] = out[r][s];
                    lengths[r] = out[s][r] == null ? 0 : out[s][r].length;
                    incoming[r] = in[r] == null ? 0 : in[r].length;
                }
                RaceTraffic traffic = result.traffic[s];
                traffic.exchanged(s, lengths, incoming);
                traffic.reduced(2 * Long.BYTES);
                long start = System.nanoTime();
                Map<Integer, List<Access>> mine = outboxes.get(s);
                owners[s].checkAll(OwnerBatches.incoming(in, mine, s), completeBefore);
                traffic.checked(OwnerBatches.count(mine) - mine.getOrDefault(s, List.of()).size(), owners[s].size());
                owners[s].evictBefore(completeBefore);
                result.nanos[s] += System.nanoTime() - start;
            }
        }
        return result;
    }
}
