import mpi.MPI;
import mpi.MPIException;
import mpi.Status;

/**
 * A token travels around the ring of ranks several times; each rank adds its rank to it on every pass. Rank 0
 * checks the sum at the end.
 */
public class Ring {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        int size = MPI.COMM_WORLD.getSize();
        int next = (rank + 1) % size;
        int prev = (rank + size - 1) % size;
        int laps = 3;
        int[] token = new int[1];
        for (int lap = 0; lap < laps; lap++) {
            if (rank == 0) {
                MPI.COMM_WORLD.send(token, 1, MPI.INT, next, lap);
                Status status = MPI.COMM_WORLD.recv(token, 1, MPI.INT, prev, lap);
                System.out.println("rank 0: lap " + lap + " token " + token[0] + " back from rank "
                        + status.getSource());
            } else {
                MPI.COMM_WORLD.recv(token, 1, MPI.INT, prev, lap);
                token[0] += rank;
                MPI.COMM_WORLD.send(token, 1, MPI.INT, next, lap);
            }
        }
        if (rank == 0) {
            int expected = laps * size * (size - 1) / 2;
            System.out.println(token[0] == expected ? "Ring OK: token " + token[0]
                    : "Ring FAILED: token " + token[0] + ", expected " + expected);
        }
        MPI.Finalize();
    }
}
