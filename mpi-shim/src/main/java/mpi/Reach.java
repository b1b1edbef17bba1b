package mpi;

/**
 * The bytes a call touches around a buffer's start, {@code [first, end)}: {@code first} is negative when the data
 * reaches back from the start (a negative displacement, stride or lower bound), which MPI allows wherever the memory
 * before the start is the caller's (see {@link Room}). Made for the blocks of v- and w-collectives; single-datatype
 * calls pass the two bounds directly and allocate nothing.
 */
final class Reach {
    /** Touches no byte. */
    static final Reach NONE = new Reach(0, 0, "no block");

    final long first;
    final long end;
    /** What reaches there, for a refusal: "the blocks of recvcount and displs". */
    final String what;

    Reach(long first, long end, String what) {
        this.first = first;
        this.end = end;
        this.what = what;
    }

    /** The first byte to stage or copy back: the start itself unless the data reaches back from it. */
    long low() {
        return Math.min(0, first);
    }

    boolean isEmpty() {
        return end <= first;
    }

    @Override
    public String toString() {
        return what + " [" + first + ", " + end + ")";
    }
}
