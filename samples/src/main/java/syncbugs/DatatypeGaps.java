package syncbugs;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.Datatype;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * A send of a vector type (every other int) is pending: a write into a gap of the type touches no message byte
 * and is fine; writes through other views of the same memory (duplicate, a ByteBuffer view, a slice) that hit
 * message bytes are reported at their own lines.
 */
public class DatatypeGaps {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer raw = Buffers.bytes(64);
        IntBuffer ints = raw.asIntBuffer();
        Datatype everyOther = Datatype.createVector(8, 1, 2, MPI.INT);
        everyOther.commit();
        if (rank == 0) {
            Request r = MPI.COMM_WORLD.iSend(ints, 1, everyOther, 1, 0); // @NB
            ints.put(1, -1);                   // int 1: a gap of the vector, not message data
            ints.duplicate().put(4, -1);       // @ACC:duplicate
            raw.putInt(24, -1);                // @ACC:bytes
            raw.position(40);
            ByteBuffer tail = raw.slice();
            tail.putInt(4, -1);                // int 11: a gap again
            tail.putInt(8, -1);                // @ACC:slice
            MPI.COMM_WORLD.barrier();
            r.waitFor();
        } else if (rank == 1) {
            MPI.COMM_WORLD.barrier();
            MPI.COMM_WORLD.recv(ints, 8, MPI.INT, 0, 0);
            System.out.println("received " + ints.get(0));
        } else {
            MPI.COMM_WORLD.barrier();
        }
        everyOther.free();
        MPI.Finalize();
    }
}
