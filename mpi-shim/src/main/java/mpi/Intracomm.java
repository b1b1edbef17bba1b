package mpi;

import mpi.shim.mem.Memory;
import mpi.shim.mem.Scratch;

/** A communicator within one group of processes (MPI.COMM_WORLD and what is derived from it). */
public class Intracomm extends Comm {
    protected Intracomm() {}

    protected Intracomm(long handle) {
        super(handle);
    }

    protected Intracomm(long[] commRequest) {
        super(commRequest);
    }

    @Override
    public Intracomm clone() {
        try {
            return dup();
        } catch (MPIException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public Intracomm dup() throws MPIException {
        return new Intracomm(dup(handle));
    }

    /**
     * Splits into one communicator per {@code colour}, ranked by {@code key}; a process with colour
     * MPI.UNDEFINED gets a null communicator ({@link #isNull()}).
     */
    public final Intracomm split(int colour, int key) throws MPIException {
        Scratch s = Scratch.get();
        int rc = LIB.MPI_Comm_split(use(), colour, key, s.handle);
        if (rc != 0) {
            throw Errors.of(rc, "MPI_Comm_split", "colour " + colour + ", key " + key);
        }
        return new Intracomm(Memory.getLong(s.handle));
    }
}
