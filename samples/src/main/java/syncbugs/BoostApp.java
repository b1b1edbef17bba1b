package syncbugs;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * The Boost.MPI application bug: a record (an int and a double, written with ByteBuffer's typed accessors) is
 * sent with isSend, and the same buffer is rewritten for the next record before that send completed.
 */
public class BoostApp {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer record = Buffers.bytes(16);
        if (rank == 0) {
            Request[] sent = new Request[3];
            for (int i = 0; i < 3; i++) {
                record.putInt(0, i); // @ACC:int
                record.putDouble(8, i * 0.5); // @ACC:double
                sent[i] = MPI.COMM_WORLD.isSend(record, 16, MPI.BYTE, 1, i); // @NB
            }
            MPI.COMM_WORLD.barrier();
            Request.waitAll(sent);
        } else if (rank == 1) {
            MPI.COMM_WORLD.barrier();
            for (int i = 0; i < 3; i++) {
                MPI.COMM_WORLD.recv(record, 16, MPI.BYTE, 0, i);
                System.out.println("record " + record.getInt(0) + " " + record.getDouble(8));
            }
        } else {
            MPI.COMM_WORLD.barrier();
        }
        MPI.Finalize();
    }
}
