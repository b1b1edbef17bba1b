import mpi.MPI;
import mpi.MPIException;

/** Every rank says hello with its rank, the job size and its host. */
public class Hello {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        System.out.println("Hello from rank " + rank + " of " + size + " on " + MPI.getProcessorName());
        MPI.Finalize();
    }
}
