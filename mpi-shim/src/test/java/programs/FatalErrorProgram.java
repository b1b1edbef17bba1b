package programs;

import mpi.MPI;

/**
 * Under the default ERRORS_ARE_FATAL handler, a send to a rank that does not exist aborts the whole job. Rank 0
 * prints "before", makes the bad call, and would print "survived" if the library returned.
 */
public class FatalErrorProgram {
    public static void main(String[] args) throws Exception {
        MPI.Init(args);
        int size = MPI.COMM_WORLD.getSize();
        if (MPI.COMM_WORLD.getRank() == 0) {
            System.out.println("before");
            System.out.flush();
            try {
                MPI.COMM_WORLD.send(new int[1], 1, MPI.INT, size + 3, 0);
                System.out.println("survived");
            } catch (Throwable t) {
                System.out.println("survived with " + t);
            }
        }
        MPI.COMM_WORLD.barrier();
        MPI.Finalize();
    }
}
