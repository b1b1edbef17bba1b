package mpi;

/**
 * The result of {@link CartComm#shift}: the rank to receive from and the rank to send to ({@link MPI#PROC_NULL} at the
 * edge of a non-periodic dimension).
 */
public final class ShiftParms {
    private final int source;
    private final int dest;

    /**
     * Holds the two ranks {@code MPI_Cart_shift} returned.
     * @param source the rank to receive from
     * @param dest the rank to send to
     */
    protected ShiftParms(int source, int dest) {
        this.source = source;
        this.dest = dest;
    }

    /**
     * The rank of the source process, the neighbour data comes from.
     * @return the source rank, or {@link MPI#PROC_NULL}
     */
    public int getRankSource() {
        return source;
    }

    /**
     * The rank of the destination process, the neighbour data goes to.
     * @return the destination rank, or {@link MPI#PROC_NULL}
     */
    public int getRankDest() {
        return dest;
    }
}
