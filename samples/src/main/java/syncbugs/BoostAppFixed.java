package syncbugs;

import java.nio.ByteBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/** Boost.MPI application fixed: one buffer per record in flight. */
public class BoostAppFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        if (rank == 0) {
            Request[] sent = new Request[3];
            ByteBuffer[] records = new ByteBuffer[3];
            for (int i = 0; i < 3; i++) {
                records[i] = Buffers.bytes(16);
                records[i].putInt(0, i);
                records[i].putDouble(8, i * 0.5);
                sent[i] = MPI.COMM_WORLD.isSend(records[i], 16, MPI.BYTE, 1, i);
            }
            MPI.COMM_WORLD.barrier();
            Request.waitAll(sent);
        } else if (rank == 1) {
            ByteBuffer record = Buffers.bytes(16);
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
