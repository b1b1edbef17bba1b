package race;

/**
 * When two accesses to the same window bytes race: the paper's Definition 4 (overlapping memory, at least one
 * write, may happen in parallel, no common lock) specialised to MPI one-sided semantics.
 */
public final class Conflict {
    private Conflict() {}

    public static boolean overlaps(Access a, Access b) {
        return a.window.equals(b.window) && a.owner == b.owner && a.lo < b.hi && b.lo < a.hi;
    }

    /** Whether the two accesses' types conflict (independent of ordering). */
    public static boolean conflictingTypes(Access a, Access b) {
        if (a.type == Access.ATOMIC && b.type == Access.ATOMIC) {
            // accumulates to the same location with the same element type are atomic; with the default
            // accumulate_ops (same_op_no_op) only the same op or MPI.NO_OP may be mixed
            if (!a.element.equals(b.element) || !sameElements(a, b)) {
                return true;
            }
            return !(a.op.equals(b.op) || "MPI.NO_OP".equals(a.op) || "MPI.NO_OP".equals(b.op));
        }
        return a.writes() || b.writes();
    }

    /**
     * Whether two atomic accesses of one element type update the same elements where they overlap: atomicity is
     * per element, so with displacements that do not line up (in a window of displacement unit 1, ints at bytes 0
     * and 1) each update tears the other's elements (RMARaceBench's atomic disp-remote-yes).
     */
    static boolean sameElements(Access a, Access b) {
        return Math.floorMod(a.lo - b.lo, elementBytes(a.element)) == 0;
    }

    /**
     * Bytes of one element of the binding's base type names (Datatype.elementName); a pair type's is its extent in
     * Open MPI on 64-bit Linux (the C struct of the two, padded); 1 for anything else, never taken as misaligned.
     */
    static int elementBytes(String element) {
        switch (element) {
            case "CHAR": case "SHORT": return 2;
            case "INT": case "FLOAT": return 4;
            case "LONG": case "DOUBLE": case "FLOAT_COMPLEX": case "INT2": case "SHORT_INT": case "FLOAT_INT":
                return 8;
            case "DOUBLE_COMPLEX": case "LONG_INT": case "DOUBLE_INT": return 16;
            default: return 1;
        }
    }

    /**
     * Two accumulates of one origin rank to one target: ordered (accumulate_ordering); with different element types
     * there is no atomicity to order (RMARaceBench's atomic float-int-sameorigin).
     */
    static boolean orderedAccumulates(Access a, Access b) {
        return a.rank == b.rank && a.type == Access.ATOMIC && b.type == Access.ATOMIC
                && !a.window.equals(RankTracker.ORIGIN) && java.util.Objects.equals(a.element, b.element);
    }

    /** Accesses of two ranks under locks of the owner's window, one exclusive: it excludes every other lock there. */
    static boolean excludedByLocks(Access a, Access b) {
        return a.exclusive && b.locked || b.exclusive && a.locked;
    }

    /** Whether nothing orders the two accesses. */
    public static boolean concurrent(Access a, Access b) {
        if (a.rank == b.rank) {
            if (a.thread != b.thread && ThreadClocks.INSTANCE.enabled()) {
                return false; // two threads of one rank: checked by the rank with happens-before (ThreadRaces)
            }
            if (orderedAccumulates(a, b)) {
                return false;
            }
            if (a.thread != b.thread && a.seqFrom == a.seqTo && b.seqFrom == b.seqTo) {
                return false; // two threads' loads and stores: not ordered here (see docs/race.md, threads)
            }
            // one rank: program order, except an operation still in flight
            return a.seqFrom <= b.seqTo && b.seqFrom <= a.seqTo && !(a.seqFrom == a.seqTo && b.seqFrom == b.seqTo);
        }
        if (happensBefore(a, b) || happensBefore(b, a)) {
            return false; // ordered through point-to-point messages (vector clocks)
        }
        if (excludedByLocks(a, b)) {
            return false;
        }
        if (a.epoch >= 0 && b.epoch >= 0) {
            return a.epoch == b.epoch; // PSCW: the same exposure epoch of the owner
        }
        if ((a.epoch >= 0 && b.epoch <= -2) || (b.epoch >= 0 && a.epoch <= -2)) {
            return false; // the owner's access outside its exposure epochs is ordered by post/wait
        }
        if (a.epoch >= 0 && beforeFirstPost(b) || b.epoch >= 0 && beforeFirstPost(a)) {
            return false; // an epoch's operations reach the owner only after its post (MPI-3.1 11.5.2)
        }
        return a.phaseFrom <= b.phaseTo && b.phaseFrom <= a.phaseTo;
    }

    /**
     * A load or store by the owner of the bytes before it posted any exposure epoch: its own accesses take the
     * epoch of the open exposure epoch, or a value below -1 once one has closed, so NO_EPOCH here means no post yet.
     */
    private static boolean beforeFirstPost(Access x) {
        return x.epoch == Access.NO_EPOCH && x.rank == x.owner && x.seqFrom == x.seqTo && !x.window.equals("origin");
    }

    /** Whether {@code a} was complete before a message chain reached {@code b}'s rank ahead of {@code b}. */
    static boolean happensBefore(Access a, Access b) {
        return b.vc != null && a.rank >= 0 && a.rank < b.vc.length && b.vc[a.rank] > a.clockDone;
    }

    public static boolean races(Access a, Access b) {
        return overlaps(a, b) && conflictingTypes(a, b) && concurrent(a, b);
    }

    /**
     * The extended weaker-than relation: {@code weak} makes {@code strong} redundant when every race of strong is
     * also a race of weak: wider memory, same task, no more locks, a write or the same type, and in flight at least
     * whenever strong is.
     */
    public static boolean weakerThan(Access weak, Access strong) {
        return weak.window.equals(strong.window) && weak.owner == strong.owner
                && weak.lo <= strong.lo && strong.hi <= weak.hi
                && weak.rank == strong.rank && weak.thread == strong.thread
                && (!weak.exclusive || strong.exclusive) && (!weak.locked || strong.locked)
                && (weak.type == Access.WRITE
                        || weak.type == strong.type && java.util.Objects.equals(weak.op, strong.op)
                                && java.util.Objects.equals(weak.element, strong.element)
                                && (weak.type != Access.ATOMIC || sameElements(weak, strong)))
                && weak.epoch == strong.epoch
                && weak.phaseFrom <= strong.phaseFrom && strong.phaseTo <= weak.phaseTo
                && weak.seqFrom <= strong.seqFrom && strong.seqTo <= weak.seqTo
                && (weak.seqFrom == weak.seqTo) == (strong.seqFrom == strong.seqTo)
                && java.util.Arrays.equals(weak.vc, strong.vc) && weak.clockDone >= strong.clockDone;
    }
}
