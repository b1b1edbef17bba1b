package race;

/**
 * One access to window bytes (or to an origin buffer), as phase I records it: the paper's event (m, t, l, a, p, s)
 * with MPI's extra ordering facts. Memory {@code m} is [lo, hi) in the owner's window {@code window}; the task
 * {@code t} is (rank, thread); the lockset {@code l} is whether an exclusive lock on (window, owner) was held; the
 * access type {@code a} is read, write or an atomic update (op, element type); the phase {@code p} is the interval
 * of global phases during which the access may be in flight at its target (RMA operations are in flight from issue
 * until a synchronization completes them). {@code s} is the site.
 */
public final class Access {
    public static final int READ = 1;
    public static final int WRITE = 2;
    public static final int ATOMIC = 3;

    /** Not part of a PSCW epoch. */
    public static final int NO_EPOCH = -1;
    /** Still in flight when the program ended (no completing synchronization seen). */
    public static final long NEVER = Long.MAX_VALUE;

    /** Job-wide id of the window; "origin" for origin buffers (owner's local memory, absolute addresses). */
    public final String window;
    /** World rank owning the bytes. */
    public final int owner;
    public final long lo;
    public final long hi;
    /** World rank and thread that made the access. */
    public final int rank;
    public final long thread;
    public final int type;
    /** For ATOMIC: the reduction op ("MPI.SUM", "MPI.NO_OP", "CAS") and element type ("INT"). */
    public final String op;
    public final String element;
    /** An exclusive lock on (window, owner) was held by the accessing rank during the whole access. */
    public final boolean exclusive;
    /** Some lock (shared, exclusive or lockAll) on (window, owner) was held: an exclusive lock excludes it. */
    public final boolean locked;
    /** Global phases: the access may be in flight in any phase of [phaseFrom, phaseTo]. */
    public final long phaseFrom;
    public final long phaseTo;
    /** Rank-local event sequence: in flight over [seqFrom, seqTo] (seqTo == seqFrom for loads and stores). */
    public final long seqFrom;
    public final long seqTo;
    /**
     * PSCW: the owner's exposure epoch the access belongs to (origin side: the ordinal of the origin's access epoch
     * to the owner, translated by the owner), {@link #NO_EPOCH} otherwise; an owner's own access outside any open
     * exposure epoch is {@code -2 - epochsClosed}.
     */
    public final int epoch;
    /** The API call ("put", "load", "store", ...), for the report. */
    public final String call;
    public final Site site;
    /**
     * Point-to-point happens-before: the accessing rank's vector clock when the access began (null when the rank
     * had exchanged no message yet), and its own clock entry once the access was complete ({@link #NEVER} if
     * never). An access of rank A happens before one whose {@code vc[A]} exceeds this {@code clockDone}.
     */
    public final long[] vc;
    public final long clockDone;

    public Access(String window, int owner, long lo, long hi, int rank, long thread, int type, String op,
            String element, boolean exclusive, long phaseFrom, long phaseTo, long seqFrom, long seqTo, int epoch,
            String call, Site site) {
        this(window, owner, lo, hi, rank, thread, type, op, element, exclusive, exclusive, phaseFrom, phaseTo, seqFrom,
                seqTo, epoch, call, site);
    }

    public Access(String window, int owner, long lo, long hi, int rank, long thread, int type, String op,
            String element, boolean exclusive, boolean locked, long phaseFrom, long phaseTo, long seqFrom, long seqTo,
            int epoch, String call, Site site) {
        this(window, owner, lo, hi, rank, thread, type, op, element, exclusive, locked, phaseFrom, phaseTo, seqFrom,
                seqTo, epoch, call, site, null, NEVER);
    }

    public Access(String window, int owner, long lo, long hi, int rank, long thread, int type, String op,
            String element, boolean exclusive, boolean locked, long phaseFrom, long phaseTo, long seqFrom, long seqTo,
            int epoch, String call, Site site, long[] vc, long clockDone) {
        this.window = window;
        this.owner = owner;
        this.lo = lo;
        this.hi = hi;
        this.rank = rank;
        this.thread = thread;
        this.type = type;
        this.op = op;
        this.element = element;
        this.exclusive = exclusive;
        this.locked = locked || exclusive;
        this.phaseFrom = phaseFrom;
        this.phaseTo = phaseTo;
        this.seqFrom = seqFrom;
        this.seqTo = seqTo;
        this.epoch = epoch;
        this.call = call;
        this.site = site;
        this.vc = vc;
        this.clockDone = clockDone;
    }

    /**
     * The same bytes named through another window (or as an origin buffer, {@code window} "origin"), {@code shift}
     * added to the range. Locks and PSCW epochs belong to the window they were taken on, so the copy has none.
     */
    Access renamed(String otherWindow, long shift) {
        return new Access(otherWindow, owner, lo + shift, hi + shift, rank, thread, type, op, element, false, false,
                phaseFrom, phaseTo, seqFrom, seqTo, NO_EPOCH, call, site, vc, clockDone);
    }

    /** The same access, its end known: in flight until phase {@code to}, complete at message clock {@code done}. */
    Access ended(long to, long done) {
        return new Access(window, owner, lo, hi, rank, thread, type, op, element, exclusive, locked, phaseFrom, to,
                seqFrom, seqTo, epoch, call, site, vc, done);
    }

    /** The same access in another PSCW epoch numbering (the owner translates the origin's ordinal). */
    Access withEpoch(int e) {
        return new Access(window, owner, lo, hi, rank, thread, type, op, element, exclusive, locked, phaseFrom,
                phaseTo, seqFrom, seqTo, e, call, site, vc, clockDone);
    }

    public boolean writes() {
        return type == WRITE || (type == ATOMIC && !"MPI.NO_OP".equals(op));
    }

    public String typeName() {
        return type == READ ? "read" : type == WRITE ? "write" : "atomic " + op + " on " + element;
    }

    @Override
    public String toString() {
        return call + " " + typeName() + " [" + lo + "," + hi + ") of " + window + "@" + owner + " by " + rank + "/"
                + thread + " phases " + phaseFrom + ".." + (phaseTo == NEVER ? "end" : phaseTo) + " at " + site;
    }
}
