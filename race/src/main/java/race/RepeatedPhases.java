package race;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The phases of a batch that the owner need not check because they repeat, access for access, a phase it has
 * checked already: a program's time steps between fences usually do the same operations on the same bytes from the
 * same sites, and checking step after step found the same pairs of sites again (the report keeps one per pair).
 *
 * <p>A phase is skipped only when checking it could find no pair that the earlier phase did not:
 * <ul>
 * <li>every access of the phase lies in that phase alone, outside PSCW epochs and without vector clocks (whether two
 * such accesses race depends only on what is compared below), and no access spanning several phases (in this
 * batch, or stored at the owner) covers the phase;</li>
 * <li>the phase is complete (before the oldest phase still in flight anywhere) and none of its accesses reached an
 * earlier batch, so the batch holds all of them;</li>
 * <li>its accesses, in the order the owner checks them, have the same windows, byte ranges, ranks, threads, kinds,
 * operations, element types, locks, calls and sites as those of a phase checked before, and the same order of
 * issue and completion within each rank (event numbers counted from the rank's first event in the phase). The
 * owner's index for a phase starts empty, so it then evolves as it did for that phase, through the same
 * comparisons to the same pairs.</li>
 * </ul>
 * Windows' lifetimes are not compared: an access of another name for the same bytes is an access of the phase too,
 * so a window created since the earlier phase changes the phase's accesses, and one freed since can only remove
 * pairs.
 */
final class RepeatedPhases {
    /** Checked phases remembered, at most (a program with more distinct steps pays the full check again). */
    static final int REMEMBERED = 256;
    /** Accesses spanning phases (stored, or in the batch) looked at, at most; with more, no phase is skipped. */
    static final int PINNED_LIMIT = 1024;

    private final Set<List<Object>> checked = new HashSet<>();
    /** The latest phase any access checked in an earlier batch started in. */
    private long seenThrough = Long.MIN_VALUE;
    private long skippedPhases;

    /**
     * What of an access decides the owner's comparisons within its phase, event numbers made relative. A class with
     * its own equals and hashCode, not a record: a record's are linked through invokedynamic at first use, which
     * cost 30-40 ms per rank inside the first exchange.
     */
    private static final class Shape {
        private final Access access;
        private final long seqFrom;
        private final long seqTo;

        Shape(Access access, long firstEvent) {
            this.access = access;
            this.seqFrom = access.seqFrom - firstEvent;
            this.seqTo = access.seqTo - firstEvent;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Shape)) {
                return false;
            }
            Shape s = (Shape) o;
            Access a = access;
            Access b = s.access;
            return seqFrom == s.seqFrom && seqTo == s.seqTo && a.lo == b.lo && a.hi == b.hi && a.rank == b.rank
                    && a.owner == b.owner && a.thread == b.thread && a.type == b.type && a.exclusive == b.exclusive
                    && a.locked == b.locked && a.window.equals(b.window) && Objects.equals(a.op, b.op)
                    && Objects.equals(a.element, b.element) && Objects.equals(a.call, b.call)
                    && Objects.equals(a.site, b.site);
        }

        @Override
        public int hashCode() {
            Access a = access;
            long h = a.lo * 31 + a.hi;
            h = h * 31 + a.rank;
            h = h * 31 + a.type;
            h = h * 31 + seqFrom;
            h = h * 31 + seqTo;
            h = h * 31 + a.window.hashCode();
            h = h * 31 + (a.site == null ? 0 : a.site.line);
            return Long.hashCode(h);
        }
    }

    /**
     * The phases of {@code batch} (accesses in the order the owner checks them) to skip; {@code completeBefore}: the
     * oldest phase still in flight on any rank; {@code spanning}: the stored accesses that span phases.
     */
    Set<Long> skippable(List<Access> batch, long completeBefore, List<Access> spanning) {
        Map<Long, List<Access>> byPhase = new LinkedHashMap<>();
        List<Access> pinned = new ArrayList<>(spanning); // each covers its phases
        Set<Long> tainted = new HashSet<>();
        long before = seenThrough;
        for (Access a : batch) {
            seenThrough = Math.max(seenThrough, a.phaseFrom);
            if (a.phaseFrom != a.phaseTo) {
                pinned.add(a);
            } else if (a.epoch != Access.NO_EPOCH || a.vc != null) {
                tainted.add(a.phaseFrom);
            } else {
                List<Access> list = byPhase.get(a.phaseFrom);
                if (list == null) {
                    list = new ArrayList<>();
                    byPhase.put(a.phaseFrom, list);
                }
                list.add(a);
            }
        }
        Set<Long> skip = new HashSet<>();
        if (pinned.size() > PINNED_LIMIT) {
            return skip; // each phase would be tested against every one of them
        }
        for (Map.Entry<Long, List<Access>> e : byPhase.entrySet()) {
            long phase = e.getKey();
            if (phase <= before || phase >= completeBefore || tainted.contains(phase) || covered(pinned, phase)) {
                continue;
            }
            List<Object> shapes = shapes(e.getValue());
            if (checked.contains(shapes)) {
                skip.add(phase);
            } else {
                if (checked.size() >= REMEMBERED) {
                    checked.clear();
                }
                checked.add(shapes); // checked in full by the caller now
            }
        }
        skippedPhases += skip.size();
        return skip;
    }

    /** Phases skipped so far (for tests and diagnostics). */
    long skipped() {
        return skippedPhases;
    }

    private static boolean covered(List<Access> spanning, long phase) {
        for (Access a : spanning) {
            if (a.phaseFrom <= phase && phase <= a.phaseTo) {
                return true;
            }
        }
        return false;
    }

    /** The phase's accesses as shapes, in order; led by whether threads are ordered by happens-before. */
    private static List<Object> shapes(List<Access> phase) {
        Map<Integer, Long> firstEvent = new HashMap<>();
        for (Access a : phase) {
            Long first = firstEvent.get(a.rank);
            if (first == null || a.seqFrom < first) {
                firstEvent.put(a.rank, a.seqFrom);
            }
        }
        List<Object> out = new ArrayList<>(phase.size() + 1);
        out.add(ThreadClocks.INSTANCE.enabled());
        for (Access a : phase) {
            out.add(new Shape(a, firstEvent.get(a.rank)));
        }
        return out;
    }
}
