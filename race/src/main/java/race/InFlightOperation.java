package race;

/**
 * A one-sided operation between issue and completion (or a nonblocking call's buffers in window memory, with no
 * window and no target): what it touches, under which locks and epoch, and when each side completed.
 */
final class InFlightOperation {
    /** Null for a nonblocking call other than a one-sided operation (see RankTracker#libraryAccess). */
    KnownWindow win;
    Object request;
    String call;
    int target;
    long offset;
    long bytes;
    int type;
    String op;
    String element;
    boolean exclusive;
    boolean locked;
    int epoch;
    long thread;
    Site site;
    long issuePhase;
    long issueSeq;
    long[] originAddress;
    long[] originBytes;
    boolean[] originWritten;
    boolean targetDone;
    boolean originDone;
    long targetPhase;
    long targetSeq;
    long originPhase;
    long originSeq;
    /** Whether completing the request completes the target side too (a get's read). */
    boolean getLike;
    long[] targetRanges;
    long[][] originRanges;
    long[] vc;
    /** This rank's message clock at completion at the target and at the origin. */
    long targetClock;
    long originClock;
    /** Thread clocks at issue and at completion at the target and at the origin (null: not tracked). */
    Clock issueStamp;
    Clock targetStamp;
    Clock originStamp;

    /** The target side completed in global phase {@code phase}, at event {@code seq}. */
    void targetCompleted(long phase, long seq, long clock, Clock stamp) {
        targetDone = true;
        targetPhase = phase;
        targetSeq = seq;
        targetClock = clock;
        targetStamp = stamp;
    }

    /** The origin side completed in global phase {@code phase}, at event {@code seq}. */
    void originCompleted(long phase, long seq, long clock, Clock stamp) {
        originDone = true;
        originPhase = phase;
        originSeq = seq;
        originClock = clock;
        originStamp = stamp;
    }

    /** The program ends: a side not completed yet stays in flight to the end. */
    void neverCompleted() {
        if (!targetDone) {
            targetDone = true;
            targetPhase = Access.NEVER;
            targetSeq = Access.NEVER;
            targetClock = Access.NEVER;
        }
        if (!originDone) {
            originDone = true;
            originPhase = Access.NEVER;
            originSeq = Access.NEVER;
            originClock = Access.NEVER;
        }
        request = null;
    }

    /** Whether both sides completed and the request, if any, is done: the operation becomes accesses. */
    boolean finished() {
        return targetDone && originDone && request == null;
    }

    /** Whether the library may still read or write one of its origin buffers. */
    boolean originBuffersBusy() {
        for (int k = 0; !originDone && k < originBytes.length; k++) {
            if (originBytes[k] > 0) {
                return true;
            }
        }
        return false;
    }
}
