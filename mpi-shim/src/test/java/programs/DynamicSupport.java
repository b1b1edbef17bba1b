package programs;

import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;

/**
 * Whether the MPI library can make dynamic processes at all: MPICH built with its ucx netmod (Debian 12's MPICH 4.0)
 * supports neither ports nor spawning ("not supported with ucx netmod"). There the binding must report that as an
 * MPIException (under ERRORS_RETURN), and the programs stop with a line "unsupported ..." that the tests accept from
 * MPICH only.
 */
final class DynamicSupport {
    private DynamicSupport() {}

    /** The library's refusal of MPI_Open_port, or null when it opens ports. Collective over COMM_WORLD. */
    static String refusal() throws MPIException {
        MPI.COMM_SELF.setErrhandler(MPI.ERRORS_RETURN);
        MPI.COMM_WORLD.setErrhandler(MPI.ERRORS_RETURN);
        try {
            Intracomm.closePort(Intracomm.openPort());
            return null;
        } catch (MPIException e) {
            return e.getMessage().replace('\n', ' ');
        } finally {
            MPI.COMM_SELF.setErrhandler(MPI.ERRORS_ARE_FATAL);
            MPI.COMM_WORLD.setErrhandler(MPI.ERRORS_ARE_FATAL);
        }
    }

    /** Prints the refusal and finalizes when the library has no dynamic processes; true then. */
    static boolean stopIfUnsupported(int rank) throws MPIException {
        String refusal = refusal();
        if (refusal == null) {
            return false;
        }
        System.out.println("unsupported r" + rank + ": " + refusal);
        MPI.Finalize();
        return true;
    }
}
