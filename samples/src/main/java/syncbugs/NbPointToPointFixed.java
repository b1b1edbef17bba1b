package syncbugs;

import java.nio.IntBuffer;
import mpi.Intracomm;
import mpi.MPI;
import mpi.MPIException;
import mpi.Message;
import mpi.Request;

/**
 * Correct twin of {@link NbPointToPoint}: each request (isSend, ibSend, irSend, iRecv, imRecv) is completed before
 * its buffer is touched again.
 */
public class NbPointToPointFixed {
    public static void main(String[] args) throws MPIException {
        MPI.Init(args);
        Intracomm world = MPI.COMM_WORLD;
        int rank = world.getRank();
        IntBuffer buf = Buffers.ints(4);
        if (rank == 0) {
            Request s = world.isSend(buf, 4, MPI.INT, 1, 1);
            Sync.signal(world, 1);
            s.waitFor();
            buf.put(0, -1);

            MPI.attachBuffer(new byte[4096]);
            IntBuffer buffered = Buffers.ints(4);
            Request b = world.ibSend(buffered, 4, MPI.INT, 1, 2);
            b.waitFor();
            buffered.put(1, -1);
            MPI.detachBuffer();

            Sync.await(world, 1); // rank 1 has posted the receive the ready send needs
            IntBuffer ready = Buffers.ints(4);
            Request r = world.irSend(ready, 4, MPI.INT, 1, 3);
            r.waitFor();
            ready.put(2, -1);

            IntBuffer in = Buffers.ints(4);
            Request q = world.iRecv(in, 4, MPI.INT, 1, 4);
            Sync.signal(world, 1);
            q.waitFor();
            int early = in.get(0);
            in.put(1, early);

            IntBuffer probed = Buffers.ints(4);
            Message m = new Message();
            m.mProbe(1, 5, world);
            Request p = m.imRecv(probed, 4, MPI.INT);
            p.waitFor();
            int first = probed.get(0);
            System.out.println("done " + first + " " + in.get(0) + " " + probed.get(0));
        } else if (rank == 1) {
            Sync.await(world, 0);
            world.recv(buf, 4, MPI.INT, 0, 1);
            world.recv(buf, 4, MPI.INT, 0, 2);
            Request r = world.iRecv(buf, 4, MPI.INT, 0, 3);
            Sync.signal(world, 0);
            r.waitFor();
            Sync.await(world, 0);
            buf.put(0, 42);
            world.send(buf, 4, MPI.INT, 0, 4);
            world.send(buf, 4, MPI.INT, 0, 5);
        }
        MPI.Finalize();
    }
}
