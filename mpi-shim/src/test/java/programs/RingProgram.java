package programs;

import mpi.MPI;
import mpi.MPIException;

/** Passes a token around all ranks; rank 0 prints "ring <sum>". */
public class RingProgram {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int[] token = new int[1];
        if (rank == 0) {
            MPI.COMM_WORLD.send(token, 1, MPI.INT, 1 % size, 0);
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, size - 1, 0);
            System.out.println("ring " + token[0]);
        } else {
            MPI.COMM_WORLD.recv(token, 1, MPI.INT, rank - 1, 0);
            token[0] += rank;
            MPI.COMM_WORLD.send(token, 1, MPI.INT, (rank + 1) % size, 0);
        }
        MPI.Finalize();
    }
}
