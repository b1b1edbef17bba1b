package syncbugs;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;
import mpi.MPI;
import mpi.MPIException;
import mpi.Request;

/**
 * Views and slices of a pending buffer resolve to the same memory: rank 0 sends ints 4..7 of a 16-int buffer
 * (MPI.slice) and receives into ints 8..11 of another; every access through duplicate(), slice(), asIntBuffer(),
 * MPI.slice(), absolute, relative and bulk get/put that touches those ints is reported at its own line, and the
 * same access one region further (ints 0..3 or 12..15) is not.
 */
public class ViewsAndSlices {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        int rank = MPI.COMM_WORLD.getRank();
        ByteBuffer raw = Buffers.bytes(64);
        IntBuffer ints = raw.asIntBuffer();
        ByteBuffer rawIn = Buffers.bytes(64);
        IntBuffer intsIn = rawIn.asIntBuffer();
        long sum = 0;
        if (rank == 0) {
            Request s = MPI.COMM_WORLD.iSend(MPI.slice(ints, 4), 4, MPI.INT, 1, 0); // @NB:send
            ints.duplicate().put(5, 1); // @ACC:duplicate
            ints.duplicate().put(13, 1);
            raw.putInt(24, 1); // @ACC:bytes
            raw.putInt(56, 1);
            ints.position(6);
            ints.slice().put(0, 1); // @ACC:slice
            ints.position(12);
            ints.slice().put(0, 1);
            ints.clear();
            raw.duplicate().position(16).slice().asIntBuffer().put(3, 1); // @ACC:asint
            raw.duplicate().position(32).slice().asIntBuffer().put(3, 1);
            MPI.slice(ints, 7).put(0, 1); // @ACC:mpislice
            MPI.slice(ints, 12).put(0, 1);
            IntBuffer v = ints.duplicate();
            v.position(4);
            v.put(1); // @ACC:relative
            v.position(12);
            v.put(1);
            v.position(2);
            v.put(new int[] {1, 2, 3}); // @ACC:bulk
            v.position(13);
            v.put(new int[] {1, 2, 3});
            IntBuffer src = Buffers.ints(2);
            v.position(6);
            v.put(src); // @ACC:putbuffer
            v.position(0);
            src.clear();
            v.put(src);

            Request r = MPI.COMM_WORLD.iRecv(MPI.slice(intsIn, 8), 4, MPI.INT, 1, 1); // @NB:recv
            sum += intsIn.duplicate().get(9); // @ACC:recvduplicate
            sum += intsIn.duplicate().get(1);
            sum += rawIn.getInt(40); // @ACC:recvbytes
            sum += rawIn.getInt(0);
            int[] two = new int[2];
            IntBuffer w = intsIn.duplicate();
            w.position(10);
            w.get(two); // @ACC:recvbulk
            w.position(12);
            w.get(two);
            sum += MPI.slice(intsIn, 11).get(); // @ACC:recvrelative
            sum += MPI.slice(intsIn, 12).get();
            Sync.signal(MPI.COMM_WORLD, 1);
            Request.waitAll(new Request[] {s, r});
        } else if (rank == 1) {
            MPI.COMM_WORLD.recv(ints, 4, MPI.INT, 0, 0);
            Sync.await(MPI.COMM_WORLD, 0);
            MPI.COMM_WORLD.send(ints, 4, MPI.INT, 0, 1);
        }
        System.out.println("sum " + sum);
        MPI.Finalize();
    }
}
