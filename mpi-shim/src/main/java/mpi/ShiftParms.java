package mpi;

/** The result of CartComm.shift: the rank to receive from and the rank to send to (MPI.PROC_NULL at an edge). */
public final class ShiftParms {
    private final int source;
    private final int dest;

    protected ShiftParms(int source, int dest) {
        this.source = source;
        this.dest = dest;
    }

    public int getRankSource() {
        return source;
    }

    public int getRankDest() {
        return dest;
    }
}
