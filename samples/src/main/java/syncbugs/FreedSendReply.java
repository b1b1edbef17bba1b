package syncbugs;

import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * The standard's pattern for freeing an active send request (MPI-4.1 section 3.7.3, at MPI_REQUEST_FREE): rank 0
 * sends each round's data and frees the request at once; rank 1 replies after it received the data, and rank 0
 * writes the buffer for the next round only after that reply. Correct: nothing is reported.
 */
public class FreedSendReply {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        IntBuffer buf = Buffers.ints(8);
        int[] reply = new int[1];
        for (int round = 0; round < 3; round++) {
            if (rank == 0) {
                for (int i = 0; i < 8; i++) {
                    buf.put(i, round * 10 + i);
                }
                Request r = MPI.COMM_WORLD.iSend(buf, 8, MPI.INT, 1, round);
                r.free();
                MPI.COMM_WORLD.recv(reply, 1, MPI.INT, 1, round); // the reply: rank 1 has the data
            } else if (rank == 1) {
                MPI.COMM_WORLD.recv(buf, 8, MPI.INT, 0, round);
                reply[0] = buf.get(7);
                MPI.COMM_WORLD.send(reply, 1, MPI.INT, 0, round);
            }
        }
        if (rank == 0) {
            System.out.println("last reply " + reply[0]);
        }
        MPI.Finalize();
    }
}
